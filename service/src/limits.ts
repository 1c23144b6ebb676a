/**
 * Operator limits on the work one `POST /v1/shield` request may cause, checked on the raw request before
 * anything is compiled or run, so a tenant cannot choose its own cost: ruleset count, rules, keywords, regex
 * patterns and their RE2 program size, ruleset bytes, text size, JSON nesting, and the Guard cache's size in
 * entries and in (estimated) bytes. Defaults keep the worst accepted request in the tens of milliseconds on
 * one core (BENCHMARKS.md, "Service under a hostile tenant"); `content-shield serve --max-*` changes them.
 */
export interface ShieldLimits {
  /** Rulesets per request. */
  maxRulesets: number;
  /** Rules per request, over all rulesets. */
  maxRules: number;
  /** Keyword terms per request (every `keywords` rule's value items). */
  maxKeywords: number;
  /** Regex patterns per request. */
  maxRegexes: number;
  /** Sum of the RE2 program sizes of every regex pattern in a request. */
  maxRegexProgram: number;
  /**
   * RE2 program instructions × characters checked, per request: what a regex scan can cost at worst
   * (about 60 ns per unit when RE2 needs its NFA), so the product is what must be bounded.
   */
  maxRegexWork: number;
  /** Bytes of the rulesets as JSON. */
  maxRulesetBytes: number;
  /** Characters (UTF-16 code units) per checked text; a tenant's `config.max_text_length` is capped to it. */
  maxTextLength: number;
  /** Characters over all checked texts of one request (input, output and every context). */
  maxTotalText: number;
  /** Nesting depth of any JSON request body. */
  maxJsonDepth: number;
  /** Compiled Guards kept per process. */
  cacheEntries: number;
  /** Estimated bytes of compiled Guards kept per process. */
  cacheBytes: number;
}

export const DEFAULT_SHIELD_LIMITS: Readonly<ShieldLimits> = {
  maxRulesets: 20,
  maxRules: 100,
  maxKeywords: 2_000,
  maxRegexes: 20,
  maxRegexProgram: 2_000,
  maxRegexWork: 500_000,
  maxRulesetBytes: 64 * 1024,
  maxTextLength: 16_384,
  maxTotalText: 32_768,
  maxJsonDepth: 32,
  cacheEntries: 256,
  cacheBytes: 64 * 1024 * 1024,
};

export function resolveLimits(given: Partial<ShieldLimits> | undefined): ShieldLimits {
  const limits: ShieldLimits = { ...DEFAULT_SHIELD_LIMITS, ...given };
  for (const [name, value] of Object.entries(limits)) {
    if (!Number.isInteger(value) || value < 1)
      throw new RangeError(`service limit ${name} must be a whole number >= 1; got ${String(value)}.`);
  }
  return limits;
}
