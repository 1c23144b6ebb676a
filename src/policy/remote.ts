/**
 * The remote policy: the account's allowlist for a group, fetched from the service
 * (`GET /v1/allowlists?group=g`, the Guard's service key as Bearer), cached with its `ETag`, and refreshed in
 * the background once its TTL has passed. Never on a request's path: a Guard asks `allowFor(metric)` of
 * what is cached (nothing before the first answer: the local rules alone) and `refreshIfStale()` starts a
 * fetch it does not wait for. When the service is down or answers wrongly, the last good copy stays.
 * This is the edge that does the I/O; the evaluator only receives the compiled matchers.
 */
import { type AllowMatcher, type AllowSpec, compileAllow } from "../engine/allow.js";
import { ConfigError } from "../errors.js";
import { lazy } from "../util/lazy.js";
import { loadZod } from "../util/zod.js";
import { allowSpecIssues, describeZodIssues } from "../validate.js";

/** `new Guard({ …, policy })`: where the Guard's allowlists come from besides its rules. */
export interface PolicyOptions {
  remote: {
    /** The group whose allowlist is fetched (entries for every group apply too); default `config.group`. */
    group?: string | undefined;
    /** How long a fetched copy is fresh, in milliseconds (default 60000, at least 100). */
    ttlMs?: number | undefined;
    /** The service's base URL; default `CONTENT_SHIELD_URL`. */
    url?: string | undefined;
    /** Milliseconds before one fetch is abandoned (default 10000). */
    timeoutMs?: number | undefined;
  };
}

/** What the remote policy did so far. */
export interface PolicyStatus {
  group: string;
  /** Entries in the copy in use (0 before the first good answer). */
  entries: number;
  /** When the copy in use was last confirmed by the service (ISO time), or null before the first answer. */
  fetched_at: string | null;
  etag: string | null;
  /** The last failed fetch's reason, cleared by the next good answer. */
  last_error: string | null;
}

/** One allowlist entry as the service lists it. */
export interface AllowlistEntry {
  id: string;
  group: string | null;
  metric: string;
  kind: "value" | "domain" | "pattern";
  value: string;
  note?: string | null;
  source?: string;
  created_at?: string;
}

const DEFAULT_TTL_MS = 60_000;
const DEFAULT_TIMEOUT_MS = 10_000;

const policySchema = lazy(() => {
  const { z } = loadZod();
  return z.strictObject({
    remote: z.strictObject({
      group: z.string().min(1).max(200).optional(),
      ttlMs: z.number().int().min(100).optional(),
      url: z.url().optional(),
      timeoutMs: z.number().int().positive().optional(),
    }),
  });
});

/** Validates `policy`; throws `ConfigError` naming each bad place (`policy.remote.ttlMs`). */
/** Validated policy options, with defaults applied. */
export interface ParsedPolicy {
  group: string | undefined;
  ttlMs: number;
  url: string;
  timeoutMs: number;
}

export function parsePolicyOptions(
  input: unknown,
  env: Readonly<Record<string, string | undefined>> = process.env,
): ParsedPolicy {
  const parsed = policySchema().safeParse(input);
  if (!parsed.success) throw new ConfigError(describeZodIssues(parsed.error, "policy", input));
  const { remote } = parsed.data;
  const url = remote.url ?? env.CONTENT_SHIELD_URL;
  if (url === undefined || url === "") {
    throw new ConfigError([
      {
        code: "missing_field",
        path: "policy.remote.url",
        message:
          "is required: the remote policy fetches allowlists from the Content Shield service. Set CONTENT_SHIELD_URL (as for capture delivery) or policy.remote.url.",
      },
    ]);
  }
  return {
    group: remote.group,
    ttlMs: remote.ttlMs ?? DEFAULT_TTL_MS,
    url: url.replace(/\/+$/, ""),
    timeoutMs: remote.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  };
}

/** Allowlist entries compiled once, to apply per call (`guard.check({ allowlist })`); see `compileAllowlist`. */
export class CompiledAllowlist {
  /** @internal */
  constructor(readonly matchers: ReadonlyMap<string, AllowMatcher>) {}

  /** The compiled entries of `metric`, if any. */
  forMetric(metric: string): AllowMatcher | undefined {
    return this.matchers.get(metric);
  }
}

/**
 * Compiles allowlist entries (as `GET /v1/allowlists` lists them) for `guard.check({ allowlist })`; each
 * entry applies to every rule of its metric. Entries the library would refuse are left out.
 */
export function compileAllowlist(
  entries: ReadonlyArray<Pick<AllowlistEntry, "metric" | "kind" | "value">>,
): CompiledAllowlist {
  return new CompiledAllowlist(compileEntries(entries));
}

