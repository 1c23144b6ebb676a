/**
 * The `pii` metric: assembles the per-family finders for the entity types a rule asks for (only those are
 * compiled), runs them, and resolves overlaps (the longer span wins; on a tie the more specific type).
 */
import { RuleSetError } from "../../errors.js";
import type { RuleValue } from "../../schema.js";
import type { CompileOptions, Detection, Detector, MetricDefinition, MetricOutcome } from "../contract.js";
import { NOTHING_FOUND } from "../contract.js";
import { findAddresses } from "./address.js";
import { findCards } from "./card.js";
import { findDates } from "./date.js";
import { findEmails } from "./email.js";
import { findIbans } from "./iban.js";
import { findIpAddresses, findUrls } from "./network.js";
import { normalizedView, originalSpan } from "./normalized.js";
import { findPersons } from "./person.js";
import { makePhoneFinder } from "./phone.js";
import { checkRegions } from "./regions.js";
import { findSsns } from "./ssn.js";
import { DEFAULT_TYPES, type Finder, PII_TYPES, type PiiType, type TextFacts, textFacts } from "./types.js";

export { DEFAULT_TYPES, OPT_IN_TYPES, PII_TYPES, type PiiType } from "./types.js";

const FINDERS: Readonly<Record<PiiType, (options: PiiOptions) => Finder>> = {
  email: () => findEmails,
  ssn: () => findSsns,
  phone_number: (options) => makePhoneFinder(options.regions),
  address: () => findAddresses,
  credit_card: () => findCards,
  ip_address: () => findIpAddresses,
  iban: () => findIbans,
  url: () => findUrls,
  date: () => findDates,
  person: () => findPersons,
};

/** On equal spans, the more specific (checksummed) type wins. */
const PRIORITY: Readonly<Record<string, number>> = {
  iban: 9,
  credit_card: 8,
  email: 7,
  ssn: 6,
  url: 5,
  ip_address: 4,
  phone_number: 3,
  date: 2,
  address: 1,
  person: 0,
};

/** The entity types a rule value selects; every type when the value is absent or a number. */
export function selectedTypes(value: RuleValue | undefined, path = "value"): PiiType[] {
  if (value === undefined || typeof value === "number") return [...DEFAULT_TYPES];
  const wanted = typeof value === "string" ? [value] : value;
  const types: PiiType[] = [];
  for (const name of wanted) {
    if (!(PII_TYPES as readonly string[]).includes(name)) {
      throw new RuleSetError([
        { path, message: `"${name}" is not a pii type. Allowed: ${PII_TYPES.join(", ")}.` },
      ]);
    }
    if (!types.includes(name as PiiType)) types.push(name as PiiType);
  }
  return types;
}

function byStart(a: Detection, b: Detection): number {
  return a.start - b.start || b.end - a.end || (PRIORITY[b.type] ?? 0) - (PRIORITY[a.type] ?? 0);
}

/** Drops detections that overlap a longer (or equally long, higher-priority) one. */
export function resolveOverlaps(found: Detection[]): Detection[] {
  if (found.length < 2) return found;
  found.sort(byStart);
  const kept: Detection[] = [];
  for (const d of found) {
    const last = kept[kept.length - 1];
    if (last === undefined || d.start >= last.end) {
      kept.push(d);
      continue;
    }
    const lastLen = last.end - last.start;
    const len = d.end - d.start;
    if (len > lastLen || (len === lastLen && (PRIORITY[d.type] ?? 0) > (PRIORITY[last.type] ?? 0))) {
      kept[kept.length - 1] = d;
    }
  }
  return kept;
}

interface Prepared {
  view: ReturnType<typeof normalizedView>;
  scanned: string;
  facts: TextFacts;
}

/**
 * The last text's normalised view and facts: a text is often read by several detectors in a row (the
 * rules of a Guard, then capture's redaction of the same text), which then share them. Neither is changed
 * by the finders.
 */
let last: { text: string; prepared: Prepared } | undefined;

function prepared(text: string): Prepared {
  if (last !== undefined && last.text === text) return last.prepared;
  const view = normalizedView(text);
  const scanned = view === undefined ? text : view.text;
  const result: Prepared = { view, scanned, facts: textFacts(scanned) };
  last = { text, prepared: result };
  return result;
}

/**
 * Builds a detector for the given types; the finders of other types are never compiled. Finders run on the
 * normalised view of the text (`normalized.ts`) and their spans are mapped back to the original.
 */
export function compilePii(
  types: readonly PiiType[],
  options: PiiOptions = {},
): (text: string) => MetricOutcome {
  const finders = types.map((type) => FINDERS[type](options));
  return (text) => {
    if (text.length === 0) return NOTHING_FOUND;
    const { view, scanned, facts } = prepared(text);
    const found: Detection[] = [];
    for (const find of finders) find(scanned, facts, found);
    if (found.length === 0) return NOTHING_FOUND;
    if (view !== undefined) {
      for (const d of found) {
        const span = originalSpan(view, d.start, d.end);
        d.start = span.start;
        d.end = span.end;
      }
    }
    const detections = resolveOverlaps(found);
    const labels: string[] = [];
    let score = 0;
    for (const d of detections) {
      if (!labels.includes(d.type)) labels.push(d.type);
      if (d.score > score) score = d.score;
    }
    return { detected: true, score, labels, detections };
  };
}

export interface PiiOptions {
  /** Regions (ISO 3166 alpha-2) whose national phone formats count without a country code. */
  regions?: readonly string[];
}

function compileLocal(options: CompileOptions): Detector {
  const regions =
    options.regions === undefined ? undefined : checkRegions(options.regions, `${options.path}.regions`);
  const run = compilePii(
    selectedTypes(options.value, `${options.path}.value`),
    regions === undefined ? {} : { regions },
  );
  return (input) => run(input.text);
}

export const piiMetric: MetricDefinition = {
  name: "pii",
  description:
    "Personal data: email, ssn, phone_number, address, credit_card, ip_address, iban, url, date — validated (Luhn, IBAN mod-97, SSN ranges, phone numbering plans), with exact offsets.",
  kind: "labels",
  defaultTarget: "all", // input, output and every context
  defaultEngine: "local",
  engines: { local: compileLocal },
  valueRole: "labels",
  labels: PII_TYPES,
};
