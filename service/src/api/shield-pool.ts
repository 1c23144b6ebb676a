/**
 * Worker threads for `/v1/shield` evaluations, so the event loop that answers every other request
 * (`/healthz`, ingest, the dashboard, other tenants' network I/O) never runs a tenant's detectors:
 * - tasks wait in one queue per account; a free worker takes the next task of the account running the
 *   fewest tasks, ties going to the account served least recently (fair queueing: an account within its
 *   share goes before one over it), and one account holds at most `size - 1` workers at once (all of them
 *   when size is 1): a tenant flooding the service queues behind itself, and another account's task waits
 *   at most for one task in flight per worker;
 * - a task running longer than `timeoutMs` has its worker terminated (and replaced) and answers 503, so no
 *   request can hold a worker for long whatever it contains; tasks go only to workers that have loaded, so
 *   a worker's start-up never counts against a task's time;
 * - at most `maxQueuedPerAccount` tasks wait per account; more answer 429 with the seconds after which
 *   the account's queue should have room (`ShieldQueueFullError.retryAfterSeconds`, the Retry-After header).
 * - cheap tasks are answered in this thread, without the pool: small texts (`inline.maxCharacters`) with
 *   small rulesets (`inline.maxRulesetBytes`, as JSON) from an account with nothing queued or running in
 *   the pool, while this thread's inline work stays within `inline.msPerSecond` over all accounts (a token
 *   bucket charged what each took). Under load that saves two thread hand-offs, each of which waits for a
 *   busy core; what such a task can cost is bounded by the limits (about 10 ms here), and the bucket
 *   bounds the total.
 * Each worker keeps its own bounded Guard cache.
 */
import { Worker } from "node:worker_threads";
import { ServiceError } from "../errors.js";
import type { JudgeOperatorSettings } from "../judge.js";
import type { ShieldLimits } from "../limits.js";
import { deserializeError, type SerializedError } from "./shield-errors.js";
import { createShieldEvaluator, type ShieldOutcome, type ShieldTask } from "./shield-eval.js";

export interface ShieldPoolOptions {
  size: number;
  /** Longest a task may run (default 2,000 ms). */
  timeoutMs?: number | undefined;
  maxQueuedPerAccount?: number | undefined;
  limits: ShieldLimits;
  judge: JudgeOperatorSettings;
  /** Judge failures and crashed workers, for the operator's log. */
  onError: (error: unknown) => void;
  /** The worker module (default: shield-worker.js next to this file) and its Node flags (tests: a TS loader). */
  workerUrl?: URL | undefined;
  execArgv?: string[] | undefined;
  /** Cheap tasks answered in this thread (see the module comment); `false`: every task goes to a worker. */
  inline?: Partial<InlineOptions> | false | undefined;
  /** The evaluator for inline tasks (default: `createShieldEvaluator` with `limits` and `judge`). */
  evaluateInline?: ((task: ShieldTask) => Promise<ShieldOutcome>) | undefined;
  /** Told each time a task starts on a worker (tests, metrics). */
  onDispatch?: ((account: string, jobId: number) => void) | undefined;
}

export interface InlineOptions {
  /** Most characters to check (default 1,000). */
  maxCharacters: number;
  /** Most bytes of `rulesets` and `config` as JSON (default 2,048). */
  maxRulesetBytes: number;
  /** Milliseconds of inline evaluation per second over all accounts (default 50; bursts of the same). */
  msPerSecond: number;
}

const INLINE_DEFAULTS: InlineOptions = { maxCharacters: 1_000, maxRulesetBytes: 2_048, msPerSecond: 50 };

