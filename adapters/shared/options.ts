/**
 * Adapter options: one zod strict schema, validated once when the middleware is created. Unknown keys are
 * `ConfigError`s with a did-you-mean; rulesets and config are validated by the core `Guard`.
 */
import type { z as Z } from "zod";
import type { InterceptionSink } from "../../src/capture/record.js";
import { ConfigError, type Issue } from "../../src/errors.js";
import type { Judge } from "../../src/metrics/contract.js";
import { readPolicy } from "../../src/policy/load.js";
import type { PolicyOptions } from "../../src/policy/remote.js";
import type { GuardConfig, RuleSet } from "../../src/schema.js";
import { closest } from "../../src/suggest.js";
import type { ShieldResponse } from "../../src/types.js";
import { loadZod } from "../../src/util/zod.js";
import { describeZodIssues, formatPath } from "../../src/validate.js";
import { type CheckOptions, type ParsedCheckOptions, parseCheckOptions } from "./formats/check-options.js";

const { z } = loadZod();

/** Where a check ran: on the request (`input`) or on the response (`output`). */
export type ShieldPhase = "input" | "output";

/** Custom extractors for request/response shapes the defaults do not know. */
export interface ExtractOptions {
  /** Returns the user input from the parsed request body (JSON value or text), or undefined to skip the check. */
  input?: (body: unknown) => string | undefined;
  /** Writes the masked input back; returns the body the handler receives. Needed with `input` and MASK rules. */
  replaceInput?: (body: unknown, text: string) => unknown;
  /** Returns the generated text from the parsed response body (JSON value or text), or undefined to pass it. */
  output?: (body: unknown) => string | undefined;
  /** Writes the shielded text back; returns the body sent. Needed with `output` and MASK/OVERRIDE rules. */
  replaceOutput?: (body: unknown, text: string) => unknown;
  /** Builds the reply to an input OVERRIDE (objects are sent as JSON, strings as text). */
  reply?: (fallback: string, requestBody: unknown) => unknown;
}

/** A reply body: objects and arrays are sent as JSON, strings as text. */
export type ReplyBody = string | number | boolean | null | object;

/** Builds the BLOCK answer's body from the result and the phase (`input`: before the handler ran). */
export type BlockBodyFunction = (response: ShieldResponse, phase: ShieldPhase) => unknown;

/** The answer to a BLOCK: `status` (default 400) and `body` (default an OpenAI-style error object). */
export interface BlockOptions {
  /** 400-599. */
  status?: number | undefined;
  /** A fixed body, or a function of the result and the phase. Objects are sent as JSON, strings as text. */
  body?: ReplyBody | BlockBodyFunction | undefined;
}

/**
 * The middleware's options. The rules are `rulesets` (and `config`), or `policy`: the path of a policy file
 * (JSON or YAML, `{ rulesets, config }`) read once when the middleware is created. One of the two is
 * required; giving both is a `ConfigError`.
 */
export interface ShieldMiddlewareOptions {
  rulesets?: readonly RuleSet[] | undefined;
  config?: GuardConfig | undefined;
  /**
   * A policy file (`policy.yaml`, `policy.json`) holding the rulesets and config, in their place; or
   * `{ file?, remote? }`: the file, and/or the account's allowlist for a group fetched from the service
   * (the Guard's `policy.remote`, docs/allowlists.md).
   */
  policy?: string | AdapterPolicyOptions | undefined;
  /** Where interceptions go; default: the core's durable spool under CONTENT_SHIELD_HOME. */
  sink?: InterceptionSink | undefined;
  /** The LLM judge for `llm`-engine rules; default: built from `config`. */
  judge?: Judge | undefined;
  extract?: ExtractOptions | undefined;
  block?: BlockOptions | undefined;
  /** Characters of a streamed reply held back until more text arrives or the stream ends. Default 128. */
  window?: number | undefined;
  /** Response header naming the applied action; `false` to leave it out. Default `x-content-shield`. */
  header?: string | false | undefined;
  /** Largest request body (bytes) the adapter reads itself, and largest response body it buffers. Default 1 MiB. */
  limit?: number | undefined;
  /**
   * Which messages of a request are checked. `roles`: default every role but `assistant` (`system`,
   * `developer`, `user`, `tool`); `["user", "tool"]` for apps that trust their own system prompt; listing
   * `assistant` checks assistant messages the client echoes back, with the output rules. `budget`: the most
   * characters of text one request may carry, all messages together (default 1 MiB of characters, at most
   * `config.max_text_length`); over it the answer is a 413.
   */
  check?: CheckOptions | undefined;
}

