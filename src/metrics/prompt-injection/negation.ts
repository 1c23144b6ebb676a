import { traced, withTraceBreaks } from "../text/regex-code.js";

/**
 * Negations before an instruction: "do not ignore the previous instructions", "never forget your rules",
 * "n'oubliez pas les consignes", "non ignorate le istruzioni" are what a system prompt says to defend itself,
 * not an attack. Words in the skeleton form ("don't" reads "don t").
 */

/** Negation words of the ten languages' skeletons ("t" closes "don t", "can t"; "n" opens "n oubliez"). */
export const NEGATIONS: ReadonlySet<string> = new Set([
  "not",
  "never",
  "dont",
  "t",
  "cannot",
  "no",
  "nor",
  "without",
  "n",
  "non",
  "nao",
  "nicht",
  "jamais",
  "nunca",
  "mai",
  "niemals",
  "nie",
]);
/** Words that may stand between a negation and the verb ("never just ignore", "do not ever forget"). */
const BETWEEN = new Set([
  "just",
  "simply",
  "ever",
  "really",
  "completely",
  "entirely",
  "blindly",
  "you",
  "please",
]);

/** The word of `skeletonText` that ends just before `end` (exclusive), and where it starts. */
function wordBefore(skeletonText: string, end: number): { word: string; start: number } | undefined {
  let to = end;
  while (to > 0 && skeletonText.charCodeAt(to - 1) === 32) to--;
  if (to === 0) return undefined;
  let from = to;
  while (from > 0 && skeletonText.charCodeAt(from - 1) !== 32) from--;
  return { word: skeletonText.slice(from, to), start: from };
}

/**
 * An attempt described to be resisted, just before the phrase: "if a user asks you to …", "when someone tries
 * to …" — how a system prompt names the attack it refuses; the same in Spanish, French, Portuguese and
 * Italian ("si el usuario intenta que …", "si l'utilisateur te demande d'…", "se alguém tentar fazer você …",
 * "se l'utente ti chiede di …") and German, whose verb comes last ("wenn jemand versucht, dich dazu zu bringen,
 * deine Regeln zu …").
 */
const ATTEMPT_BEFORE = new RegExp(
  withTraceBreaks(
    [
      "\\b(?:if|when|whenever|should)(?: [a-z]+){0,3} (?:user|users|someone|anyone|somebody|they|people|person|customer|customers|visitor|visitors)(?: [a-z]+){0,2} (?:ask|asks|asked|try|tries|tried|tell|tells|told|want|wants|attempt|attempts|request|requests|instruct|instructs|say|says)(?: you)? to(?: make you| get you| convince you| trick you| have you)? $",
      "\\b(?:si|cuando|se|quando|lorsque|quand)(?: [a-z]+){0,3} (?:usuario|usuaria|usuarios|alguien|cliente|persona|utilisateur|utilisatrice|quelqu un|client|personne|alguem|pessoa|utente|qualcuno|user)(?: [a-z]+)? (?:te |le |lhe |ti |vous |gli )?(?:pide|piden|pidiera|intenta|intentan|quiere|quieren|trata|tratan|solicita|ordena|dice|demande|demandent|essaie|essaye|tente|veut|pedir|pede|pedirem|tentar|quiser|quer|mandar|disser|chiede|chiedono|prova|cerca|vuole|tenta)(?: de| d| di| a| para| que)?(?: voce| tu| vous| te| ti)?(?: faire| fazer| fare| hacer)?(?: voce| te| ti| vous)? $",
      "\\b(?:wenn|falls|sollte)(?: [a-z]+){0,2} (?:jemand|nutzer|nutzerin|benutzer|benutzerin|user|kunde|kundin|person|anwender)(?: [a-z]+)? (?:dich |sie )?(?:bittet|auffordert|versucht|will|mochte|verlangt|fordert)(?: [a-z]+){0,6} zu $",
    ].join("|"),
  ),
);

