/**
 * The raw service keys of the Guards created in this process, by hash: records carry only the hash, and
 * delivery needs the key to ship them. No I/O, so the core can register keys before the (Node-only) spool
 * and delivery modules load.
 */
import { hashServiceKey } from "../keys.js";

const knownKeys = new Map<string, string>();
let version = 0;

/** Lets delivery ship records captured with `key` (only its hash is in the spool). Called by `Guard`. */
export function rememberServiceKey(key: string): void {
  const hash = hashServiceKey(key);
  if (!knownKeys.has(hash)) {
    knownKeys.set(hash, key);
    version++;
  }
}

/** The raw key whose hash is `hash`, when a Guard of this process registered it. */
export function knownServiceKey(hash: string): string | undefined {
  return knownKeys.get(hash);
}

/** Grows whenever a new key is registered (delivery retries records parked for want of a key). */
export function serviceKeysVersion(): number {
  return version;
}
