/**
 * The framework-free pipeline both adapters translate to: check a request body (input), check a response
 * body (output), build stream rewriters, and shape BLOCK answers. Built once per middleware, with one
 * Guard. Every check applies the core's decision as it is (`guard.check()`): the applied action, its
 * fallback, and the replaced spans of each checked text.
 *
 * The request side reads the whole conversation through the wire-format layer (formats/): the latest user
 * text is `payload.input`, every other text of the roles the `check` option lists (earlier turns, system and
 * developer messages, tool results, text parts) is one of `payload.contexts`, and MASK writes each text
 * back at its own path. Answers the shield makes (OVERRIDE, BLOCK, the 413 of the text budget) take the
 * request's own format.
 */

import { strongerAction } from "../../src/engine/decision.js";
import { PayloadError } from "../../src/errors.js";
import { type CheckOptions, Guard } from "../../src/guard.js";
import { locatePolicyError } from "../../src/policy/load.js";
import type { PolicyOptions } from "../../src/policy/remote.js";
import type { ActionType, GuardConfig, RuleSet } from "../../src/schema.js";
import { annotateActiveSpan } from "../../src/telemetry/index.js";
import type { Finding, ShieldResponse } from "../../src/types.js";
import {
  type LocatedFinding,
  locateRequestFindings,
  locateResponseFindings,
  planRequest,
  type RequestPlan,
  replaceSegments,
  requestFinals,
  requestPlace,
  responsePlace,
  SEGMENT_SEPARATOR,
} from "./conversation.js";
import { customExtraction, type Extraction as SegmentExtraction } from "./extract.js";
import {
  applyResponseTexts,
  applyTexts,
  detectRequestFormat,
  type Extraction,
  extractRequestTexts,
  extractResponseTexts,
  type FormatId,
  replyFor,
  streamCodecFor,
  TextBudgetError,
} from "./formats/index.js";
import { FormatStreamRewriter } from "./formats/stream/rewriter.js";
import { SniffingSseCodec } from "./formats/stream/sniff-codec.js";
import { type ParsedAdapterOptions, parseAdapterOptions, type ShieldPhase } from "./options.js";
import { formatBlockBody, formatReply, type Reply, tooLargeReply, toReply } from "./replies.js";
import { StreamShield } from "./stream-shield.js";
import { type StreamRewriter, TextStreamRewriter } from "./streams.js";

export { strongerAction as strongest } from "../../src/engine/decision.js";
export type { LocatedFinding } from "./conversation.js";

/** What the middleware exposes to later middleware (`res.locals.contentShield`, `ctx.state.contentShield`). */
export interface ContentShieldResult {
  /** The input check, or null when the request carried no input the extractors recognise. */
  input: ShieldResponse | null;
  /** The output check, or null until the response is shielded (for streams: after the stream ended). */
  output: ShieldResponse | null;
  /** The strongest action applied on either side, or null. */
  action: ActionType | null;
  /** The request's wire format (`openai-chat`, `anthropic-messages`, …), or null when none was recognised. */
  format: FormatId | null;
  /** Every finding of both checks, each with where it was (`messages[3].content`) and the role there. */
  findings: LocatedFinding[];
  /**
   * Why the request (or the response: an already-encoded body, a stream over `max_text_length`) was not
   * checked (`not evaluated: …`, reasons joined with "; "), or null when both were.
   */
  notEvaluated: string | null;
}

/** `pass`: continue (with `body`, masked when MASK applied); `reply`: answer now with `reply`. */
export type Decision = (
  | { type: "pass"; body: unknown; changed: boolean; response: ShieldResponse | null }
  | { type: "reply"; reply: Reply; response: ShieldResponse | null }
) & {
  /** The body's wire format, when known. */
  format?: FormatId | undefined;
  /** The decision's findings with their places. */
  findings?: LocatedFinding[] | undefined;
  /** Set when the body was not checked, with the reason. */
  notEvaluated?: string | undefined;
};

/** An issue's printed place and sentence. */
interface LocatedIssue {
  at: string;
  message: string;
}

/** The printed place of an error's issue (its `at`, or its `path` when that is the printed form). */
function located(
  issue: { path: unknown; at?: unknown; message: string } | undefined,
): LocatedIssue | undefined {
  if (issue === undefined) return undefined;
  const at = typeof issue.at === "string" ? issue.at : typeof issue.path === "string" ? issue.path : "";
  return { at, message: issue.message };
}

