/**
 * Imports the local spool (`<home>/spool`) into the store: what apps captured without CONTENT_SHIELD_URL.
 * Each record is linked to the account whose key hash equals `record.key_hash`. A segment is deleted only
 * after its records are committed; ingest is idempotent on (account, id), so a crash in between re-imports
 * without duplicates.
 *
 * Nothing in a segment can stop the import or the service: a line that is not a record, a record that
 * fails validation or that the database refuses goes to `<home>/spool/rejected/<segment>` with the reason
 * (one JSON line `{ reason, record | line }` each) and the rest is imported; a segment that cannot be read
 * is reported and skipped. Records of unknown or revoked keys are moved to `<home>/spool/unclaimed/`.
 */
import { mkdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { InterceptionRecord } from "content-shield/internal";
import {
  listSealedSegments,
  parseSegment,
  quarantine,
  recoverAbandonedSegments,
  spoolDirectory,
} from "content-shield/internal";
import { formatPath, InterceptionRecordSchema } from "./api/schemas.js";
import type { KeyOwner, Store } from "./store/types.js";

export interface SpoolImportResult {
  segments: number;
  accepted: number;
  duplicates: number;
  /** Records kept aside in `spool/unclaimed` (unknown or revoked key). */
  unclaimed: number;
  /** Lines or records that could not be imported, kept in `spool/rejected` with the reason. */
  invalid: number;
  /** Segments that could not be read or imported now (left in place, reported, tried again later). */
  failed: number;
}

type Entry = { reason: string; record?: unknown; line?: string };

export async function importSpool(
  store: Store,
  home: string,
  warn: (message: string) => void = () => {},
): Promise<SpoolImportResult> {
  const directory = spoolDirectory(home);
  const result: SpoolImportResult = {
    segments: 0,
    accepted: 0,
    duplicates: 0,
    unclaimed: 0,
    invalid: 0,
    failed: 0,
  };
  try {
    recoverAbandonedSegments(directory);
  } catch (error) {
    warn(`Could not recover crashed writers' spool segments in ${directory}: ${(error as Error).message}`);
  }
  const owners = new Map<string, KeyOwner | null>();
  for (const name of listSealedSegments(directory)) {
    try {
      if (await importSegment(store, directory, name, owners, result, warn)) result.segments++;
    } catch (error) {
      // The database is unreachable, or the disk refuses: the segment stays for the next import.
      result.failed++;
      warn(`Spool segment ${name} was not imported (will retry): ${(error as Error).message}`);
    }
  }
  return result;
}

/** Imports one segment; false when it was gone (taken by a concurrent reader). */
async function importSegment(
  store: Store,
  directory: string,
  name: string,
  owners: Map<string, KeyOwner | null>,
  result: SpoolImportResult,
  warn: (message: string) => void,
): Promise<boolean> {
  const path = join(directory, name);
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
  const { records, bad } = parseSegment(text);
  const rejected: Entry[] = bad.map((line) => ({
    reason: `line ${line.line}: ${line.reason}`,
    line: line.text,
  }));
  const byKey = new Map<string, InterceptionRecord[]>();
  for (const candidate of records) {
    const parsed = InterceptionRecordSchema.safeParse(candidate);
    if (!parsed.success || parsed.data.key_hash === undefined) {
      const reason = parsed.success
        ? "key_hash is missing"
        : parsed.error.issues
            .slice(0, 5)
            .map((issue) => `${formatPath("record", issue.path)}: ${issue.message}`)
            .join("; ");
      rejected.push({ reason, record: candidate });
      continue;
    }
    const list = byKey.get(parsed.data.key_hash) ?? [];
    list.push(candidate);
    byKey.set(parsed.data.key_hash, list);
  }
  const unclaimed: InterceptionRecord[] = [];
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
    for (const refused of ingested.rejected) {
      rejected.push({
        reason: refused.errors.map((error) => `${error.path}: ${error.message}`).join("; "),
        record: group[refused.index],
      });
    }
  }
  if (rejected.length > 0) {
    const aside = quarantine(directory, name, rejected);
    result.invalid += rejected.length;
    warn(`${rejected.length} line(s) of ${name} could not be imported; kept with the reasons in ${aside}.`);
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
  return true;
}
