/** One interception: summary, the deciding rule, the captured text with findings highlighted, verdicts. */
import type { StoredInterception } from "../../store/types.js";
import { actionBadge, formatDateTime, rulesetLabel, scoreBar, timeTag } from "../format.js";
import { highlightCaptured } from "../highlight.js";
import { html, type SafeHtml } from "../html.js";
import { appLayout } from "../layout.js";

export interface InterceptionDetailView {
  base: string;
  email: string;
  csrfToken: string;
  now: Date;
  item: StoredInterception;
  /** Name of the key that sent it, when known. */
  keyName: string | null;
  /** After a false positive was confirmed: true when added, false when the allowlist already had it. */
  allowlisted?: boolean | undefined;
}

const CAPTURE_NOTES: Record<string, string> = {
  redacted: "Redacted: each finding was replaced by a placeholder before the text left your app.",
  full: "Full text: captured as sent (capture: full).",
  none: "Not captured (capture: none): only the verdicts were recorded.",
};

function ruleText(rule: StoredInterception["rule"]): string {
  const parts = [rule.metric, rule.operator ?? "contains"];
  if (rule.value !== undefined) parts.push(JSON.stringify(rule.value));
  if (rule.target !== undefined) parts.push(`on ${rule.target}`);
  if (rule.engine !== undefined) parts.push(`(${rule.engine})`);
  return parts.join(" ");
}

function textBlock(label: string, text: string | undefined | null, body: SafeHtml | null): SafeHtml {
  if (text === undefined || text === null) return html``;
  return html`<div class="text-section"><h3>${label}</h3><pre class="textblock">${body ?? text}</pre></div>`;
}

function capturedText(item: StoredInterception): SafeHtml {
  if (item.capture === "none" || item.payload === null) {
    return html`<p class="muted">${CAPTURE_NOTES.none}</p>`;
  }
  const input = item.payload.input;
  const output = item.payload.output;
  return html`<p class="muted">${CAPTURE_NOTES[item.capture] ?? ""}</p>${textBlock("Input", input, input === undefined ? null : highlightCaptured(input, item.findings, "input", item.capture))}${textBlock("Output", output, output === undefined ? null : highlightCaptured(output, item.findings, "output", item.capture))}${textBlock(item.action === "BLOCK" ? "Blocked text" : "Shown to the user", item.text, null)}`;
}

/**
 * Where a finding was: its body path and role when the capturing adapter said (`messages[3].content · tool`),
 * else the context's index (`context 2`), else the text it was in (`input`, `output`).
 */
export function findingPlace(finding: StoredInterception["findings"][number]): string {
  const where =
    finding.location ??
    (finding.target === "contexts" && finding.context_index !== undefined
      ? `context ${finding.context_index}`
      : finding.target);
  return finding.role === undefined ? where : `${where} · ${finding.role}`;
}

function findingsTable(item: StoredInterception, base: string): SafeHtml {
  if (item.findings.length === 0)
    return html`<div class="card-body muted">No span-level findings (the rule decided on a score or a count).</div>`;
  const rows = item.findings.map(
    (f, index) =>
      html`<tr><td><span class="chip">${f.type}</span></td><td class="mono">${findingPlace(f)}</td><td class="mono">${f.start}–${f.end}</td><td>${scoreBar(f.score)}</td><td class="mono">${f.text ?? html`<span class="muted">redacted</span>`}</td><td><a class="btn btn-sm" data-testid="false-positive" href="${base}/interceptions/${encodeURIComponent(item.id)}/false-positive?finding=${String(index)}">False positive…</a></td></tr>`,
  );
  return html`<div class="table-wrap"><table><thead><tr><th>Type</th><th>Where</th><th>Offsets</th><th>Score</th><th>Matched text</th><th></th></tr></thead><tbody>${rows}</tbody></table></div>`;
}

function verdictsTable(item: StoredInterception): SafeHtml {
  if (item.verdicts.length === 0) return html`<div class="card-body muted">No verdicts recorded.</div>`;
  const rows = item.verdicts.map(
    (v) =>
      html`<tr><td><span class="chip">${v.metric}</span></td><td>${v.target}</td><td>${v.triggered ? html`<span class="yes">Triggered</span>` : html`<span class="no">Passed</span>`}</td><td>${scoreBar(v.score)}</td><td>${v.labels.length === 0 ? html`<span class="muted">—</span>` : v.labels.map((l) => html`<span class="chip">${l}</span> `)}</td><td class="muted">${v.detail ?? ""}</td></tr>`,
  );
  return html`<div class="table-wrap"><table><thead><tr><th>Metric</th><th>Target</th><th>Result</th><th>Score</th><th>Labels</th><th>Detail</th></tr></thead><tbody>${rows}</tbody></table></div>`;
}

export function interceptionDetailPage(view: InterceptionDetailView): SafeHtml {
  const { item, base } = view;
  const triggered = item.triggered_rulesets.map((r) => html`<span class="chip">${rulesetLabel(r)}</span> `);
  const summary = html`<dl class="kv"><dt>Action</dt><dd>${actionBadge(item.action)}</dd><dt>Ruleset</dt><dd>${rulesetLabel(item.ruleset)}</dd><dt>Deciding rule</dt><dd><code class="chip">${ruleText(item.rule)}</code></dd><dt>Triggered rulesets</dt><dd>${triggered}</dd><dt>Group</dt><dd><span class="chip">${item.group}</span></dd><dt>When</dt><dd>${formatDateTime(item.created_at)} <span class="muted">(${timeTag(item.created_at, view.now)})</span></dd><dt>Received</dt><dd>${formatDateTime(item.received_at)}</dd><dt>Shield latency</dt><dd>${item.latency_ms.toFixed(2)} ms</dd><dt>API key</dt><dd>${view.keyName ?? html`<span class="muted">unknown</span>`}</dd><dt>Capture</dt><dd>${item.capture}</dd><dt>Interception id</dt><dd class="mono">${item.id}</dd></dl>`;
  const body = html`<div class="crumbs"><a href="${base}/interceptions">Interceptions</a> / <span class="mono">${item.id.slice(0, 8)}</span></div><div class="page-head"><div><h1>${rulesetLabel(item.ruleset)} ${actionBadge(item.action)}</h1><p class="sub">${item.metric} rule in group ${item.group}, ${timeTag(item.created_at, view.now)}</p></div></div><div class="stack">${view.allowlisted === undefined ? "" : html`<div class="alert alert-success" role="status" data-testid="allowlisted">${view.allowlisted ? "Added to the allowlist. Apps with the remote policy apply it within their TTL; POST /v1/shield at once." : "The allowlist already had this entry."}</div>`}<div class="grid grid-2 detail-grid"><section class="card"><div class="card-head"><h2>Summary</h2></div><div class="card-body">${summary}</div></section><section class="card"><div class="card-head"><h2>Captured text</h2><span class="hint">findings highlighted</span></div><div class="card-body">${capturedText(item)}</div></section></div><section class="card"><div class="card-head"><h2>Findings</h2><span class="hint">${item.findings.length}</span></div>${findingsTable(item, base)}</section><section class="card"><div class="card-head"><h2>Verdicts</h2><span class="hint">one per evaluated rule</span></div>${verdictsTable(item)}</section></div>`;
  return appLayout({
    title: `Interception ${item.id.slice(0, 8)}`,
    active: "interceptions",
    email: view.email,
    csrfToken: view.csrfToken,
    base,
    body,
  });
}
