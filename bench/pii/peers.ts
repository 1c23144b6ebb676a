/**
 * The detectors compared, each behind one signature: text in, typed spans out. content-shield runs through
 * its compiled `pii` detector; the peers through their public APIs with default settings, their labels
 * mapped onto our entity types (labels with no counterpart, such as names, are dropped).
 *
 * redact-pii and @redactpii/node only return redacted text, so their spans are recovered by aligning the
 * redacted text with the original: each replacement token (the libraries' own type names, e.g.
 * `EMAIL_ADDRESS`) stands for a non-empty original span. The alignment is exact at the start of each span; where the text after a span is short
 * and also occurs inside it, the end may come out early, which the overlap-based scoring tolerates.
 */
import { createRequire } from "node:module";
import { Redactor } from "@redactpii/node";
import { SyncRedactor } from "redact-pii";
import { compilePii, PII_TYPES } from "../../src/metrics/pii/index.js";
import type { PiiType } from "../../src/metrics/pii/types.js";

export interface Span {
  type: PiiType;
  start: number;
  end: number;
}

export interface System {
  name: string;
  /** Entity types the system claims to detect (others are reported as "n/a" in the tables). */
  types: readonly PiiType[];
  detect: (text: string) => Span[] | Promise<Span[]>;
  /** Texts whose redacted output could not be aligned back (counted, scored as no detections). */
  alignmentFailures?: () => number;
}

function aligned(
  tokens: TokenMap,
  redact: (text: string) => string,
): Pick<System, "detect" | "alignmentFailures"> {
  let failures = 0;
  return {
    detect: (text) => {
      const spans = alignRedaction(text, redact(text), tokens);
      if (spans === undefined) failures++;
      return spans ?? [];
    },
    alignmentFailures: () => failures,
  };
}

/** Token -> type (null: a token we align but do not score). */
type TokenMap = ReadonlyMap<string, PiiType | null>;

/**
 * Recovers spans from `redacted`, which is `original` with some non-empty spans replaced by tokens.
 * Backtracking search over the positions of the literal pieces between tokens; linear in practice.
 */
export function alignRedaction(original: string, redacted: string, tokens: TokenMap): Span[] | undefined {
  const names = [...tokens.keys()].sort((a, b) => b.length - a.length);
  const pieces: string[] = [];
  const found: Array<string> = [];
  let literal = "";
  for (let i = 0; i < redacted.length; ) {
    const token = names.find((name) => redacted.startsWith(name, i));
    if (token === undefined) {
      literal += redacted[i];
      i++;
    } else {
      pieces.push(literal);
      found.push(token);
      literal = "";
      i += token.length;
    }
  }
  pieces.push(literal);
  if (!original.startsWith(pieces[0] ?? "")) return undefined;
  const spans: Array<{ token: string; start: number; end: number }> = [];
  const solve = (k: number, at: number): boolean => {
    // `at` is where the replaced span for token k starts.
    if (k === found.length) return at === original.length;
    const next = pieces[k + 1] ?? "";
    const last = k === found.length - 1;
    let from = at + 1;
    for (;;) {
      const end = last ? original.length - next.length : original.indexOf(next, from);
      if (end < from || end === -1) return false;
      if (original.startsWith(next, end)) {
        spans.push({ token: found[k] ?? "", start: at, end });
        if (solve(k + 1, end + next.length)) return true;
        spans.pop();
      }
      if (last) return false;
      from = end + 1;
    }
  };
  if (!solve(0, (pieces[0] ?? "").length)) return undefined;
  const out: Span[] = [];
  for (const s of spans) {
    const type = tokens.get(s.token);
    if (type) out.push({ type, start: s.start, end: s.end });
  }
  return out;
}

export function contentShield(types: readonly PiiType[] = PII_TYPES): System {
  const run = compilePii(types);
  return {
    name: "content-shield",
    types,
    detect: (text) =>
      run(text).detections.map((d) => ({ type: d.type as PiiType, start: d.start, end: d.end })),
  };
}

/** redact-pii's placeholders (it ignores per-redactor `replaceWith` and always uses these). */
const REDACT_PII_TOKENS: TokenMap = new Map<string, PiiType | null>([
  ["PERSON_NAME", "person"],
  ["CREDIT_CARD_NUMBER", "credit_card"],
  ["STREET_ADDRESS", "address"],
  ["ZIPCODE", "address"],
  ["PHONE_NUMBER", "phone_number"],
  ["IP_ADDRESS", "ip_address"],
  ["US_SOCIAL_SECURITY_NUMBER", "ssn"],
  ["EMAIL_ADDRESS", "email"],
  ["USERNAME", null],
  ["PASSWORD", null],
  ["CREDENTIALS", null],
  ["DIGITS", null],
  ["URL", "url"],
]);

export function redactPii(): System {
  const redactor = new SyncRedactor();
  return {
    name: "redact-pii",
    types: ["email", "ssn", "phone_number", "address", "credit_card", "ip_address", "url", "person"],
    ...aligned(REDACT_PII_TOKENS, (text) => redactor.redact(text)),
  };
}

