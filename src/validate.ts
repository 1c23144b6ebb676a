/**
 * Validation at the boundary: zod checks structure, then the registry checks what only it knows
 * (metric names, entity types, engines, whether a value fits its operator). Every problem is reported
 * with its exact path, what is allowed, and a did-you-mean where one is plausible.
 */
import type { z } from "zod";
import { ConfigError, type Issue, RuleSetError } from "./errors.js";
import type { MetricDefinition } from "./metrics/contract.js";
import { METRIC_ALIASES, type MetricRegistry } from "./metrics/registry.js";
import {
  ENGINES,
  type Engine,
  NUMERIC_OPERATORS,
  type Operator,
  type ParsedGuardConfig,
  type ParsedRule,
  type ParsedRuleSet,
  schemas,
} from "./schema.js";
import { closest, describe, notAllowed } from "./suggest.js";

type PathSegment = PropertyKey;

export function formatPath(root: string, path: readonly PathSegment[]): string {
  let out = root;
  for (const segment of path) {
    if (typeof segment === "number") out += `[${segment}]`;
    else out += out === "" ? String(segment) : `.${String(segment)}`;
  }
  return out;
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
  MASK: ["type", "placeholder"],
  FLAG: ["type"],
  BLOCK: ["type", "message"],
};

function allowedKeysAt(root: string, path: readonly PathSegment[], input: unknown): readonly string[] {
  const last = path[path.length - 1];
  const beforeLast = path[path.length - 2];
  if (root === "config") return Object.keys(schemas().GuardConfigSchema.shape);
  if (last === "action") {
    const type = valueAt(input, [...path, "type"]);
    return typeof type === "string" ? (ACTION_KEYS[type] ?? ["type"]) : ["type"];
  }
  if (beforeLast === "rules") return Object.keys(schemas().RuleSchema.shape);
  if (typeof last === "number" && path.length === 1) return Object.keys(schemas().RuleSetSchema.shape);
  return [];
}

