/** A worker thread of the shield pool: evaluates tasks with its own Guard cache (see shield-pool.ts). */
import { parentPort, workerData } from "node:worker_threads";
import type { JudgeOperatorSettings } from "../judge.js";
import type { ShieldLimits } from "../limits.js";
import { serializeError } from "./shield-errors.js";
import { createShieldEvaluator, type ShieldTask } from "./shield-eval.js";

const port = parentPort!;
const data = workerData as { limits: ShieldLimits; judge: JudgeOperatorSettings };
const evaluate = createShieldEvaluator({
  limits: data.limits,
  judge: data.judge,
  onError: (error) => port.postMessage({ type: "log", error: serializeError(error) }),
});

port.on("message", async (message: { id: number; task: ShieldTask }) => {
  const startedAt = performance.now();
  try {
    const outcome = await evaluate(message.task);
    port.postMessage({ type: "done", id: message.id, outcome });
  } catch (error) {
    port.postMessage({
      type: "error",
      id: message.id,
      error: serializeError(error),
      ms: performance.now() - startedAt,
    });
  }
});
port.postMessage({ type: "ready" });
