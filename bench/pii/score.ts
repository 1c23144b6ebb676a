/**
 * Span-level scoring per entity type. A predicted span of type T is a true positive when it overlaps (shares
 * at least one character with) a gold span of type T in the same text; otherwise a false positive. A gold
 * span is found when at least one predicted span of its type overlaps it; otherwise it is a miss.
 * Precision = TP / predicted, recall = found gold / gold, F1 their harmonic mean.
 */
import type { PiiType } from "../../src/metrics/pii/types.js";
import type { Example } from "./corpus.js";
import type { Span } from "./peers.js";

export interface TypeScore {
  gold: number;
  predicted: number;
  truePositives: number;
  found: number;
  precision: number;
  recall: number;
  f1: number;
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }): boolean =>
  a.start < b.end && b.start < a.end;

export interface Miss {
  id: string;
  kind: "false_positive" | "missed";
  type: PiiType;
  text: string;
  span: string;
}

export function score(
  examples: readonly Example[],
  predictions: readonly Span[][],
  types: readonly PiiType[],
  misses?: Miss[],
): Record<string, TypeScore> {
  const result: Record<string, TypeScore> = {};
  for (const type of types) {
    let gold = 0;
    let predicted = 0;
    let truePositives = 0;
    let found = 0;
    examples.forEach((example, i) => {
      const goldSpans = example.spans.filter((s) => s.type === type);
      const predictedSpans = (predictions[i] ?? []).filter((s) => s.type === type);
      gold += goldSpans.length;
      predicted += predictedSpans.length;
      for (const p of predictedSpans) {
        if (goldSpans.some((g) => overlaps(p, g))) truePositives++;
        else
          misses?.push({
            id: example.id,
            kind: "false_positive",
            type,
            text: example.text,
            span: example.text.slice(p.start, p.end),
          });
      }
      for (const g of goldSpans) {
        if (predictedSpans.some((p) => overlaps(p, g))) found++;
        else
          misses?.push({
            id: example.id,
            kind: "missed",
            type,
            text: example.text,
            span: example.text.slice(g.start, g.end),
          });
      }
    });
    const precision = predicted === 0 ? 0 : truePositives / predicted;
    const recall = gold === 0 ? 0 : found / gold;
    const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
    result[type] = { gold, predicted, truePositives, found, precision, recall, f1 };
  }
  return result;
}