/** The body path of a core payload path (`payload.contexts[2]` → `messages[3].content`). */
function bodyPath(plan: RequestPlan, path: string): string {
  if (path === "payload.input") return plan.input.map((text) => text.path).join(" + ") || path;
  if (path === "payload.output") return plan.output?.path ?? path;
  const context = /^payload\.contexts\[(\d+)\]$/.exec(path);
  return (context && plan.contexts[Number(context[1])]?.path) || path;
}

/** Adds an output decision to the active (HTTP) span; see src/telemetry. */
function annotateOutput(decision: Decision): Decision {
  annotateActiveSpan("output", decision.response);
  return decision;
}

export class ShieldRunner {
  readonly options: ParsedAdapterOptions;
  readonly guard: Guard;
  /** The per-request text budget: `check.budget`, at most the core's `max_text_length`. */
  private readonly budget: number;

  constructor(input: unknown) {
    this.options = parseAdapterOptions(input);
    const { config, sink, judge, policy } = this.options;
    try {
      this.guard = new Guard({
        rulesets: this.options.rulesets as RuleSet[],
        config: config as GuardConfig | undefined,
        sink,
        judge,
        policy: policy as PolicyOptions | undefined,
      });
    } catch (error) {
      // Rules read from a policy file: the error names the file, line and column of each problem too.
      const given = (input as { policy?: unknown } | null)?.policy;
      const file = typeof given === "object" && given !== null ? (given as { file?: unknown }).file : given;
      throw typeof file === "string" ? locatePolicyError(file, error) : error;
    }
    this.budget = Math.min(this.options.check.budget, this.guard.config.max_text_length);
  }

  newResult(): ContentShieldResult {
    return { input: null, output: null, action: null, format: null, findings: [], notEvaluated: null };
  }

  /** The `x-content-shield` header value for a result. */
  headerValue(result: ContentShieldResult): string {
    return result.action ?? "none";
  }

  /** Copies what an input decision says into the result (the adapters call it before answering). */
  recordInput(result: ContentShieldResult, decision: Decision): void {
    result.input = decision.response;
    result.action = decision.response?.action ?? null;
    result.format = decision.format ?? null;
    result.notEvaluated = decision.notEvaluated ?? null;
    annotateActiveSpan("input", decision.response);
    if (decision.findings !== undefined && decision.findings.length > 0)
      result.findings.push(...decision.findings);
  }

  /**
   * Checks a request body: every message of the roles the `check` option lists (`path`, the request path,
   * breaks ties between formats of one shape). Synchronous when every rule is local; a promise otherwise.
   * Over the text budget the decision is a 413 reply in the request's format.
   */
  checkInput(body: unknown, path?: string): Decision | Promise<Decision> {
    const { extract } = this.options;
    if (extract?.input) return this.checkCustomInput(body);
    let extraction: Extraction;
    try {
      extraction = extractRequestTexts(body, path, {
        check: { roles: this.options.check.roles, budget: this.budget },
      });
    } catch (error) {
      if (!(error instanceof TextBudgetError)) throw error;
      return this.tooLarge(detectRequestFormat(body, path), located(error.issues[0]));
    }
    const { format } = extraction;
    if (extraction.notEvaluated !== undefined)
      return {
        type: "pass",
        body,
        changed: false,
        response: null,
        format,
        notEvaluated: extraction.notEvaluated,
      };
    const plan = planRequest(extraction);
    let response: ShieldResponse | Promise<ShieldResponse>;
    try {
      response = this.guard.decide({
        payload: plan.payload,
        capture: true,
        locate: (finding) => requestPlace(plan, finding),
      });
    } catch (error) {
      // The payload is validated synchronously: a text over `config.max_text_length` (the budget counts
      // texts, the joined parts of the latest message add separators) is the client's, answered with a 413.
      if (!(error instanceof PayloadError)) throw error;
      const where = located(error.issues[0]);
      return this.tooLarge(format, where && { at: bodyPath(plan, where.at), message: where.message });
    }
    return response instanceof Promise
      ? response.then((settled) => this.applyInput(settled, plan, body))
      : this.applyInput(response, plan, body);
  }

  /** The 413 answer to a request carrying more text than may be checked, in the request's format. */
  private tooLarge(format: FormatId | undefined, issue: LocatedIssue | undefined): Decision {
    const detail = issue === undefined ? "is too large to check." : `${issue.at}: ${issue.message}`;
    return {
      type: "reply",
      reply: tooLargeReply(format, `Content Shield: the request ${detail}`),
      response: null,
      format,
    };
  }

