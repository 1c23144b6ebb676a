/**
 * False-positive feedback: what allowlist entry a finding of a stored interception supports. Pure (no I/O).
 * With `capture: "full"` the record keeps the finding's text, so the exact value (and, for an email address
 * or a URL, its domain) can be proposed; a redacted record replaced the text by a placeholder before it left
 * the app, so the service never had it and can propose nothing but what the user types.
 */
import { ALLOWLIST_METRICS } from "../api/schemas.js";
import type { AllowlistEntry, StoredInterception } from "../store/types.js";

export interface ProposedEntry {
  kind: AllowlistEntry["kind"];
  value: string;
}

export interface FeedbackProposal {
  /** The metric whose rules the entry applies to, or null when the finding's metric takes no allowlist. */
  metric: string | null;
  group: string;
  /** The finding's text when the record keeps it (capture full), else null. */
  text: string | null;
  /** What can be proposed, the recommended one first (empty: the record keeps nothing to propose). */
  choices: ProposedEntry[];
  /** Why nothing (or only this) can be proposed; null when the choices say it all. */
  explanation: string | null;
}

/** The metric an allowlist entry for the record's deciding metric goes under (`input_pii` rules are `pii`). */
function allowlistMetric(metric: string): string | null {
  const name = metric === "input_pii" ? "pii" : metric;
  return ALLOWLIST_METRICS.includes(name) ? name : null;
}

/** The finding's text, when the record keeps it: its own `text`, or the span of a fully captured payload. */
export function findingText(item: StoredInterception, index: number): string | null {
  const finding = item.findings[index];
  if (finding === undefined) return null;
  if (typeof finding.text === "string" && finding.text !== "") return finding.text;
  if (item.capture !== "full") return null;
  const source =
    finding.target === "input"
      ? item.payload?.input
      : finding.target === "output"
        ? (item.payload?.output ?? item.text)
        : undefined;
  if (typeof source !== "string" || finding.end > source.length || finding.start >= finding.end) return null;
  return source.slice(finding.start, finding.end);
}

/** The host of an email address or an http(s) URL, lower-cased; null for anything else. */
export function domainOf(text: string): string | null {
  const email = /^[^\s@]+@([a-z0-9-]+(?:\.[a-z0-9-]+)+)$/i.exec(text.trim());
  if (email !== null) return email[1]!.toLowerCase();
  const candidate = /^[a-z][a-z0-9+.-]*:\/\//i.test(text.trim()) ? text.trim() : `https://${text.trim()}`;
  if (!/^(https?:\/\/)?[a-z0-9-]+(\.[a-z0-9-]+)+([/:?#]|$)/i.test(text.trim())) return null;
  try {
    const host = new URL(candidate).hostname.toLowerCase();
    return host.includes(".") ? host : null;
  } catch {
    return null;
  }
}

export function proposeEntry(item: StoredInterception, index: number): FeedbackProposal {
  const metric = allowlistMetric(item.metric);
  const text = findingText(item, index);
  const base = { metric, group: item.group, text };
  if (metric === null) {
    return {
      ...base,
      choices: [],
      explanation: `The ${item.metric} metric reports no values an allowlist can match (allowlists apply to ${ALLOWLIST_METRICS.join(", ")}).`,
    };
  }
  if (text === null) {
    return {
      ...base,
      choices: [],
      explanation:
        item.capture === "none"
          ? "This interception was captured with capture: none, so the service never received the text: nothing can be proposed. Type the value (or the domain) to allow."
          : "This interception was captured redacted: the finding's text was replaced by a placeholder before it left your app, so the service never had it and cannot propose it. Type the value (or the domain) to allow.",
    };
  }
  const domain = domainOf(text);
  const exact: ProposedEntry = { kind: "value", value: text };
  return {
    ...base,
    choices: domain === null ? [exact] : [{ kind: "domain", value: domain }, exact],
    explanation: null,
  };
}
