/** Builds OpenAI chat-completion replies (JSON and SSE chunks) for the example servers. */
import { randomUUID } from "node:crypto";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

export function completion(model: string, content: string): Record<string, unknown> {
  return {
    id: `chatcmpl-${randomUUID()}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: { role: "assistant", content, refusal: null },
        logprobs: null,
        finish_reason: "stop",
      },
    ],
    usage: {
      prompt_tokens: 12,
      completion_tokens: Math.ceil(content.length / 4),
      total_tokens: 12 + Math.ceil(content.length / 4),
    },
  };
}

/** The SSE events of a streamed reply: a role chunk, one chunk per piece, a finish chunk and `[DONE]`. */
export function completionEvents(model: string, parts: readonly string[]): string[] {
  const envelope = {
    id: `chatcmpl-${randomUUID()}`,
    object: "chat.completion.chunk",
    created: Math.floor(Date.now() / 1000),
    model,
  };
  const event = (delta: object, finish: string | null) =>
    `data: ${JSON.stringify({ ...envelope, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] })}\n\n`;
  return [
    event({ role: "assistant", content: "" }, null),
    ...parts.map((part) => event({ content: part }, null)),
    event({}, "stop"),
    "data: [DONE]\n\n",
  ];
}

/** Whether this module is the script node was started with. */
export function isMain(moduleUrl: string): boolean {
  const entry = process.argv[1];
  return entry !== undefined && fileURLToPath(moduleUrl) === resolve(entry);
}
