/**
 * The service's Express app, given a store: the REST API under /v1, /healthz, /openapi.json and the web
 * dashboard at /. Stateless apart from the per-process rate-limit buckets, so several processes can share
 * one PostgreSQL.
 */
import { readFileSync } from "node:fs";
import express, { type Express, type Request } from "express";
import { errorHandler, notFound } from "./api/errors.js";
import { buildOpenApiDocument } from "./api/openapi.js";
import { type RateLimitOptions, TokenBuckets } from "./api/rate-limit.js";
import { apiRouter } from "./api/routes.js";
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
  /** Trust X-Forwarded-* headers from a proxy in front (default false). */
  trustProxy?: boolean | undefined;
  /** Called with unexpected errors (500s), e.g. to log them; default: nothing. */
  onError?: ((error: unknown, req?: Request) => void) | undefined;
}

function packageVersion(): string {
  for (const path of ["../../package.json", "../../../package.json"]) {
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

export function createApp(options: AppOptions): Express {
  const { store } = options;
  const onError = options.onError ?? (() => {});
  const app = express();
  app.disable("x-powered-by");
  if (options.trustProxy) app.set("trust proxy", true);
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

  const buckets = new TokenBuckets(options.rateLimit);
  app.use(
    "/v1",
    apiRouter({ store, buckets, bodyLimit: options.bodyLimit ?? "5mb" }),
    notFound,
    errorHandler(onError),
  );

  if (options.dashboard !== false) {
    app.use(
      createWebRouter({
        store,
        trustProxy: options.trustProxy ?? false,
        ...(options.publicUrl === undefined ? {} : { publicUrl: options.publicUrl }),
        onError: (error, req) => onError(error, req),
      }),
    );
  }
  app.use(notFound, errorHandler(onError));
  return app;
}
