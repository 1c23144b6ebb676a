/**
 * Engine `local` of `prompt_injection`: the learned model (`models/prompt-injection.json`, trained by
 * `scripts/train`) scores the text; the pattern signals are both features of the model and the source of
 * the labels and spans. The model loads on first use.
 */
import { lazy } from "../../util/lazy.js";
import type { MetricOutcome } from "../contract.js";
import { ALL_BLOCKS, type GramBlocks, type HashedGrams, hashGrams } from "../text/features.js";
import { loadModel, modelScore } from "../text/linear-model.js";
import { skeleton } from "../text/normalize.js";
import {
  analyzeInjection,
  discussesAttacks,
  INJECTION_THRESHOLD,
  type InjectionAnalysis,
  injectionFindings,
} from "./patterns.js";
import {
  ATTACK_VOCABULARY,
  DOMAIN_VOCABULARY,
  onlyMildCoercion,
  SHAPE_FEATURES,
  servesUsers,
  shapeFeatures,
} from "./shape.js";

export const INJECTION_MODEL_FILE = "prompt-injection.json";
/** The dense features, in the order the model was trained with. */
export const INJECTION_DENSE = [
  "patterns_score",
  "obfuscated",
  "delimiter",
  "discussing_attacks",
  "lexicon_score",
  "any_signal",
  ...SHAPE_FEATURES,
] as const;

const HARM_INDEX = SHAPE_FEATURES.indexOf("harm_words");
const PERSONA_INDEX = SHAPE_FEATURES.indexOf("persona_words");
const OBFUSCATION_INDEX = SHAPE_FEATURES.indexOf("obfuscation_request");
const SHORT_INDEX = SHAPE_FEATURES.indexOf("short");
const COERCION_INDEX = SHAPE_FEATURES.indexOf("format_coercion");
/**
 * A programming task ("write a C function that initialises an AES cipher", "a program that converts text to
 * Morse"), where an encoding word alone names the task's subject, not a way to hide a request.
 */
const CODE_TASK =
  /\b(?:write|generate|create|implement|develop|build|code|make)\b(?: [a-z0-9]+){0,5} (?:function|functions|program|class|method|script|module|library|snippet|algorithm|app|application|tool|cli)\b/;
/**
 * A persona handed to the model ("you are…", "act as…", "pretend", "a character named…", "stands for", "DAN"), which
 * persona words ("unrestricted", "evil", "anything") alone need to be evidence: "is there anything else I
 * should pack?" is not an attack.
 */
const PERSONA_FRAME =
  /\b(?:you are|you re|youre|act as|acting as|pretend|roleplay|role play|play the role|play a|become|be an?|character|persona|named|called|stands for|from now on|mode|simulate|imagine|respond as|answer as|reply as|as an?|dan)\b/;
/**
 * A request for content or a method, which harmful-goal words alone need to be evidence: "write…", "give me…",
 * "how did people make…", and the expert or historical framing of such requests ("as a historian, I am
 * examining how … were …", "in the past"). A plain factual question ("which countries banned landmines?", "is meth more
 * addictive than cocaine?") is not an attack on the model.
 */
const HARM_REQUEST =
  /\b(?:how (?:to|do|does|did|can|could|would|should|might|were|was|are|is|one|people|they|you|i|we)\b(?: [a-z]+){0,8} (?:make|made|making|build|built|building|create|created|synthesi[sz]e|synthesi[sz]ed|produce|produced|manufacture|manufactured|cook|cooked|assemble|assembled|obtain|obtained|acquire|acquired|buy|bought|get|got|hack|hacked|steal|stole|smuggle|smuggled|launder|laundered|forge|forged|hide|hid|hidden|evade|evaded|bypass|bypassed|poison|poisoned|kill|killed|attack|attacked|spread|spreading|synthesizing|obtaining)|steps?|step by step|instructions?|recipes?|tutorials?|guide|ways? to|methods?|procedures?|write|writing|generate|create|give me|tell me|list|explain|describe|draft|compose|provide|help me|teach|show me|translate|continue|complete|pretend|imagine|roleplay|role play|act as|story|scenario|essay|article|poem|script|code|program|(?:i am|i m) (?:studying|examining|exploring|analy[sz]ing|investigating|researching) (?:how|the (?:ways?|methods?|techniques?|tactics?|strategies|history|historical|use|role))|as an? [a-z]+(?: [a-z]+){0,5} (?:studying|examining|exploring|analy[sz]ing|investigating|researching)|historically|in the past|for research|for academic)\b/;
/**
 * A question about an encoding itself ("what is the difference between base64 and base32?", "how does a Caesar
 * cipher work?"), where the encoding word names the topic, not a way to hide a request.
 */