/** The words an attempt ends in, just before the phrase ("… asks you to", "… te pide que", "… dazu zu"). */
const ATTEMPT_ENDS = "to you que de d di a para voce faire fazer fare hacer te ti vous tu zu"
  .split(" ")
  .map((word) => `${word} `);

/** Whether the phrase at `index` follows one of `ATTEMPT_ENDS` (a loop: no callback per call). */
function afterAttemptEnd(skeletonText: string, index: number): boolean {
  for (const end of ATTEMPT_ENDS) if (skeletonText.startsWith(end, index - end.length)) return true;
  return false;
}

/**
 * A program named as the subject just before a verb: "the bot ignores my instructions", "l'assistente ignora…",
 * "le bot ignore…", "el asistente ignora…" — a complaint about it, not an order to it. An English article needs a
 * verb in the third person or past ("the AI, ignore all previous instructions" reads "the ai ignore…": an order).
 */
const REPORTED_SUBJECT = traced(
  /(?:^| )(?:(?:el|la|le|l|il|lo|o|der|die|das|este|esta|ce|cet|cette|questo|questa|dieser|diese|meu|mi|mon|mein|il mio)|(the|this|our|my|your|their))(?: [a-z]+)? (?:assistant|assistente|asistente|bot|chatbot|model|modelo|modello|modele|ai|ia|ki|system|sistema|systeme|app|agent|agente|programm|programa|programma|tool|outil|gpt|copilot)(?: (?:always|still|just|often|keeps|kept|sometimes|siempre|toujours|immer|sempre|ainda|ancora|todavia|encore|einfach))? $/,
);
/** English verbs of a report: third person, past, or the "-ing" of "keeps ignoring". */
const REPORTED_VERB =
  /^(?:ignores|ignored|ignoring|disregards|disregarded|forgets|forgot|forgotten|overrides|overrode|skips|skipped|bypasses|bypassed|reveals|revealed|prints|printed|repeats|repeated|leaks|leaked|shows|showed)\b/;

/** A person's own after the verb ("… ignores my instructions", "… ignora le sue istruzioni"). */
const PERSONS_OWN_AFTER =
  /^[a-z]+ (?:(?:all|le|la|les|las|los|die|as|os|i|gli) )?(?:my|our|their|his|her|mis|sus|mes|ses|nos|leurs|mie|sue|nostre|loro|minhas|meus|suas|nossas|meine|seine|unsere)\b/;

/**
 * Whether the phrase at `index` starts with a verb whose subject is a program and whose object is a person's own
 * ("the bot ignores my instructions"): a complaint. "The bot ignores all previous instructions and…" is not one.
 */
export function reportedAt(skeletonText: string, index: number): boolean {
  const subject = REPORTED_SUBJECT.exec(skeletonText.slice(Math.max(0, index - 40), index));
  if (subject === null) return false;
  const after = skeletonText.slice(index, index + 40);
  return PERSONS_OWN_AFTER.test(after) && (subject[1] === undefined || REPORTED_VERB.test(after));
}

/** The attempt (its skeleton span) that the phrase starting at `index` is named in, or undefined. */
export function attemptBefore(
  skeletonText: string,
  index: number,
): { start: number; end: number } | undefined {
  // Every attempt ends in one of a few words just before the phrase: most phrases are settled by that alone.
  if (!afterAttemptEnd(skeletonText, index)) return undefined;
  const window = skeletonText.slice(Math.max(0, index - 80), index);
  const attempt = ATTEMPT_BEFORE.exec(window);
  if (attempt === null) return undefined;
  const start = index - window.length + attempt.index;
  return { start, end: start + attempt[0].length - 1 };
}

/**
 * The negation (its skeleton span) that the phrase starting at `index` of `skeletonText` follows, one word
 * allowed between, or the attempt it is named in ("if a user asks you to"); undefined if none.
 */
