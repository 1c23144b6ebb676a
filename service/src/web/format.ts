/** Small formatting helpers shared by the dashboard pages. */
import { html, type SafeHtml } from "./html.js";

const ACTION_CLASSES: Record<string, string> = {
  BLOCK: "badge-block",
  OVERRIDE: "badge-override",
  MASK: "badge-mask",
  FLAG: "badge-flag",
};

/** A colored badge for an action (BLOCK red, OVERRIDE amber, MASK blue, FLAG green; others neutral). */
export function actionBadge(action: string): SafeHtml {
  const cls = ACTION_CLASSES[action] ?? "badge-neutral";
  return html`<span class="badge ${cls}">${action}</span>`;
}

/** `2026-11-22 14:03 UTC`. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

/** "just now", "5 min ago", "3 h ago", "2 days ago", or the date for older times. */
export function formatRelative(iso: string, now: Date): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return iso;
  const seconds = Math.round((now.getTime() - then) / 1000);
  if (seconds < 45) return "just now";
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.round(hours / 24);
  if (days < 14) return `${days} day${days === 1 ? "" : "s"} ago`;
  return formatDateTime(iso).slice(0, 10);
}

/** A `<time>` element showing the relative time with the exact time as tooltip. */
export function timeTag(iso: string, now: Date): SafeHtml {
  return html`<time datetime="${iso}" title="${formatDateTime(iso)}">${formatRelative(iso, now)}</time>`;
}

/** Thousands separators, e.g. 12,345. */
export function formatNumber(value: number): string {
  return value.toLocaleString("en-US");
}

/** A horizontal score bar (0..1) drawn as SVG, so no inline styles are needed (strict CSP). */
export function scoreBar(score: number | null): SafeHtml {
  if (score === null || !Number.isFinite(score)) return html`<span class="muted">—</span>`;
  const clamped = Math.min(1, Math.max(0, score));
  return html`<svg width="64" height="6" class="score" aria-hidden="true"><rect width="64" height="6" rx="3" fill="#eaecf0"/><rect width="${(64 * clamped).toFixed(1)}" height="6" rx="3" fill="#6366f1"/></svg> <span class="mono">${clamped.toFixed(2)}</span>`;
}

/** The ruleset label: its name, or `#index` for unnamed rulesets. */
export function rulesetLabel(ruleset: string | number): string {
  return typeof ruleset === "number" ? `ruleset #${ruleset}` : ruleset;
}
