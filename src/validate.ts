/**
 * Validation at the boundary: zod checks structure, then the registry checks what only it knows
 * (metric names, entity types, engines, whether a value fits its operator). Every problem of every rule is
 * reported at once, each with a stable `code`, its exact path, what is allowed, and a did-you-mean where
 * one is plausible.
 */
import type { z } from "zod";
import { type AllowSpec, allowPatternProblem, domainProblem, valueProblem } from "./engine/allow.js";
import { ConfigError, type Issue, formatPath as printPath, RuleSetError } from "./errors.js";
import type { MetricDefinition } from "./metrics/contract.js";
import { METRIC_ALIASES, type MetricRegistry } from "./metrics/registry.js";
import {
  ENGINES,
  type Engine,
  NUMERIC_OPERATORS,
  OPERATORS,
  type Operator,
  type ParsedGuardConfig,
  type ParsedRule,
  type ParsedRuleSet,
  type RuleTarget,
  type RuleValue,
  schemas,
} from "./schema.js";
import { closest, describe, notAllowed } from "./suggest.js";

type PathSegment = PropertyKey;

/** `formatPath("rulesets", [0, "rules", 1])` → `rulesets[0].rules[1]`. */
export function formatPath(root: string, path: readonly PathSegment[]): string {
  return printPath(root === "" ? path : [root, ...path]);
}

/** The structured location of a zod path under `root`. */
function located(root: string, path: readonly PathSegment[]): { path: Array<string | number>; at: string } {
  const segments = (root === "" ? path : [root, ...path]).map((s) => (typeof s === "number" ? s : String(s)));
  return { path: segments, at: printPath(segments) };
}