  private applyInput(response: ShieldResponse, plan: RequestPlan, body: unknown): Decision {
    const { format } = plan.extraction;
    const findings = locateRequestFindings(plan, response.findings);
    const type = response.applied?.type;
    if (type === "BLOCK")
      return { type: "reply", reply: this.blockReply(response, "input", format), response, format, findings };
    if (type === "OVERRIDE") {
      const reply = formatReply(replyFor(format, response.applied?.fallback ?? "", body));
      return { type: "reply", reply, response, format, findings };
    }
    if (type !== "MASK") return { type: "pass", body, changed: false, response, format, findings };
    const finals = requestFinals(plan, response.texts);
    if (finals.every((final) => final === undefined))
      return { type: "pass", body, changed: false, response, format, findings };
    const next = applyTexts(body, plan.extraction.texts, finals);
    return { type: "pass", body: next, changed: true, response, format, findings };
  }

  /** The request side with a custom `extract.input`: its one text is the input. */
  private checkCustomInput(body: unknown): Decision | Promise<Decision> {
    const { extract } = this.options;
    const extraction = customExtraction(body, extract!.input!, extract!.replaceInput);
    const decision = this.check(extraction, body, "input", undefined);
    return decision instanceof Promise
      ? decision.then((settled) => this.answerCustomOverride(settled, body))
      : this.answerCustomOverride(decision, body);
  }

  /** An input OVERRIDE with a custom extractor: `extract.reply`, or `{output}` JSON / the text itself. */
  private answerCustomOverride(decision: Decision, body: unknown): Decision {
    const applied = decision.response?.applied;
    if (decision.type !== "pass" || applied?.type !== "OVERRIDE") return decision;
    const fallback = applied.fallback ?? "";
    const { extract } = this.options;
    const reply = extract?.reply
      ? toReply(200, extract.reply(fallback, body))
      : formatReply(replyFor(typeof body === "string" ? "text" : "shield-json", fallback, body));
    return { ...decision, type: "reply", reply, response: decision.response! };
  }

  /**
   * Checks a response body: every generated text (each choice for `n > 1`, tool-call arguments, content
   * blocks) as one output, `format` (the request's) breaking ties. Synchronous when every rule is local.
   */
  checkOutput(body: unknown, format?: FormatId | null): Decision | Promise<Decision> {
    const decision = this.checkOutputBody(body, format);
    if (decision instanceof Promise) return decision.then(annotateOutput);
    return annotateOutput(decision);
  }

  private checkOutputBody(body: unknown, format?: FormatId | null): Decision | Promise<Decision> {
    const { extract } = this.options;
    if (extract?.output)
      return this.check(
        customExtraction(body, extract.output, extract.replaceOutput),
        body,
        "output",
        undefined,
      );
    const response = extractResponseTexts(body, format ? { hint: format } : {});
    if (response.texts.length === 0)
      return { type: "pass", body, changed: false, response: null, format: response.format };
    const texts = response.texts;
    const extraction: SegmentExtraction = {
      segments: texts.map((located) => located.text),
      write: (next) => applyResponseTexts(body, response, next),
    };
    const decision = this.check(extraction, body, "output", format ?? response.format, (finding) =>
      responsePlace(texts, finding),
    );
    const locate = (settled: Decision): Decision =>
      settled.response === null
        ? settled
        : { ...settled, findings: locateResponseFindings(texts, settled.response.findings) };
    return decision instanceof Promise ? decision.then(locate) : locate(decision);
  }

  private check(
    extraction: SegmentExtraction | undefined,
    body: unknown,
    phase: ShieldPhase,
    format: FormatId | undefined,
    locate?: CheckOptions["locate"],
  ): Decision | Promise<Decision> {
    if (extraction === undefined) return { type: "pass", body, changed: false, response: null, format };
    const text =
      extraction.segments.length === 1
        ? extraction.segments[0]!
        : extraction.segments.join(SEGMENT_SEPARATOR);
    let response: ShieldResponse | Promise<ShieldResponse>;
    try {
      response = this.guard.decide({
        payload: phase === "input" ? { input: text } : { output: text },
        capture: true,
        locate,
      });
    } catch (error) {
      // A custom extractor's input over `config.max_text_length` is the client's: a 413, as for the formats.
      if (phase !== "input" || !(error instanceof PayloadError)) throw error;
      return this.tooLarge(format, located(error.issues[0]));
    }
    return response instanceof Promise
      ? response.then((settled) => this.apply(settled, extraction, body, phase, format))
      : this.apply(response, extraction, body, phase, format);
  }

