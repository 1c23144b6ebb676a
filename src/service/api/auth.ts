/** `Authorization: Bearer <service key>` -> the key's account, then the key's rate limit. */
import type { Request, RequestHandler, Response } from "express";
import { hashServiceKey } from "../../keys.js";
import { ServiceError } from "../errors.js";
import type { KeyOwner, Store } from "../store/types.js";
import type { TokenBuckets } from "./rate-limit.js";

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

export function requireServiceKey(store: Store, buckets: TokenBuckets): RequestHandler {
  return async (req, res, next) => {
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
      throw new ServiceError("UNAUTHENTICATED", 401, "The service key is unknown, malformed or revoked.");
    }
    const wait = buckets.take(owner.keyId);
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
