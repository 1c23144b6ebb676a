/**
 * The hold-back shield for streamed text. Text arrives in pieces; the last `window` characters are held
 * until more text arrives or the stream ends. Each time the held text grows past the window (after the
 * first release: by `window / 4` characters more), the output rules run on the accumulated text (past
 * WHOLE_TEXT_LIMIT characters: on the held text plus up to `window` characters already released before
 * it), and the text before the new commit point is released, masked where a MASK ruleset found something.
 * A span found across the commit point is held back whole. An OVERRIDE or BLOCK stops the stream.
 */

import { maskSpans, placeholderFor, type Span } from "../../src/engine/mask.js";
import { ShieldBlockedError } from "../../src/errors.js";
import type { Guard } from "../../src/guard.js";
import type { RuleSet } from "../../src/schema.js";
import type { ShieldResponse } from "../../src/types.js";
import { clipSpans, maskPlan } from "./mask-plan.js";

/**
 * What to send now. `stop` is set when an OVERRIDE, a BLOCK or a whole-text MASK ended the stream;
 * `replacement` is what to send in place of the rest (the fallback, a placeholder; undefined for BLOCK).
 */
export interface StreamStep {
  text: string;
  stop?: { response: ShieldResponse; replacement: string | undefined } | undefined;
}

export interface StreamShieldOptions {
  /** Runs the checks without capturing (a Guard whose sink discards). */
  probe: Guard;
  rulesets: readonly RuleSet[];
  window: number;
  /** Default WHOLE_TEXT_LIMIT. */
  wholeTextLimit?: number;
}

async function check(guard: Guard, text: string): Promise<ShieldResponse> {
  try {
    return await guard.shield({ payload: { output: text } });
  } catch (error) {
    if (error instanceof ShieldBlockedError) return error.response;
    throw error;
  }
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/** Accumulated replies up to this many characters are re-checked whole at every step. */
export const WHOLE_TEXT_LIMIT = 2_048;

export class StreamShield {
  /** Every character received, unmodified. */
  full = "";
  /** How many characters of `full` have been decided (released or masked). */
  private released = 0;
  private stopped = false;
  /** The strongest incremental result, for reporting when the stream ended early. */
  strongest: ShieldResponse | undefined;

  constructor(private readonly options: StreamShieldOptions) {}

  get isStopped(): boolean {
    return this.stopped;
  }

  /** Adds a piece of text; returns what may be released now. */
  async push(piece: string): Promise<StreamStep> {
    if (this.stopped) return { text: "" };
    this.full += piece;
    // The first release comes as soon as the window is exceeded; later checks wait for `window / 4` more
    // characters (at least 1), so a stream of tiny pieces is not re-checked for every piece.
    const step = this.released === 0 ? 0 : Math.max(1, Math.floor(this.options.window / 4)) - 1;
    if (this.full.length - this.released <= this.options.window + step) return { text: "" };
    return this.step(false);
  }

  /** The stream ended: checks and releases everything still held. */
  async end(): Promise<StreamStep> {
    if (this.stopped || this.full.length === this.released) return { text: "" };
    return this.step(true);
  }

  private async step(final: boolean): Promise<StreamStep> {
    // Short replies are checked whole (whole-text rules such as `length` or scores see everything); past
    // WHOLE_TEXT_LIMIT only a window of released text is re-read, so long streams cost linear time.
    const contextStart =
      this.full.length <= (this.options.wholeTextLimit ?? WHOLE_TEXT_LIMIT)
        ? 0
        : Math.max(0, this.released - this.options.window);
    const response = await check(this.options.probe, this.full.slice(contextStart));
    if (response.triggered) this.strongest = response;
    if (response.action === "OVERRIDE" || response.action === "BLOCK") {
      this.stopped = true;
      return {
        text: "",
        stop: { response, replacement: response.action === "OVERRIDE" ? response.text : undefined },
      };
    }
    const plan = response.action === "MASK" ? maskPlan(this.options.rulesets, response, "output") : undefined;
    if (plan?.whole !== undefined) {
      this.stopped = true;
      return { text: "", stop: { response, replacement: placeholderFor(plan.template, plan.whole) } };
    }
    const spans: Span[] = (plan?.spans ?? []).map((s) => ({
      start: s.start + contextStart,
      end: s.end + contextStart,
      type: s.type,
    }));
    let commit = final ? this.full.length : this.commitPoint(spans);
    if (commit <= this.released) return { text: "" };
    if (commit < this.full.length && isHighSurrogate(this.full.charCodeAt(commit - 1))) commit -= 1;
    const text = maskSpans(
      this.full.slice(this.released, commit),
      clipSpans(spans, this.released, commit),
      plan?.template,
    );
    this.released = commit;
    return { text };
  }

  /** `full.length - window`, moved so no found span is cut: back to its start, or past its end if it began in released text. */
  private commitPoint(spans: readonly Span[]): number {
    let commit = this.full.length - this.options.window;
    for (let changed = true, rounds = 0; changed && rounds <= spans.length; rounds++) {
      changed = false;
      for (const span of spans) {
        if (span.start < commit && span.end > commit) {
          commit = span.start > this.released ? span.start : span.end;
          changed = true;
        }
      }
    }
    return commit;
  }
}
