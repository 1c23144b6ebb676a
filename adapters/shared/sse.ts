/**
 * Rewrites an SSE stream as it flows. A chat-completion stream (`data: {chunk}\n\n` … `data: [DONE]`):
 * each choice's `delta.content` (and each tool call's `function.arguments`) goes through its own hold-back
 * `StreamShield`; chunks keep their JSON shape, only the text changes. Chunks whose text is entirely held
 * back are left out; held text is released into the chunk carrying `finish_reason` (or a chunk added
 * before `[DONE]` / the end). The format is learnt from the first event, so legacy Completions, Responses
 * API and Anthropic streams are rewritten the same way by their own codecs (formats/stream/); events of
 * no known format pass unchanged.
 */
import type { ShieldResponse } from "../../src/types.js";
import { FormatStreamRewriter } from "./formats/stream/rewriter.js";
import { SniffingSseCodec } from "./formats/stream/sniff-codec.js";
import type { StreamShield } from "./stream-shield.js";

export class ChatStreamRewriter extends FormatStreamRewriter {
  constructor(
    createShield: () => StreamShield,
    /** The error object sent as an SSE event when a BLOCK stops the stream. */
    blockPayload: (response: ShieldResponse) => unknown,
  ) {
    super(new SniffingSseCodec(), createShield, blockPayload);
  }
}