/** Turns zod issues into located, actionable messages. */
export function describeZodIssues(error: z.ZodError, root: string, input: unknown): Issue[] {
  const issues: Issue[] = [];
  for (const issue of error.issues) {
    const path = formatPath(root, issue.path);
    const actual = valueAt(input, issue.path);
    switch (issue.code) {
      case "unrecognized_keys": {
        const allowed = allowedKeysAt(root, issue.path, input);
        for (const key of issue.keys) {
          const guess = closest(key, allowed);
          issues.push({
            path: formatPath(root, [...issue.path, key]),
            message: `unknown key${guess ? `; did you mean ${JSON.stringify(guess)}?` : "."} Allowed keys: ${allowed.join(", ")}.`,
          });
        }
        break;
      }
      case "invalid_value": {
        const what = `a valid ${String(issue.path[issue.path.length - 1] ?? "value")}`;
        issues.push({ path, message: notAllowed(what, actual, issue.values.map(String)) });
        break;
      }
      case "invalid_type":
        issues.push({
          path,
          message:
            actual === undefined
              ? `is required (${issue.expected}).`
              : `expected ${issue.expected}, got ${describe(actual)}.`,
        });
        break;
      case "invalid_union": {
        const last = issue.path[issue.path.length - 1];
        if (last === "action" || last === "type" || "discriminator" in issue) {
          const onType = last === "type";
          const type = onType ? actual : valueAt(actual, ["type"]);
          issues.push({
            path: onType ? path : `${path}.type`,
            message:
              type === undefined
                ? `is required. Allowed: ${Object.keys(ACTION_KEYS)
                    .map((k) => JSON.stringify(k))
                    .join(", ")}.`
                : notAllowed("an action type", type, Object.keys(ACTION_KEYS)),
          });
        } else if (issue.path[issue.path.length - 1] === "value") {
          issues.push({
            path,
            message: `expected a string, a number or a list of strings, got ${describe(actual)}.`,
          });
        } else {
          issues.push({ path, message: issue.message });
        }
        break;
      }
      case "too_small":
        issues.push({
          path,
          message: Array.isArray(actual)
            ? `must not be empty (at least ${String(issue.minimum)} item needed).`
            : `is too short (at least ${String(issue.minimum)}).`,
        });
        break;
      default:
        issues.push({ path, message: `${issue.message}.` });
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
  target: "input" | "output" | "both";
  engine: Engine;
  operator: Operator;
}

export interface ResolvedRuleSet {
  parsed: ParsedRuleSet;
  /** Name, or index when unnamed. */
  id: string | number;
  rules: ResolvedRule[];
}

function checkOperatorValue(rule: ParsedRule, metric: MetricDefinition, path: string, issues: Issue[]): void {
  const { operator, value } = rule;
  const numeric = (NUMERIC_OPERATORS as readonly string[]).includes(operator);
  if (numeric && typeof value !== "number") {
    issues.push({
      path: `${path}.value`,
      message: `operator "${operator}" compares numbers, so value must be a number (${metric.kind === "labels" ? "the number of findings" : "the score"}); got ${describe(value)}.`,
    });
    return;
  }
  if (metric.kind === "measure" && !numeric && value !== undefined && typeof value !== "number") {
    issues.push({
      path: `${path}.operator`,
      message: `metric "${metric.name}" reports a measure; use a number value with one of: equal, not_equal, ${NUMERIC_OPERATORS.join(", ")}.`,
    });
    return;
  }
  if ((operator === "equal" || operator === "not_equal" || operator === "all") && value === undefined) {
    issues.push({ path: `${path}.value`, message: `operator "${operator}" needs a value to compare with.` });
    return;
  }
  if (
    typeof value === "number" &&
    metric.kind === "labels" &&
    !numeric &&
    operator !== "equal" &&
    operator !== "not_equal"
  ) {
    issues.push({
      path: `${path}.value`,
      message: `metric "${metric.name}" reports labels; with operator "${operator}" value must be a string or a list of strings, got ${describe(value)}.`,
    });
    return;
  }
  if (
    metric.valueRole === "terms" &&
    value === undefined &&
    metric.kind !== "measure" &&
    metric.checkValue === undefined
  ) {
    issues.push({
      path: `${path}.value`,
      message: `metric "${metric.name}" needs a value (what to look for).`,
    });
    return;
  }
  if (metric.labels && metric.valueRole === "labels" && value !== undefined && typeof value !== "number") {
    const list = typeof value === "string" ? [value] : value;
    list.forEach((label, index) => {
      if (!metric.labels!.includes(label)) {
        issues.push({
          path: typeof value === "string" ? `${path}.value` : `${path}.value[${index}]`,
          message: notAllowed(`a ${metric.name} type`, label, metric.labels!),
        });
      }
    });
  }
  const extra = metric.checkValue?.(value, operator);
  if (extra !== undefined) issues.push({ path: `${path}.value`, message: extra });
}

/** Validates rulesets against the schema and the registry; throws `RuleSetError` listing every problem. */
export function resolveRuleSets(input: unknown, registry: MetricRegistry): ResolvedRuleSet[] {
  if (input === undefined)
    throw new RuleSetError([{ path: "rulesets", message: "is required (a non-empty list of rulesets)." }]);
  const parsed = schemas().RuleSetsSchema.safeParse(input);
  if (!parsed.success) throw new RuleSetError(describeZodIssues(parsed.error, "rulesets", input));
  const issues: Issue[] = [];
  const resolved: ResolvedRuleSet[] = parsed.data.map((ruleset, setIndex) => {
    const rules: ResolvedRule[] = [];
    ruleset.rules.forEach((rule, ruleIndex) => {
      const path = `rulesets[${setIndex}].rules[${ruleIndex}]`;
      const alias = METRIC_ALIASES[rule.metric];
      const metric = registry.get(alias?.metric ?? rule.metric);
      if (!metric) {
        issues.push({
          path: `${path}.metric`,
          message: notAllowed("a metric", rule.metric, registry.names()),
        });
        return;
      }
      const engine = rule.engine ?? metric.defaultEngine;
      if (metric.engines[engine] === undefined) {
        const supported = ENGINES.filter((e) => metric.engines[e] !== undefined);
        issues.push({
          path: `${path}.engine`,
          message: `metric "${metric.name}" has no "${engine}" engine. Allowed: ${supported.map((e) => JSON.stringify(e)).join(", ")}.`,
        });
        return;
      }
      const target = alias?.target ?? rule.target ?? metric.defaultTarget;
      if (alias && rule.target !== undefined && rule.target !== alias.target) {
        issues.push({
          path: `${path}.target`,
          message: `"${rule.metric}" always checks the input; remove target or use metric "${alias.metric}".`,
        });
        return;
      }
      checkOperatorValue(rule, metric, path, issues);
      const original = (input as unknown[])[setIndex];
      rules.push({
        given: rule,
        original: (original as { rules: unknown[] }).rules[ruleIndex],
        path,
        metric,
        target,
        engine,
        operator: rule.operator,
      });
    });
    return { parsed: ruleset, id: ruleset.name ?? setIndex, rules };
  });
  if (issues.length > 0) throw new RuleSetError(issues);
  return resolved;
}

/** Validates the configuration; throws `ConfigError`. */
export function resolveConfig(input: unknown): ParsedGuardConfig {
  const parsed = schemas().GuardConfigSchema.safeParse(input ?? {});
  if (!parsed.success) throw new ConfigError(describeZodIssues(parsed.error, "config", input));
  const config = parsed.data;
  if (config.provider === "custom" && config.base_url === undefined) {
    throw new ConfigError([
      {
        path: "config.base_url",
        message: 'is required when provider is "custom" (the OpenAI-compatible endpoint URL).',
      },
    ]);
  }
  return config;
}

/** Every rule on the `llm` engine needs `config.api_key`; the error names the first rule that does. */
export function checkProviderConfig(rulesets: readonly ResolvedRuleSet[], config: ParsedGuardConfig): void {
  for (const ruleset of rulesets) {
    for (const rule of ruleset.rules) {
      if (rule.engine !== "llm") continue;
      if (config.provider === "custom" && config.model === undefined) {
        throw new ConfigError([
          {
            path: "config.model",
            message: `is required with provider "custom" because ${rule.path} (metric "${rule.metric.name}") runs on the "llm" engine: name the model your endpoint serves.`,
          },
        ]);
      }
      if (config.api_key === undefined) {
        throw new ConfigError([
          {
            path: "config.api_key",
            message: `is required because ${rule.path} (metric "${rule.metric.name}") runs on the "llm" engine. Set config.api_key to your ${config.provider} API key, or use engine "local" where the metric has one.`,
          },
        ]);
      }
    }
  }
}
