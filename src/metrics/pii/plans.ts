/**
 * A fast validity check for North American (+1) numbers, built once from libphonenumber-js's own metadata
 * (the countries sharing calling code 1, their leading digits and number-type patterns). It gives the same
 * answer as `parsePhoneNumberFromString(n, "US").isValid()` (a test checks agreement on random
 * numbers) for a fraction of the cost, which matters because most phone candidates in English text are
 * North American.
 */
import { createRequire } from "node:module";

type CoreLib = typeof import("libphonenumber-js/core");
type MetadataJson = import("libphonenumber-js/core").MetadataJson;

const TYPES = [
  "FIXED_LINE",
  "MOBILE",
  "TOLL_FREE",
  "PREMIUM_RATE",
  "PERSONAL_NUMBER",
  "VOICEMAIL",
  "UAN",
  "PAGER",
  "VOIP",
  "SHARED_COST",
] as const;

/** Internal accessors of a numbering plan (not in the typings; checked before use). */
interface PlanInternals {
  type(name: string): { pattern(): string } | undefined;
  hasTypes(): boolean;
  leadingDigits(): string | undefined;
  nationalNumberPattern(): string;
}

interface CountryRule {
  /** The country claims numbers starting with these digits. */
  leading: RegExp | null;
  /** Numbers valid in the country (its type patterns, or its general pattern when it has no types). */
  valid: RegExp;
  /** Whether `valid` comes from type patterns (only those claim a number without leading digits). */
  typed: boolean;
}

let rules: CountryRule[] | null | undefined;

function buildRules(): CountryRule[] | null {
  const require = createRequire(import.meta.url);
  const core = require("libphonenumber-js/core") as CoreLib;
  const json = require("libphonenumber-js/metadata.min.json") as MetadataJson;
  const metadata = new core.Metadata(json);
  const out: CountryRule[] = [];
  for (const country of json.country_calling_codes["1"] ?? []) {
    metadata.selectNumberingPlan(country as Parameters<typeof metadata.selectNumberingPlan>[0]);
    const plan = metadata.numberingPlan as unknown as Partial<PlanInternals> | undefined;
    if (
      typeof plan?.type !== "function" ||
      typeof plan.hasTypes !== "function" ||
      typeof plan.leadingDigits !== "function" ||
      typeof plan.nationalNumberPattern !== "function"
    )
      return null;
    const leading = plan.leadingDigits();
    const typed = plan.hasTypes();
    const patterns = typed
      ? TYPES.map((type) => plan.type?.(type)?.pattern()).filter((p): p is string => Boolean(p))
      : [plan.nationalNumberPattern()];
    out.push({
      leading: leading ? new RegExp(`^(?:${leading})`) : null,
      valid: new RegExp(`^(?:${patterns.join("|")})$`),
      typed,
    });
  }
  return out.length > 0 ? out : null;
}

/**
 * A validity test for 10-digit NANP national numbers that mirrors libphonenumber-js: the first country
 * (in metadata order, the US first) whose leading digits or number types claim the number decides, and the
 * number is valid when it fits that country's patterns. Null when this libphonenumber-js version does not
 * expose what is needed (callers then fall back to `isValid()`). Built lazily, once.
 */
export function nanpValidator(): ((national: string) => boolean) | null {
  if (rules === undefined) rules = buildRules();
  const table = rules;
  if (table === null) return null;
  return (national) => {
    for (const rule of table) {
      if (rule.leading !== null ? rule.leading.test(national) : rule.typed && rule.valid.test(national)) {
        return rule.valid.test(national);
      }
    }
    return false;
  };
}
