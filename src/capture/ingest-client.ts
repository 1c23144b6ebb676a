/**
 * One `POST /v1/interceptions` and what its answer means, trusting nothing: a batch counts as delivered
 * only when the answer accounts for every record sent (`accepted + duplicates + rejected.length = sent`),
 * a redirect is never followed, and every other answer becomes one of the outcomes below.
 */
import type { InterceptionRecord } from "./record.js";

/** One record the service refused, by its index in the batch. */
export interface RefusedRecord {
  index: number;
  reason: string;
}

export type IngestOutcome =
  /** The service accounted for every record: stored, already stored, or refused (with reasons). */
  | { kind: "answered"; accepted: number; duplicates: number; refused: RefusedRecord[] }
  /** The key is unknown or revoked (401/403). */
  | { kind: "key-rejected"; status: number }
  /** The whole request was refused for what it holds (400, 413, 422…): split it to find the bad record. */
  | { kind: "refused"; status: number; reason: string }
  /** The service failed on it (500): a poison record, or a service in trouble. */
  | { kind: "server-error"; status: number; reason: string };

/** Try again later: the service is unreachable, overloaded (429/502/503/504) or answered wrongly. */
export class RetryLater extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number | undefined,
    /** Worth a report (a lying or redirecting service), not just an outage to wait out. */
    readonly report = false,
  ) {
    super(message);
    this.name = "RetryLater";
  }
}

const MAX_RETRY_AFTER_MS = 10 * 60_000;

/** `Retry-After` as milliseconds: delta-seconds or an HTTP date; undefined when absent or invalid. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === "") return undefined;
  const trimmed = header.trim();
  const ms = /^\d+$/.test(trimmed) ? Number(trimmed) * 1000 : Date.parse(trimmed) - now;
  if (!Number.isFinite(ms) || ms <= 0) return undefined;
  return Math.min(ms, MAX_RETRY_AFTER_MS);
}

export interface IngestRequest {
  base: string;
  key: string;
  fetch: typeof fetch;
  timeoutMs: number;
}

/** Sends one request; network failures become `RetryLater`. Redirects are not followed. */
export async function send(request: IngestRequest, method: string, path: string, body?: string) {
  try {
    return await request.fetch(`${request.base}${path}`, {
      method,
      redirect: "manual",
      headers: {
        authorization: `Bearer ${request.key}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body }),
      signal: AbortSignal.timeout(request.timeoutMs),
    });
  } catch (error) {
    throw new RetryLater(
      `Content Shield service unreachable at ${request.base}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** Throws `RetryLater` for answers that say "not now" or that cannot be trusted (3xx). */
export async function raiseForRetry(response: Response, base: string): Promise<void> {
  const { status } = response;
  if (status >= 300 && status < 400) {
    await response.body?.cancel().catch(() => {});
    const location = response.headers.get("location");
    throw new RetryLater(
      `The Content Shield service at ${base} answered a redirect (HTTP ${status}${location ? ` to ${location}` : ""}); redirects are not followed, so no interception was delivered. Set CONTENT_SHIELD_URL to the final address.`,
      undefined,
      true,
    );
  }
  if (status === 429 || status === 502 || status === 503 || status === 504) {
    await response.body?.cancel().catch(() => {});
    throw new RetryLater(`HTTP ${status} from ${base}`, retryAfterMs(response.headers.get("retry-after")));
  }
}

async function bodyText(response: Response): Promise<string> {
  return (await response.text().catch(() => "")).slice(0, 500);
}

function isCount(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0;
}

/** Reads the multi-status answer; throws `RetryLater` (reported) when it does not add up. */
function readAnswer(body: unknown, sent: number, base: string): IngestOutcome {
  const answer = body as { accepted?: unknown; duplicates?: unknown; rejected?: unknown } | null;
  const rejected = answer?.rejected ?? [];
  const refused: RefusedRecord[] = [];
  let valid = answer !== null && isCount(answer?.accepted) && isCount(answer?.duplicates);
  if (valid && Array.isArray(rejected)) {
    const seen = new Set<number>();
    for (const entry of rejected as Array<{ index?: unknown; errors?: unknown }>) {
      const index = entry?.index;
      if (!isCount(index) || index >= sent || seen.has(index)) {
        valid = false;
        break;
      }
      seen.add(index);
      refused.push({ index, reason: JSON.stringify(entry.errors ?? "refused").slice(0, 2000) });
    }
  } else valid = false;
  const accepted = Number(answer?.accepted);
  const duplicates = Number(answer?.duplicates);
  if (!valid || accepted + duplicates + refused.length !== sent) {
    throw new RetryLater(
      `The Content Shield service at ${base} answered without accounting for the ${sent} interception(s) sent (${JSON.stringify(body).slice(0, 200)}); they stay in the spool. Is something else answering at that address (a proxy, a placeholder page)?`,
      undefined,
      true,
    );
  }
  return { kind: "answered", accepted, duplicates, refused };
}

/** Posts one batch and classifies the answer. */
export async function postBatch(
  request: IngestRequest,
  records: readonly InterceptionRecord[],
): Promise<IngestOutcome> {
  const response = await send(request, "POST", "/v1/interceptions", JSON.stringify(records));
  await raiseForRetry(response, request.base);
  const { status } = response;
  if (status === 401 || status === 403) {
    await response.body?.cancel().catch(() => {});
    return { kind: "key-rejected", status };
  }
  if (status >= 500)
    return { kind: "server-error", status, reason: `HTTP ${status}: ${await bodyText(response)}` };
  if (status >= 400)
    return { kind: "refused", status, reason: `HTTP ${status}: ${await bodyText(response)}` };
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  return readAnswer(body, records.length, request.base);
}