  /** Applies a decision to the body: a BLOCK reply, or the masked/overridden segments written back. */
  private apply(
    response: ShieldResponse,
    extraction: SegmentExtraction,
    body: unknown,
    phase: ShieldPhase,
    format: FormatId | undefined,
  ): Decision {
    const type = response.applied?.type;
    if (type === "BLOCK")
      return { type: "reply", reply: this.blockReply(response, phase, format), response, format };
    const result = response.texts[phase];
    // An input OVERRIDE is answered by the caller; MASK (and an output OVERRIDE) rewrite the body.
    if (result?.changed && (type === "MASK" || (type === "OVERRIDE" && phase === "output"))) {
      const next = replaceSegments(extraction.segments, result.replaced);
      return { type: "pass", body: extraction.write(next), changed: true, response, format };
    }
    return { type: "pass", body, changed: false, response, format };
  }

  /**
   * The answer to a BLOCK: the configured status and body; by default an OpenAI-style error object, or the
   * error body of the request's format (Anthropic, Ollama) so each official client raises its own error.
   */
  blockReply(response: ShieldResponse, phase: ShieldPhase, format?: FormatId): Reply {
    const { status, body } = this.options.block;
    if (typeof body === "function")
      return toReply(status, (body as (r: ShieldResponse, p: ShieldPhase) => unknown)(response, phase));
    if (body !== undefined) return toReply(status, body);
    return toReply(status, formatBlockBody(response, phase, format, false));
  }

  /**
   * A rewriter for a streamed response: `kind` is what the Content-Type says (`ndjson`: Ollama's line
   * stream), `format` the request's format, which picks the codec; SSE of an unknown format is learnt
   * from its first event.
   */
  createStream(kind: "sse" | "ndjson" | "text", format?: FormatId | null): StreamRewriter {
    const create = () => new StreamShield({ guard: this.guard, window: this.options.window });
    const known = format ?? undefined;
    const blockPayload = (response: ShieldResponse) => formatBlockBody(response, "output", known, true);
    if (kind === "ndjson") {
      const codec = streamCodecFor(known === "ollama-generate" ? "ollama-generate" : "ollama-chat")!;
      return new FormatStreamRewriter(codec, create, blockPayload);
    }
    if (kind === "sse") {
      const codec = known === undefined ? undefined : streamCodecFor(known);
      return new FormatStreamRewriter(
        codec?.framing === "sse" ? codec : new SniffingSseCodec(),
        create,
        blockPayload,
      );
    }
    return new TextStreamRewriter(create(), blockMessage);
  }

  /**
   * The captured check of a whole stream, run once after it ended (or stopped). Null when it carried no
   * text, or more than `config.max_text_length` characters (it was checked as it flowed; `recordStream`
   * says so in the result).
   */
  async finishStream(rewriter: StreamRewriter): Promise<ShieldResponse | null> {
    const text = rewriter.fullText();
    if (text.length === 0 || text.length > this.guard.config.max_text_length) return null;
    const texts = rewriter.located?.();
    const locate = texts && ((finding: Finding) => responsePlace(texts, finding));
    const response = await this.guard.decide({ payload: { output: text }, capture: true, locate });
    annotateActiveSpan("output", response);
    return response;
  }

  /**
   * Runs `finishStream` and records it in `result`: the output check, the strongest action, the findings
   * with their places (`choices[0].delta.content`), or why the whole stream was not evaluated.
   */
  async recordStream(rewriter: StreamRewriter, result: ContentShieldResult): Promise<void> {
    const response = await this.finishStream(rewriter);
    result.output = response;
    result.action = strongerAction(result.action, response?.action ?? null);
    const length = rewriter.fullText().length;
    const max = this.guard.config.max_text_length;
    if (length > max) {
      noteNotEvaluated(
        result,
        `not evaluated: the whole streamed reply (${length} characters) is over config.max_text_length (${max}); it was checked as it flowed, window by window, and not captured whole.`,
      );
    }
    const texts = rewriter.located?.();
    if (response !== null && response.findings.length > 0)
      result.findings.push(
        ...(texts
          ? locateResponseFindings(texts, response.findings)
          : response.findings.map((f) => ({ ...f, phase: "output" as const, location: "", role: null }))),
      );
  }
}

/** Adds a `not evaluated: …` reason to a result (after the request's own, if any). */
export function noteNotEvaluated(result: ContentShieldResult, reason: string): void {
  result.notEvaluated = result.notEvaluated === null ? reason : `${result.notEvaluated}; ${reason}`;
}

/** The user-facing message of a BLOCK decision (the core fills in a default sentence). */
function blockMessage(response: ShieldResponse): string {
  return response.applied?.fallback ?? "";
}
