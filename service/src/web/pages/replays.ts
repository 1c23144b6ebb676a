/** Replays (issue 18, item 5): the reports saved by `content-shield replay`, and what each draft would change. */
import type { ReplayCounts } from "../../replay.js";
import type { StoredReplayReport } from "../../store/types.js";
import { formatDateTime, formatNumber, timeTag } from "../format.js";
import { html, type SafeHtml } from "../html.js";
import { ICONS } from "../icons.js";
import { appLayout } from "../layout.js";

interface PageBase {
  base: string;
  email: string;
  csrfToken: string;
  now: Date;
}

export interface ReplaysView extends PageBase {
  reports: readonly StoredReplayReport[];
}

export interface ReplayDetailView extends PageBase {
  item: StoredReplayReport;
}

function page(view: PageBase, title: string, body: SafeHtml): SafeHtml {
  return appLayout({
    title,
    active: "replays",
    email: view.email,
    csrfToken: view.csrfToken,
    base: view.base,
    body,
  });
}

const groupLabel = (group: string | null): SafeHtml | string =>
  group === null ? html`<span class="muted">all groups</span>` : group;

function reportsTable(view: ReplaysView): SafeHtml {
  if (view.reports.length === 0) {
    return html`<div class="empty"><div class="empty-icon">${ICONS.replay}</div><h2>No replays yet</h2><p>Try a draft policy on the traffic you captured in full, then its report shows up here:</p><pre class="textblock"><code>content-shield replay --email ${view.email} --policy draft.json --since 7d</code></pre></div>`;
  }
  const rows = view.reports.map((item) => {
    const r = item.report;
    return html`<tr data-replay-id="${item.id}"><td><a href="${view.base}/replays/${encodeURIComponent(item.id)}">${timeTag(item.created_at, view.now)}</a></td><td><code class="chip">${item.policy_file}</code></td><td>${formatDateTime(item.since)}</td><td>${groupLabel(item.group)}</td><td class="num">${formatNumber(r.replayed)} / ${formatNumber(r.scanned)}</td><td class="num"><strong>${formatNumber(r.changed)}</strong></td></tr>`;
  });
  return html`<div class="table-wrap"><table><thead><tr><th>Run</th><th>Policy</th><th>Since</th><th>Group</th><th class="num">Replayed / read</th><th class="num">Would change</th></tr></thead><tbody>${rows}</tbody></table></div>`;
}

export function replaysPage(view: ReplaysView): SafeHtml {
  const body = html`<div class="page-head"><div><h1>Replays</h1><p class="sub">Draft policies run with <code>content-shield replay</code> over stored interceptions captured in full, and what they would change. Redacted captures cannot be replayed.</p></div></div><div class="stack"><section class="card"><div class="card-head"><h2>Reports</h2><span class="hint">newest first</span></div>${reportsTable(view)}</section></div>`;
  return page(view, "Replays", body);
}

function countsTable(title: string, keyTitle: string, map: Record<string, ReplayCounts>): SafeHtml {
  const keys = Object.keys(map).sort();
  const content =
    keys.length === 0
      ? html`<div class="card-body"><p class="muted">No change.</p></div>`
      : html`<div class="table-wrap"><table><thead><tr><th>${keyTitle}</th><th class="num">Newly triggered</th><th class="num">No longer triggered</th></tr></thead><tbody>${keys.map(
          (key) => {
            const c = map[key]!;
            return html`<tr><td><strong>${key}</strong></td><td class="num">+${formatNumber(c.newly_triggered)}</td><td class="num">−${formatNumber(c.no_longer_triggered)}</td></tr>`;
          },
        )}</tbody></table></div>`;
  return html`<section class="card"><div class="card-head"><h2>${title}</h2><span class="hint">${keys.length}</span></div>${content}</section>`;
}

function actionsTable(changes: Record<string, number>): SafeHtml {
  const keys = Object.keys(changes).sort();
  const content =
    keys.length === 0
      ? html`<div class="card-body"><p class="muted">No action changes.</p></div>`
      : html`<div class="table-wrap"><table><thead><tr><th>From → to</th><th class="num">Interceptions</th></tr></thead><tbody>${keys.map(
          (key) =>
            html`<tr><td><strong>${key}</strong></td><td class="num">${formatNumber(changes[key]!)}</td></tr>`,
        )}</tbody></table></div>`;
  return html`<section class="card"><div class="card-head"><h2>Action changes</h2><span class="hint">${keys.length}</span></div>${content}</section>`;
}

export function replayDetailPage(view: ReplayDetailView): SafeHtml {
  const { item, base } = view;
  const r = item.report;
  const summary = html`<dl class="kv"><dt>Policy</dt><dd><code class="chip">${item.policy_file}</code></dd><dt>Since</dt><dd>${formatDateTime(item.since)}</dd><dt>Group</dt><dd>${groupLabel(item.group)}</dd><dt>Read</dt><dd>${formatNumber(r.scanned)}</dd><dt>Replayed</dt><dd>${formatNumber(r.replayed)}</dd><dt>Skipped</dt><dd>${formatNumber(r.skipped_redacted)} <span class="muted">not captured in full</span></dd><dt>Would change</dt><dd data-testid="replay-changed"><strong>${formatNumber(r.changed)}</strong></dd></dl>`;
  const body = html`<div class="crumbs"><a href="${base}/replays">Replays</a> / <span class="mono">${item.id.slice(0, 8)}</span></div><div class="page-head"><div><h1>Replay of ${item.policy_file}</h1><p class="sub">Run ${timeTag(item.created_at, view.now)}</p></div></div><div class="stack"><section class="card"><div class="card-head"><h2>Summary</h2></div><div class="card-body">${summary}</div></section>${countsTable("By ruleset", "Ruleset", r.by_ruleset)}${countsTable("By metric", "Metric", r.by_metric)}${actionsTable(r.action_changes)}</div>`;
  return page(view, `Replay ${item.policy_file}`, body);
}
