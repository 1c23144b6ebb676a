/**
 * Running `@presidio-dev/hai-guardrails` 1.12.0 under Node for the comparison. Two problems of its
 * published bundle are worked around here (and reported in RESULTS.md):
 * - importing the package starts `piscina` worker pools whose worker path is the package's build
 *   machine (`/home/runner/work/...`), so the workers fail with MODULE_NOT_FOUND and, unhandled, would
 *   end the process; those errors are ignored;
 * - the `heuristic` tactic therefore never runs through the guard; we call its worker function
 *   in-process with the same keyword list the package generates (copied below: it is not exported).
 */
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

process.on("uncaughtException", (error: Error & { code?: string }) => {
  if (error.code === "MODULE_NOT_FOUND" && String(error.message).includes("piscina")) return;
  throw error;
});

const { injectionGuard, leakageGuard } = await import("@presidio-dev/hai-guardrails");

type Worker = (task: {
  input: string;
  keyword: string;
  threshold: number;
}) => Promise<{ score: number }> | { score: number };

const packageDir = createRequire(import.meta.url)
  .resolve("@presidio-dev/hai-guardrails")
  .replace(/index\.c?js$/, "");
const worker = (
  (await import(pathToFileURL(`${packageDir}workers/heuristic.worker.js`).href)) as { default: Worker }
).default;

/** The package's `generateInjectionKeywords()` (8,800 phrases). */
function injectionKeywords(): string[] {
  const verbs = [
    "Ignore",
    "Disregard",
    "Skip",
    "Forget",
    "Neglect",
    "Overlook",
    "Omit",
    "Bypass",
    "Pay no attention to",
    "Do not follow",
    "Do not obey",
  ];
  const adjectives = ["", "prior", "previous", "preceding", "above", "foregoing", "earlier", "initial"];
  const prepositions = ["", "and start over", "and start anew", "and begin afresh", "and start from scratch"];
  const objects = [
    "content",
    "text",
    "instructions",
    "instruction",
    "directives",
    "directive",
    "commands",
    "command",
    "context",
    "conversation",
    "input",
    "inputs",
    "data",
    "message",
    "messages",
    "communication",
    "response",
    "responses",
    "request",
    "requests",
  ];
  const out: string[] = [];
  for (const verb of verbs)
    for (const adjective of adjectives)
      for (const object of objects)
        for (const preposition of prepositions)
          out.push(`${verb} ${adjective} ${object} ${preposition}`.trim());
  return out;
}
const KEYWORDS = injectionKeywords();

/** The injection heuristic tactic at the package's default threshold (0.5). */
export async function haiHeuristic(text: string): Promise<boolean> {
  for (const keyword of KEYWORDS) {
    if ((await worker({ input: text, keyword, threshold: 0.5 })).score >= 0.5) return true;
  }
  return false;
}

type Guard = ReturnType<typeof injectionGuard>;

function flags(guard: Guard): (text: string) => Promise<boolean> {
  return async (text) => (await guard([{ role: "user", content: text }])).some((r) => r.inScope && !r.passed);
}

export const haiInjectionPattern = flags(
  injectionGuard({ roles: ["user"] }, { mode: "pattern", threshold: 0.5 }),
);
export const haiLeakagePattern = flags(
  leakageGuard({ roles: ["user"] }, { mode: "pattern", threshold: 0.5 }),
);
