/**
 * The framework-free pipeline both adapters translate to: check a request body (input), check a response
 * body (output), build stream rewriters, and shape BLOCK answers. Built once per middleware, with one
 * Guard. Every check applies the core's decision as it is (`guard.check()`): the applied action, its
 * fallback, and the replaced spans of the checked text.
 */
import { applyReplacements, clipReplacements } from "../../src/engine/mask.js";
import { Guard } from "../../src/guard.js";
import type { ActionType, GuardConfig, RuleSet } from "../../src/schema.js";
import type { ReplacedSpan, ShieldResponse } from "../../src/types.js";
import {
  customExtraction,
  type Extraction,
  extractInput,
  extractOutput,
  SEGMENT_SEPARATOR,
} from "./extract.js";
import { type ParsedAdapterOptions, parseAdapterOptions, type ShieldPhase } from "./options.js";
import { defaultBlockBody, overrideReply, type Reply, toReply } from "./replies.js";
import { ChatStreamRewriter } from "./sse.js";
import { StreamShield } from "./stream-shield.js";
import { type StreamRewriter, TextStreamRewriter } from "./streams.js";

export { strongerAction as strongest } from "../../src/engine/evaluate.js";

/** What the middleware exposes to later middleware (`res.locals.contentShield`, `ctx.state.contentShield`). */
export interface ContentShieldResult {
  /** The input check, or null when the request carried no input the extractors recognise. */
  input: ShieldResponse | null;
  /** The output check, or null until the response is shielded (for streams: after the stream ended). */
  output: ShieldResponse | null;
  /** The strongest action applied on either side, or null. */
  action: ActionType | null;
}

/** `pass`: continue (with `body`, masked when MASK applied); `reply`: answer now with `reply`. */
export type Decision =
  | { type: "pass"; body: unknown; changed: boolean; response: ShieldResponse | null }
  | { type: "reply"; reply: Reply; response: ShieldResponse };

/** Applies replacements of a text checked as `segments.join(SEGMENT_SEPARATOR)` to each segment. */
function replaceSegments(segments: readonly string[], replaced: readonly ReplacedSpan[]): string[] {
  let offset = 0;
  return segments.map((segment) => {
    const end = offset + segment.length;
    const next = applyReplacements(segment, clipReplacements(replaced, offset, end));
    offset = end + SEGMENT_SEPARATOR.length;
    return next;
  });
}

export class ShieldRunner {
  readonly options: ParsedAdapterOptions;
  readonly guard: Guard;

  constructor(input: unknown) {
    this.options = parseAdapterOptions(input);
    const { config, sink, judge } = this.options;
    this.guard = new Guard({
      rulesets: this.options.rulesets as RuleSet[],
      config: config as GuardConfig | undefined,
      sink,
      judge,
    });
  }

  newResult(): ContentShieldResult {
    return { input: null, output: null, action: null };
  }

  /** The `x-content-shield` header value for a result. */
  headerValue(result: ContentShieldResult): string {
    return result.action ?? "none";
  }

  /** Checks a request body. Synchronous when every rule is local; a promise otherwise. */
  checkInput(body: unknown): Decision | Promise<Decision> {
    const { extract } = this.options;
    const extraction = extract?.input
      ? customExtraction(body, extract.input, extract.replaceInput)
      : extractInput(body);
    const decision = this.check(extraction, body, "input");
    return decision instanceof Promise
      ? decision.then((settled) => this.answerOverride(settled, body))
      : this.answerOverride(decision, body);
  }

  /** Checks a response body. Synchronous when every rule is local; a promise otherwise. */
  checkOutput(body: unknown): Decision | Promise<Decision> {
    const { extract } = this.options;
    const extraction = extract?.output
      ? customExtraction(body, extract.output, extract.replaceOutput)
      : extractOutput(body);
    return this.check(extraction, body, "output");
  }

  /** An input OVERRIDE is answered at once with the fallback, shaped like the reply the client expects. */
  private answerOverride(decision: Decision, body: unknown): Decision {
    const applied = decision.response?.applied;
    if (decision.type !== "pass" || applied?.type !== "OVERRIDE") return decision;
    const fallback = applied.fallback ?? "";
    const { extract } = this.options;
    const reply = extract?.reply
      ? toReply(200, extract.reply(fallback, body))
      : overrideReply(fallback, body);
    return { type: "reply", reply, response: decision.response! };
  }

  private check(
    extraction: Extraction | undefined,
    body: unknown,
    phase: ShieldPhase,
  ): Decision | Promise<Decision> {
    if (extraction === undefined) return { type: "pass", body, changed: false, response: null };
    const text =
      extraction.segments.length === 1
        ? extraction.segments[0]!
        : extraction.segments.join(SEGMENT_SEPARATOR);
    const response = this.guard.decide({
      payload: phase === "input" ? { input: text } : { output: text },
      capture: true,
    });
    return response instanceof Promise
      ? response.then((settled) => this.apply(settled, extraction, body, phase))
      : this.apply(response, extraction, body, phase);
  }

  /** Applies a decision to the body: a BLOCK reply, or the masked/overridden segments written back. */
  private apply(
    response: ShieldResponse,
    extraction: Extraction,
    body: unknown,
    phase: ShieldPhase,
  ): Decision {
    const type = response.applied?.type;
    if (type === "BLOCK") return { type: "reply", reply: this.blockReply(response, phase), response };
    const result = response.texts[phase];
    // An input OVERRIDE is answered by checkInput; MASK (and an output OVERRIDE) rewrite the body.
    if (result?.changed && (type === "MASK" || (type === "OVERRIDE" && phase === "output"))) {
      const next = replaceSegments(extraction.segments, result.replaced);
      return { type: "pass", body: extraction.write(next), changed: true, response };
    }
    return { type: "pass", body, changed: false, response };
  }

  /** The answer to a BLOCK: the configured status and body (default: an OpenAI-style error object). */
  blockReply(response: ShieldResponse, phase: ShieldPhase): Reply {
    const { status, body } = this.options.block;
    if (typeof body === "function")
      return toReply(status, (body as (r: ShieldResponse, p: ShieldPhase) => unknown)(response, phase));
    if (body !== undefined) return toReply(status, body);
    return toReply(status, defaultBlockBody(blockMessage(response), phase, response));
  }

  /** A rewriter for a streamed response of the given kind. */
  createStream(kind: "sse" | "text"): StreamRewriter {
    const create = () => new StreamShield({ guard: this.guard, window: this.options.window });
    if (kind === "sse") {
      return new ChatStreamRewriter(create, (response) =>
        defaultBlockBody(blockMessage(response), "output", response),
      );
    }
    return new TextStreamRewriter(create(), blockMessage);
  }

  /** The captured check of a whole stream, run once after it ended (or stopped). Null when it carried no text. */
  async finishStream(rewriter: StreamRewriter): Promise<ShieldResponse | null> {
    const text = rewriter.fullText();
    if (text.length === 0) return null;
    return this.guard.decide({ payload: { output: text }, capture: true });
  }
}

/** The user-facing message of a BLOCK decision (the core fills in a default sentence). */
function blockMessage(response: ShieldResponse): string {
  return response.applied?.fallback ?? "";
}
