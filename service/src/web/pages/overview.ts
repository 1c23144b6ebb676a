/** The overview page: headline numbers, interceptions over time by metric, top rules, top groups, recent. */
import type { ShadowRulesetSummary, Stats, StoredInterception } from "../../store/types.js";
import { horizontalBarChart, seriesColor, stackedBarChart } from "../charts.js";
import { formatNumber, rulesetLabel } from "../format.js";
import { html, queryString, type SafeHtml } from "../html.js";
import { ICONS } from "../icons.js";
import { appLayout } from "../layout.js";
import { RANGE_LABELS, type RangeKey, type TimeSeriesChart } from "../time-series.js";
import { interceptionTable } from "./interception-table.js";
import { usageSnippet } from "./snippet.js";

export const OVERVIEW_RANGES = ["24h", "7d", "30d"] as const satisfies readonly RangeKey[];
export type OverviewRange = (typeof OVERVIEW_RANGES)[number];

export interface OverviewView {
  base: string;
  email: string;
  csrfToken: string;
  now: Date;
  range: OverviewRange;
  stats: Stats;
  chart: TimeSeriesChart;
  activeKeys: number;
  recent: readonly StoredInterception[];
  serviceUrl: string;
  /** Interceptions the apps' capture bound dropped before delivery, as reported in the range. */
  dropped: number;
  /** Per shadow ruleset that triggered in the range (empty: no shadow card). */
  shadow?: readonly ShadowRulesetSummary[] | undefined;
}

function percent(part: number, whole: number): string {
  return whole === 0 ? "0%" : `${Math.round((part / whole) * 100)}%`;
}

/** Per shadow ruleset: interceptions, how many it would have changed, by metric. */
function shadowCard(view: OverviewView, range: string): SafeHtml {
  const rows = (view.shadow ?? []).map((s) => {
    const metrics = s.by_metric.map(
      (m) =>
        html`<li data-metric="${m.metric}"><span class="chip">${m.metric}</span> ${formatNumber(m.interceptions)} · would have changed ${formatNumber(m.changed)}</li>`,
    );
    return html`<tr data-shadow-ruleset="${rulesetLabel(s.ruleset)}"><td>${rulesetLabel(s.ruleset)}</td><td class="num">${formatNumber(s.interceptions)}</td><td class="num" data-testid="changed">${formatNumber(s.changed)} <span class="muted">(${percent(s.changed, s.interceptions)})</span></td><td><ul class="plain">${metrics}</ul></td></tr>`;
  });
  return card(
    "Shadow rulesets",
    html`<a href="${view.base}/interceptions${queryString({ mode: "shadow", range: view.range })}">Shadow interceptions →</a>`,
    html`<div class="card-body"><p class="muted">Rulesets in <code>mode: "shadow"</code> are evaluated and captured, never applied. "Would have changed": enforcing it would have applied another action or shown another text, ${range}.</p></div><div class="table-wrap" data-testid="shadow-rulesets"><table><thead><tr><th>Shadow ruleset</th><th>Interceptions</th><th>Would have changed</th><th>By metric</th></tr></thead><tbody>${rows}</tbody></table></div>`,
  );
}

function countOf(stats: Stats, action: string): number {
  return stats.by_action.find((c) => c.key === action)?.count ?? 0;
}

function statCard(label: string, value: string, note: string): SafeHtml {
  return html`<div class="card stat"><div class="label">${label}</div><div class="value">${value}</div><div class="note">${note}</div></div>`;
}

function card(title: string, hint: SafeHtml | string, body: SafeHtml): SafeHtml {
  const aside = typeof hint === "string" ? html`<span class="hint">${hint}</span>` : hint;
  return html`<section class="card"><div class="card-head"><h2>${title}</h2>${aside}</div>${body}</section>`;
}

function rangeTabs(view: OverviewView): SafeHtml {
  const options = OVERVIEW_RANGES.map(
    (r) => html`<option value="${r}"${r === view.range ? html` selected` : ""}>${RANGE_LABELS[r]}</option>`,
  );
  return html`<form method="get" action="${view.base}/" class="inline-form" data-autosubmit><div class="field"><label for="range" class="sr">Time range</label><select id="range" name="range">${options}</select></div><noscript><button class="btn" type="submit">Apply</button></noscript></form>`;
}