export function redactPiiNode(): System {
  const redactor = new Redactor();
  const tokens: TokenMap = new Map<string, PiiType | null>([
    ["CREDIT_CARD_NUMBER", "credit_card"],
    ["EMAIL_ADDRESS", "email"],
    ["PERSON_NAME", "person"],
    ["PHONE_NUMBER", "phone_number"],
    ["US_SOCIAL_SECURITY_NUMBER", "ssn"],
  ]);
  return {
    name: "@redactpii/node",
    types: ["email", "ssn", "phone_number", "credit_card", "person"],
    ...aligned(tokens, (text) => redactor.redact(text)),
  };
}

function openRedactionType(label: string): PiiType | null {
  if (label === "EMAIL") return "email";
  if (label === "SSN" || label.startsWith("US_SSN")) return "ssn";
  if (label.startsWith("PHONE")) return "phone_number";
  if (label.startsWith("CREDIT_CARD")) return "credit_card";
  if (label.startsWith("IBAN")) return "iban";
  if (label.startsWith("IPV4") || label.startsWith("IPV6") || label.startsWith("IP_ADDRESS"))
    return "ip_address";
  if (label === "URL" || label.startsWith("URL_")) return "url";
  if (
    label.startsWith("ADDRESS") ||
    label.startsWith("ZIP_CODE") ||
    label.startsWith("POSTCODE") ||
    label.includes("POSTAL")
  )
    return "address";
  if (label.startsWith("DATE") || label === "DOB" || label.includes("BIRTH")) return "date";
  if (label === "NAME" || label === "PERSON" || label.endsWith("_NAME")) return "person";
  return null;
}

/** The part of OpenRedaction's API the benchmark uses (typed here so the repo builds without it). */
export interface OpenRedactionDetector {
  detect(text: string): { detections: Array<{ type: string; position: [number, number] }> };
}

/**
 * Loads @openredaction/openredaction if it is installed (a devDependency; it is optional so the project
 * builds without it), or returns undefined.
 */
export function loadOpenRedaction(): OpenRedactionDetector | undefined {
  try {
    const require = createRequire(import.meta.url);
    const name = "@openredaction/openredaction";
    const lib = require(name) as { OpenRedaction: new () => OpenRedactionDetector };
    return new lib.OpenRedaction();
  } catch {
    return undefined;
  }
}

export function openRedaction(): System | undefined {
  const detector = loadOpenRedaction();
  if (detector === undefined) return undefined;
  return {
    name: "@openredaction/openredaction",
    types: PII_TYPES,
    detect: (text) => {
      const out: Span[] = [];
      for (const d of detector.detect(text).detections) {
        const type = openRedactionType(d.type);
        if (type !== null) out.push({ type, start: d.position[0], end: d.position[1] });
      }
      return out;
    },
  };
}

const HAI_TOKENS: TokenMap = new Map<string, PiiType | null>([
  ["[REDACTED-EMAIL]", "email"],
  ["[REDACTED-PHONE]", "phone_number"],
  ["[REDACTED-SSN]", "ssn"],
  ["[REDACTED-CREDIT-CARD]", "credit_card"],
  ["[REDACTED-IP-ADDRESS]", "ip_address"],
]);

/**
 * `@presidio-dev/hai-guardrails`' `piiGuard` (redact mode). Importing 1.12.0 starts worker pools whose
 * path points at its publisher's build machine; those MODULE_NOT_FOUND errors are ignored here (the PII
 * guard does not use the workers). Undefined when the package cannot be loaded.
 */
export async function haiGuardrails(): Promise<System | undefined> {
  process.on("uncaughtException", (error: Error & { code?: string }) => {
    if (error.code === "MODULE_NOT_FOUND" && String(error.message).includes("piscina")) return;
    throw error;
  });
  try {
    const name = "@presidio-dev/hai-guardrails";
    const lib = (await import(name)) as {
      piiGuard: (opts: {
        mode: "redact";
      }) => (
        messages: Array<{ role: string; content: string }>,
      ) => Promise<Array<{ modifiedMessage?: { content: string } }>>;
    };
    const guard = lib.piiGuard({ mode: "redact" });
    let failures = 0;
    return {
      name: "hai-guardrails",
      types: ["email", "ssn", "phone_number", "credit_card", "ip_address"],
      detect: async (text) => {
        const [result] = await guard([{ role: "user", content: text }]);
        const redacted = result?.modifiedMessage?.content ?? text;
        const spans = alignRedaction(text, redacted, HAI_TOKENS);
        if (spans === undefined) failures++;
        return spans ?? [];
      },
      alignmentFailures: () => failures,
    };
  } catch {
    return undefined;
  }
}

/** Every system available; a peer that is not installed is left out (the tables then lack its column). */
export async function allSystems(types: readonly PiiType[] = PII_TYPES): Promise<System[]> {
  const systems = [contentShield(types), redactPii(), redactPiiNode()];
  const open = openRedaction();
  if (open !== undefined) systems.push(open);
  const hai = await haiGuardrails();
  if (hai !== undefined) systems.push(hai);
  return systems;
}