/** `policy` as an object: a policy file and/or the remote allowlist (the Guard's `policy.remote`). */
export interface AdapterPolicyOptions {
  file?: string | undefined;
  remote?: PolicyOptions["remote"] | undefined;
}

export type BlockBody = BlockOptions["body"];

type AnyFunction = (...args: never[]) => unknown;
const fn = <T extends AnyFunction>() =>
  z.custom<T>((value) => typeof value === "function", { message: "expected a function" });

const ExtractSchema = z.strictObject({
  input: fn<NonNullable<ExtractOptions["input"]>>().optional(),
  replaceInput: fn<NonNullable<ExtractOptions["replaceInput"]>>().optional(),
  output: fn<NonNullable<ExtractOptions["output"]>>().optional(),
  replaceOutput: fn<NonNullable<ExtractOptions["replaceOutput"]>>().optional(),
  reply: fn<NonNullable<ExtractOptions["reply"]>>().optional(),
});

const BlockSchema = z.strictObject({
  status: z.number().int().min(400).max(599).default(400),
  body: z.custom<NonNullable<BlockOptions["body"]>>((value) => value !== undefined).optional(),
});

export const DEFAULT_WINDOW = 128;
export const DEFAULT_HEADER = "x-content-shield";
export const DEFAULT_LIMIT = 1_048_576;

export const AdapterOptionsSchema = z.strictObject({
  rulesets: z.unknown(),
  policy: z.unknown().optional(),
  config: z.unknown().optional(),
  sink: z
    .custom<InterceptionSink>(
      (value) =>
        typeof value === "object" &&
        value !== null &&
        typeof (value as InterceptionSink).append === "function" &&
        typeof (value as InterceptionSink).flush === "function",
      { message: "expected an interception sink { append(record), flush() }" },
    )
    .optional(),
  judge: z
    .custom<Judge>(
      (value) => typeof value === "object" && value !== null && typeof (value as Judge).judge === "function",
      {
        message: "expected a judge { judge(request, signal) }",
      },
    )
    .optional(),
  extract: ExtractSchema.optional(),
  block: BlockSchema.default({ status: 400 }),
  window: z.number().int().min(0).max(1_000_000).default(DEFAULT_WINDOW),
  header: z
    .union([
      z.literal(false),
      z.string().regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/, "must be a valid header name"),
    ])
    .default(DEFAULT_HEADER),
  limit: z.number().int().positive().default(DEFAULT_LIMIT),
  check: z.unknown().optional(),
});

export type ParsedAdapterOptions = Omit<Z.output<typeof AdapterOptionsSchema>, "check"> & {
  check: ParsedCheckOptions;
};

const SHAPES: Record<string, readonly string[]> = {
  "": Object.keys(AdapterOptionsSchema.shape),
  extract: Object.keys(ExtractSchema.shape),
  block: Object.keys(BlockSchema.shape),
};

const segments = (path: readonly PropertyKey[]) => path.map((s) => (typeof s === "number" ? s : String(s)));

