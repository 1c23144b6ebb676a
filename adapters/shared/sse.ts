/**
 * Rewrites a chat-completion SSE stream (`data: {chunk}\n\n` … `data: [DONE]`) as it flows: each choice's
 * `delta.content` (and each tool call's `function.arguments`) goes through its own hold-back
 * `StreamShield`; chunks keep their JSON shape, only the text changes. Chunks whose text is entirely held
 * back are left out; held text is released into the chunk carrying `finish_reason` (or a chunk added
 * before `[DONE]` / the end). Events that are not chat-completion chunks pass unchanged. The other
 * formats' streams use the same rewriter with their own codec (formats/stream/).
 */
import type { ShieldResponse } from "../../src/types.js";
import { ChatCodec } from "./formats/stream/openai-codecs.js";
import { FormatStreamRewriter } from "./formats/stream/rewriter.js";
import type { StreamShield } from "./stream-shield.js";

export class ChatStreamRewriter extends FormatStreamRewriter {
  constructor(
    createShield: () => StreamShield,
    /** The error object sent as an SSE event when a BLOCK stops the stream. */
    blockPayload: (response: ShieldResponse) => unknown,
  ) {
    super(new ChatCodec(), createShield, blockPayload);
  }
}