/** 429: the account's queue is full; retry after `retryAfterSeconds`. */
export class ShieldQueueFullError extends ServiceError {
  readonly retryAfterSeconds: number;
  constructor(waiting: number, retryAfterSeconds: number) {
    super(
      "RATE_LIMITED",
      429,
      `This account has ${waiting} shield requests waiting already; wait for their answers (retry after ${retryAfterSeconds} s).`,
    );
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

interface Job {
  id: number;
  account: string;
  task: ShieldTask;
  resolve: (outcome: ShieldOutcome) => void;
  reject: (error: unknown) => void;
}

interface Slot {
  worker: Worker;
  job: Job | undefined;
  timer: NodeJS.Timeout | undefined;
  startedAt: number;
  /** The worker has loaded (its start-up never counts against a task's timeout). */
  ready: boolean;
}

type WorkerMessage =
  | { type: "ready" }
  | { type: "log"; error: SerializedError }
  | { type: "done"; id: number; outcome: ShieldOutcome }
  | { type: "error"; id: number; error: SerializedError; ms: number };

export class ShieldPool {
  private readonly slots: Slot[] = [];
  /** Accounts with queued jobs (none empty). */
  private readonly queues = new Map<string, Job[]>();
  private readonly running = new Map<string, number>();
  /** When each active account (queued or running) last had a task dispatched (a sequence number). */
  private readonly lastServed = new Map<string, number>();
  private served = 0;
  /** Moving average of a task's time on a worker, for Retry-After. */
  private averageMs = 50;
  private readonly timeoutMs: number;
  private readonly maxQueued: number;
  private readonly perAccount: number;
  private nextId = 1;
  private closed = false;
  private readonly inline: InlineOptions | undefined;
  private inlineEvaluate: ((task: ShieldTask) => Promise<ShieldOutcome>) | undefined;
  private inlineBalance = 0;
  private inlineAt = performance.now();
  private readonly readyWaiters: Array<() => void> = [];
  /** Tasks answered in this thread and on workers (tests, metrics). */
  readonly counts = { inline: 0, pooled: 0 };

  constructor(private readonly options: ShieldPoolOptions) {
    if (!Number.isInteger(options.size) || options.size < 1)
      throw new RangeError(`shield pool: size must be a whole number >= 1; got ${options.size}.`);
    this.timeoutMs = options.timeoutMs ?? 2_000;
    this.maxQueued = options.maxQueuedPerAccount ?? 64;
    this.perAccount = Math.max(1, options.size - 1);
    this.inline = options.inline === false ? undefined : { ...INLINE_DEFAULTS, ...options.inline };
    this.inlineBalance = this.inline?.msPerSecond ?? 0;
    this.inlineEvaluate = options.evaluateInline;
    for (let i = 0; i < options.size; i++) {
      const slot = { job: undefined, timer: undefined, startedAt: 0 } as unknown as Slot;
      this.attach(slot);
      this.slots.push(slot);
    }
  }

  /** Starts a worker for the slot; events of a replaced worker are ignored. */
  private attach(slot: Slot): void {
    // Next to this module: shield-worker.js when built, shield-worker.ts when run from sources (tests).
    const url =
      this.options.workerUrl ??
      new URL(`./shield-worker.${import.meta.url.endsWith(".ts") ? "ts" : "js"}`, import.meta.url);
    const worker = new Worker(url, {
      workerData: { limits: this.options.limits, judge: this.options.judge },
      ...(this.options.execArgv === undefined ? {} : { execArgv: this.options.execArgv }),
    });
    worker.unref();
    slot.worker = worker;
    slot.ready = false;
    worker.on("message", (message: WorkerMessage) => {
      if (slot.worker === worker) this.onMessage(slot, message);
    });
    worker.on("error", (error) => {
      if (slot.worker === worker) this.onCrash(slot, error);
    });
    worker.on("exit", (code) => {
      if (!this.closed && slot.worker === worker)
        this.onCrash(slot, new Error(`shield worker exited (${code})`));
    });
  }

  /** Resolves once every worker has loaded (tasks sent earlier wait for a loaded one; none is lost). */
  whenReady(): Promise<void> {
    if (this.slots.every((slot) => slot.ready)) return Promise.resolve();
    return new Promise((resolve) => this.readyWaiters.push(resolve));
  }

  /** Runs a task for an account; rejects with the task's typed error, 429 when its queue is full, 503 on timeout. */
  run(account: string, task: ShieldTask): Promise<ShieldOutcome> {
    if (this.closed)
      return Promise.reject(new ServiceError("INTERNAL", 503, "The service is shutting down."));
    if (this.cheap(account, task)) return this.runInline(task);
    const waiting = this.queues.get(account)?.length ?? 0;
    if (waiting >= this.maxQueued) {
      // Its queue drains at about perAccount tasks per average task time (faster when it is alone).
      const seconds = Math.max(1, Math.ceil((waiting * this.averageMs) / this.perAccount / 1000));
      return Promise.reject(new ShieldQueueFullError(waiting, seconds));
    }
    return new Promise<ShieldOutcome>((resolve, reject) => {
      const job = { id: this.nextId++, account, task, resolve, reject };
      const queue = this.queues.get(account);
      if (queue === undefined) this.queues.set(account, [job]);
      else queue.push(job);
      if (!this.lastServed.has(account)) this.lastServed.set(account, 0);
      this.dispatch();
    });
  }

  /** Whether the task may run in this thread now (see the module comment). */
  private cheap(account: string, task: ShieldTask): boolean {
    const inline = this.inline;
    if (inline === undefined || !(task.characters <= inline.maxCharacters)) return false;
    if (this.queues.has(account) || this.running.has(account)) return false;
    const now = performance.now();
    this.inlineBalance = Math.min(
      inline.msPerSecond,
      this.inlineBalance + ((now - this.inlineAt) / 1000) * inline.msPerSecond,
    );
    this.inlineAt = now;
    if (this.inlineBalance <= 0) return false;
    const bytes = JSON.stringify(task.rulesets ?? null).length + JSON.stringify(task.config ?? null).length;
    return bytes <= inline.maxRulesetBytes;
  }

  private async runInline(task: ShieldTask): Promise<ShieldOutcome> {
    this.inlineEvaluate ??= createShieldEvaluator({
      limits: this.options.limits,
      judge: this.options.judge,
      onError: this.options.onError,
    });
    this.counts.inline++;
    const startedAt = performance.now();
    try {
      const outcome = await this.inlineEvaluate(task);
      this.inlineBalance -= outcome.ms;
      return outcome;
    } catch (error) {
      this.inlineBalance -=
        (error as { evaluationMs?: number }).evaluationMs ?? performance.now() - startedAt;
      throw error;
    }
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.job !== undefined || !slot.ready) continue;
      const job = this.nextJob();
      if (job === undefined) return;
      slot.job = job;
      slot.startedAt = performance.now();
      this.running.set(job.account, (this.running.get(job.account) ?? 0) + 1);
      this.lastServed.set(job.account, ++this.served);
      this.counts.pooled++;
      slot.timer = setTimeout(() => this.onTimeout(slot), this.timeoutMs);
      slot.worker.postMessage({ id: job.id, task: job.task });
      this.options.onDispatch?.(job.account, job.id);
    }
  }

