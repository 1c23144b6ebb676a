/** `Authorization: Bearer <service key>` -> the key's account, then the key's rate limit. */

import { hashServiceKey } from "content-shield/internal";
import type { Request, RequestHandler, Response } from "express";
import { ServiceError } from "../errors.js";
import type { KeyOwner, Store } from "../store/types.js";
import type { RateLimiter } from "./rate-limit.js";

export interface Caller extends KeyOwner {
  key: string;
  keyHash: string;
}

const CALLER = Symbol("content-shield caller");

export function caller(res: Response): Caller {
  const value = (res.locals as Record<symbol, Caller | undefined>)[CALLER];
  if (value === undefined) throw new ServiceError("UNAUTHENTICATED", 401, "This route needs a service key.");
  return value;
}

function bearer(req: Request): string | null {
  const header = req.get("authorization");
  if (header === undefined) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

export interface BadKeyLimit {
  /** Unknown or revoked keys one client address may present per window (default 100 a minute). */
  max: number;
  windowMs: number;
}

export const DEFAULT_BAD_KEY_LIMIT: Readonly<BadKeyLimit> = { max: 100, windowMs: 60_000 };

export function requireServiceKey(
  store: Store,
  buckets: RateLimiter,
  badKeys: BadKeyLimit = DEFAULT_BAD_KEY_LIMIT,
): RequestHandler {
  // Addresses over their unknown-key limit, until their window ends. The count itself lives in the database
  // (shared by every instance); this map only spares a blocked address's requests any database lookup.
  const blocked = new Map<string, number>();
  return async (req, res, next) => {
    const address = req.ip ?? "unknown";
    const until = blocked.get(address);
    if (until !== undefined) {
      const wait = Math.ceil((until - Date.now()) / 1000);
      if (wait > 0) {
        res.set("Retry-After", String(wait));
        throw new ServiceError(
          "RATE_LIMITED",
          429,
          `Too many requests with unknown or revoked service keys from this address; retry after ${wait} s.`,
        );
      }
      blocked.delete(address);
    }
    const key = bearer(req);
    if (key === null) {
      throw new ServiceError(
        "UNAUTHENTICATED",
        401,
        "Missing `Authorization: Bearer <service key>` header. Create a key on the dashboard or with `content-shield keys create`.",
      );
    }
    const owner = await store.accountForServiceKey(key);
    if (owner === null) {
      const hit = await store.hitLimit(`badkey:${address}`, badKeys.max, badKeys.windowMs);
      if (!hit.allowed) {
        if (blocked.size >= 10_000) blocked.clear();
        blocked.set(address, Date.now() + hit.retryAfterSeconds * 1000);
      }
      throw new ServiceError("UNAUTHENTICATED", 401, "The service key is unknown, malformed or revoked.");
    }
    const taken = buckets.take(owner.keyId);
    const wait = typeof taken === "number" ? taken : await taken;
    if (wait > 0) {
      res.set("Retry-After", String(wait));
      throw new ServiceError(
        "RATE_LIMITED",
        429,
        `Rate limit of ${buckets.perSecond} requests per second for this key exceeded; retry after ${wait} s.`,
      );
    }
    (res.locals as Record<symbol, Caller>)[CALLER] = { ...owner, key, keyHash: hashServiceKey(key) };
    next();
  };
}
