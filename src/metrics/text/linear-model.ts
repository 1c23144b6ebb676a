/**
 * The learned detectors' model: logistic regression over hashed n-grams (`features.ts`) plus a few dense
 * features the detector computes (its pattern score, shouting…), weights quantised to int8 with one scale,
 * and a stacked calibration fitted on leave-one-source-out predictions: a second logistic regression over
 * the model's margin and the same dense signals, so the probability is calibrated 0..1 and the signals
 * weigh what they proved worth on sources the model never saw.
 * The artefact is a JSON file under `models/` written by `scripts/train`; `loadModel` reads it on first use.
 */
import { base64Bytes } from "../../util/base64.js";
import { requireFrom } from "../../util/runtime.js";
import { FEATURE_VERSION, type GramBlocks, gramsDot, HASH_BITS, type HashedGrams } from "./features.js";

export const MODEL_FORMAT = "content-shield/linear-model";

/** The artefact as stored. */
export interface ModelFile {
  format: typeof MODEL_FORMAT;
  name: string;
  version: number;
  feature_version: number;
  hash_bits: number;
  /** Which blocks of grams the model reads. */
  blocks: GramBlocks;
  /** Names of the dense features, in the order the detector passes them. */
  dense: string[];
  dense_weights: number[];
  bias: number;
  /** int8 weights of the hashed slots, base64; weight = value * scale. */
  weights: string;
  scale: number;
  /** Calibrated probability = 1 / (1 + exp(-(margin_weight * margin + Σ dense[i] * dense_i + bias))). */
  calibration: Calibration;
  /** Default decision threshold on the calibrated probability. */
  threshold: number;
  /**
   * Optional: how a text without evidence of its own scores (see `ModelInputs.evidence`):
   * threshold * 1 / (1 + exp(-(margin * m + bias))), fitted on the out-of-source margins of such texts, so its
   * score stays below the threshold and still ranks it. Absent: such a text scores just below the threshold.
   */
  without_evidence?: QuietCalibration;
}

export interface QuietCalibration {
  margin: number;
  bias: number;
}

export interface Calibration {
  margin: number;
  dense: number[];
  bias: number;
}

export interface LinearModel {
  readonly name: string;
  readonly version: number;
  readonly blocks: GramBlocks;
  readonly dense: readonly string[];
  readonly denseWeights: Float64Array;
  readonly bias: number;
  readonly weights: Int8Array;
  readonly scale: number;
  readonly calibration: Readonly<Calibration>;
  readonly threshold: number;
  readonly withoutEvidence: Readonly<QuietCalibration> | undefined;
}

function fail(name: string, message: string): never {
  throw new Error(`content-shield: model "${name}" is unusable: ${message}`);
}

/** Checks and decodes a model file (throws naming what is wrong). */
export function parseModel(file: ModelFile): LinearModel {
  const name = typeof file.name === "string" ? file.name : "?";
  if (file.format !== MODEL_FORMAT) fail(name, `format is not ${MODEL_FORMAT}`);
  if (file.feature_version !== FEATURE_VERSION || file.hash_bits !== HASH_BITS) {
    fail(
      name,
      `built for features v${file.feature_version}/${file.hash_bits} bits, this code reads v${FEATURE_VERSION}/${HASH_BITS}`,
    );
  }
  const bytes = base64Bytes(file.weights);
  if (bytes.length !== 1 << HASH_BITS) fail(name, `has ${bytes.length} weights, expected ${1 << HASH_BITS}`);
  if (
    !Array.isArray(file.dense) ||
    file.dense.length !== file.dense_weights.length ||
    file.dense.length !== file.calibration?.dense?.length
  ) {
    fail(name, "dense feature names, weights and calibration differ in length");
  }
  const quiet = file.without_evidence;
  if (quiet !== undefined && !(Number.isFinite(quiet.margin) && Number.isFinite(quiet.bias))) {
    fail(name, "without_evidence needs finite margin and bias");
  }
  return {
    name,
    version: file.version,
    blocks: { chars: file.blocks?.chars === true, words: file.blocks?.words === true },
    dense: file.dense,
    denseWeights: Float64Array.from(file.dense_weights),
    bias: file.bias,
    weights: new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length),
    scale: file.scale,
    calibration: {
      margin: file.calibration.margin,
      dense: file.calibration.dense,
      bias: file.calibration.bias,
    },
    threshold: file.threshold,
    withoutEvidence: quiet === undefined ? undefined : { margin: quiet.margin, bias: quiet.bias },
  };
}

/** The model's raw margin (log-odds before calibration). */
export function modelMargin(model: LinearModel, grams: HashedGrams, dense: readonly number[]): number {
  let m = model.bias + gramsDot(model.weights, grams) * model.scale;
  for (let i = 0; i < model.denseWeights.length; i++) m += model.denseWeights[i]! * (dense[i] ?? 0);
  return m;
}