/** Onboarding card when the account has no active key yet. */
export function firstKeyCallout(base: string, serviceUrl: string): SafeHtml {
  return html`<div class="card"><div class="empty"><div class="empty-icon">${ICONS.key}</div><h2>Create your first API key</h2><p>Your apps send interceptions to Content Shield with a service key. Create one, put it in your app's environment, and add the middleware in front of your LLM route.</p><a class="btn btn-primary" href="${base}/keys#create">${ICONS.plus}Create your first key</a><div class="snippet-wrap">${usageSnippet({ serviceUrl, id: "snippet-onboarding" })}</div></div></div>`;
}

/** A warning when the apps reported interceptions their spool bound dropped: they are not in these counts. */
function droppedNotice(dropped: number, range: string): SafeHtml | string {
  if (dropped <= 0) return "";
  const noun = dropped === 1 ? "interception" : "interceptions";
  return html`<div class="card" role="status" data-testid="dropped"><div class="card-body"><strong>${formatNumber(dropped)} ${noun} dropped by the capture bound</strong> ${range}: an app's local spool reached <code>capture_max_bytes</code> or <code>capture_max_age</code> before they could be delivered, so they are not counted here. Check that the app reaches this service (<code>CONTENT_SHIELD_URL</code>), or raise the bound.</div></div>`;
}

export function overviewPage(view: OverviewView): SafeHtml {
  const { stats, base } = view;
  const range = RANGE_LABELS[view.range].toLowerCase();
  const modified = countOf(stats, "OVERRIDE") + countOf(stats, "MASK");
  const rules = stats.by_rule.map((r) => ({
    label: `${r.ruleset} · ${r.metric}`,
    value: r.count,
    color: seriesColor(r.metric),
    href: `${base}/interceptions${queryString({ metric: r.metric, range: view.range })}`,
  }));
  const groups = stats.by_group.map((g) => ({
    label: g.key,
    value: g.count,
    color: "#4f46e5",
    href: `${base}/interceptions${queryString({ group: g.key, range: view.range })}`,
  }));
  const recent =
    view.recent.length === 0
      ? html`<div class="empty"><div class="empty-icon">${ICONS.inbox}</div><h2>No interceptions ${range}</h2><p>When a ruleset triggers in one of your apps, the interception shows up here within seconds.</p></div>`
      : interceptionTable(view.recent, base, view.now);
  const cards = html`<div class="grid grid-4">${statCard("Interceptions", formatNumber(stats.total), range)}${statCard("Blocked", formatNumber(countOf(stats, "BLOCK")), "requests stopped")}${statCard("Overridden or masked", formatNumber(modified), "responses rewritten")}${statCard("Active API keys", formatNumber(view.activeKeys), "can send interceptions")}</div>`;
  const overTime = card(
    "Interceptions over time",
    "by metric",
    html`<div class="card-body">${stackedBarChart({ title: "Interceptions over time by metric", buckets: view.chart.buckets, series: view.chart.series, emptyMessage: `No interceptions ${range}.` })}</div>`,
  );
  const topRules = card(
    "Top rules",
    "ruleset · metric",
    html`<div class="card-body">${horizontalBarChart({ title: "Top rules", items: rules, emptyMessage: "No rule has triggered yet." })}</div>`,
  );
  const topGroups = card(
    "Top groups",
    "config.group",
    html`<div class="card-body">${horizontalBarChart({ title: "Top groups", items: groups, emptyMessage: "No group has interceptions yet." })}</div>`,
  );
  const recentCard = card(
    "Recent interceptions",
    html`<a href="${base}/interceptions${queryString({ range: view.range })}">View all →</a>`,
    recent,
  );
  const body = html`<div class="page-head"><div><h1>Overview</h1><p class="sub">What your guardrails caught, ${range}.</p></div>${rangeTabs(view)}</div><div class="stack">${view.activeKeys === 0 ? firstKeyCallout(base, view.serviceUrl) : ""}${droppedNotice(view.dropped, range)}${cards}${overTime}<div class="grid grid-2">${topRules}${topGroups}</div>${(view.shadow ?? []).length > 0 ? shadowCard(view, range) : ""}${recentCard}</div>`;
  return appLayout({
    title: "Overview",
    active: "overview",
    email: view.email,
    csrfToken: view.csrfToken,
    base,
    body,
  });
}
