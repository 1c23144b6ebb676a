/**
 * Candidate-driven matching: the matches of a global regex, found by trying its sticky twin only at the
 * positions where a match can start (a cheap `StartFinder`: the next digit run, the next colon…), instead of
 * letting the regex engine try its leading lookbehind at every position of the text. `StickyScan.exec`
 * behaves as `RegExp.prototype.exec` of the global regex does (`lastIndex` in and out), so a finder's loop
 * is unchanged; it returns exactly the same matches as long as the finder never skips a position where the
 * regex matches (test/src/metrics/pii/network.test.ts checks the IPv6 scan against its regex).
 */

/** The smallest position at or after `from` where a match may start, or -1 when there is none. */
export type StartFinder = (text: string, from: number) => number;

export class StickyScan {
  /** Where the next `exec` starts looking, as a global regex's `lastIndex`. */
  lastIndex = 0;
  private readonly sticky: RegExp;

  constructor(
    pattern: RegExp,
    private readonly starts: StartFinder,
  ) {
    this.sticky = new RegExp(pattern.source, `${pattern.flags.replace("g", "")}y`);
  }

  /** The leftmost match at or after `lastIndex`, as the global regex's `exec` returns it. */
  exec(text: string): RegExpExecArray | null {
    let from = this.lastIndex;
    while (from <= text.length) {
      const start = this.starts(text, from);
      if (start === -1) break;
      this.sticky.lastIndex = start;
      const m = this.sticky.exec(text);
      if (m !== null) {
        this.lastIndex = start + m[0].length;
        return m;
      }
      from = start + 1;
    }
    this.lastIndex = 0;
    return null;
  }
}
