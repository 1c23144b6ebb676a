/**
 * Imports the local spool (`<home>/spool`) into the store: what apps captured without CONTENT_SHIELD_URL.
 * Each record is linked to the account whose key hash equals `record.key_hash`. A segment is deleted only
 * after its records are committed; ingest is idempotent on id, so a crash in between re-imports without
 * duplicates. Records of unknown or revoked keys are moved to `<home>/spool/unclaimed/`, never dropped.
 */
import { mkdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { InterceptionRecord } from "../capture/record.js";
import {
  listSealedSegments,
  parseSegment,
  recoverAbandonedSegments,
  spoolDirectory,
} from "../capture/spool.js";
import { InterceptionRecordSchema } from "./api/schemas.js";
import type { KeyOwner, Store } from "./store/types.js";

export interface SpoolImportResult {
  segments: number;
  accepted: number;
  duplicates: number;
  /** Records kept aside in `spool/unclaimed` (unknown or revoked key). */
  unclaimed: number;
  /** Lines that were not valid records (a torn last line after a crash, or a foreign file). */
  invalid: number;
}

export async function importSpool(
  store: Store,
  home: string,
  warn: (message: string) => void = () => {},
): Promise<SpoolImportResult> {
  const directory = spoolDirectory(home);
  recoverAbandonedSegments(directory);
  const result: SpoolImportResult = { segments: 0, accepted: 0, duplicates: 0, unclaimed: 0, invalid: 0 };
  const owners = new Map<string, KeyOwner | null>();
  for (const name of listSealedSegments(directory)) {
    const path = join(directory, name);
    let text: string;
    try {
      text = await readFile(path, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue; // taken by a concurrent reader
      throw error;
    }
    const { records, skippedLines } = parseSegment(text);
    result.invalid += skippedLines;
    const byKey = new Map<string, InterceptionRecord[]>();
    const unclaimed: InterceptionRecord[] = [];
    for (const candidate of records) {
      const parsed = InterceptionRecordSchema.safeParse(candidate);
      if (!parsed.success || parsed.data.key_hash === undefined) {
        result.invalid++;
        continue;
      }
      const list = byKey.get(parsed.data.key_hash) ?? [];
      list.push(candidate);
      byKey.set(parsed.data.key_hash, list);
    }
    for (const [keyHash, group] of byKey) {
      if (!owners.has(keyHash)) owners.set(keyHash, await store.accountForKeyHash(keyHash));
      const owner = owners.get(keyHash) ?? null;
      if (owner === null) {
        unclaimed.push(...group);
        continue;
      }
      const ingested = await store.ingestInterceptions(owner.account.id, owner.keyId, group);
      result.accepted += ingested.accepted;
      result.duplicates += ingested.duplicates;
    }
    if (unclaimed.length > 0) {
      const aside = join(directory, "unclaimed");
      await mkdir(aside, { recursive: true, mode: 0o700 });
      await writeFile(join(aside, `${name}.tmp`), unclaimed.map((r) => `${JSON.stringify(r)}\n`).join(""), {
        mode: 0o600,
      });
      await rename(join(aside, `${name}.tmp`), join(aside, name));
      result.unclaimed += unclaimed.length;
      warn(`${unclaimed.length} interception(s) in ${name} belong to no active key; kept in ${aside}.`);
    }
    await unlink(path).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") throw error;
    });
    result.segments++;
  }
  return result;
}
