/**
 * Strict HTML templating for the dashboard. `html` is a tagged template that escapes every interpolated
 * value unless it is already `SafeHtml` (produced by `html` itself or by `trustedHtml` for constants we own).
 * User-controlled strings can therefore only reach a page escaped: there is no way to pass a plain string
 * through unescaped except `trustedHtml`, which is reserved for markup built in this folder.
 */

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
  "`": "&#96;",
};

/** Escapes text for use in element content and in quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (ch) => ESCAPES[ch] ?? ch);
}

/** Markup that is known to be safe (already escaped or built from constants). */
export class SafeHtml {
  readonly #value: string;
  constructor(value: string) {
    this.#value = value;
  }
  toString(): string {
    return this.#value;
  }
}

/** Values accepted inside `html`: strings and numbers are escaped, booleans/null/undefined render nothing. */
export type HtmlValue = SafeHtml | string | number | boolean | null | undefined | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value === null || value === undefined || typeof value === "boolean") return "";
  if (value instanceof SafeHtml) return value.toString();
  if (typeof value === "number") return escapeHtml(String(value));
  if (typeof value === "string") return escapeHtml(value);
  let out = "";
  for (const item of value) out += render(item);
  return out;
}

/** Tagged template: `html\`<p>${userText}</p>\`` escapes `userText`. */
export function html(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): SafeHtml {
  let out = strings[0] ?? "";
  for (let i = 0; i < values.length; i++) {
    out += render(values[i]);
    out += strings[i + 1] ?? "";
  }
  return new SafeHtml(out);
}

/** Wraps markup written in this folder (CSS, icons). Never pass user input. */
export function trustedHtml(markup: string): SafeHtml {
  return new SafeHtml(markup);
}

/** Joins fragments with an optional separator, escaping plain strings. */
export function joinHtml(parts: readonly HtmlValue[], separator = ""): SafeHtml {
  return new SafeHtml(parts.map((p) => render(p)).join(escapeHtml(separator)));
}

/** Builds a query string from defined, non-empty values (for links that keep the current filters). */
export function queryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === "") continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text === "" ? "" : `?${text}`;
}
