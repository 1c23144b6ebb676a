/**
 * Policy files: `{ rulesets, config }` as JSON or YAML (`$schema` allowed, for editors). An edge module
 * (it reads files); the core never imports it. `readPolicy` parses and checks the file's top level;
 * `validatePolicyFile` also validates the rulesets and the config with the core's validation, reporting every
 * problem with its path (and, where the file's text locates it, `file:line:column`).
 */

import type * as Yaml from "yaml";
import {
  ConfigError,
  type Issue,
  RuleSetError,
  ShieldError,
  type ShieldIssue,
  toShieldIssue,
} from "../errors.js";
import { MetricRegistry } from "../metrics/registry.js";
import type { GuardConfig, RuleSet } from "../schema.js";
import { closest } from "../suggest.js";
import { lazy } from "../util/lazy.js";
import { nodeBuiltin, requireFrom } from "../util/runtime.js";
import { checkProviderConfig, resolveConfig, resolveRuleSets } from "../validate.js";

/** `yaml`, loaded when the first policy file is read (importing the adapters stays cheap). */
const loadYaml = lazy(() => requireFrom(import.meta.url)("yaml") as typeof Yaml);

/** What a policy file holds: the rulesets and the (optional) config of a Guard. */
export interface Policy {
  /** The JSON Schema the file names for editors (ignored otherwise). */
  $schema?: string | undefined;
  rulesets: RuleSet[];
  config?: GuardConfig | undefined;
}

/** A problem of a policy file: a structured issue, plus where the file's text has it (1-based), when known. */
export interface PolicyIssue extends ShieldIssue {
  readonly line?: number;
  readonly column?: number;
}

/** A policy file could not be read or is invalid; `issues` lists every problem with its path. */
export class PolicyError extends ConfigError {
  readonly file: string;
  override readonly issues: readonly PolicyIssue[];
  constructor(file: string, issues: readonly PolicyIssue[], options: { cause?: unknown } = {}) {
    super(issues, options);
    this.file = file;
    this.issues = issues;
    this.message = issues
      .map((issue) => `${file}${where(issue)}: ${issue.at ? `${issue.at}: ` : ""}${issue.message}`)
      .join("\n");
  }
}

const TOP_LEVEL = ["$schema", "rulesets", "config"];

function where(issue: PolicyIssue): string {
  return issue.line === undefined ? "" : `:${issue.line}:${issue.column ?? 1}`;
}

/** A parsed policy file: its value and a way to locate a path in its text. */
interface ParsedFile {
  value: unknown;
  locate: (path: readonly (string | number)[]) => { line: number; column: number } | undefined;
}

function parseText(file: string, text: string): ParsedFile {
  const { isMap, isNode, isScalar, isSeq, LineCounter, parseDocument } = loadYaml();
  const lineCounter = new LineCounter();
  // YAML 1.2 reads JSON too; `.json` files are parsed as JSON so JSON-only mistakes are reported as such.
  const json = file.toLowerCase().endsWith(".json");
  const doc: Yaml.Document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const problems = doc.errors.map((error) => {
    const pos = lineCounter.linePos(error.pos[0]);
    return {
      code: "invalid" as const,
      path: [],
      at: "",
      line: pos.line,
      column: pos.col,
      message: error.message,
    };
  });
  if (json && problems.length === 0) {
    try {
      JSON.parse(text);
    } catch (error) {
      problems.push({
        code: "invalid",
        path: [],
        at: "",
        line: 1,
        column: 1,
        message: `is not valid JSON (${error instanceof Error ? error.message : String(error)}).`,
      });
    }
  }
  if (problems.length > 0) throw new PolicyError(file, problems);
  return {
    value: doc.toJS({ maxAliasCount: 100 }) as unknown,
    locate: (path) => {
      // The key of the deepest entry of the path the document has (the parent when a key is missing).
      let node: unknown = doc.contents;
      let range: readonly number[] | null | undefined = (doc.contents as { range?: number[] } | null)?.range;
      for (const segment of path) {
        if (isMap(node)) {
          const pair = node.items.find((item) => isScalar(item.key) && item.key.value === segment);
          if (pair === undefined) break;
          range = isNode(pair.key) ? pair.key.range : range;
          node = pair.value;
        } else if (isSeq(node) && typeof segment === "number" && isNode(node.items[segment])) {
          node = node.items[segment];
          range = (node as { range?: number[] }).range ?? range;
        } else break;
      }
      if (!range) return undefined;
      const pos = lineCounter.linePos(range[0]!);
      return { line: pos.line, column: pos.col };
    },
  };
}

function readText(file: string): string {
  try {
    const fs = nodeBuiltin("node:fs");
    if (fs === undefined) throw new Error("this runtime has no file system (node:fs)");
    return fs.readFileSync(file, "utf8");
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : String(error);
    throw new PolicyError(
      file,
      [{ code: "invalid", path: [], at: "", message: `cannot be read (${reason}).` }],
      {
        cause: error,
      },
    );
  }
}

