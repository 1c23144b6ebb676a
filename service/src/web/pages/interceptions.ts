/** The interceptions list: filters (group, metric, action, time range) and cursor pagination. */
import type { StoredInterception } from "../../store/types.js";
import { html, queryString, type SafeHtml } from "../html.js";
import { ICONS } from "../icons.js";
import { appLayout } from "../layout.js";
import { RANGE_KEYS, RANGE_LABELS, type RangeKey } from "../time-series.js";
import { interceptionTable } from "./interception-table.js";
import { firstKeyCallout } from "./overview.js";

export const ACTION_FILTERS = ["BLOCK", "OVERRIDE", "MASK", "FLAG"] as const;

export interface InterceptionFilters {
  group?: string;
  metric?: string;
  action?: string;
  /** Shadow (captured for shadow rulesets alone) or enforced records; absent: all. */
  mode?: InterceptionMode;
  range: RangeKey;
}

export const MODE_FILTERS = ["enforced", "shadow"] as const;
export type InterceptionMode = (typeof MODE_FILTERS)[number];

export interface InterceptionsView {
  base: string;
  email: string;
  csrfToken: string;
  now: Date;
  filters: InterceptionFilters;
  /** Choices for the selects (the account's groups and metrics). */
  groups: readonly string[];
  metrics: readonly string[];
  items: readonly StoredInterception[];
  /** The cursor that produced this page (absent on the first page). */
  cursor?: string;
  nextCursor: string | null;
  hasKeys: boolean;
  serviceUrl: string;
}

function select(
  name: string,
  label: string,
  current: string | undefined,
  choices: readonly string[],
  all: string,
): SafeHtml {
  const values = current !== undefined && !choices.includes(current) ? [current, ...choices] : choices;
  const options = values.map(
    (v) => html`<option value="${v}"${v === current ? html` selected` : ""}>${v}</option>`,
  );
  return html`<div class="field"><label for="f-${name}">${label}</label><select id="f-${name}" name="${name}"><option value="">${all}</option>${options}</select></div>`;
}

function filterQuery(filters: InterceptionFilters): Record<string, string | undefined> {
  return {
    group: filters.group,
    metric: filters.metric,
    action: filters.action,
    mode: filters.mode,
    range: filters.range,
  };
}

export function interceptionsPage(view: InterceptionsView): SafeHtml {
  const { base, filters } = view;
  const rangeOptions = RANGE_KEYS.map(
    (r) =>
      html`<option value="${r}"${r === filters.range ? html` selected` : ""}>${RANGE_LABELS[r]}</option>`,
  );
  const filterForm = html`<form method="get" action="${base}/interceptions" class="filters" data-autosubmit>${select("group", "Group", filters.group, view.groups, "All groups")}${select("metric", "Metric", filters.metric, view.metrics, "All metrics")}${select("action", "Action", filters.action, ACTION_FILTERS, "All actions")}${select("mode", "Shadow or enforced", filters.mode, MODE_FILTERS, "All")}<div class="field"><label for="f-range">Time range</label><select id="f-range" name="range">${rangeOptions}</select></div><div class="inline-form"><button type="submit" class="btn">Apply</button><a class="btn" href="${base}/interceptions">Reset</a></div></form>`;
  const filtered =
    filters.group !== undefined ||
    filters.metric !== undefined ||
    filters.action !== undefined ||
    filters.mode !== undefined;
  let content: SafeHtml;
  if (view.items.length === 0) {
    content =
      !view.hasKeys && !filtered && view.cursor === undefined
        ? html`<div class="card-body">${firstKeyCallout(base, view.serviceUrl)}</div>`
        : html`<div class="empty"><div class="empty-icon">${ICONS.inbox}</div><h2>No interceptions match</h2><p>${filtered ? "Try another group, metric or action, or a longer time range." : `Nothing was intercepted (${RANGE_LABELS[filters.range].toLowerCase()}). Try a longer time range.`}</p></div>`;
  } else {
    const next =
      view.nextCursor === null
        ? html`<span>End of list</span>`
        : html`<a class="btn btn-sm" rel="next" href="${base}/interceptions${queryString({ ...filterQuery(filters), cursor: view.nextCursor })}">Older →</a>`;
    const first =
      view.cursor === undefined
        ? html`<span>Showing the newest ${view.items.length}</span>`
        : html`<a class="btn btn-sm" href="${base}/interceptions${queryString(filterQuery(filters))}">← Newest</a>`;
    content = html`${interceptionTable(view.items, base, view.now)}<div class="pager">${first}${next}</div>`;
  }
  const body = html`<div class="page-head"><div><h1>Interceptions</h1><p class="sub">Every request or response a ruleset acted on, newest first.</p></div></div><section class="card">${filterForm}${content}</section>`;
  return appLayout({
    title: "Interceptions",
    active: "interceptions",
    email: view.email,
    csrfToken: view.csrfToken,
    base,
    body,
  });
}
