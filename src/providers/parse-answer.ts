/**
 * Defensive parsing of a judge's reply. Models wrap JSON in ```json fences, add prose before or after it,
 * answer scores as strings or percentages-as-fractions, or give labels as one comma-separated string. This
 * accepts all of that and rejects anything without a usable score, so a malformed answer is a provider
 * failure (retried, then handled by `on_provider_error`), never a silent zero.
 */

import type { JudgeAnswer } from "../metrics/contract.js";
import { loadZod } from "../util/zod.js";

const { z } = loadZod();

/** The reply held no usable JSON verdict. */
export class MalformedAnswerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MalformedAnswerError";
  }
}

const MAX_REASON_LENGTH = 500;

const scoreSchema = z.preprocess((raw) => {
  if (typeof raw === "string") {
    const trimmed = raw.trim();
    const percent = /^(-?\d+(?:\.\d+)?)\s*%$/.exec(trimmed);
    return percent ? Number(percent[1]) / 100 : trimmed === "" ? Number.NaN : Number(trimmed);
  }
  if (typeof raw === "boolean") return raw ? 1 : 0;
  return raw;
}, z.number().finite());

const reasonSchema = z.preprocess(
  (raw) => (raw === undefined || raw === null ? "" : typeof raw === "string" ? raw : JSON.stringify(raw)),
  z.string(),
);

const labelsSchema = z.preprocess((raw) => {
  if (raw === undefined || raw === null) return [];
  if (typeof raw === "string") return raw.split(/[,;]/);
  if (Array.isArray(raw))
    return raw.filter((item) => typeof item === "string" || typeof item === "number").map(String);
  return [];
}, z.array(z.string()));

const answerSchema = z.object({ score: scoreSchema, reason: reasonSchema, labels: labelsSchema });

/** Lower-case snake_case, as every label in Content Shield. */
export function normalizeLabel(label: string): string {
  return label
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "_")
    .replace(/^_+|_+$/g, "");
}

/** The first balanced `{...}` object in `text` (string-aware), or undefined. */
function firstJsonObject(text: string): string | undefined {
  let start = text.indexOf("{");
  while (start !== -1) {
    let depth = 0;
    let inString = false;
    for (let i = start; i < text.length; i++) {
      const ch = text[i];
      if (inString) {
        if (ch === "\\") i++;
        else if (ch === '"') inString = false;
      } else if (ch === '"') inString = true;
      else if (ch === "{") depth++;
      else if (ch === "}" && --depth === 0) {
        const candidate = text.slice(start, i + 1);
        try {
          JSON.parse(candidate);
          return candidate;
        } catch {
          break;
        }
      }
    }
    start = text.indexOf("{", start + 1);
  }
  return undefined;
}

function lowerCaseKeys(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key.trim().toLowerCase()] ??= item;
  return out;
}

function preview(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > 80 ? `${flat.slice(0, 80)}…` : flat;
}

/** Parses a judge reply into `{score (clamped to 0..1), reason, labels (normalised, unique)}`. */
export function parseJudgeAnswer(content: string | null | undefined): JudgeAnswer {
  if (typeof content !== "string" || content.trim() === "") {
    throw new MalformedAnswerError("the judge returned an empty answer");
  }
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(content);
  const candidates = [content.trim(), ...(fenced?.[1] === undefined ? [] : [fenced[1].trim()])];
  let parsed: unknown;
  for (const candidate of candidates) {
    const json = firstJsonObject(candidate);
    if (json !== undefined) {
      parsed = JSON.parse(json);
      break;
    }
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw new MalformedAnswerError(`the judge's answer holds no JSON object: "${preview(content)}"`);
  }
  const result = answerSchema.safeParse(lowerCaseKeys(parsed as Record<string, unknown>));
  if (!result.success) {
    throw new MalformedAnswerError(`the judge's answer has no numeric "score": "${preview(content)}"`);
  }
  const { score, reason, labels } = result.data;
  const unique = [...new Set(labels.map(normalizeLabel).filter((label) => label !== ""))];
  return {
    score: Math.min(1, Math.max(0, score)),
    reason: reason.trim().slice(0, MAX_REASON_LENGTH),
    labels: unique,
  };
}
