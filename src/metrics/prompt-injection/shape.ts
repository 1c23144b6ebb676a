/**
 * Shape features of a text for the learned `prompt_injection` model's second stage: signals that carry from
 * one source of text to another where hashed n-grams do not (leave-one-source-out decided which to keep, see
 * docs/detectors.md). Attack vocabulary by group in ten languages (override verbs, what they target, what
 * an extraction wants, persona words, harmful goals), the imperative-plus-target structure of an override,
 * and the shapes of ordinary chat traffic: a role or system-prompt opening ("You are a helpful assistant"),
 * a short greeting, a question.
 */

const WORDS: Record<"override" | "target" | "extract" | "persona" | "harm", string> = {
  override:
    "ignore ignoring ignored disregard forget overlook dismiss supersede override overrides bypass circumvent disable suspend void cancel obey " +
    "ignora ignorar ignores olvida olvidar olvides oublie oubliez ignorez ignoriere ignoriert vergiss vergessen missachte esqueca dimentica dimenticare ignorare",
  target:
    "instructions instruction rules guidelines guidance prompt directives policy policies guardrails safeguards filters restrictions programming constraints limitations " +
    "instrucciones reglas consignes regles anweisungen regeln instrucoes regras istruzioni regole",
  extract: "reveal print repeat output dump leak recite disclose verbatim",
  persona:
    "unrestricted unlimited uncensored unfiltered jailbreak jailbroken jailbreaking dan amoral unethical immoral evil anything",
  harm:
    "bomb bombs explosive explosives weapon weapons meth cocaine heroin poison malware ransomware keylogger phishing counterfeit launder laundering steal stealing stolen suicide murder terrorist terrorism genocide racist illegal illegally hack hacking " +
    "toxic offensive harmful hateful insulting sexist discriminatory violent dangerous",
};

const GROUP_OF = new Map<string, keyof typeof WORDS>();
for (const [group, list] of Object.entries(WORDS) as Array<[keyof typeof WORDS, string]>) {
  for (const word of list.split(" ")) if (word !== "" && !GROUP_OF.has(word)) GROUP_OF.set(word, group);
}

/**
 * The same groups read on the raw text: Chinese, Japanese and Korean (no spaces between words) and Russian
 * (whose letters the skeleton folds into Latin look-alikes).
 */
const RAW: Record<"override" | "target", RegExp> = {
  override: /忽略|无视|無視|忘记|忘掉|忘れ|무시|잊어|игнорир|проигнорир|забудь|забыть/i,
  target: /指令|指示|规则|規則|ルール|提示词|プロンプト|지시|규칙|프롬프트|инструкци|правил/i,
};

/** A role or system-prompt opening in the first words: "You are a…", "Act as…", and their translations. */
const ROLE_OPENING =
  /^(?:\W*(?:system|sys)\s*:\s*)?(?:you are|you're|your role is|act as|i want you to act as|eres|actúa como|actua como|tu es|vous êtes|vous etes|joue le rôle|du bist|sie sind|você é|voce e|aja como|sei un|sei una|fai finta|ты |вы |представь|你是|请扮演|扮演|あなたは|당신은|너는)/i;

export const SHAPE_FEATURES = [
  "override_structure",
  "extract_words",
  "persona_words",
  "harm_words",
  "role_opening",
  "short",
  "question",
] as const;

/** Indices in `SHAPE_FEATURES` of the attack vocabulary: one of them present is evidence of an attack. */
export const ATTACK_VOCABULARY = ["override_structure", "extract_words", "persona_words", "harm_words"].map(
  (name) => SHAPE_FEATURES.indexOf(name as (typeof SHAPE_FEATURES)[number]),
);

/** The shape features of `text` (raw) given its skeleton (`skeletonText`), each in 0..1. */
export function shapeFeatures(text: string, skeletonText: string): number[] {
  const counts = { override: 0, target: 0, extract: 0, persona: 0, harm: 0 };
  let words = 0;
  let start = 0;
  for (let i = 0; i <= skeletonText.length; i++) {
    if (i < skeletonText.length && skeletonText.charCodeAt(i) !== 32) continue;
    if (i > start) {
      words++;
      const group = GROUP_OF.get(skeletonText.slice(start, i));
      if (group !== undefined) counts[group]++;
    }
    start = i + 1;
  }
  if (RAW.override.test(text)) counts.override++;
  if (RAW.target.test(text)) counts.target++;
  const trimmed = text.trim();
  let cjkChars = 0;
  for (let i = 0; i < trimmed.length; i++) {
    const code = trimmed.charCodeAt(i);
    if ((code >= 0x2e80 && code <= 0x9fff) || (code >= 0xac00 && code <= 0xd7af)) cjkChars++;
  }
  const length = words + cjkChars / 2;
  const cap = (n: number) => Math.min(n, 3) / 3;
  return [
    counts.override > 0 && counts.target > 0 ? 1 : 0,
    cap(counts.extract),
    cap(counts.persona),
    cap(counts.harm),
    ROLE_OPENING.test(trimmed) ? 1 : 0,
    length <= 6 ? 1 : 0,
    /[?？]\s*$/.test(trimmed) ? 1 : 0,
  ];
}
