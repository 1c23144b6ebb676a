/**
 * The framework-free pipeline both adapters translate to: check a request body (input), check a response
 * body (output), build stream rewriters, and shape BLOCK answers. Built once per middleware.
 */
import type { InterceptionSink } from "../../src/capture/record.js";
import { ShieldBlockedError } from "../../src/errors.js";
import { Guard } from "../../src/guard.js";
import type { ActionType, GuardConfig, RuleSet } from "../../src/schema.js";
import type { ShieldResponse } from "../../src/types.js";
import {
  customExtraction,
  type Extraction,
  extractInput,
  extractOutput,
  SEGMENT_SEPARATOR,
} from "./extract.js";
import { decidingAction, maskPlan, maskSegments } from "./mask-plan.js";
import { type ParsedAdapterOptions, parseAdapterOptions, type ShieldPhase } from "./options.js";
import { blockMessage, defaultBlockBody, overrideReply, type Reply, toReply } from "./replies.js";
import { ChatStreamRewriter } from "./sse.js";
import { StreamShield } from "./stream-shield.js";
import { type StreamRewriter, TextStreamRewriter } from "./streams.js";

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

const STRENGTH: Record<ActionType, number> = { BLOCK: 4, OVERRIDE: 3, MASK: 2, FLAG: 1 };

export function strongest(a: ActionType | null, b: ActionType | null): ActionType | null {
  if (a === null) return b;
  if (b === null) return a;
  return STRENGTH[b] > STRENGTH[a] ? b : a;
}

const DISCARD: InterceptionSink = { append: () => {}, flush: async () => {} };

export class ShieldRunner {
  readonly options: ParsedAdapterOptions;
  private readonly guard: Guard;
  /** Runs the incremental stream checks without capturing; the final check of a stream is captured once. */
  private readonly probe: Guard;
  private readonly rulesets: RuleSet[];

  constructor(input: unknown) {
    this.options = parseAdapterOptions(input);
    const { config, sink, judge } = this.options;
    const rulesets = this.options.rulesets as RuleSet[];
    this.guard = new Guard({ rulesets, config: config as GuardConfig | undefined, sink, judge });
    this.probe = new Guard({ rulesets, config: config as GuardConfig | undefined, sink: DISCARD, judge });
    this.rulesets = rulesets;
  }

  newResult(): ContentShieldResult {
    return { input: null, output: null, action: null };
  }

  /** The `x-content-shield` header value for a result. */
  headerValue(result: ContentShieldResult): string {
    return result.action ?? "none";
  }

  async checkInput(body: unknown): Promise<Decision> {
    const { extract } = this.options;
    const extraction = extract?.input
      ? customExtraction(body, extract.input, extract.replaceInput)
      : extractInput(body);
    const decision = await this.check(extraction, body, "input");
    if (decision.type === "pass" && decision.response?.action === "OVERRIDE") {
      const fallback = decision.response.text;
      const reply = extract?.reply
        ? toReply(200, extract.reply(fallback, body))
        : overrideReply(fallback, body);
      return { type: "reply", reply, response: decision.response };
    }
    return decision;
  }

  async checkOutput(body: unknown): Promise<Decision> {
    const { extract } = this.options;
    const extraction = extract?.output
      ? customExtraction(body, extract.output, extract.replaceOutput)
      : extractOutput(body);
    return this.check(extraction, body, "output");
  }

  private async check(
    extraction: Extraction | undefined,
    body: unknown,
    phase: ShieldPhase,
  ): Promise<Decision> {
    if (extraction === undefined) return { type: "pass", body, changed: false, response: null };
    const text = extraction.segments.join(SEGMENT_SEPARATOR);
    let response: ShieldResponse;
    try {
      response = await this.guard.shield({ payload: phase === "input" ? { input: text } : { output: text } });
    } catch (error) {
      if (error instanceof ShieldBlockedError)
        return { type: "reply", reply: this.blockReply(error.response, phase), response: error.response };
      throw error;
    }
    if (response.action === "MASK") {
      const masked = maskSegments(extraction.segments, maskPlan(this.rulesets, response, phase));
      return { type: "pass", body: extraction.write(masked), changed: true, response };
    }
    if (response.action === "OVERRIDE" && phase === "output") {
      return {
        type: "pass",
        body: extraction.write(extraction.segments.map(() => response.text)),
        changed: true,
        response,
      };
    }
    return { type: "pass", body, changed: false, response };
  }

  /** The answer to a BLOCK: the configured status and body (default: an OpenAI-style error object). */
  blockReply(response: ShieldResponse, phase: ShieldPhase): Reply {
    const { status, body } = this.options.block;
    if (typeof body === "function")
      return toReply(status, (body as (r: ShieldResponse, p: ShieldPhase) => unknown)(response, phase));
    if (body !== undefined) return toReply(status, body);
    return toReply(status, defaultBlockBody(this.blockMessage(response), phase, response));
  }

  private blockMessage(response: ShieldResponse): string {
    const action = decidingAction(this.rulesets, response);
    return blockMessage(response, action?.type === "BLOCK" ? action.message : undefined);
  }

  /** A rewriter for a streamed response of the given kind. */
  createStream(kind: "sse" | "text"): StreamRewriter {
    const create = () =>
      new StreamShield({ probe: this.probe, rulesets: this.rulesets, window: this.options.window });
    if (kind === "sse") {
      return new ChatStreamRewriter(create, (response) =>
        defaultBlockBody(this.blockMessage(response), "output", response),
      );
    }
    return new TextStreamRewriter(create(), (response) => {
      const action = decidingAction(this.rulesets, response);
      return action?.type === "BLOCK" && action.message !== undefined ? action.message : "";
    });
  }

  /** The captured check of a whole stream, run once after it ended (or stopped). Null when it carried no text. */
  async finishStream(rewriter: StreamRewriter): Promise<ShieldResponse | null> {
    const text = rewriter.fullText();
    if (text.length === 0) return null;
    try {
      return await this.guard.shield({ payload: { output: text } });
    } catch (error) {
      if (error instanceof ShieldBlockedError) return error.response;
      throw error;
    }
  }
}
