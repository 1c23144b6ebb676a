/**
 * HTTP answers the adapters send themselves (BLOCK answers, and the format layer's replies to an input
 * OVERRIDE, formats/replies.ts, once serialised).
 */
import type { ShieldResponse } from "../../src/types.js";
import type { ShieldPhase } from "./options.js";

/** A complete HTTP answer: status, Content-Type and the serialised body. */
export interface Reply {
  status: number;
  contentType: string;
  body: string;
}

export const JSON_TYPE = "application/json; charset=utf-8";
export const TEXT_TYPE = "text/plain; charset=utf-8";

/** A value sent as an answer: strings as text, anything else as JSON. */
export function toReply(status: number, value: unknown): Reply {
  if (typeof value === "string") return { status, contentType: TEXT_TYPE, body: value };
  return { status, contentType: JSON_TYPE, body: JSON.stringify(value ?? null) };
}

/** The default BLOCK body: an OpenAI-style error object, so OpenAI SDK clients raise a readable error. */
export function defaultBlockBody(
  message: string,
  phase: ShieldPhase,
  response: ShieldResponse,
): Record<string, unknown> {
  return {
    error: {
      message,
      type: "content_shield_blocked",
      code: "SHIELD_BLOCKED",
      param: phase,
      interception_id: response.interception_id,
    },
  };
}
