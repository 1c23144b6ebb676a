/**
 * The app of the capture fault run: Express with content-shield's middleware (MASK email on the input),
 * capturing to the default sink (CONTENT_SHIELD_HOME, CONTENT_SHIELD_URL, CONTENT_SHIELD_SERVICE_KEY from
 * the environment). POST /chat answers `{ id }`: the interception id the client saw. GET /health answers
 * `captureHealth()` and how many errors were reported. Prints `READY <port>`.
 */
import express from "express";
import { shieldMiddleware } from "../../adapters/express/index.js";
import { Guard, onDeliveryError, type RuleSet } from "../../src/index.js";

let reported = 0;
onDeliveryError(() => {
  reported++;
});
const rulesets: RuleSet[] = [
  {
    name: "mask-email",
    rules: [{ metric: "pii", value: ["email"], target: "input" }],
    action: { type: "MASK" },
  },
];
const config = {
  group: "fault-run",
  max_text_length: 2_000_000,
  capture_max_bytes: Number(process.env.CAPTURE_MAX_BYTES ?? 268_435_456),
};
const guard = new Guard({ rulesets, config });

const app = express();
app.use(express.json({ limit: "20mb" }));
app.post("/chat", shieldMiddleware({ rulesets, config, limit: 20_000_000 }), (_req, res) => {
  res.json({ id: res.locals.contentShield?.input?.interception_id ?? null });
});
app.get("/health", (_req, res) => {
  res.json({ health: guard.captureHealth(), reported });
});
const server = app.listen(Number(process.env.APP_PORT ?? 0), "127.0.0.1", () => {
  const address = server.address();
  process.stdout.write(`READY ${typeof address === "object" && address ? address.port : 0}\n`);
});
process.once("SIGTERM", () => {
  server.close();
  process.exit(0); // the spool writes what is queued at exit
});
