import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServiceKey, Guard } from "../../src/index.js";

/** A fresh CONTENT_SHIELD_HOME for this test file (captures never touch the real home). */
export function useTempHome(): string {
  const home = mkdtempSync(join(tmpdir(), "cs-test-"));
  process.env.CONTENT_SHIELD_HOME = home;
  return home;
}

export const SERVICE_KEY = createServiceKey();

let registered = false;
/**
 * Registers two deterministic custom metrics used by the core tests:
 * - `word`: finds every occurrence of the words given in the payload text as findings typed by the word
 *   ("alpha", "beta", "gamma" …) — a labels-like metric with spans.
 * - `score_of`: returns the number written after "score=" in the text (e.g. "score=0.7"), else 0.
 */
export function registerTestMetrics(): void {
  if (registered) return;
  registered = true;
  Guard.registerMetric(
    "word",
    ({ text }) => {
      const findings = [];
      for (const match of text.matchAll(/\b(alpha|beta|gamma|delta)\b/g)) {
        findings.push({ type: match[1]!, start: match.index, end: match.index + match[0].length });
      }
      return findings;
    },
    { kind: "labels" },
  );
  Guard.registerMetric("score_of", ({ text }) => {
    const match = /score=(\d(?:\.\d+)?)/.exec(text);
    return match ? Number(match[1]) : 0;
  });
}
