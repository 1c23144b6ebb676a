/**
 * Regions for national phone formats. A rule's `regions` names the regions (ISO 3166-1 alpha-2, as
 * libphonenumber-js knows them) whose numbers written without a country code count; each is turned into
 * its calling code and national (trunk) prefix from libphonenumber-js's metadata, so a national number is
 * checked as `+code` + the number without its trunk prefix. Without the option, `DEFAULT_REGIONS` apply.
 */

import { RuleSetError } from "../../errors.js";
import { requireFrom } from "../../util/runtime.js";

type CoreLib = typeof import("libphonenumber-js/core");
type MetadataJson = import("libphonenumber-js/core").MetadataJson;

/**
 * The default: North America (read first, as before), then the most common national formats of the
 * project's users. Numbers of other regions are still found with `+CC`/`00CC`, or next to a phone word.
 */
export const DEFAULT_REGIONS: readonly string[] = [
  "US",
  "CA",
  "GB",
  "DE",
  "FR",
  "IT",
  "ES",
  "NL",
  "AU",
  "IN",
];

/** North American Numbering Plan regions: their national numbers are checked by the NANP fast path. */
export const NANP_REGIONS: ReadonlySet<string> = new Set(["US", "CA"]);

export interface RegionPlan {
  region: string;
  /** Calling code digits. */
  code: string;
  /** The national (trunk) prefix, "" when numbers are dialled as written (Italy). */
  trunk: string;
}

interface Metadata {
  json: MetadataJson;
  core: CoreLib;
}

let metadata: Metadata | undefined;

function load(): Metadata {
  if (metadata === undefined) {
    const require = requireFrom(import.meta.url);
    metadata = {
      core: require("libphonenumber-js/core") as CoreLib,
      json: require("libphonenumber-js/metadata.min.json") as MetadataJson,
    };
  }
  return metadata;
}

/** Every region libphonenumber-js has metadata for. */
export function knownRegions(): string[] {
  return Object.keys(load().json.countries);
}

/** Validates a rule's `regions` (upper-cases them); a `RuleSetError` names each unknown code. */
export function checkRegions(regions: readonly string[], path: string): string[] {
  const { core, json } = load();
  const issues: Array<{ path: string; message: string }> = [];
  const out: string[] = [];
  regions.forEach((given, i) => {
    const region = given.trim().toUpperCase();
    if (!core.isSupportedCountry(region as Parameters<CoreLib["isSupportedCountry"]>[0], json)) {
      issues.push({
        path: `${path}[${i}]`,
        message: `"${given}" is not a region libphonenumber-js knows. Allowed: ISO 3166-1 alpha-2 codes such as US, GB, DE, TR, PH, CN, BR.`,
      });
    } else if (!out.includes(region)) out.push(region);
  });
  if (issues.length > 0) throw new RuleSetError(issues);
  if (out.length === 0) {
    throw new RuleSetError([{ path, message: 'regions must name at least one region (e.g. ["US"]).' }]);
  }
  return out;
}

const plans = new Map<string, RegionPlan>();

/** Calling code and trunk prefix of a (known) region. */
export function regionPlan(region: string): RegionPlan {
  let plan = plans.get(region);
  if (plan === undefined) {
    const { core, json } = load();
    const meta = new core.Metadata(json);
    meta.selectNumberingPlan(region as Parameters<typeof meta.selectNumberingPlan>[0]);
    const numbering = meta.numberingPlan as unknown as { callingCode(): string; nationalPrefix(): unknown };
    const trunk = numbering.nationalPrefix();
    plan = { region, code: numbering.callingCode(), trunk: typeof trunk === "string" ? trunk : "" };
    plans.set(region, plan);
  }
  return plan;
}

let everyPlan: RegionPlan[] | undefined;

/** Plans of every region, one per calling code and trunk prefix (for numbers admitted by a phone word). */
export function allRegionPlans(): readonly RegionPlan[] {
  if (everyPlan === undefined) {
    const seen = new Set<string>();
    everyPlan = [];
    for (const region of knownRegions()) {
      const plan = regionPlan(region);
      const key = `${plan.code}/${plan.trunk}`;
      if (seen.has(key)) continue;
      seen.add(key);
      everyPlan.push(plan);
    }
  }
  return everyPlan;
}
