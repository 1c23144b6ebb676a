/** Page shells: the signed-in app layout (sidebar + main) and the centered sign-in/sign-up layout. */

import { DASHBOARD_JS_VERSION } from "./client-script.js";
import { html, type SafeHtml } from "./html.js";
import { ICONS } from "./icons.js";
import { DASHBOARD_CSS_VERSION } from "./styles.js";

/** The shield mark as an SVG data URI (allowed by the CSP's `img-src data:`), so there is no /favicon.ico 404. */
const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="6" fill="#4f46e5"/><path d="M12 4.5l5.5 2.3v3.9c0 3.5-2.3 6.4-5.5 7.8-3.2-1.4-5.5-4.3-5.5-7.8V6.8z" fill="none" stroke="#fff" stroke-width="1.8" stroke-linejoin="round"/></svg>',
)}`;

export type NavItem = "overview" | "interceptions" | "keys" | "replays";

export interface AppLayoutView {
  title: string;
  active: NavItem;
  email: string;
  csrfToken: string;
  /** Prefix under which the dashboard router is mounted ("" at the root). */
  base: string;
  body: SafeHtml;
}

function head(title: string, base: string): SafeHtml {
  return html`<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light"><title>${title} · Content Shield</title><link rel="icon" href="${FAVICON}"><link rel="stylesheet" href="${base}/static/app.css?v=${DASHBOARD_CSS_VERSION}"><script src="${base}/static/app.js?v=${DASHBOARD_JS_VERSION}" defer></script>`;
}

function navLink(
  base: string,
  path: string,
  item: NavItem,
  active: NavItem,
  label: string,
  icon: SafeHtml,
): SafeHtml {
  return html`<a href="${base}${path}"${item === active ? html` aria-current="page"` : ""}>${icon}<span>${label}</span></a>`;
}

/** The signed-in page: sidebar with navigation, account and sign-out, then the page body. */
export function appLayout(view: AppLayoutView): SafeHtml {
  const { base, active } = view;
  return html`<!doctype html><html lang="en"><head>${head(view.title, base)}</head><body><div class="shell"><aside class="sidebar"><a class="brand" href="${base}/"><span class="brand-mark">${ICONS.shield}</span>Content Shield</a><nav class="nav" aria-label="Main">${navLink(base, "/", "overview", active, "Overview", ICONS.overview)}${navLink(base, "/interceptions", "interceptions", active, "Interceptions", ICONS.list)}${navLink(base, "/replays", "replays", active, "Replays", ICONS.replay)}${navLink(base, "/keys", "keys", active, "API keys", ICONS.key)}</nav><div class="sidebar-foot"><div class="who" title="${view.email}">${view.email}</div><form method="post" action="${base}/signout" class="inline"><input type="hidden" name="_csrf" value="${view.csrfToken}"><button type="submit" class="link-button">Sign out</button></form></div></aside><main class="main">${view.body}</main></div></body></html>`;
}

export interface AuthLayoutView {
  title: string;
  base: string;
  body: SafeHtml;
}

/** The centered card used by sign-in and sign-up. */
export function authLayout(view: AuthLayoutView): SafeHtml {
  return html`<!doctype html><html lang="en"><head>${head(view.title, view.base)}</head><body><div class="auth"><div class="card auth-card"><div class="auth-brand"><span class="brand-mark">${ICONS.shield}</span>Content Shield</div>${view.body}</div></div></body></html>`;
}

/** A simple message page (404, 403) inside whichever layout fits. */
export function messageBody(heading: string, message: string, linkHref: string, linkText: string): SafeHtml {
  return html`<div class="card"><div class="empty"><h2>${heading}</h2><p>${message}</p><a class="btn" href="${linkHref}">${linkText}</a></div></div>`;
}
