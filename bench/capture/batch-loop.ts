/**
 * The batch job of the capture fault run: BATCH_CALLS (default 1,000,000) awaited, triggered `shield()`
 * calls over ~1 KB texts in one loop that never yields to the event loop, capturing to the default spool
 * (CONTENT_SHIELD_HOME, no service). Prints one JSON line: produced, dropped (by the spool's bound),
 * seconds, peak RSS. Then exits normally, so the exit flush writes what is queued.
 */
import { Guard, type RuleSet } from "../../src/index.js";
import { createServiceKey } from "../../src/keys.js";

const CALLS = Number(process.env.BATCH_CALLS ?? 1_000_000);
const rulesets: RuleSet[] = [
  { name: "mask-email", rules: [{ metric: "pii", value: ["email"] }], action: { type: "MASK" } },
];
const guard = new Guard({ rulesets, config: { service_key: createServiceKey(), group: "batch" } });
const filler = "The quarterly report covers revenue, churn and the roadmap for the next release. ".repeat(12);
let produced = 0;
let peakRss = 0;
const started = performance.now();
for (let i = 0; i < CALLS; i++) {
  const response = await guard.shield({ payload: { input: `${filler} contact person${i}@example.com` } });
  if (response.interception_id !== null) produced++;
  if (i % 10_000 === 0) peakRss = Math.max(peakRss, process.memoryUsage().rss);
}
const seconds = (performance.now() - started) / 1000;
await guard.flush();
const health = guard.captureHealth();
process.stdout.write(
  `${JSON.stringify({
    produced,
    dropped: health?.dropped ?? 0,
    spooled: health?.spooled ?? 0,
    seconds: Number(seconds.toFixed(1)),
    calls_per_s: Math.round(CALLS / seconds),
    peak_rss_mb: Math.round(peakRss / 1048576),
  })}\n`,
);