  /**
   * The first queued job of the account running the fewest jobs (below its cap), ties to the one served
   * least recently. Linear in the accounts waiting, which a per-account queue bound keeps few per worker.
   */
  private nextJob(): Job | undefined {
    let best: string | undefined;
    let bestRunning = Number.POSITIVE_INFINITY;
    let bestServed = Number.POSITIVE_INFINITY;
    for (const account of this.queues.keys()) {
      const running = this.running.get(account) ?? 0;
      if (running >= this.perAccount) continue;
      const served = this.lastServed.get(account) ?? 0;
      if (running < bestRunning || (running === bestRunning && served < bestServed)) {
        best = account;
        bestRunning = running;
        bestServed = served;
      }
    }
    if (best === undefined) return undefined;
    const queue = this.queues.get(best)!;
    const job = queue.shift()!;
    if (queue.length === 0) this.queues.delete(best);
    return job;
  }

  private finish(slot: Slot): Job | undefined {
    const job = slot.job;
    if (slot.timer !== undefined) clearTimeout(slot.timer);
    slot.job = undefined;
    slot.timer = undefined;
    if (job !== undefined) {
      this.averageMs += (performance.now() - slot.startedAt - this.averageMs) / 8;
      const left = (this.running.get(job.account) ?? 1) - 1;
      if (left > 0) this.running.set(job.account, left);
      else {
        this.running.delete(job.account);
        // An idle account keeps no state (a returning one counts as never served).
        if (!this.queues.has(job.account)) this.lastServed.delete(job.account);
      }
    }
    return job;
  }

  private onMessage(slot: Slot, message: WorkerMessage): void {
    if (message.type === "ready") {
      slot.ready = true;
      if (this.slots.every((each) => each.ready)) for (const wake of this.readyWaiters.splice(0)) wake();
      this.dispatch();
      return;
    }
    if (message.type === "log") {
      this.options.onError(deserializeError(message.error));
      return;
    }
    if (slot.job?.id !== message.id) return;
    const job = this.finish(slot)!;
    if (message.type === "done") job.resolve(message.outcome);
    else job.reject(Object.assign(deserializeError(message.error), { evaluationMs: message.ms }));
    this.dispatch();
  }

  private replace(slot: Slot): void {
    const old = slot.worker;
    this.attach(slot);
    void old.terminate();
  }

  private onTimeout(slot: Slot): void {
    const job = this.finish(slot);
    this.replace(slot);
    job?.reject(
      Object.assign(
        new ServiceError(
          "UNAVAILABLE",
          503,
          `The shield evaluation took longer than ${this.timeoutMs} ms and was stopped; send shorter texts or smaller rulesets.`,
        ),
        { evaluationMs: this.timeoutMs },
      ),
    );
    this.dispatch();
  }

  private onCrash(slot: Slot, error: unknown): void {
    if (this.closed) return;
    this.options.onError(error);
    const job = this.finish(slot);
    this.replace(slot);
    job?.reject(new ServiceError("INTERNAL", 500, "Internal error; the service log has the details."));
    this.dispatch();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const slot of this.slots) {
      this.finish(slot)?.reject(new ServiceError("INTERNAL", 503, "The service is shutting down."));
    }
    for (const [, queue] of this.queues)
      for (const job of queue) job.reject(new ServiceError("INTERNAL", 503, "The service is shutting down."));
    this.queues.clear();
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }
}
