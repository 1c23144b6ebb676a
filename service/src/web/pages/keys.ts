/** API keys: create (the secret is shown once, on the response to the create form), list, revoke. */
import type { ApiKeyRecord, CreatedApiKey } from "../../store/types.js";
import { timeTag } from "../format.js";
import { html, type SafeHtml } from "../html.js";
import { ICONS } from "../icons.js";
import { appLayout } from "../layout.js";
import { usageSnippet } from "./snippet.js";

export interface KeysView {
  base: string;
  email: string;
  csrfToken: string;
  now: Date;
  keys: readonly ApiKeyRecord[];
  /** Only on the response to a successful create: the secret, shown this once. */
  created?: CreatedApiKey;
  notice?: string;
  /** Validation error for the name field (the form is re-rendered with `name`). */
  error?: string;
  name?: string;
  serviceUrl: string;
}

export const KEY_NAME_MAX_LENGTH = 100;

/** Validates a key name; returns an error message or null. */
export function validateKeyName(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === "") return "Give the key a name, e.g. the app or environment that will use it.";
  if (trimmed.length > KEY_NAME_MAX_LENGTH)
    return `Use at most ${KEY_NAME_MAX_LENGTH} characters for the name (got ${trimmed.length}).`;
  return null;
}

function createdPanel(view: KeysView, created: CreatedApiKey): SafeHtml {
  return html`<section class="card new-key" aria-live="polite"><div class="card-head"><h2>Your new key “${created.record.name}”</h2><span class="hint">shown only once</span></div><div class="card-body"><div class="alert alert-success">Copy this key now and store it somewhere safe. Content Shield keeps only a hash of it, so it cannot be shown again.</div><div class="secret-box"><code id="new-key-secret" data-testid="new-key">${created.key}</code><button type="button" class="copy" data-copy-target="new-key-secret">Copy</button></div><p class="muted">Use it from your app:</p>${usageSnippet({ serviceUrl: view.serviceUrl, key: created.key, id: "snippet-new-key" })}</div></section>`;
}

function createForm(view: KeysView): SafeHtml {
  return html`<section class="card" id="create"><div class="card-head"><h2>Create a key</h2><span class="hint">one key per app or environment</span></div><div class="card-body"><form method="post" action="${view.base}/keys" class="inline-form"><input type="hidden" name="_csrf" value="${view.csrfToken}"><div class="field${view.error ? " field-error" : ""}"><label for="key-name">Name</label><input type="text" id="key-name" name="name" maxlength="${KEY_NAME_MAX_LENGTH}" placeholder="e.g. checkout-bot production" required value="${view.name ?? ""}"${view.error ? html` aria-invalid="true" aria-describedby="key-name-error"` : ""}>${view.error ? html`<div class="error-text" id="key-name-error">${view.error}</div>` : ""}</div><button type="submit" class="btn btn-primary">${ICONS.plus}Create key</button></form></div></section>`;
}

function keysTable(view: KeysView): SafeHtml {
  if (view.keys.length === 0) {
    return html`<div class="empty"><div class="empty-icon">${ICONS.key}</div><h2>No API keys yet</h2><p>Create your first key above, then add the middleware to your app:</p><div class="snippet-wrap">${usageSnippet({ serviceUrl: view.serviceUrl, id: "snippet-empty" })}</div></div>`;
  }
  const rows = view.keys.map((key) => {
    const status =
      key.revoked_at === null
        ? html`<span class="badge badge-flag">Active</span>`
        : html`<span class="badge badge-revoked" title="Revoked ${key.revoked_at}">Revoked</span>`;
    const action =
      key.revoked_at === null
        ? html`<form method="post" action="${view.base}/keys/${encodeURIComponent(key.id)}/revoke" class="inline" data-confirm="Revoke “${key.name}”? Apps using it will get 401 at once."><input type="hidden" name="_csrf" value="${view.csrfToken}"><button type="submit" class="btn btn-sm btn-danger">Revoke</button></form>`
        : html`<span class="muted">Revoked ${timeTag(key.revoked_at, view.now)}</span>`;
    return html`<tr data-key-id="${key.id}"><td><strong>${key.name}</strong></td><td><code class="chip">${key.prefix}…</code></td><td>${timeTag(key.created_at, view.now)}</td><td>${key.last_used_at === null ? html`<span class="muted">Never</span>` : timeTag(key.last_used_at, view.now)}</td><td>${status}</td><td class="num">${action}</td></tr>`;
  });
  return html`<div class="table-wrap"><table><thead><tr><th>Name</th><th>Key</th><th>Created</th><th>Last used</th><th>Status</th><th></th></tr></thead><tbody>${rows}</tbody></table></div>`;
}

export function keysPage(view: KeysView): SafeHtml {
  const active = view.keys.filter((k) => k.revoked_at === null).length;
  const body = html`<div class="page-head"><div><h1>API keys</h1><p class="sub">Service keys let your apps send interceptions. Keys are stored only as hashes; revoking one takes effect at once.</p></div></div><div class="stack">${view.notice ? html`<div class="alert alert-success" role="status">${view.notice}</div>` : ""}${view.created ? createdPanel(view, view.created) : ""}${createForm(view)}<section class="card"><div class="card-head"><h2>Your keys</h2><span class="hint">${active} active</span></div>${keysTable(view)}</section></div>`;
  return appLayout({
    title: "API keys",
    active: "keys",
    email: view.email,
    csrfToken: view.csrfToken,
    base: view.base,
    body,
  });
}
