/**
 * The service's Express app, given a store: the REST API under /v1, /healthz, /openapi.json and the web
 * dashboard at /. Stateless apart from the per-process rate-limit buckets, so several processes can share
 * one PostgreSQL.
 */
import { readFileSync } from "node:fs";
import express, { type Express, type Request } from "express";
import type { BadKeyLimit } from "./api/auth.js";
import { errorHandler, notFound } from "./api/errors.js";
import { buildOpenApiDocument } from "./api/openapi.js";
import { type RateLimitOptions, SharedRateLimit, TokenBuckets } from "./api/rate-limit.js";
import { apiRouter } from "./api/routes.js";
import { type InlineOptions, ShieldPool } from "./api/shield-pool.js";
import { WorkBudget } from "./api/work-budget.js";
import type { JudgeOperatorSettings } from "./judge.js";
import { resolveLimits, type ShieldLimits } from "./limits.js";
import type { Store } from "./store/types.js";
import { createWebRouter } from "./web/index.js";

export interface AppOptions {
  store: Store;
  /** Per-key rate limit of the REST API. */
  rateLimit?: RateLimitOptions | undefined;
  /** Largest JSON body the API accepts (default "5mb"); larger answers 413. */
  bodyLimit?: string | undefined;
  /** Mount the web dashboard (default true). */
  dashboard?: boolean | undefined;
  /** Public URL of the service (shown in dashboard snippets). */
  publicUrl?: string | undefined;
  /**
   * Proxies in front whose X-Forwarded-* headers are trusted, with Express's `trust proxy` semantics: a hop
   * count (`1`: the nearest proxy; the client address is the last one it appended) or the proxies' addresses
   * or subnets (`"10.0.0.1, 10.0.0.2"`, `["loopback", "10.0.0.0/8"]`). `true` means one hop. Never "trust
   * everything": with that the leftmost X-Forwarded-For, which the client writes, would be its address.
   * Default: none (the socket's address).
   */
  trustProxy?: boolean | number | string | readonly string[] | undefined;
  /** Unknown or revoked service keys one client address may present per window (default 100 a minute). */
  badKeyLimit?: BadKeyLimit | undefined;
  /** Sign-in attempts per (email, address) pair; see the web router's `signInLimit`. */
  signInLimit?: { max: number; windowMs: number } | undefined;
  /** Sign-ups per client address. */
  signUpLimit?: { max: number; windowMs: number } | undefined;
  /** Unrevoked API keys one account may hold (default 20). */
  keyQuota?: number | undefined;
  /**
   * Worker threads that run `/v1/shield` evaluations (default 0: in the request's thread). With workers, a
   * slow evaluation never stalls the event loop, accounts are served fairly (shield-pool.ts), and one running longer
   * than `shieldTimeoutMs` (default 2,000) is stopped with a 503. `content-shield serve` uses 2 or more.
   */
  shieldWorkers?: number | undefined;
  shieldTimeoutMs?: number | undefined;
  /** Node flags for the workers (tests running TypeScript sources pass a loader). */
  shieldWorkerExecArgv?: string[] | undefined;
  /** With workers: cheap requests answered without them (see shield-pool.ts); `false`: never. */
  shieldInline?: Partial<InlineOptions> | false | undefined;
  /**
   * Milliseconds of `/v1/shield` evaluation each account may use per second in this process (default 250,
   * a quarter of one core; bursts of 4×). 0 turns the budget off.
   */
  cpuBudgetMs?: number | undefined;
  /** Operator limits on the work a `/v1/shield` request may cause (see limits.ts); defaults otherwise. */
  limits?: Partial<ShieldLimits> | undefined;
  /** The operator's LLM judge for `llm`-engine rules (tenants cannot name providers; see judge.ts). */
  judge?: JudgeOperatorSettings | undefined;
  /** Called with unexpected errors (500s), e.g. to log them; default: nothing. */
  onError?: ((error: unknown, req?: Request) => void) | undefined;
}

