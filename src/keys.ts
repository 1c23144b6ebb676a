/**
 * Service keys: `cs_` + 32 random base62 characters + a 6-character base62 CRC-32 checksum.
 * The checksum lets the library reject a mistyped key offline; the service stores only
 * `hashServiceKey(key)` (SHA-256: keys carry ~190 bits of entropy, so a fast hash is safe).
 */
import { sha256 } from "@noble/hashes/sha2";
import { bytesToHex } from "@noble/hashes/utils";
import { AuthenticationError } from "./errors.js";
import { nodeBuiltin, processEnv } from "./util/runtime.js";

export const SERVICE_KEY_PREFIX = "cs_";
const BODY_LENGTH = 32;
const CHECKSUM_LENGTH = 6;
const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const KEY_PATTERN = /^cs_([0-9A-Za-z]{32})([0-9A-Za-z]{6})$/;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(text: string): number {
  let crc = 0xffffffff;
  for (let i = 0; i < text.length; i++) {
    crc = CRC_TABLE[(crc ^ text.charCodeAt(i)) & 0xff]! ^ (crc >>> 8);
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function toBase62(value: number, width: number): string {
  let out = "";
  let rest = value;
  for (let i = 0; i < width; i++) {
    out = ALPHABET[rest % 62] + out;
    rest = Math.floor(rest / 62);
  }
  return out;
}

/** Creates a new random service key. */
export function createServiceKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(BODY_LENGTH));
  let body = "";
  for (const byte of bytes) body += ALPHABET[byte % 62];
  return `${SERVICE_KEY_PREFIX}${body}${toBase62(crc32(body), CHECKSUM_LENGTH)}`;
}

/** True when the key has the right shape and checksum. */
export function isWellFormedServiceKey(key: string): boolean {
  const match = KEY_PATTERN.exec(key);
  if (!match) return false;
  return toBase62(crc32(match[1]!), CHECKSUM_LENGTH) === match[2];
}

/** The public, displayable part of a key (`cs_` and the first 8 characters), used to list keys. */
export function serviceKeyPrefix(key: string): string {
  return key.slice(0, SERVICE_KEY_PREFIX.length + 8);
}

/** The only form in which a key is stored: hex SHA-256. */
export function hashServiceKey(key: string): string {
  const crypto = nodeBuiltin("node:crypto");
  if (crypto !== undefined) return crypto.createHash("sha256").update(key).digest("hex");
  return bytesToHex(sha256(new TextEncoder().encode(key)));
}

const HOW_TO_GET_A_KEY =
  "Create one with `npx content-shield keys create --email you@example.com --name my-app` " +
  "(or on the dashboard's API keys page) and pass it as `config.service_key` or set CONTENT_SHIELD_SERVICE_KEY.";

/** Resolves the key from config or environment and checks it offline; throws `AuthenticationError`. */
export function resolveServiceKey(
  fromConfig: string | undefined,
  env: Readonly<Record<string, string | undefined>> = processEnv(),
): string {
  const key = fromConfig ?? env.CONTENT_SHIELD_SERVICE_KEY;
  if (key === undefined || key === "") {
    throw new AuthenticationError(
      `No service key: config.service_key is not set and neither is CONTENT_SHIELD_SERVICE_KEY. ${HOW_TO_GET_A_KEY}`,
    );
  }
  if (!isWellFormedServiceKey(key)) {
    const where = fromConfig === undefined ? "CONTENT_SHIELD_SERVICE_KEY" : "config.service_key";
    throw new AuthenticationError(
      `${where} is not a valid Content Shield service key (expected "cs_" followed by 38 letters and digits with a valid checksum; got one starting "${key.slice(0, 6)}…" of length ${key.length}). Check for a typo or truncation. ${HOW_TO_GET_A_KEY}`,
    );
  }
  return key;
}
