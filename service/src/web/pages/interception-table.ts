/** The interceptions table shared by the overview (recent) and the interceptions list. */
import type { StoredInterception } from "../../store/types.js";
import { actionBadge, rulesetLabel, timeTag } from "../format.js";
import { html, type SafeHtml } from "../html.js";

function preview(item: StoredInterception): string {
  const text = item.payload?.input ?? item.payload?.output ?? item.text;
  if (text === null || text === undefined) return "";
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > 90 ? `${flat.slice(0, 89)}…` : flat;
}

function findingTypes(item: StoredInterception): SafeHtml {
  const types = [...new Set(item.findings.map((f) => f.type))];
  if (types.length === 0) return html`<span class="muted">—</span>`;
  const shown = types.slice(0, 3).map((t) => html`<span class="chip">${t}</span> `);
  return html`${shown}${types.length > 3 ? html`<span class="muted">+${types.length - 3}</span>` : ""}`;
}

export function interceptionTable(items: readonly StoredInterception[], base: string, now: Date): SafeHtml {
  const rows = items.map(
    (item) =>
      html`<tr><td>${timeTag(item.created_at, now)}</td><td>${actionBadge(item.action)}${item.shadow === true ? html` <span class="chip" data-testid="shadow" title="Captured for a shadow ruleset: nothing was applied">shadow</span>` : ""}</td><td><a class="row-link" href="${base}/interceptions/${encodeURIComponent(item.id)}">${rulesetLabel(item.ruleset)}</a><div class="muted">${item.metric}</div></td><td><span class="chip">${item.group}</span></td><td>${findingTypes(item)}</td><td class="truncate muted" title="${preview(item)}">${preview(item)}</td></tr>`,
  );
  return html`<div class="table-wrap"><table><thead><tr><th>When</th><th>Action</th><th>Rule</th><th>Group</th><th>Findings</th><th>Captured text</th></tr></thead><tbody>${rows}</tbody></table></div>`;
}