/** The entries, as one compiled matcher per metric; entries the library would refuse are left out. */
export function compileEntries(
  entries: ReadonlyArray<Pick<AllowlistEntry, "metric" | "kind" | "value">>,
): Map<string, AllowMatcher> {
  const specs = new Map<string, { values: string[]; domains: string[]; patterns: string[] }>();
  for (const entry of entries) {
    let spec = specs.get(entry.metric);
    if (spec === undefined) {
      spec = { values: [], domains: [], patterns: [] };
      specs.set(entry.metric, spec);
    }
    const one: AllowSpec =
      entry.kind === "value"
        ? { values: [entry.value] }
        : entry.kind === "domain"
          ? { domains: [entry.value] }
          : { patterns: [entry.value] };
    if (allowSpecIssues(one, []).length > 0) continue;
    spec[entry.kind === "value" ? "values" : entry.kind === "domain" ? "domains" : "patterns"].push(
      entry.value,
    );
  }
  const matchers = new Map<string, AllowMatcher>();
  for (const [metric, spec] of specs) {
    const matcher = compileAllow(spec);
    if (matcher !== undefined) matchers.set(metric, matcher);
  }
  return matchers;
}

const KINDS = new Set(["value", "domain", "pattern"]);

/** The entries of a `GET /v1/allowlists` answer; throws when the answer is not one. */
function readEntries(body: unknown): AllowlistEntry[] {
  const entries = (body as { entries?: unknown } | null)?.entries;
  if (!Array.isArray(entries)) throw new Error("the answer has no entries list");
  return entries.filter(
    (entry): entry is AllowlistEntry =>
      entry !== null &&
      typeof entry === "object" &&
      typeof entry.metric === "string" &&
      typeof entry.value === "string" &&
      KINDS.has(entry.kind),
  );
}

export class RemotePolicy {
  private matchers = new Map<string, AllowMatcher>();
  private entries = 0;
  private etag: string | null = null;
  /** When the copy was last confirmed (ms since epoch); 0 before the first answer. */
  private confirmedAt = 0;
  /** When the last attempt started, good or bad (a failed fetch waits a TTL before the next). */
  private attemptedAt = 0;
  private inFlight: Promise<void> | null = null;
  private lastError: string | null = null;

  constructor(
    private readonly options: {
      url: string;
      key: string;
      group: string;
      ttlMs: number;
      timeoutMs: number;
      fetch?: typeof fetch | undefined;
    },
  ) {}

  /** The cached entries for `metric`, compiled; undefined when there are none (or none yet). */
  allowFor(metric: string): AllowMatcher | undefined {
    return this.matchers.get(metric);
  }

  /** Starts a background fetch when the copy is older than its TTL; never waits for it, never throws. */
  refreshIfStale(now = Date.now()): void {
    if (this.inFlight !== null || now - this.attemptedAt < this.options.ttlMs) return;
    void this.refresh();
  }

  /**
   * Fetches now (or joins the fetch in flight) and resolves when it is done, good or bad; never rejects.
   * For start-up (`await guard.refreshPolicy()`) and tests; requests never wait for it.
   */
  refresh(): Promise<void> {
    if (this.inFlight !== null) return this.inFlight;
    this.attemptedAt = Date.now();
    this.inFlight = this.fetchOnce()
      .catch((error: unknown) => {
        this.lastError = error instanceof Error ? error.message : String(error);
      })
      .finally(() => {
        this.inFlight = null;
      });
    return this.inFlight;
  }

  status(): PolicyStatus {
    return {
      group: this.options.group,
      entries: this.entries,
      fetched_at: this.confirmedAt === 0 ? null : new Date(this.confirmedAt).toISOString(),
      etag: this.etag,
      last_error: this.lastError,
    };
  }

  private async fetchOnce(): Promise<void> {
    const { url, key, group, timeoutMs } = this.options;
    const headers: Record<string, string> = { authorization: `Bearer ${key}`, accept: "application/json" };
    if (this.etag !== null) headers["if-none-match"] = this.etag;
    const doFetch = this.options.fetch ?? fetch;
    const response = await doFetch(`${url}/v1/allowlists?group=${encodeURIComponent(group)}`, {
      headers,
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 304) {
      await response.body?.cancel();
      this.confirmedAt = Date.now();
      this.lastError = null;
      return;
    }
    if (response.status !== 200) {
      await response.body?.cancel();
      throw new Error(
        `GET /v1/allowlists answered HTTP ${response.status}; keeping the last good copy (${this.entries} entries)`,
      );
    }
    const entries = readEntries(await response.json());
    this.matchers = compileEntries(entries);
    this.entries = entries.length;
    this.etag = response.headers.get("etag");
    this.confirmedAt = Date.now();
    this.lastError = null;
  }
}
