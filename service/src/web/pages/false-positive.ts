/** Confirm page of a false positive: the finding, the proposed allowlist entry, where it applies. */
import type { StoredInterception } from "../../store/types.js";
import type { FeedbackProposal } from "../feedback.js";
import { rulesetLabel } from "../format.js";
import { html, type SafeHtml } from "../html.js";
import { appLayout } from "../layout.js";

export interface FalsePositiveView {
  base: string;
  email: string;
  csrfToken: string;
  item: StoredInterception;
  index: number;
  proposal: FeedbackProposal;
  /** Re-rendered after a refused submission. */
  errors?: readonly string[];
  kind?: string;
  value?: string;
}

const KIND_LABELS: Record<string, string> = {
  value: "Exactly this value",
  domain: "Every address or link of this domain",
  pattern: "A pattern matching the whole finding",
};

export function falsePositivePage(view: FalsePositiveView): SafeHtml {
  const { base, item, proposal } = view;
  const finding = item.findings[view.index]!;
  const action = `${base}/interceptions/${encodeURIComponent(item.id)}/false-positive`;
  const chosen = view.kind ?? proposal.choices[0]?.kind ?? "value";
  const value = view.value ?? proposal.choices.find((c) => c.kind === chosen)?.value ?? "";
  const errors =
    view.errors && view.errors.length > 0
      ? html`<div class="alert alert-error" role="alert" data-testid="errors">${view.errors.map((e) => html`<div>${e}</div>`)}</div>`
      : "";
  const kinds = (["domain", "value", "pattern"] as const).map(
    (k) =>
      html`<label class="choice"><input type="radio" name="kind" value="${k}"${k === chosen ? html` checked` : ""}> ${KIND_LABELS[k]}${proposal.choices
        .filter((c) => c.kind === k)
        .map((c) => html` <code data-testid="proposed-${k}">${c.value}</code>`)}</label>`,
  );
  const explanation =
    proposal.explanation === null
      ? ""
      : html`<div class="alert" role="note" data-testid="explanation">${proposal.explanation}</div>`;
  const form =
    proposal.metric === null
      ? ""
      : html`<form method="post" action="${action}"><input type="hidden" name="_csrf" value="${view.csrfToken}"><input type="hidden" name="finding" value="${String(view.index)}"><fieldset class="field"><legend>Allow</legend>${kinds}</fieldset><div class="field"><label for="fp-value">Value</label><input type="text" id="fp-value" name="value" maxlength="1000" required value="${value}"></div><div class="field"><label><input type="checkbox" name="all_groups" value="1"> For every group (not only <code>${item.group}</code>)</label></div><div class="field"><label for="fp-note">Note</label><input type="text" id="fp-note" name="note" maxlength="500" placeholder="why this is not a finding"></div><div class="inline-form"><button type="submit" class="btn btn-primary">Add to the allowlist</button><a class="btn" href="${base}/interceptions/${encodeURIComponent(item.id)}">Cancel</a></div></form>`;
  const body = html`<div class="crumbs"><a href="${base}/interceptions">Interceptions</a> / <a href="${base}/interceptions/${encodeURIComponent(item.id)}" class="mono">${item.id.slice(0, 8)}</a> / false positive</div><div class="page-head"><div><h1>Mark a false positive</h1><p class="sub">A <span class="chip">${finding.type}</span> finding of ${rulesetLabel(item.ruleset)} in group <code>${item.group}</code>. Allowed values neither trigger nor get masked by the account's <code>${proposal.metric ?? item.metric}</code> rules; apps with the remote policy pick the entry up within their TTL.</p></div></div><section class="card"><div class="card-body">${errors}${explanation}${proposal.text === null ? "" : html`<p>Matched text: <code data-testid="finding-text">${proposal.text}</code></p>`}${form}</div></section>`;
  return appLayout({
    title: "Mark a false positive",
    active: "interceptions",
    email: view.email,
    csrfToken: view.csrfToken,
    base,
    body,
  });
}