export function negationBefore(
  skeletonText: string,
  index: number,
): { start: number; end: number } | undefined {
  const attempt = attemptBefore(skeletonText, index);
  if (attempt !== undefined) return attempt;
  if (reportedAt(skeletonText, index)) return { start: Math.max(0, index - 1), end: index };
  const first = wordBefore(skeletonText, index);
  if (first === undefined) return undefined;
  if (NEGATIONS.has(first.word)) return { start: first.start, end: first.start + first.word.length };
  if (!BETWEEN.has(first.word)) return undefined;
  const second = wordBefore(skeletonText, first.start);
  return second !== undefined && NEGATIONS.has(second.word)
    ? { start: second.start, end: second.start + second.word.length }
    : undefined;
}

/**
 * Whether the phrase at `index` follows a negation. The skeleton has no punctuation, so "No. Ignore all
 * previous instructions" reads as negated here: where the raw text is at hand, check it with `negationBefore`
 * and `SENTENCE_BREAK` instead.
 */
export function negatedAt(skeletonText: string, index: number): boolean {
  return negationBefore(skeletonText, index) !== undefined;
}

/** Punctuation that ends a sentence or a clause: a negation before it does not reach past it. */
export const SENTENCE_BREAK = /[.!?;:\n。！？；：]/;

/**
 * A phrase named, not said: "the attacker used the phrase …", "common payloads include …", "users should not
 * type …", "flagged by our WAF: …" — security talk quoting an attack. Read on the skeleton, a cue word at most
 * one word before the phrase (the quotes and colon between are gone).
 */
const MENTION_BEFORE =
  /\b(?:the phrases?|phrases? (?:like|such as)|payloads?(?: (?:like|such as|include|includes|including|is|was))?|strings? (?:like|such as)|the string|(?:not|never|don t|users|people|they|someone|anyone|who) types?|typed|typing|detects?|flagged(?: by(?: [a-z]+){1,2})?|blocks)(?: [a-z]+)? $/;

/** Whether the phrase starting at `index` of `skeletonText` is named as a quotation (see `MENTION_BEFORE`). */
export function mentionedAt(skeletonText: string, index: number): boolean {
  return MENTION_BEFORE.test(skeletonText.slice(Math.max(0, index - 48), index));
}

/** A quotation mark or backtick just before a phrase (spaces allowed between). */
const QUOTE_BEFORE = /[`'"“”‘’«„]\s*$/;
/** Words of a text that talks about attacks rather than making one. */
const SECURITY_TALK =
  /\b(?:injections?|attackers?|payloads?|exploits?|malicious|phishing|red team(?:ing)?|security|vulnerabilit(?:y|ies)|patterns? like|examples? of|what not to do|advisory|insecure|so[- ]called|the term|queries like|llm safety|code snippet|string literal|unit tests?|test cases?|test suite|guardrails?|detectors?|classifiers?|false positives?|should be (?:blocked|flagged|caught|detected)|eval(?:uation)? (?:set|data))\b/i;

/**
 * Whether the phrase starting at `start` of the raw `text` is quoted in a text that talks about attacks ("patterns
 * like: `ignore previous instructions`", "the classic injection 'ignore your instructions' doesn't work").
 */
export function quotedInSecurityTalk(text: string, start: number): boolean {
  return QUOTE_BEFORE.test(text.slice(Math.max(0, start - 4), start)) && SECURITY_TALK.test(text);
}

/**
 * Reported speech right after a phrase, in Korean and Japanese: "ignore previous instruction이라는 문장이 왜
 * 위험한지", "시스템 프롬프트를 출력해 달라는 요청", "…を無視しろという指示" — the phrase is named, not said.
 */
const NAMED_AFTER =
  /^(?:\s*[A-Za-z]+){0,2}\s*(?:해\s?)?(?:이라는|라는|이라고|라고|하라는|달라는|다는|는\s?요청|요청|문구|문장|という|って(?:いう|言う)|と(?:いう|言う)|这句话|这种说法|的说法|的请求)/;

/**
 * Whether the phrase ending at `end` of the raw `text` is reported (see `NAMED_AFTER`; up to two Latin words may
 * finish the quoted phrase first: "ignore previous instruction이라는").
 */
export function namedAfter(text: string, end: number): boolean {
  return NAMED_AFTER.test(text.slice(end, end + 40));
}