/** The top level of a policy: an object with `rulesets` (required), `config` and `$schema`. */
function topLevelIssues(value: unknown): Issue[] {
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    return [
      {
        code: "invalid_type",
        path: [],
        at: "",
        received: Array.isArray(value) ? "array" : value === null ? "null" : typeof value,
        message: "a policy file holds an object like { rulesets: [...], config: {...} }.",
      },
    ];
  }
  const issues: Issue[] = [];
  for (const key of Object.keys(value)) {
    if (TOP_LEVEL.includes(key)) continue;
    const guess = closest(key, TOP_LEVEL);
    issues.push({
      code: "unknown_key",
      path: [key],
      received: key,
      allowed: TOP_LEVEL,
      suggestion: guess,
      message: `unknown key${guess ? `; did you mean "${guess}"?` : "."} Allowed: ${TOP_LEVEL.join(", ")}.`,
    });
  }
  const record = value as Record<string, unknown>;
  if (record.rulesets === undefined)
    issues.push({
      code: "missing_field",
      path: ["rulesets"],
      message: "is required (a non-empty list of rulesets).",
    });
  if (record.$schema !== undefined && typeof record.$schema !== "string")
    issues.push({
      code: "invalid_type",
      path: ["$schema"],
      message: "must be a string (the schema's URL or path).",
    });
  return issues;
}

function located(issues: readonly Issue[], parsed: ParsedFile): PolicyIssue[] {
  return issues.map((issue) => {
    const shield = toShieldIssue(issue);
    const pos = parsed.locate(shield.path);
    return pos === undefined ? shield : { ...shield, line: pos.line, column: pos.column };
  });
}

/**
 * Reads a policy file (JSON or YAML) and checks its top level; the rulesets and config are validated by the
 * Guard that uses them. Throws `PolicyError`.
 */
export function readPolicy(file: string): Policy {
  const parsed = parseText(file, readText(file));
  const issues = topLevelIssues(parsed.value);
  if (issues.length > 0) throw new PolicyError(file, located(issues, parsed));
  const { rulesets, config } = parsed.value as Policy;
  return config === undefined ? { rulesets } : { rulesets, config };
}

/**
 * Reads and fully validates a policy file: its top level, every ruleset and rule (metrics of `registry`,
 * default the built-in ones) and the config. Returns every problem (empty when valid) and the policy.
 */
export function validatePolicyFile(
  file: string,
  registry: MetricRegistry = new MetricRegistry(),
): { policy: Policy | undefined; issues: PolicyIssue[] } {
  let parsed: ParsedFile;
  try {
    parsed = parseText(file, readText(file));
  } catch (error) {
    if (error instanceof PolicyError) return { policy: undefined, issues: [...error.issues] };
    throw error;
  }
  const issues: Issue[] = topLevelIssues(parsed.value);
  const value = (parsed.value ?? {}) as Partial<Policy>;
  if (issues.length > 0 && (typeof parsed.value !== "object" || parsed.value === null))
    return { policy: undefined, issues: located(issues, parsed) };
  let config: ReturnType<typeof resolveConfig> | undefined;
  const take = (error: unknown): void => {
    if (error instanceof RuleSetError || error instanceof ConfigError) issues.push(...error.issues);
    else if (error instanceof ShieldError) issues.push({ path: [], message: error.message });
    else throw error;
  };
  try {
    config = resolveConfig(value.config);
  } catch (error) {
    take(error);
  }
  if (value.rulesets !== undefined) {
    try {
      const resolved = resolveRuleSets(value.rulesets, registry);
      if (config !== undefined) checkProviderConfig(resolved, config);
    } catch (error) {
      take(error);
    }
  }
  // In file order, so the report reads top to bottom (issues the text cannot locate last).
  const all = located(issues, parsed).sort(
    (a, b) =>
      (a.line ?? Number.MAX_SAFE_INTEGER) - (b.line ?? Number.MAX_SAFE_INTEGER) ||
      (a.column ?? 0) - (b.column ?? 0),
  );
  return all.length > 0 ? { policy: undefined, issues: all } : { policy: value as Policy, issues: [] };
}

/**
 * The Guard's validation error for a policy read from `file` (`rulesets[0].rules[1].operator: …`), as a
 * `PolicyError` whose issues also carry the file's line and column. Other errors are returned as they are.
 */
export function locatePolicyError(file: string, error: unknown): unknown {
  if (!(error instanceof RuleSetError || error instanceof ConfigError) || error instanceof PolicyError)
    return error;
  let parsed: ParsedFile;
  try {
    parsed = parseText(file, readText(file));
  } catch {
    return error; // the file changed since it was read: report the error as it is
  }
  return new PolicyError(file, located(error.issues, parsed), { cause: error });
}