const ABOUT_AN_ENCODING =
  /\b(?:difference between|differences between|what is|what s|what are|how does|how do|how is|explain|compare|comparison|pros and cons|learning about|history of)\b(?: [a-z0-9]+){0,4} (?:base64|base 64|base32|caesar|cipher|ciphers|morse|rot13|binary|hexadecimal|encoding|encodings)\b/;
const model = lazy(() => loadModel(INJECTION_MODEL_FILE));

/** The model's inputs for `text` (grams valid until the next call). Shared with the training pipeline. */
export function injectionFeatures(
  text: string,
  blocks: GramBlocks = ALL_BLOCKS,
): {
  grams: HashedGrams;
  dense: number[];
  analysis: InjectionAnalysis;
  /**
   * Whether the text shows any evidence of an attack of its own: hand-written signals that reach the
   * patterns' threshold (so not ones the text merely discusses), a lexicon phrase,
   * or attack vocabulary (an override verb with its target, extraction, persona or harmful-goal words) in a
   * text that does not discuss attacks ("what is a jailbreak?").
   * Without it the model alone never flags the text: system prompts, role descriptions, greetings and
   * everyday requests ("ignore the noise in this photo") share the n-grams of role-play attacks, but not
   * their vocabulary.
   */
  evidence: boolean;
} {
  const analysis = analyzeInjection(text);
  const sk = skeleton(text).text;
  const grams = hashGrams(sk, blocks);
  const shape = shapeFeatures(text, sk);
  const domainOnly = DOMAIN_VOCABULARY.some((k) => shape[k]! > 0) && servesUsers(text);
  const present = ATTACK_VOCABULARY.filter(
    (k) => shape[k]! > 0 && !(domainOnly && DOMAIN_VOCABULARY.includes(k)),
  );
  // An encoding word alone ("spell 'necessary' backwards", a cipher in a coding task) needs a longer text
  // that is not a programming task nor a question about the encoding: the cipher games of public attack sets explain their rules at length.
  const obfuscationAlone =
    shape[OBFUSCATION_INDEX]! > 0 &&
    (shape[SHORT_INDEX]! > 0 || CODE_TASK.test(sk) || ABOUT_AN_ENCODING.test(sk));
  // "Do not add disclaimers" alone is a system prompt's formatting rule; beside other vocabulary, coercion.
  const mildCoercionAlone = present.length === 1 && present[0] === COERCION_INDEX && onlyMildCoercion(text);
  const vocabulary =
    (present.some(
      (k) =>
        k !== HARM_INDEX &&
        k !== PERSONA_INDEX &&
        !(k === OBFUSCATION_INDEX && obfuscationAlone) &&
        !(k === COERCION_INDEX && mildCoercionAlone),
    ) ||
      (present.includes(HARM_INDEX) && HARM_REQUEST.test(sk)) ||
      (present.includes(PERSONA_INDEX) && PERSONA_FRAME.test(sk))) &&
    !analysis.mentioned &&
    !discussesAttacks(sk);
  // Signals are evidence when they reach the patterns' own threshold (a text that discusses attacks has them
  // halved, see patterns.ts; a lone weak signal such as "developer mode" is not enough).
  const signal = analysis.score >= INJECTION_THRESHOLD;
  const evidence = signal || analysis.lexiconScore >= 0.5 || vocabulary;
  const dense = [
    analysis.score,
    analysis.obfuscated ? 1 : 0,
    analysis.structural ? 1 : 0,
    analysis.meta ? 1 : 0,
    analysis.lexiconScore,
    analysis.weights.size > 0 ? 1 : 0,
    ...shape,
  ];
  return { grams, dense, analysis, evidence };
}

/** The default threshold of engine `local`: chosen for a false-positive rate ≤ 3% on held-out benign sources. */
export function injectionThreshold(): number {
  return model().threshold;
}

/** Scores `text` with the learned model (engine `local`). */
export function scoreInjection(text: string): MetricOutcome {
  const m = model();
  const { grams, dense, analysis, evidence } = injectionFeatures(text, m.blocks);
  const { weights: signals, lexiconScore } = analysis;
  const score = modelScore(m, text, { grams, dense, signals, lexiconScore, evidence });
  const detected = score >= m.threshold;
  const names = [...signals.keys()].join(", ");
  const detail = `model ${m.name} v${m.version}${names === "" ? "" : `; signals: ${names}`}`;
  if (!detected) return { detected, score, labels: [], detections: [], detail };
  return { detected, score, ...injectionFindings(analysis), detail };
}
