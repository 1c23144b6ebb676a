/**
 * Dense features of a text's shape for the toxicity model, chosen to transfer across sources (they name no
 * source's style): which kind of hand-written evidence fired (per label), whether the text addresses the
 * reader, whether it names a group of people, and — the signal single words miss — whether a group or the
 * reader sits next to a negative predicate (dehumanising nouns, insults, hate verbs). Word lists in the
 * skeleton form (lower-case, accents removed), English plus the nine other languages of the detector; CJK
 * terms are matched as substrings.
 */
import { skeletonWords } from "../text/normalize.js";
import type { Hit } from "./signals.js";

export const SHAPE_FEATURES = [
  "label_profanity",
  "label_insult",
  "label_sexual",
  "label_identity",
  "label_threat",
  "you_target",
  "group_mention",
  "negative_words",
  "group_negative",
  "you_negative",
  "exclaim",
] as const;

const words = (list: string) => new Set(list.split(/\s+/).filter((w) => w !== ""));

const GROUP_WORDS = words(`
  muslim muslims islam islamic jew jews jewish christians hindus sikhs blacks negroes whites asians chinese
  mexicans latinos hispanics arabs immigrants immigrant migrants migrant refugees foreigners gays gay lesbians
  lesbian trans transgender transgenders queers homosexuals homosexual women woman females girls feminists
  disabled cripples autistic africans indians gypsies roma catholics atheists
  musulmanes judios mujeres negros inmigrantes extranjeros refugiados homosexuales maricones gitanos discapacitados
  musulmans juifs femmes noirs immigres etrangers refugies homosexuels pedes handicapes arabes
  muslime juden frauen schwarze auslander migranten fluchtlinge schwule homosexuelle behinderte zigeuner
  muculmanos judeus mulheres imigrantes estrangeiros homossexuais deficientes
  musulmani ebrei donne neri immigrati stranieri rifugiati omosessuali froci disabili zingari
  moslims joden vrouwen zwarten immigranten vluchtelingen homos gehandicapten
  muzulmanie zydzi kobiety czarni imigranci uchodzcy geje niepelnosprawni
`);
const GROUP_CJK =
  /女人|女性|穆斯林|黑人|同性恋|移民|犹太人|残疾人|外国人|难民|外国人|韓国人|中国人|在日|여자|흑인|이민자|무슬림|동성애자|난민/;

const NEGATIVE_WORDS = words(`
  vermin rats rat cockroaches parasites parasite subhuman savages savage filth filthy scum disgusting inferior
  disease plague cancer trash garbage evil criminals rapists pigs pig apes monkeys dogs animals animal stupid
  dumb worthless useless pathetic idiot idiots moron morons retarded retards freaks perverts degenerates
  abominations abomination hate despise kill exterminate exterminated deport deported gassed lazy dirty ugly
  primitive terrorists burden loser losers pest vile repulsive revolting sick
  ratas parasitos basura escoria asquerosos asquerosas inferiores animales cerdos estupidos estupidas idiotas
  inutiles odio matar plaga enfermedad sucios sucias
  ordures vermine degoutants degoutantes inferieurs animaux porcs stupides idiots inutiles deteste hais tuer
  peste maladie sales racaille
  ratten parasiten abschaum ungeziefer ekelhaft ekelhafte minderwertig tiere schweine dumm dumme idioten
  nutzlos hasse toten pest krankheit dreckig dreckige
  ratos parasitas lixo nojentos nojentas animais porcos estupidos idiotas inuteis odeio praga doenca sujos
  ratti parassiti spazzatura feccia schifosi schifose inferiori animali maiali stupidi stupide idioti inutili
  uccidere malattia sporchi
  ratten kakkerlakken uitschot walgelijk minderwaardig dieren varkens dom nutteloos haat
  szczury pasozyty smieci scierwo obrzydliwi gorsi zwierzeta swinie glupi bezuzyteczni nienawidze
`);
const NEGATIVE_CJK =
  /垃圾|蟑螂|寄生虫|畜生|恶心|低等|去死|该死|杀了|讨厌|滚|ゴミ|死ね|殺す|気持ち悪い|害虫|쓰레기|죽어|벌레|혐오|역겹/g;

const YOU_WORDS = words(`
  you your youre yourself yourselves u ur ya
  tu te ti usted ustedes vos toi vous du dich dir ihr voce voces tua tuo
`);

const WINDOW = 5;
const GROUP = 1;
const NEGATIVE = 2;
const YOU = 4;
/** Each listed word and what it is (a bit per list), so a token costs one lookup. */
const KIND = new Map<string, number>();
for (const [list, bit] of [
  [GROUP_WORDS, GROUP],
  [NEGATIVE_WORDS, NEGATIVE],
  [YOU_WORDS, YOU],
] as const) {
  for (const word of list) KIND.set(word, (KIND.get(word) ?? 0) | bit);
}

/** The shape features of `text` (skeleton `sk`) given the hand-written hits, in `SHAPE_FEATURES` order. */
export function shapeFeatures(text: string, sk: string, hits: readonly Hit[]): number[] {
  const label: Record<string, number> = {};
  for (const hit of hits) label[hit.label] = Math.max(label[hit.label] ?? 0, hit.weight);
  const tokens = skeletonWords(sk);
  const groupAt: number[] = [];
  const negativeAt: number[] = [];
  const youAt: number[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const kind = KIND.get(tokens[i]!);
    if (kind === undefined) continue;
    if (kind & GROUP) groupAt.push(i);
    if (kind & NEGATIVE) negativeAt.push(i);
    if (kind & YOU) youAt.push(i);
  }
  // Lexicon words (insults, slurs, profanity) count as negative words where they sit.
  const lexiconWords = new Set(hits.filter((hit) => hit.key.startsWith("w:")).map((hit) => hit.key.slice(2)));
  if (lexiconWords.size > 0)
    tokens.forEach((token, i) => {
      if (lexiconWords.has(token) && !NEGATIVE_WORDS.has(token)) negativeAt.push(i);
    });
  const near = (a: readonly number[], b: readonly number[]) =>
    a.some((i) => b.some((j) => Math.abs(i - j) <= WINDOW));
  const cjkGroup = GROUP_CJK.test(text);
  NEGATIVE_CJK.lastIndex = 0;
  const cjkNegative = (text.match(NEGATIVE_CJK) ?? []).length;
  const negatives = negativeAt.length + cjkNegative;
  let exclaim = 0;
  for (let at = text.indexOf("!"); at >= 0 && exclaim < 3; at = text.indexOf("!", at + 1)) exclaim++;
  return [
    label.profanity ?? 0,
    label.insult ?? 0,
    label.sexual ?? 0,
    label.identity_attack ?? 0,
    label.threat ?? 0,
    youAt.length > 0 ? 1 : 0,
    groupAt.length > 0 || cjkGroup ? 1 : 0,
    Math.min(negatives, 3) / 3,
    near(groupAt, negativeAt) || (cjkGroup && cjkNegative > 0) ? 1 : 0,
    near(youAt, negativeAt) ? 1 : 0,
    exclaim / 3,
  ];
}
