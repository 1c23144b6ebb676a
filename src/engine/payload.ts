/** Payload checks, hand-written because they run on every call (no allocation when the payload is fine). */
import { type Issue, PayloadError } from "../errors.js";
import type { DetectorPayload } from "../metrics/contract.js";
import { describe, notAllowed } from "../suggest.js";

const PAYLOAD_KEYS = ["input", "output", "contexts"];

function checkText(value: unknown, path: string, maxLength: number, issues: Issue[]): void {
  if (value === undefined) return;
  if (typeof value !== "string") {
    issues.push({ path, message: `must be a string, got ${describe(value)}.` });
  } else if (value.length > maxLength) {
    issues.push({
      path,
      message: `is ${value.length} characters long; the limit is ${maxLength} (config.max_text_length). Split the text or raise the limit.`,
    });
  }
}

export function normalizePayload(payload: unknown, maxLength: number): DetectorPayload {
  if (payload === null || typeof payload !== "object" || Array.isArray(payload)) {
    throw new PayloadError([
      {
        path: "payload",
        message: `must be an object like { input, output, contexts }, got ${describe(payload)}.`,
      },
    ]);
  }
  const record = payload as Record<string, unknown>;
  const { input, output, contexts } = record;
  const issues: Issue[] = [];
  for (const key in record) {
    if (!PAYLOAD_KEYS.includes(key))
      issues.push({ path: `payload.${key}`, message: notAllowed("a payload key", key, PAYLOAD_KEYS) });
  }
  checkText(input, "payload.input", maxLength, issues);
  checkText(output, "payload.output", maxLength, issues);
  if (contexts !== undefined) {
    if (!Array.isArray(contexts)) {
      issues.push({
        path: "payload.contexts",
        message: `must be a list of strings, got ${describe(contexts)}.`,
      });
    } else {
      contexts.forEach((context, index) => {
        checkText(context, `payload.contexts[${index}]`, maxLength, issues);
      });
    }
  }
  if (
    issues.length === 0 &&
    input === undefined &&
    output === undefined &&
    (contexts === undefined || (contexts as unknown[]).length === 0)
  ) {
    issues.push({
      path: "payload",
      message: "has no text to check: give payload.input, payload.output or payload.contexts.",
    });
  }
  if (issues.length > 0) throw new PayloadError(issues);
  return {
    input: input as string | undefined,
    output: output as string | undefined,
    contexts: (contexts as string[] | undefined) ?? [],
  };
}
