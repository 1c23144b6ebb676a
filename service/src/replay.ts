/**
 * Replay (issue 18, item 5): run a draft policy over an account's stored interceptions whose text was
 * captured in full and report what would change — newly triggered, no longer triggered, action changes, per
 * ruleset and metric. Rows are read page by page (keyset pagination, 200 at a time), never the whole table.
 * Redacted captures cannot be replayed: their text had each finding replaced by a placeholder before it left
 * the app, so the draft would run on `[EMAIL]` instead of the address and report nothing meaningful.
 */
import { createServiceKey, Guard } from "content-shield/internal";

type GuardOptions = ConstructorParameters<typeof Guard>[0];

import type { Store, StoredInterception } from "./store/types.js";

const PAGE = 200;

export interface ReplayCounts {
  newly_triggered: number;
  no_longer_triggered: number;
}

export interface ReplayReport {
  /** Interceptions read in the window (after the group filter). */
  scanned: number;
  /** Of those, replayed (captured with `capture: "full"`). */
  replayed: number;
  /** Skipped: captured `redacted` or `none` (no original text to replay). */
  skipped_redacted: number;
  /** Replayed interceptions whose draft outcome differs from the stored one (any ruleset, metric or action). */
  changed: number;
  /** Per ruleset (name, or `#index`): records where it triggers under the draft but did not, and the reverse. */
  by_ruleset: Record<string, ReplayCounts>;
  /** Per metric of the triggered (enforced) verdicts, the same. */
  by_metric: Record<string, ReplayCounts>;
  /** `"FROM→TO"` (NONE when nothing applies) to the number of replayed records whose applied action changes. */
  action_changes: Record<string, number>;
}

export interface ReplayOptions {
  /** The draft: the Guard's options (rulesets, config). Capture is turned off for the replay. */
  policy: GuardOptions;
  since: Date;
  group?: string | undefined;
  /** Called after each page with the counts so far (the CLI prints progress on stderr). */
  onProgress?: (report: Readonly<ReplayReport>) => void;
}

const label = (ruleset: string | number): string => (typeof ruleset === "number" ? `#${ruleset}` : ruleset);

function bump(map: Record<string, ReplayCounts>, key: string, field: keyof ReplayCounts): void {
  const counts = map[key] ?? { newly_triggered: 0, no_longer_triggered: 0 };
  counts[field] += 1;
  map[key] = counts;
}

/** Adds the set difference both ways; true when the sets differ. */
function diff(
  before: ReadonlySet<string>,
  after: ReadonlySet<string>,
  map: Record<string, ReplayCounts>,
): boolean {
  let differs = false;
  for (const key of after) {
    if (before.has(key)) continue;
    bump(map, key, "newly_triggered");
    differs = true;
  }
  for (const key of before) {
    if (after.has(key)) continue;
    bump(map, key, "no_longer_triggered");
    differs = true;
  }
  return differs;
}

function storedPayload(item: StoredInterception): { input?: string; output?: string } | null {
  if (item.capture !== "full" || item.payload === null || item.payload === undefined) return null;
  const payload: { input?: string; output?: string } = {};
  if (typeof item.payload.input === "string") payload.input = item.payload.input;
  if (typeof item.payload.output === "string") payload.output = item.payload.output;
  return payload.input === undefined && payload.output === undefined ? null : payload;
}

export async function replay(store: Store, accountId: string, options: ReplayOptions): Promise<ReplayReport> {
  // No capture (a replay is not traffic) and no remote policy (the draft is what is tried).
  const { policy: _remote, ...draft } = options.policy;
  // The Guard wants a well-formed service key; with capture off nothing is ever sent with this one.
  const guard = new Guard({
    ...draft,
    config: { service_key: createServiceKey(), ...draft.config, capture: false },
    sink: null,
  });
  const report: ReplayReport = {
    scanned: 0,
    replayed: 0,
    skipped_redacted: 0,
    changed: 0,
    by_ruleset: {},
    by_metric: {},
    action_changes: {},
  };
  let cursor: string | undefined;
  do {
    const page = await store.listInterceptions(accountId, {
      from: options.since,
      group: options.group,
      limit: PAGE,
      cursor,
    });
    for (const item of page.items) {
      report.scanned += 1;
      const payload = storedPayload(item);
      if (payload === null) {
        report.skipped_redacted += 1;
        continue;
      }
      report.replayed += 1;
      const result = await guard.check({ payload });
      // A shadow-only record applied nothing; the draft's own shadow rulesets are not applied either.
      const storedRulesets = new Set(item.shadow === true ? [] : item.triggered_rulesets.map(label));
      const draftRulesets = new Set(result.triggered_rulesets.map(label));
      const storedMetrics = new Set(
        item.verdicts.filter((v) => v.triggered && v.shadow !== true).map((v) => v.metric),
      );
      const draftMetrics = new Set(
        result.verdicts.filter((v) => v.triggered && v.shadow !== true).map((v) => v.metric),
      );
      const before = item.shadow === true ? "NONE" : item.action;
      const after = result.action ?? "NONE";
      let changed = diff(storedRulesets, draftRulesets, report.by_ruleset);
      changed = diff(storedMetrics, draftMetrics, report.by_metric) || changed;
      if (before !== after) {
        const key = `${before}→${after}`;
        report.action_changes[key] = (report.action_changes[key] ?? 0) + 1;
        changed = true;
      }
      if (changed) report.changed += 1;
    }
    options.onProgress?.(report);
    cursor = page.next_cursor ?? undefined;
  } while (cursor !== undefined);
  return report;
}

/** The report as text for a terminal. */
export function formatReplay(report: ReplayReport): string {
  const lines = [
    `Replayed ${report.replayed} of ${report.scanned} interceptions (${report.skipped_redacted} skipped: not captured in full, cannot be replayed); ${report.changed} would change.`,
  ];
  const table = (title: string, map: Record<string, ReplayCounts>): void => {
    const keys = Object.keys(map).sort();
    if (keys.length === 0) return;
    lines.push(`${title}:`);
    for (const key of keys) {
      const c = map[key]!;
      lines.push(
        `  ${key}: +${c.newly_triggered} newly triggered, -${c.no_longer_triggered} no longer triggered`,
      );
    }
  };
  table("By ruleset", report.by_ruleset);
  table("By metric", report.by_metric);
  const actions = Object.keys(report.action_changes).sort();
  if (actions.length > 0) {
    lines.push("Action changes:");
    for (const key of actions) lines.push(`  ${key}: ${report.action_changes[key]}`);
  }
  return `${lines.join("\n")}\n`;
}
