/**
 * Fast phone-number validity from libphonenumber-js's own metadata (min). For a calling code, the first
 * country sharing it (metadata order, the main country first) whose leading digits or number types claim
 * the national number decides, and the number is valid when it fits that country's patterns. For North
 * American numbers this is the same answer as libphonenumber-js's `isValid()`; for other codes a "valid"
 * is always libphonenumber-js's answer too (tests check both on random numbers), at a fraction of the cost. Built lazily, once; null when this libphonenumber-js version does not expose
 * what is needed, and callers then fall back to parsing.
 */
import { requireFrom } from "../../util/runtime.js";

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

interface CallingCode {
  countries: CountryRule[];
}

export interface PlanValidator {
  /** Validity of a 10-digit North American national number. */
  nanp(national: string): boolean;
  /**
   * Whether an international number (all its digits, calling code first) is certainly valid. False means
   * "ask libphonenumber-js": it also strips national prefixes written after the code, which this does not.
   */
  internationalValid(digits: string): boolean;
}

function buildCodes(): Map<string, CallingCode> | null {
  const require = requireFrom(import.meta.url);
  const core = require("libphonenumber-js/core") as CoreLib;
  const json = require("libphonenumber-js/metadata.min.json") as MetadataJson;
  const metadata = new core.Metadata(json);
  const codes = new Map<string, CallingCode>();
  for (const [code, countries] of Object.entries(json.country_calling_codes)) {
    const rules: CountryRule[] = [];
    for (const country of countries) {
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
      rules.push({
        leading: leading ? new RegExp(`^(?:${leading})`) : null,
        valid: new RegExp(`^(?:${patterns.join("|")})$`),
        typed,
      });
    }
    codes.set(code, { countries: rules });
  }
  return codes.size > 0 ? codes : null;
}

function isValidIn(code: CallingCode, national: string): boolean {
  const only = code.countries.length === 1 ? code.countries[0] : undefined;
  if (only !== undefined) return only.valid.test(national);
  for (const rule of code.countries) {
    if (rule.leading !== null ? rule.leading.test(national) : rule.typed && rule.valid.test(national)) {
      return rule.valid.test(national);
    }
  }
  // No country claims it: libphonenumber-js then validates against the code's main country.
  return code.countries[0]?.valid.test(national) === true;
}

let codes: Map<string, CallingCode> | null | undefined;

export function planValidator(): PlanValidator | null {
  if (codes === undefined) codes = buildCodes();
  const table = codes;
  const nanpCode = table?.get("1");
  if (table === null || table === undefined || nanpCode === undefined) return null;
  return {
    nanp: (national) => isValidIn(nanpCode, national),
    internationalValid: (digits) => {
      for (let length = 1; length <= 3; length++) {
        const code = table.get(digits.slice(0, length));
        if (code !== undefined) return isValidIn(code, digits.slice(length));
      }
      return false;
    },
  };
}
