/** The REST API under /v1 (every route needs a service key; every query is scoped by the key's account). */
import express, { type Router } from "express";
import type { InterceptionRecord } from "../../capture/record.js";
import { ServiceError } from "../errors.js";
import type { JudgeOperatorSettings } from "../judge.js";
import type { ShieldLimits } from "../limits.js";
import type { Store } from "../store/types.js";
import { type BadKeyLimit, caller, requireServiceKey } from "./auth.js";
import type { TokenBuckets } from "./rate-limit.js";
import { IngestBodySchema, ListQuerySchema, MAX_BATCH_SIZE, StatsQuerySchema } from "./schemas.js";
import { shieldHandler } from "./shield.js";
import { checkJsonDepth } from "./shield-limits.js";
import type { ShieldPool } from "./shield-pool.js";
import { ApiInputError, parseWith } from "./validate.js";
import type { WorkBudget } from "./work-budget.js";

export interface ApiRouterOptions {
  store: Store;
  buckets: TokenBuckets;
  /** JSON body limit, e.g. "5mb". */
  bodyLimit: string;
  limits: ShieldLimits;
  judge: JudgeOperatorSettings;
  onError: (error: unknown) => void;
  badKeyLimit?: BadKeyLimit | undefined;
  /** Each account's share of `/v1/shield` evaluation time. */
  budget?: WorkBudget | undefined;
  /** Worker threads for `/v1/shield` evaluations. */
  pool?: ShieldPool | undefined;
}

export function apiRouter(options: ApiRouterOptions): Router {
  const { store, buckets, bodyLimit, limits } = options;
  const router = express.Router();
  router.use(requireServiceKey(store, buckets, options.badKeyLimit));
  router.use(
    express.json({
      limit: bodyLimit,
      strict: true,
      // Before JSON.parse: a body nested deeper than the limit never reaches the parser or a recursive walk.
      verify: (_req, _res, buffer) => checkJsonDepth(buffer, limits.maxJsonDepth),
    }),
  );

  router.get("/auth/check", (_req, res) => {
    const who = caller(res);
    res.json({ ok: true, account: { id: who.account.id, email: who.account.email }, key_id: who.keyId });
  });

  router.post("/interceptions", async (req, res) => {
    const who = caller(res);
    if (Array.isArray(req.body) && req.body.length > MAX_BATCH_SIZE) {
      throw new ServiceError(
        "PAYLOAD_TOO_LARGE",
        413,
        `A batch holds at most ${MAX_BATCH_SIZE} interceptions; got ${req.body.length}. Split it.`,
      );
    }
    const records = parseWith(IngestBodySchema, req.body, "body");
    const foreign = records.findIndex(
      (record) => record.key_hash !== undefined && record.key_hash !== who.keyHash,
    );
    if (foreign !== -1) {
      throw new ApiInputError([
        {
          path: `body[${foreign}].key_hash`,
          message: "is not the hash of this request's key; send each key's interceptions with that key.",
        },
      ]);
    }
    const result = await store.ingestInterceptions(
      who.account.id,
      who.keyId,
      // Validated above; zod's optional fields are absent rather than undefined, as InterceptionRecord wants.
      records.map((record) => ({ ...record, key_hash: who.keyHash }) as InterceptionRecord),
    );
    res.status(200).json(result);
  });

  router.get("/interceptions", async (req, res) => {
    const query = parseWith(ListQuerySchema, req.query, "query");
    res.json(await store.listInterceptions(caller(res).account.id, query));
  });

  router.get("/interceptions/:id", async (req, res) => {
    const item = await store.getInterception(caller(res).account.id, req.params.id);
    if (item === null)
      throw new ServiceError("NOT_FOUND", 404, `No interception ${req.params.id} in this account.`);
    res.json(item);
  });

  router.get("/stats", async (req, res) => {
    const query = parseWith(StatsQuerySchema, req.query, "query");
    res.json(await store.stats(caller(res).account.id, query));
  });

  router.post(
    "/shield",
    shieldHandler(store, {
      limits,
      judge: options.judge,
      onError: options.onError,
      budget: options.budget,
      pool: options.pool,
    }),
  );
  return router;
}
