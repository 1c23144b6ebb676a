/** Replay reports (issue 18, item 5): per account; every query is scoped by the account. */
import type { Kysely, Selectable } from "kysely";
import type { Database, ReplayReportsTable } from "../db/schema.js";
import type { ReplayReport } from "../replay.js";
import { iso, isUuid } from "./rows.js";
import type { NewReplayReport, StoredReplayReport } from "./types.js";

const COLUMNS = ["id", "policy_file", "since", "group", "report", "created_at"] as const;

function toReport(row: Omit<Selectable<ReplayReportsTable>, "account_id">): StoredReplayReport {
  return {
    id: row.id,
    policy_file: row.policy_file,
    since: iso(row.since),
    group: row.group,
    created_at: iso(row.created_at),
    // Written by saveReplayReport from a ReplayReport; some drivers hand jsonb back as text.
    report: (typeof row.report === "string" ? JSON.parse(row.report) : row.report) as ReplayReport,
  };
}

export async function saveReplayReport(
  db: Kysely<Database>,
  accountId: string,
  report: NewReplayReport,
): Promise<StoredReplayReport> {
  const row = await db
    .insertInto("replay_reports")
    .values({
      account_id: accountId,
      policy_file: report.policy_file,
      since: report.since,
      group: report.group,
      report: JSON.stringify(report.report),
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toReport(row);
}

export async function listReplayReports(
  db: Kysely<Database>,
  accountId: string,
  limit = 100,
): Promise<StoredReplayReport[]> {
  const rows = await db
    .selectFrom("replay_reports")
    .select(COLUMNS)
    .where("account_id", "=", accountId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map(toReport);
}

export async function getReplayReport(
  db: Kysely<Database>,
  accountId: string,
  id: string,
): Promise<StoredReplayReport | null> {
  if (!isUuid(id)) return null;
  const row = await db
    .selectFrom("replay_reports")
    .select(COLUMNS)
    .where("account_id", "=", accountId)
    .where("id", "=", id)
    .executeTakeFirst();
  return row === undefined ? null : toReport(row);
}
