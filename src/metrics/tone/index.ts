/**
 * `tone` (local engine): valence from the AFINN lexicon in the `sentiment` package (with its negation
 * handling), emotion labels from small word lists, and sarcasm cues. The score is the negativity of the
 * text, 0..1 (`negative / (negative + positive + 2)` over AFINN word values); `detected` when it is >= 0.5.
 * Labels: one of positive/negative/neutral, plus any of angry, sad, fearful, joyful, sarcastic; findings
 * point at the emotion words and sarcasm cues. The `llm` engine asks the configured judge instead.
 */

import type Sentiment from "sentiment";
import { lazy } from "../../util/lazy.js";
import { requireFrom } from "../../util/runtime.js";
import type { Detection, Detector, MetricDefinition, MetricOutcome } from "../contract.js";
import { llmEngine } from "../llm/index.js";
import { originalSpan, skeleton } from "../text/normalize.js";
import { EMOTION_WORDS, EMOTIONS, RAW_SARCASM, TONE_PHRASES } from "./lexicon.js";

export const TONE_LABELS = ["positive", "negative", "neutral", ...EMOTIONS, "sarcastic"] as const;
export const TONE_THRESHOLD = 0.5;

/** The AFINN analyser, loaded on first use. */
const analyzer = lazy(() => {
  const SentimentAnalyzer = requireFrom(import.meta.url)("sentiment") as typeof Sentiment;
  return new SentimentAnalyzer();
});
const SUFFIXES = ["ness", "ing", "ed", "ly", "s"];

function emotionOf(word: string) {
  const direct = EMOTION_WORDS.get(word);
  if (direct !== undefined) return direct;
  for (const suffix of SUFFIXES) {
    if (word.length > suffix.length + 2 && word.endsWith(suffix)) {
      const stem = EMOTION_WORDS.get(word.slice(0, -suffix.length));
      if (stem !== undefined) return stem;
    }
  }
  return undefined;
}

/** Scores the tone of `text`; exported for the benchmark. */
export function analyzeTone(text: string): MetricOutcome {
  const result = analyzer().analyze(text);
  let positive = 0;
  let negative = 0;
  for (const entry of result.calculation) {
    for (const value of Object.values(entry)) {
      if (value > 0) positive += value;
      else negative -= value;
    }
  }
  const negativity = Math.round((negative / (negative + positive + 2)) * 1000) / 1000;
  const labels = new Set<string>([result.score > 0 ? "positive" : result.score < 0 ? "negative" : "neutral"]);
  const detections: Detection[] = [];
  const sk = skeleton(text);
  const s = sk.text;
  let wordStart = 0;
  for (let i = 0; i <= s.length; i++) {
    if (i < s.length && s.charCodeAt(i) !== 32) continue;
    const emotion = i - wordStart >= 3 ? emotionOf(s.slice(wordStart, i)) : undefined;
    if (emotion !== undefined) {
      const { start, end } = originalSpan(sk, wordStart, i);
      detections.push({ type: emotion, start, end, score: 0.6 });
    }
    wordStart = i + 1;
  }
  for (const phrase of TONE_PHRASES) {
    phrase.regex.lastIndex = 0;
    for (let m = phrase.regex.exec(s); m !== null; m = phrase.regex.exec(s)) {
      const { start, end } = originalSpan(sk, m.index, m.index + m[0].length);
      detections.push({ type: phrase.label, start, end, score: 0.7 });
    }
  }
  RAW_SARCASM.lastIndex = 0;
  for (let m = RAW_SARCASM.exec(text); m !== null; m = RAW_SARCASM.exec(text)) {
    const start = m.index + (m[0].length - m[0].trimStart().length);
    detections.push({ type: "sarcastic", start, end: m.index + m[0].length, score: 0.7 });
  }
  // "joyful" words inside a negative or sarcastic text are not joy.
  const sarcastic = detections.some((d) => d.type === "sarcastic");
  const kept = detections.filter((d) => d.type !== "joyful" || (!sarcastic && result.score >= 0));
  for (const d of kept) labels.add(d.type);
  kept.sort((a, b) => a.start - b.start || b.end - a.end);
  return {
    detected: negativity >= TONE_THRESHOLD,
    score: negativity,
    labels: [...labels],
    detections: kept,
    detail: `AFINN score ${result.score} (comparative ${result.comparative.toFixed(2)})`,
  };
}

export const toneMetric: MetricDefinition = {
  name: "tone",
  description: "Negativity score with sentiment and emotion labels (angry, sad, fearful, joyful, sarcastic).",
  kind: "score",
  defaultTarget: "output",
  defaultEngine: "local",
  valueRole: "labels",
  labels: TONE_LABELS,
  engines: {
    local: (): Detector => (input) => analyzeTone(input.text),
    llm: llmEngine("tone"),
  },
};
