/**
 * The public corpus: test sentences from other projects' test suites (bench/pii/public/corpus.json, with
 * each source's repository, path, commit and licence). It is kept apart from the generated corpus and was
 * not used to tune the detectors; gold spans are the substrings the JSON names.
 */
import { existsSync, readFileSync } from "node:fs";
import type { PiiType } from "../../src/metrics/pii/types.js";
import type { Example, GoldSpan } from "./corpus.js";

interface PublicExample {
  source: string;
  region?: string;
  text: string;
  spans: Array<[PiiType, string]>;
}

export function publicCorpus(): Example[] {
  // From bench/pii (sources) or dist/bench/pii (built).
  const local = new URL("./public/corpus.json", import.meta.url);
  const path = existsSync(local) ? local : new URL("../../../bench/pii/public/corpus.json", import.meta.url);
  const json = JSON.parse(readFileSync(path, "utf8")) as { examples: PublicExample[] };
  return json.examples.map((e, i) => {
    const spans: GoldSpan[] = [];
    let from = 0;
    for (const [type, value] of e.spans) {
      const start = e.text.indexOf(value, from) === -1 ? e.text.indexOf(value) : e.text.indexOf(value, from);
      if (start === -1) throw new Error(`public corpus example ${i}: "${value}" is not in its text`);
      spans.push({ type, start, end: start + value.length });
      from = start + value.length;
    }
    return { id: `${e.source}-${i}`, kind: spans[0]?.type ?? "negative", text: e.text, spans };
  });
}