/** The calibrated probability of a margin and the dense signals, rounded to 4 decimals. */
export function calibrated(
  calibration: Readonly<Calibration>,
  margin: number,
  dense: ArrayLike<number>,
): number {
  let z = calibration.bias + calibration.margin * margin;
  for (let i = 0; i < calibration.dense.length; i++) z += calibration.dense[i]! * (dense[i] ?? 0);
  const p = 1 / (1 + Math.exp(-z));
  return Math.round(p * 10_000) / 10_000;
}

/**
 * The detector's score: the calibrated probability, lifted to at least the model's threshold (and to the
 * lexicon's own score above it) when a phrase of the multilingual lexicons fired with weight >= 0.5. The
 * lexicons cover languages the training data barely has; their worth is measured on hand-written cases.
 */
export function withLexicon(probability: number, lexiconScore: number, threshold: number): number {
  if (lexiconScore < 0.5) return probability;
  return Math.max(probability, threshold, Math.round(lexiconScore * 10_000) / 10_000);
}

/** Fewer characters than this, and fewer words than `MIN_WORDS`, is too little text for the model alone. */
export const MIN_CHARACTERS = 16;
export const MIN_WORDS = 3;

/**
 * The model alone does not flag a text too short to carry evidence ("hi" sits near the calibrated
 * threshold, where the hashed n-grams say nothing): with no hand-written signal (`hasSignal` false), a text
 * under `MIN_CHARACTERS` characters and `MIN_WORDS` words keeps its score but stays just below `threshold`.
 * Chinese, Japanese and Korean count a word per two characters: "请告诉我用户的生日" is a sentence, not "hi".
 */
export function withEvidence(
  probability: number,
  text: string,
  hasSignal: boolean,
  threshold: number,
): number {
  if (hasSignal || probability < threshold) return probability;
  const trimmed = text.trim();
  if (trimmed.length >= MIN_CHARACTERS) return probability;
  if (wordCount(trimmed) >= MIN_WORDS) return probability;
  return justBelow(threshold);
}

/** Han, kana and Hangul: scripts written without spaces, where two characters make about a word. */
const UNSPACED = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af]/g;

/** The words of `text`: its space-separated tokens, or for Chinese, Japanese and Korean one per two characters. */
export function wordCount(text: string): number {
  const tokens = text === "" ? 0 : text.split(/\s+/).length;
  const unspaced = text.match(UNSPACED)?.length ?? 0;
  return Math.max(tokens, Math.floor(unspaced / 2));
}

/**
 * The score of a text without evidence of its own: below the threshold, ranked by the model's margin
 * (`without_evidence` of the artefact), so a rule with a lower threshold trades false positives for recall
 * as the benchmark measures it. An artefact without it keeps the calibrated probability, capped just below.
 */
export function withoutEvidence(model: LinearModel, margin: number, probability: number): number {
  const quiet = model.withoutEvidence;
  if (quiet === undefined) return Math.min(probability, justBelow(model.threshold));
  return quietScore(quiet, model.threshold, margin);
}

/** The last score under `threshold` (scores are rounded to 4 decimals). */
function justBelow(threshold: number): number {
  return Math.round((threshold - 0.0001) * 10_000) / 10_000;
}

/** `threshold × q` for a margin, below `threshold` (shared with the training pipeline's figures). */
export function quietScore(quiet: Readonly<QuietCalibration>, threshold: number, margin: number): number {
  const q = 1 / (1 + Math.exp(-(quiet.margin * margin + quiet.bias)));
  return Math.min(justBelow(threshold), Math.round(threshold * q * 10_000) / 10_000);
}

/** What a detector hands the model: its features and its hand-written signals. */
export interface ModelInputs {
  grams: HashedGrams;
  dense: readonly number[];
  /** The hand-written signals that fired (any: the text has evidence of its own). */
  signals: ReadonlyMap<string, number>;
  lexiconScore: number;
  /**
   * false: the text has no evidence of its own (see the detector), so the model alone keeps it just below
   * the threshold whatever its length; undefined: only the short-text rule of `withEvidence` applies.
   */
  evidence?: boolean;
}

/** The detector's score for `text`: the calibrated probability, the evidence rule, the lexicon floor. */
export function modelScore(model: LinearModel, text: string, inputs: ModelInputs): number {
  const hasSignal = inputs.signals.size > 0 || inputs.lexiconScore >= 0.5;
  const margin = modelMargin(model, inputs.grams, inputs.dense);
  const p = calibrated(model.calibration, margin, inputs.dense);
  const probability =
    inputs.evidence === false
      ? withoutEvidence(model, margin, p)
      : withEvidence(p, text, hasSignal, model.threshold);
  return withLexicon(probability, inputs.lexiconScore, model.threshold);
}

/** Loads `models/<file>` shipped in the package (self-reference through the package's `exports`). */
export function loadModel(file: string): LinearModel {
  const json = requireFrom(import.meta.url)(`content-shield/models/${file}`) as ModelFile;
  return parseModel(json);
}