function packageVersion(): string {
  for (const path of ["../package.json"]) {
    try {
      const parsed: unknown = JSON.parse(readFileSync(new URL(path, import.meta.url), "utf8"));
      if (
        typeof parsed === "object" &&
        parsed !== null &&
        "version" in parsed &&
        typeof parsed.version === "string"
      ) {
        return parsed.version;
      }
    } catch {
      // try the next location (src/ and dist/src/ differ by one level)
    }
  }
  return "0.0.0";
}

/** Express's `trust proxy` value for the option; refuses "trust every hop". */
export function trustProxySetting(value: AppOptions["trustProxy"]): number | string | string[] | undefined {
  if (value === undefined || value === false) return undefined;
  if (value === true) return 1;
  if (typeof value === "number") {
    if (!Number.isInteger(value) || value < 1)
      throw new RangeError(`trustProxy: a hop count must be a whole number >= 1; got ${value}.`);
    return value;
  }
  const list = (typeof value === "string" ? value.split(",") : [...value]).map((v) => v.trim());
  if (list.some((v) => v === "" || v === "true" || v === "*"))
    throw new RangeError(
      "trustProxy: name the proxies (addresses, subnets, loopback/linklocal/uniquelocal) or give a hop count; trusting every hop would let clients choose their address.",
    );
  return list;
}

export function createApp(options: AppOptions): Express {
  const { store } = options;
  const onError = options.onError ?? (() => {});
  const app = express();
  app.disable("x-powered-by");
  const trustProxy = trustProxySetting(options.trustProxy);
  if (trustProxy !== undefined) app.set("trust proxy", trustProxy);
  const limits = resolveLimits(options.limits);
  app.use((_req, res, next) => {
    res.set("X-Content-Type-Options", "nosniff");
    next();
  });

  const openapi = JSON.stringify(buildOpenApiDocument(packageVersion()));
  app.get("/openapi.json", (_req, res) => {
    res.type("json").send(openapi);
  });
  app.get("/healthz", async (_req, res) => {
    try {
      await store.getAccount("00000000-0000-0000-0000-000000000000");
      res.json({ ok: true, database: store.kind });
    } catch (error) {
      onError(error);
      res.status(503).json({ error: { code: "UNAVAILABLE", message: "The database is unreachable." } });
    }
  });

  // On PostgreSQL the per-key rate is shared by every instance; the embedded database has one process.
  const buckets =
    store.kind === "postgres"
      ? new SharedRateLimit(store, options.rateLimit)
      : new TokenBuckets(options.rateLimit);
  const judge = options.judge ?? {};
  const pool =
    (options.shieldWorkers ?? 0) > 0
      ? new ShieldPool({
          size: options.shieldWorkers!,
          timeoutMs: options.shieldTimeoutMs,
          limits,
          judge,
          onError: (error) => onError(error),
          execArgv: options.shieldWorkerExecArgv,
          inline: options.shieldInline,
        })
      : undefined;
  // startServer's close() stops the workers.
  app.locals.shieldPool = pool;
  app.use(
    "/v1",
    apiRouter({
      store,
      buckets,
      bodyLimit: options.bodyLimit ?? "5mb",
      limits,
      judge,
      onError: (error) => onError(error),
      pool,
      badKeyLimit: options.badKeyLimit,
      budget:
        options.cpuBudgetMs === 0 ? undefined : new WorkBudget({ perSecondMs: options.cpuBudgetMs ?? 250 }),
    }),
    notFound,
    errorHandler(onError),
  );

  if (options.dashboard !== false) {
    app.use(
      createWebRouter({
        store,
        trustProxy: trustProxy !== undefined,
        ...(options.signInLimit === undefined ? {} : { signInLimit: options.signInLimit }),
        ...(options.signUpLimit === undefined ? {} : { signUpLimit: options.signUpLimit }),
        ...(options.keyQuota === undefined ? {} : { keyQuota: options.keyQuota }),
        ...(options.publicUrl === undefined ? {} : { publicUrl: options.publicUrl }),
        onError: (error, req) => onError(error, req),
      }),
    );
  }
  app.use(notFound, errorHandler(onError));
  return app;
}
