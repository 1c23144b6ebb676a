/** The REST API under /v1 (every route needs a service key; every query is scoped by the key's account). */

import type { InterceptionRecord } from "content-shield/internal";
import express, { type Router } from "express";
import { ServiceError } from "../errors.js";
import type { JudgeOperatorSettings } from "../judge.js";
import type { ShieldLimits } from "../limits.js";
import { allowlistEtag } from "../store/allowlists.js";
import type { RejectedRecord, Store } from "../store/types.js";
import { type BadKeyLimit, caller, requireServiceKey } from "./auth.js";
import type { RateLimiter } from "./rate-limit.js";
import {
  AllowlistEntryInputSchema,
  AllowlistQuerySchema,
  CaptureReportSchema,
  formatPath,
  InterceptionRecordSchema,
  ListQuerySchema,
  MAX_BATCH_SIZE,
  StatsQuerySchema,
} from "./schemas.js";
import { shieldHandler } from "./shield.js";
import { checkJsonDepth } from "./shield-limits.js";
import type { ShieldPool } from "./shield-pool.js";
import { ApiInputError, parseWith } from "./validate.js";
import type { WorkBudget } from "./work-budget.js";

export interface ApiRouterOptions {
  store: Store;
  buckets: RateLimiter;
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
    if (!Array.isArray(req.body)) {
      throw new ApiInputError([{ path: "body", message: "must be a JSON array of interception records." }]);
    }
    const body: unknown[] = req.body;
    if (body.length > MAX_BATCH_SIZE) {
      throw new ServiceError(
        "PAYLOAD_TOO_LARGE",
        413,
        `A batch holds at most ${MAX_BATCH_SIZE} interceptions; got ${body.length}. Split it.`,
      );
    }
    // Per record: the valid ones are stored, each invalid one is answered with its reasons (multi-status).
    const valid: InterceptionRecord[] = [];
    const positions: number[] = [];
    const rejected: RejectedRecord[] = [];
    body.forEach((candidate, index) => {
      const parsed = InterceptionRecordSchema.safeParse(candidate);
      const id =
        typeof (candidate as { id?: unknown } | null)?.id === "string"
          ? (candidate as { id: string }).id
          : null;
      if (!parsed.success) {
        rejected.push({
          index,
          id,
          errors: parsed.error.issues
            .slice(0, 10)
            .map((issue) => ({ path: formatPath(`body[${index}]`, issue.path), message: issue.message })),
        });
        return;
      }
      if (parsed.data.key_hash !== undefined && parsed.data.key_hash !== who.keyHash) {
        rejected.push({
          index,
          id,
          errors: [
            {
              path: `body[${index}].key_hash`,
              message: "is not the hash of this request's key; send each key's interceptions with that key.",
            },
          ],
        });
        return;
      }
      // Validated; zod's optional fields are absent rather than undefined, as InterceptionRecord wants.
      valid.push({ ...parsed.data, key_hash: who.keyHash } as InterceptionRecord);
      positions.push(index);
    });
    const stored = await store.ingestInterceptions(who.account.id, who.keyId, valid);
    for (const refused of stored.rejected) {
      const index = positions[refused.index]!;
      rejected.push({
        index,
        id: refused.id,
        errors: refused.errors.map((error) => ({
          ...error,
          path: `body${error.path}`.replace(`[${refused.index}]`, `[${index}]`),
        })),
      });
    }
    rejected.sort((a, b) => a.index - b.index);
    res.status(200).json({ accepted: stored.accepted, duplicates: stored.duplicates, rejected });
  });

  router.post("/capture-reports", async (req, res) => {
    const who = caller(res);
    const report = parseWith(CaptureReportSchema, req.body, "body");
    const recorded = await store.recordCaptureReport(who.account.id, who.keyId, report);
    res.status(200).json({ recorded });
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

  router.get("/allowlists", async (req, res) => {
    const { group } = parseWith(AllowlistQuerySchema, req.query, "query");
    const entries = await store.listAllowlist(caller(res).account.id, group);
    const etag = allowlistEtag(entries);
    res.set("ETag", etag);
    res.set("Cache-Control", "private, no-cache");
    if (etagMatches(req.get("if-none-match"), etag)) {
      res.status(304).end();
      return;
    }
    res.json({ entries });
  });

  router.post("/allowlists", async (req, res) => {
    const input = parseWith(AllowlistEntryInputSchema, req.body, "body");
    const { entry, created } = await store.addAllowlistEntry(caller(res).account.id, {
      group: input.group ?? null,
      metric: input.metric,
      kind: input.kind,
      value: input.value,
      note: input.note ?? null,
      source: input.source ?? "api",
    });
    res.status(created ? 201 : 200).json(entry);
  });

  router.delete("/allowlists/:id", async (req, res) => {
    const deleted = await store.deleteAllowlistEntry(caller(res).account.id, req.params.id);
    if (!deleted)
      throw new ServiceError("NOT_FOUND", 404, `No allowlist entry ${req.params.id} in this account.`);
    res.status(204).end();
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

/** Whether `If-None-Match` names `etag` (strong comparison; `*` matches). */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(",").some((candidate) => {
    const tag = candidate.trim();
    return tag === "*" || tag === etag;
  });
}
