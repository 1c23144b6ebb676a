/**
 * A stand-in for service/src/api/shield-worker.ts that speaks the shield pool's message protocol: each
 * task `{ label, holdMs }` is answered after holdMs with `{ response: { label } }`. Lets the pool's
 * scheduling be tested without loading the evaluator in every worker.
 */
import { parentPort } from "node:worker_threads";

const port = parentPort;
port.on("message", (message) => {
  const { label, holdMs } = message.task;
  setTimeout(() => {
    port.postMessage({
      type: "done",
      id: message.id,
      outcome: { response: { label }, record: undefined, ms: holdMs },
    });
  }, holdMs);
});
port.postMessage({ type: "ready" });