function valueAt(input: unknown, path: readonly PathSegment[]): unknown {
  let current = input;
  for (const segment of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}

const ACTION_KEYS: Record<string, string[]> = {
  OVERRIDE: ["type", "fallback"],
  MASK: ["type", "fallback", "placeholder"],
  FLAG: ["type", "fallback"],
  BLOCK: ["type", "fallback"],
};

function allowedKeysAt(root: string, path: readonly PathSegment[], input: unknown): readonly string[] {
  const last = path[path.length - 1];
  const beforeLast = path[path.length - 2];
  if (root === "config") return Object.keys(schemas().GuardConfigSchema.shape);
  if (root === "policy") return last === "remote" ? ["group", "ttlMs", "url", "timeoutMs"] : ["remote"];
  if (last === "action") {
    const type = valueAt(input, [...path, "type"]);
    return typeof type === "string" ? (ACTION_KEYS[type] ?? ["type"]) : ["type"];
  }
  if (last === "allow") return ["values", "domains", "patterns"];
  if (beforeLast === "rules") return Object.keys(schemas().RuleSchema.shape);
  if (typeof last === "number" && path.length === 1) return Object.keys(schemas().RuleSetSchema.shape);
  return [];
}

/** The code of a zod `invalid_value` issue, by the field it is on. */
function enumCode(path: readonly PathSegment[]): Issue["code"] {
  const last = path[path.length - 1];
  if (last === "operator") return "unknown_operator";
  if (last === "type" && path[path.length - 2] === "action") return "unknown_action_type";
  return "invalid_value";
}

/**
 * A union of choices (e.g. an enum or `false`) that matched none: the allowed values are those of its
 * branches. Other unions keep zod's message.
 */
function unionIssue(
  issue: z.core.$ZodIssueInvalidUnion,
  where: { path: Array<string | number>; at: string },
  actual: unknown,
): Issue {
  const branches = issue.errors.flat();
  const values = branches.flatMap((branch) => (branch.code === "invalid_value" ? branch.values : []));
  if (branches.length === 0 || !branches.every((branch) => branch.code === "invalid_value")) {
    return { code: "invalid", ...where, message: `${issue.message}.` };
  }
  const what = `a valid ${String(where.path[where.path.length - 1] ?? "value")}`;
  const names = values.filter((v): v is string => typeof v === "string");
  return {
    code: "invalid_value",
    ...where,
    received: actual,
    allowed: values,
    suggestion: typeof actual === "string" ? closest(actual, names) : undefined,
    message: notAllowed(what, actual, values),
  };
}

/** Turns zod issues into located, actionable, structured issues. */
export function describeZodIssues(error: z.ZodError, root: string, input: unknown): Issue[] {
  const issues: Issue[] = [];
  for (const issue of error.issues) {
    const where = located(root, issue.path);
    const actual = valueAt(input, issue.path);
    switch (issue.code) {
      case "unrecognized_keys": {
        const allowed = allowedKeysAt(root, issue.path, input);
        for (const key of issue.keys) {
          const guess = closest(key, allowed);
          issues.push({
            code: "unknown_key",
            ...located(root, [...issue.path, key]),
            received: key,
            allowed,
            suggestion: guess,
            message: `unknown key${guess ? `; did you mean ${JSON.stringify(guess)}?` : "."} Allowed keys: ${allowed.join(", ")}.`,
          });
        }
        break;
      }
      case "invalid_value": {
        const allowed = issue.values.map(String);
        const what = `a valid ${String(issue.path[issue.path.length - 1] ?? "value")}`;
        issues.push({
          code: enumCode(issue.path),
          ...where,
          received: actual,
          allowed: issue.values,
          suggestion: typeof actual === "string" ? closest(actual, allowed) : undefined,
          message: notAllowed(what, actual, allowed),
        });
        break;
      }
      case "invalid_type":
        issues.push(
          actual === undefined
            ? { code: "missing_field", ...where, message: `is required (${issue.expected}).` }
            : {
                code: "invalid_type",
                ...where,
                message: `expected ${issue.expected}, got ${describe(actual)}.`,
              },
        );
        break;
      case "invalid_union": {
        const last = issue.path[issue.path.length - 1];
        if (last === "action" || last === "type" || "discriminator" in issue) {
          const onType = last === "type";
          const type = onType ? actual : valueAt(actual, ["type"]);
          const typePath = onType ? issue.path : [...issue.path, "type"];
          const allowed = Object.keys(ACTION_KEYS);
          issues.push(
            type === undefined
              ? {
                  code: "missing_field",
                  ...located(root, typePath),
                  allowed,
                  message: `is required. Allowed: ${allowed.map((k) => JSON.stringify(k)).join(", ")}.`,
                }
              : {
                  code: "unknown_action_type",
                  ...located(root, typePath),
                  received: type,
                  allowed,
                  suggestion: typeof type === "string" ? closest(type, allowed) : undefined,
                  message: notAllowed("an action type", type, allowed),
                },
          );
        } else if (last === "value") {
          issues.push({
            code: "wrong_value_type",
            ...where,
            message: `expected a string, a number or a list of strings, got ${describe(actual)}.`,
          });
        } else {
          issues.push(unionIssue(issue, where, actual));
        }
        break;
      }
      case "too_small":
        issues.push({
          code: "too_small",
          ...where,
          message: Array.isArray(actual)
            ? `must not be empty (at least ${String(issue.minimum)} item needed).`
            : `is too short (at least ${String(issue.minimum)}).`,
        });
        break;
      case "too_big":
        issues.push({ code: "too_large", ...where, message: `${issue.message}.` });
        break;
      case "invalid_format":
        issues.push({ code: "invalid_value", ...where, message: `${issue.message}.` });
        break;
      default:
        issues.push({ code: "invalid", ...where, message: `${issue.message}.` });
    }
  }
  return issues;
}

/** A rule after validation, bound to its metric. */
export interface ResolvedRule {
  /** The rule exactly as the user gave it. */
  given: ParsedRule;
  original: unknown;
  path: string;
  metric: MetricDefinition;
  target: RuleTarget;
  engine: Engine;
  operator: Operator;
}

export interface ResolvedRuleSet {
  parsed: ParsedRuleSet;
  /** Name, or index when unnamed. */
  id: string | number;
  rules: ResolvedRule[];
}

/** The fields of a rule as far as they could be read; `undefined` where structure validation failed. */
interface RuleFields {
  metric: string | undefined;
  operator: Operator | undefined;
  value: RuleValue | undefined;
  /** False when `value` itself is malformed (then nothing else is said about it). */
  valueReadable: boolean;
  target: string | undefined;
  engine: Engine | undefined;
  /** Whether the rule names `regions` (a `pii` option). */
  hasRegions: boolean;
  /** The rule's `allow` when its structure is valid; `hasAllow` whether it names one at all. */
  allow: AllowSpec | undefined;
  hasAllow: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Checks that a value fits its operator and metric; returns false when it reported a problem. */
function checkValueFit(
  fields: RuleFields & { operator: Operator },
  metric: MetricDefinition,
  path: ReadonlyArray<string | number>,
  issues: Issue[],
): boolean {
  const { operator, value } = fields;
  const at = (...more: Array<string | number>) => ({
    path: [...path, ...more],
    at: printPath([...path, ...more]),
  });
  const numeric = (NUMERIC_OPERATORS as readonly string[]).includes(operator);
  if (numeric && typeof value !== "number") {
    issues.push({
      code: value === undefined ? "missing_field" : "wrong_value_type",
      ...at("value"),
      received: value,
      message: `operator "${operator}" compares numbers, so value must be a number (${metric.kind === "labels" ? "the number of findings" : "the score"}); got ${describe(value)}.`,
    });
    return false;
  }
  if (metric.kind === "measure" && !numeric && value !== undefined && typeof value !== "number") {
    const allowed = ["equal", "not_equal", ...NUMERIC_OPERATORS];
    issues.push({
      code: "wrong_value_type",
      ...at("operator"),
      received: operator,
      allowed,
      message: `metric "${metric.name}" reports a measure; use a number value with one of: ${allowed.join(", ")}.`,
    });
    return false;
  }
  if ((operator === "equal" || operator === "not_equal" || operator === "all") && value === undefined) {
    issues.push({
      code: "missing_field",
      ...at("value"),
      message: `operator "${operator}" needs a value to compare with.`,
    });
    return false;
  }
  if (
    typeof value === "number" &&
    metric.kind === "labels" &&
    !numeric &&
    operator !== "equal" &&
    operator !== "not_equal"
  ) {
    issues.push({
      code: "wrong_value_type",
      ...at("value"),
      received: value,
      message: `metric "${metric.name}" reports labels; with operator "${operator}" value must be a string or a list of strings, got ${describe(value)}.`,
    });
    return false;
  }
  if (
    metric.valueRole === "terms" &&
    value === undefined &&
    metric.kind !== "measure" &&
    metric.checkValue === undefined
  ) {
    issues.push({
      code: "missing_field",
      ...at("value"),
      message: `metric "${metric.name}" needs a value (what to look for).`,
    });
    return false;
  }
  return true;
}

/** Every label a list/string value names must be one the metric knows. */
function checkLabels(
  value: RuleValue | undefined,
  metric: MetricDefinition,
  path: ReadonlyArray<string | number>,
  issues: Issue[],
): void {
  const labels = metric.labels;
  if (labels === undefined || metric.valueRole !== "labels" || value === undefined) return;
  if (typeof value === "number") return;
  const list = typeof value === "string" ? [value] : value;
  list.forEach((label, index) => {
    if (labels.includes(label)) return;
    const where = typeof value === "string" ? [...path, "value"] : [...path, "value", index];
    issues.push({
      code: "unknown_entity",
      path: where,
      at: printPath(where),
      received: label,
      allowed: labels,
      suggestion: closest(label, labels),
      message: notAllowed(`a ${metric.name} type`, label, labels),
    });
  });
}

interface RuleCheck {
  metric: MetricDefinition;
  target: ResolvedRule["target"];
  engine: Engine;
}

/** Registry checks of one rule, on whatever fields passed structure validation. */
function checkRule(
  fields: RuleFields,
  path: ReadonlyArray<string | number>,
  registry: MetricRegistry,
  issues: Issue[],
): RuleCheck | undefined {
  if (fields.metric === undefined) return undefined;
  const at = (field: string) => ({ path: [...path, field], at: printPath([...path, field]) });
  const alias = METRIC_ALIASES[fields.metric];
  const metric = registry.get(alias?.metric ?? fields.metric);
  if (!metric) {
    const allowed = registry.names();
    issues.push({
      code: "unknown_metric",
      ...at("metric"),
      received: fields.metric,
      allowed,
      suggestion: closest(fields.metric, allowed),
      message: notAllowed("a metric", fields.metric, allowed),
    });
    return undefined;
  }
  let ok = true;
  const engine = fields.engine ?? metric.defaultEngine;
  if (metric.engines[engine] === undefined) {
    const supported = ENGINES.filter((e) => metric.engines[e] !== undefined);
    issues.push({
      code: "unsupported_engine",
      ...at("engine"),
      received: engine,
      allowed: supported,
      message: `metric "${metric.name}" has no "${engine}" engine. Allowed: ${supported.map((e) => JSON.stringify(e)).join(", ")}.`,
    });
    ok = false;
  }
  if (alias && fields.target !== undefined && fields.target !== alias.target) {
    issues.push({
      code: "conflict",
      ...at("target"),
      received: fields.target,
      allowed: [alias.target],
      message: `"${fields.metric}" always checks the input; remove target or use metric "${alias.metric}".`,
    });
    ok = false;
  }
  if (fields.hasRegions && metric.name !== "pii") {
    issues.push({
      code: "unknown_key",
      ...at("regions"),
      allowed: ["pii"],
      message: `is an option of the "pii" metric only (national phone formats); remove it from this "${metric.name}" rule.`,
    });
    ok = false;
  }
  if (fields.hasAllow && metric.kind !== "labels") {
    issues.push({
      code: "unknown_key",
      ...at("allow"),
      message: `is an option of the metrics that report findings (${registry
        .names()
        .filter((name) => registry.get(name)?.kind === "labels")
        .join(", ")}); "${metric.name}" reports a ${metric.kind}, so there is nothing to allow. Remove it.`,
    });
    ok = false;
  } else if (fields.allow !== undefined) {
    const before = issues.length;
    issues.push(...allowSpecIssues(fields.allow, [...path, "allow"]));
    if (issues.length > before) ok = false;
  }
  if (fields.valueReadable) {
    const { operator } = fields;
    const fits = operator === undefined || checkValueFit({ ...fields, operator }, metric, path, issues);
    if (fits) {
      const before = issues.length;
      checkLabels(fields.value, metric, path, issues);
      if (issues.length === before && operator !== undefined) {
        const extra = metric.checkValue?.(fields.value, operator);
        if (extra !== undefined) {
          issues.push({ code: "invalid_value", ...at("value"), received: fields.value, message: extra });
        }
      }
    }
  }
  const target = (alias?.target ?? fields.target ?? metric.defaultTarget) as ResolvedRule["target"];
  return ok ? { metric, target, engine } : undefined;
}

/**
 * Problems of an allowlist's entries (blank or over-long values, malformed domains, patterns the `regex`
 * metric would refuse), each located under `path` (e.g. `rulesets[0].rules[1].allow`).
 */
export function allowSpecIssues(spec: AllowSpec, path: ReadonlyArray<string | number>): Issue[] {
  const issues: Issue[] = [];
  const lists: Array<[keyof AllowSpec, (item: string) => string | undefined]> = [
    ["values", valueProblem],
    ["domains", domainProblem],
    ["patterns", allowPatternProblem],
  ];
  for (const [key, problem] of lists) {
    const items = spec[key];
    if (!Array.isArray(items)) continue;
    items.forEach((item: unknown, index) => {
      if (typeof item !== "string") return;
      const message = problem(item);
      if (message === undefined) return;
      const where = [...path, key, index];
      issues.push({
        code: "invalid_value",
        path: where,
        at: printPath(where),
        received: item.slice(0, 200),
        message: `${JSON.stringify(item.slice(0, 200))} ${message}.`,
      });
    });
  }
  return issues;
}

/** The top-level field of a rule each zod issue is about (`""` for the rule itself). */
function badFieldsByRule(error: z.ZodError | undefined): Map<string, Set<string>> {
  const bad = new Map<string, Set<string>>();
  for (const issue of error?.issues ?? []) {
    const [setIndex, rules, ruleIndex, field] = issue.path;
    if (typeof setIndex !== "number" || rules !== "rules" || typeof ruleIndex !== "number") continue;
    const key = `${setIndex}/${ruleIndex}`;
    const fields = bad.get(key) ?? new Set<string>();
    fields.add(issue.code === "unrecognized_keys" && field === undefined ? "" : String(field ?? "*"));
    bad.set(key, fields);
  }
  return bad;
}

/** Reads a raw rule's fields, leaving out those structure validation rejected. */
function readFields(raw: Record<string, unknown>, bad: ReadonlySet<string>): RuleFields {
  const ok = (field: string) => !bad.has(field) && !bad.has("*");
  const operator = raw.operator ?? "contains";
  return {
    metric: ok("metric") && typeof raw.metric === "string" ? raw.metric : undefined,
    operator:
      ok("operator") && (OPERATORS as readonly unknown[]).includes(operator)
        ? (operator as Operator)
        : undefined,
    value: ok("value") ? (raw.value as RuleValue | undefined) : undefined,
    valueReadable: ok("value"),
    target: ok("target") && typeof raw.target === "string" ? raw.target : undefined,
    engine:
      ok("engine") && (ENGINES as readonly unknown[]).includes(raw.engine)
        ? (raw.engine as Engine)
        : undefined,
    hasRegions: raw.regions !== undefined,
    allow: ok("allow") && isRecord(raw.allow) ? (raw.allow as AllowSpec) : undefined,
    hasAllow: raw.allow !== undefined,
  };
}

/** Orders issues by ruleset and rule index, keeping the order of issues within one rule. */
function byPosition(issues: readonly Issue[]): Issue[] {
  const rank = (issue: Issue): [number, number] => {
    const path = issue.path;
    if (typeof path === "string") return [-1, -1];
    const set = typeof path[1] === "number" ? path[1] : -1;
    const rule = path[2] === "rules" && typeof path[3] === "number" ? path[3] : -1;
    return [set, rule];
  };
  return issues
    .map((issue, index) => ({ issue, index, rank: rank(issue) }))
    .sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.index - b.index)
    .map((entry) => entry.issue);
}

/**
 * Validates rulesets against the schema and the registry; throws `RuleSetError` listing every problem of
 * every rule (a misspelt operator does not hide a misspelt metric or a bad value elsewhere).
 */
export function resolveRuleSets(input: unknown, registry: MetricRegistry): ResolvedRuleSet[] {
  if (input === undefined) {
    throw new RuleSetError([
      { code: "missing_field", path: "rulesets", message: "is required (a non-empty list of rulesets)." },
    ]);
  }
  const parsed = schemas().RuleSetsSchema.safeParse(input);
  const issues: Issue[] = parsed.success ? [] : describeZodIssues(parsed.error, "rulesets", input);
  const bad = badFieldsByRule(parsed.success ? undefined : parsed.error);
  const checked = new Map<string, RuleCheck | undefined>();
  if (Array.isArray(input)) {
    input.forEach((set: unknown, setIndex) => {
      if (!isRecord(set) || !Array.isArray(set.rules)) return;
      set.rules.forEach((raw: unknown, ruleIndex) => {
        if (!isRecord(raw)) return;
        const key = `${setIndex}/${ruleIndex}`;
        const fields = readFields(raw, bad.get(key) ?? new Set());
        const path = ["rulesets", setIndex, "rules", ruleIndex];
        checked.set(key, checkRule(fields, path, registry, issues));
      });
    });
  }
  if (!parsed.success || issues.length > 0) throw new RuleSetError(byPosition(issues));
  return parsed.data.map((ruleset, setIndex) => ({
    parsed: ruleset,
    id: ruleset.name ?? setIndex,
    rules: ruleset.rules.map((rule, ruleIndex) => {
      const check = checked.get(`${setIndex}/${ruleIndex}`)!;
      const original = (input as Array<{ rules: unknown[] }>)[setIndex]!.rules[ruleIndex];
      return {
        given: rule,
        original,
        path: `rulesets[${setIndex}].rules[${ruleIndex}]`,
        metric: check.metric,
        target: check.target,
        engine: check.engine,
        operator: rule.operator,
      };
    }),
  }));
}

/** Validates the configuration; throws `ConfigError` listing every problem. */
export function resolveConfig(input: unknown): ParsedGuardConfig {
  const parsed = schemas().GuardConfigSchema.safeParse(input ?? {});
  const issues = parsed.success ? [] : describeZodIssues(parsed.error, "config", input);
  const raw = isRecord(input) ? input : {};
  if (raw.provider === "custom" && raw.base_url === undefined) {
    issues.push({
      code: "missing_field",
      path: "config.base_url",
      message: 'is required when provider is "custom" (the OpenAI-compatible endpoint URL).',
    });
  }
  if (!parsed.success || issues.length > 0) throw new ConfigError(issues);
  return parsed.data;
}

/** Every rule on the `llm` engine needs `config.api_key`; the error names the first rule that does. */
export function checkProviderConfig(rulesets: readonly ResolvedRuleSet[], config: ParsedGuardConfig): void {
  for (const ruleset of rulesets) {
    for (const rule of ruleset.rules) {
      if (rule.engine !== "llm") continue;
      if (config.provider === "custom" && config.model === undefined) {
        throw new ConfigError([
          {
            code: "missing_field",
            path: "config.model",
            message: `is required with provider "custom" because ${rule.path} (metric "${rule.metric.name}") runs on the "llm" engine: name the model your endpoint serves.`,
          },
        ]);
      }
      if (config.api_key === undefined) {
        throw new ConfigError([
          {
            code: "missing_field",
            path: "config.api_key",
            message: `is required because ${rule.path} (metric "${rule.metric.name}") runs on the "llm" engine. Set config.api_key to your ${config.provider} API key, or use engine "local" where the metric has one.`,
          },
        ]);
      }
    }
  }
}
