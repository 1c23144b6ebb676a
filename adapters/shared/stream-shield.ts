/**
 * The hold-back shield for streamed text. Text arrives in pieces; the last `window` characters are held
 * until more text arrives or the stream ends. Each time the held text grows past the window (after the
 * first release: by `window / 4` characters more), the output rules run on the accumulated text (past
 * WHOLE_TEXT_LIMIT characters: on the held text plus up to `window` characters already released before
 * it), and the text before the new commit point is released, masked where a MASK ruleset found something.
 * A span found across the commit point is held back whole. An OVERRIDE or BLOCK stops the stream, and so
 * does a MASK of the whole text (a score-only metric). Each step applies the decision of `guard.check()`
 * (which captures nothing) as it is: its `texts.output.replaced` spans, through the core's span routine.
 */

import { applyReplacements, clipReplacements, shiftReplacements } from "../../src/engine/mask.js";
import type { Guard } from "../../src/guard.js";
import type { ReplacedSpan, ShieldResponse } from "../../src/types.js";

/**
 * What to send now. `stop` is set when an OVERRIDE, a BLOCK or a whole-text MASK ended the stream;
 * `replacement` is what to send in place of the rest (the fallback, a placeholder; undefined for BLOCK).
 */
export interface StreamStep {
  text: string;
  stop?: { response: ShieldResponse; replacement: string | undefined } | undefined;
}

export interface StreamShieldOptions {
  /** The middleware's Guard; the incremental checks use `check()`, which captures nothing. */
  guard: Guard;
  window: number;
  /** Default WHOLE_TEXT_LIMIT. */
  wholeTextLimit?: number;
}

/**
 * The placeholder when a MASK replaced the whole checked text with nothing found in it (a score-only metric):
 * the stream then stops, since every later piece would be masked whole again.
 */
function wholeMask(response: ShieldResponse, length: number): string | undefined {
  const replaced = response.texts.output?.replaced ?? [];
  const only = replaced[0];
  if (replaced.length !== 1 || only === undefined || only.start !== 0 || only.end !== length)
    return undefined;
  const found = response.findings.some((f) => f.target === "output" && f.end > f.start);
  return found ? undefined : only.placeholder;
}

/**
 * A mid-stream OVERRIDE's fallback starts a new paragraph after the text already released (never glued to
 * it: "…We\n\nLet's talk about us."); sent as it is when nothing was released yet.
 */
export function newParagraph(released: string, fallback: string): string {
  if (released.length === 0 || fallback.length === 0 || released.endsWith("\n\n")) return fallback;
  return (released.endsWith("\n") ? "\n" : "\n\n") + fallback;
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

  /**
   * Adds a piece of text; returns what may be released now. A piece so long that one check of it would
   * pass `config.max_text_length` is taken in parts (a 64 KB chunk of a piped file, for instance).
   */
  async push(piece: string): Promise<StreamStep> {
    const max = Math.max(64, this.options.guard.config.max_text_length - 3 * this.options.window);
    if (piece.length <= max) return this.pushPiece(piece);
    let text = "";
    for (let at = 0; at < piece.length; ) {
      let end = Math.min(piece.length, at + max);
      if (end < piece.length && isHighSurrogate(piece.charCodeAt(end - 1))) end -= 1;
      const step = await this.pushPiece(piece.slice(at, end));
      text += step.text;
      if (step.stop !== undefined) return { text, stop: step.stop };
      at = end;
    }
    return { text };
  }

  private async pushPiece(piece: string): Promise<StreamStep> {
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
    const checked = this.full.slice(contextStart);
    const response = await this.options.guard.check({ payload: { output: checked } });
    if (response.triggered) this.strongest = response;
    const { applied } = response;
    if (applied?.type === "OVERRIDE" || applied?.type === "BLOCK") {
      this.stopped = true;
      const replacement =
        applied.type === "OVERRIDE"
          ? newParagraph(this.full.slice(0, this.released), applied.fallback ?? "")
          : undefined;
      return { text: "", stop: { response, replacement } };
    }
    const masking = applied?.type === "MASK";
    const whole = masking ? wholeMask(response, checked.length) : undefined;
    if (whole !== undefined) {
      this.stopped = true;
      return { text: "", stop: { response, replacement: whole } };
    }
    const spans = masking ? shiftReplacements(response.texts.output?.replaced ?? [], contextStart) : [];
    let commit = final ? this.full.length : this.commitPoint(spans);
    if (commit <= this.released) return { text: "" };
    if (commit < this.full.length && isHighSurrogate(this.full.charCodeAt(commit - 1))) commit -= 1;
    const text = applyReplacements(
      this.full.slice(this.released, commit),
      clipReplacements(spans, this.released, commit),
    );
    this.released = commit;
    return { text };
  }

  /** `full.length - window`, moved so no found span is cut: back to its start, or past its end if it began in released text. */
  private commitPoint(spans: readonly ReplacedSpan[]): number {
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