function describeOptionIssues(error: Z.ZodError, input: unknown): Issue[] {
  const issues: Issue[] = [];
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      const allowed = SHAPES[issue.path.join(".")] ?? [];
      for (const key of issue.keys) {
        const guess = closest(key, allowed);
        issues.push({
          code: "unknown_key",
          path: segments([...issue.path, key]),
          at: formatPath("", [...issue.path, key]),
          received: key,
          allowed,
          suggestion: guess,
          message: `unknown option${guess ? `; did you mean ${JSON.stringify(guess)}?` : "."} Allowed: ${allowed.join(", ")}.`,
        });
      }
    } else if (issue.code === "custom") {
      issues.push({
        code: "invalid_type",
        path: segments(issue.path),
        at: formatPath("", issue.path),
        message: `${issue.message}.`,
      });
    } else {
      issues.push(...describeZodIssues(new z.ZodError([issue]), "", input));
    }
  }
  return issues;
}

/** Options naming a policy file, with the file's rulesets and config in its place (read now). */
function withPolicy(options: Record<string, unknown>): Record<string, unknown> {
  const { policy, ...rest } = options;
  if (policy === undefined) return options;
  const isObject = typeof policy === "object" && policy !== null && !Array.isArray(policy);
  if ((typeof policy !== "string" || policy === "") && !isObject) {
    throw new ConfigError([
      {
        code: "invalid_type",
        path: "policy",
        received: typeof policy,
        message: "must be the path of a policy file (JSON or YAML), or { file?, remote? }.",
      },
    ]);
  }
  const { file, remote, ...unknown } = isObject ? (policy as Record<string, unknown>) : { file: policy };
  const extra = Object.keys(unknown);
  if (extra.length > 0) {
    throw new ConfigError([
      {
        code: "unknown_key",
        path: `policy.${extra[0]}`,
        received: extra[0],
        allowed: ["file", "remote"],
        message: "is not a policy option (file, remote).",
      },
    ]);
  }
  const remotePolicy = remote === undefined ? {} : { policy: { remote } };
  if (file === undefined) return { ...rest, ...remotePolicy };
  if (typeof file !== "string" || file === "") {
    throw new ConfigError([
      { code: "invalid_type", path: "policy.file", received: typeof file, message: "must be a file path." },
    ]);
  }
  if (rest.rulesets !== undefined || rest.config !== undefined) {
    throw new ConfigError([
      {
        code: "conflict",
        path: "policy",
        message: "give either policy (a file with rulesets and config) or rulesets/config, not both.",
      },
    ]);
  }
  const { rulesets, config } = readPolicy(file);
  return { ...rest, rulesets, ...(config === undefined ? {} : { config }), ...remotePolicy };
}

/** Validates adapter options; throws `ConfigError` naming each bad option. */
export function parseAdapterOptions(options: unknown): ParsedAdapterOptions {
  if (options === null || typeof options !== "object" || Array.isArray(options)) {
    throw new ConfigError([
      { code: "invalid_type", path: "options", message: "must be an object like { rulesets, config }." },
    ]);
  }
  const parsed = AdapterOptionsSchema.safeParse(withPolicy(options as Record<string, unknown>));
  if (!parsed.success) throw new ConfigError(describeOptionIssues(parsed.error, options));
  const { extract } = parsed.data;
  const rulesets = Array.isArray(parsed.data.rulesets) ? (parsed.data.rulesets as RuleSet[]) : [];
  const actions = new Set(rulesets.map((set) => (set as { action?: { type?: unknown } }).action?.type));
  const issues: Issue[] = [];
  if (extract?.input && !extract.replaceInput && actions.has("MASK")) {
    issues.push({
      code: "missing_field",
      path: "extract.replaceInput",
      message: "is required with extract.input when a ruleset masks: (body, maskedText) => newBody.",
    });
  }
  if (extract?.output && !extract.replaceOutput && (actions.has("MASK") || actions.has("OVERRIDE"))) {
    issues.push({
      code: "missing_field",
      path: "extract.replaceOutput",
      message: "is required with extract.output when a ruleset masks or overrides: (body, text) => newBody.",
    });
  }
  if (issues.length > 0) throw new ConfigError(issues);
  return { ...parsed.data, check: parseCheckOptions(parsed.data.check) };
}
