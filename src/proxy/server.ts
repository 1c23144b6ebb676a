/**
 * The shielding reverse proxy: a Node HTTP server that forwards each request to `upstream` + the request's
 * path (undici), speaking the upstream's API unchanged, and applies a policy on the way in and out through
 * the adapters' runner (adapters/shared/runner.ts): the request's texts are checked (MASK rewrites them,
 * OVERRIDE and BLOCK answer in the request's format without calling the upstream); JSON answers are
 * buffered and checked; SSE and NDJSON streams flow through the same streaming shield as in the
 * middleware. Upstream errors (status >= 300) and bodies of other types pass through untouched.
 *
 * Headers: see headers.ts. The client's provider key is forwarded as sent and never read, logged or
 * captured (captured records come from the texts only). A client that goes away aborts the upstream
 * request; `timeoutMs` bounds the wait for the upstream's headers and each pause of its body.
 */
import { once } from "node:events";
import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Readable } from "node:stream";
import { TextDecoder } from "node:util";
import { Agent, request, errors as undiciErrors } from "undici";
import { bodyKind, HttpPayloadError, hasBody, readBody } from "../../adapters/shared/body.js";
import { errorPayload, type FormatId, formatFromPath } from "../../adapters/shared/formats/index.js";
import type { ShieldMiddlewareOptions } from "../../adapters/shared/options.js";
import { type Reply, toReply } from "../../adapters/shared/replies.js";
import { type ContentShieldResult, ShieldRunner, strongest } from "../../adapters/shared/runner.js";
import { ConfigError } from "../errors.js";
import { locatePolicyError, type Policy, readPolicy } from "../policy/load.js";
import type { ShieldResponse } from "../types.js";
import { clientResponseHeaders, upstreamRequestHeaders } from "./headers.js";

/** Default milliseconds to wait for the upstream's response headers, and for each piece of its body. */
export const DEFAULT_PROXY_TIMEOUT_MS = 300_000;

export interface ShieldProxyOptions
  extends Omit<ShieldMiddlewareOptions, "rulesets" | "config" | "extract" | "policy"> {
  /** The provider's base URL (`https://api.openai.com`); each request goes to it + the request's path. */
  upstream: string;
  /** A policy file (JSON or YAML) or a policy object `{ rulesets, config }`; or give `rulesets`/`config`. */
  policy?: string | Policy | undefined;
  rulesets?: ShieldMiddlewareOptions["rulesets"] | undefined;
  config?: ShieldMiddlewareOptions["config"] | undefined;
  /** Milliseconds to wait for the upstream's response headers and for each piece of its body (default 300000). */
  timeoutMs?: number | undefined;
  /** Receives one line per request (method, path, status, action, duration); never headers or texts. */
  log?: ((line: string) => void) | undefined;
}

/** A listening proxy: its base URL and how to stop it. */
export interface RunningShieldProxy {
  server: http.Server;
  url: string;
  close(): Promise<void>;
}

function policyOf(options: ShieldProxyOptions): Policy {
  const { policy, rulesets, config } = options;
  if (policy !== undefined && (rulesets !== undefined || config !== undefined)) {
    throw new ConfigError([
      { code: "conflict", path: "policy", message: "give either a policy or rulesets/config, not both." },
    ]);
  }
  if (typeof policy === "string") return readPolicy(policy);
  if (policy !== undefined) return policy;
  return { rulesets: rulesets as Policy["rulesets"], config };
}

function upstreamUrl(value: unknown): URL {
  let url: URL | undefined;
  try {
    url = typeof value === "string" ? new URL(value) : undefined;
  } catch {
    url = undefined;
  }
  if (url === undefined || (url.protocol !== "http:" && url.protocol !== "https:")) {
    throw new ConfigError([
      {
        code: "invalid_value",
        path: "upstream",
        received: value,
        message: "must be an http(s) URL like https://api.openai.com.",
      },
    ]);
  }
  return url;
}

const isAbort = (error: unknown): boolean =>
  error instanceof undiciErrors.RequestAbortedError ||
  (error instanceof Error && error.name === "AbortError");

class ShieldProxy {
  private readonly runner: ShieldRunner;
  private readonly base: string;
  readonly agent: Agent;

  constructor(private readonly options: ShieldProxyOptions) {
    const { upstream, policy: _policy, rulesets: _r, config: _c, timeoutMs, log: _log, ...shield } = options;
    const url = upstreamUrl(upstream);
    this.base = `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
    const timeout = timeoutMs ?? DEFAULT_PROXY_TIMEOUT_MS;
    if (!Number.isInteger(timeout) || timeout <= 0) {
      throw new ConfigError([
        {
          code: "invalid_value",
          path: "timeoutMs",
          received: timeout,
          message: "must be a positive whole number of milliseconds.",
        },
      ]);
    }
    const policy = policyOf(options);
    try {
      this.runner = new ShieldRunner({ ...shield, ...policy });
    } catch (error) {
      throw typeof options.policy === "string" ? locatePolicyError(options.policy, error) : error;
    }
    this.agent = new Agent({ headersTimeout: timeout, bodyTimeout: timeout });
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = performance.now();
    const result = this.runner.newResult();
    const controller = new AbortController();
    res.once("close", () => {
      if (!res.writableFinished) controller.abort();
    });
    try {
      await this.forward(req, res, result, controller.signal);
    } catch (error) {
      if (controller.signal.aborted || isAbort(error)) {
        if (!res.destroyed) res.destroy();
      } else if (error instanceof HttpPayloadError) {
        this.send(
          res,
          result,
          toReply(
            error.status,
            errorPayload(this.format(req, result), `Content Shield: ${error.message}`, {
              code: error.status === 413 ? "request_too_large" : "invalid_request",
            }),
          ),
        );
      } else if (res.headersSent) {
        res.destroy(error instanceof Error ? error : new Error(String(error)));
      } else {
        const timeout =
          error instanceof undiciErrors.HeadersTimeoutError || error instanceof undiciErrors.BodyTimeoutError;
        const status = timeout
          ? 504
          : error instanceof undiciErrors.UndiciError || isNetworkError(error)
            ? 502
            : 500;
        const message =
          status === 504
            ? "Content Shield proxy: the upstream did not answer in time."
            : error instanceof UpstreamAnswerError
              ? `Content Shield proxy: ${error.message}.`
              : status === 502
                ? `Content Shield proxy: the upstream could not be reached (${describe(error)}).`
                : `Content Shield proxy: ${describe(error)}`;
        this.send(
          res,
          result,
          toReply(
            status,
            errorPayload(this.format(req, result), message, {
              code: timeout ? "upstream_timeout" : "upstream_error",
            }),
          ),
        );
      }
    } finally {
      this.options.log?.(
        `${req.method} ${(req.url ?? "/").split("?")[0]} ${res.statusCode} ${this.runner.headerValue(result)} ${Math.round(performance.now() - started)}ms`,
      );
    }
  }

  private format(req: IncomingMessage, result: ContentShieldResult): FormatId {
    return result.format ?? formatFromPath(req.url) ?? "openai-chat";
  }

  private send(res: ServerResponse, result: ContentShieldResult, reply: Reply): void {
    if (res.headersSent || res.destroyed) return;
    const headers: OutgoingHttpHeaders = {
      "content-type": reply.contentType,
      "content-length": Buffer.byteLength(reply.body),
    };
    this.mark(headers, result);
    res.writeHead(reply.status, headers);
    res.end(reply.body);
  }

  private mark(headers: OutgoingHttpHeaders, result: ContentShieldResult): void {
    const { header } = this.runner.options;
    if (header !== false) headers[header] = this.runner.headerValue(result);
  }

  private async forward(
    req: IncomingMessage,
    res: ServerResponse,
    result: ContentShieldResult,
    signal: AbortSignal,
  ): Promise<void> {
    const { limit } = this.runner.options;
    let forwarded: Buffer | undefined = hasBody(req) ? await readBody(req, limit) : undefined;
    const parsed = forwarded === undefined ? undefined : parseJson(forwarded);
    if (
      parsed === undefined &&
      forwarded !== undefined &&
      bodyKind(req.headers["content-type"]) === "json" &&
      forwarded.toString("utf8").trim() !== ""
    )
      throw new HttpPayloadError(400, "request.body", "is not valid JSON although Content-Type says JSON.");
    if (parsed !== undefined) {
      const decision = await this.runner.checkInput(parsed.value, req.url);
      this.runner.recordInput(result, decision);
      if (decision.type === "reply") return this.send(res, result, decision.reply);
      if (decision.changed) forwarded = Buffer.from(JSON.stringify(decision.body));
    }
    const upstream = await request(`${this.base}${req.url ?? "/"}`, {
      method: (req.method ?? "GET") as "GET",
      headers: upstreamRequestHeaders(req.headers),
      body: forwarded ?? null,
      signal,
      dispatcher: this.agent,
    });
    const { statusCode, body } = upstream;
    const headers = upstream.headers as Record<string, string | string[] | undefined>;
    const kind = bodyKind(headers["content-type"]);
    const encoding = String(headers["content-encoding"] ?? "identity").toLowerCase();
    const untouched =
      statusCode < 200 ||
      statusCode >= 300 ||
      statusCode === 204 ||
      req.method === "HEAD" ||
      kind === "other";
    if (!untouched && encoding !== "identity") {
      discard(body);
      throw new UpstreamAnswerError(
        `the upstream answered with Content-Encoding ${encoding}, which cannot be shielded`,
      );
    }
    if (untouched) {
      const out = clientResponseHeaders(headers, false);
      this.mark(out, result);
      res.writeHead(statusCode, out);
      return pipeUntouched(body, res);
    }
    if (kind === "json") return this.answerJson(res, result, statusCode, headers, body);
    return this.answerStream(res, result, statusCode, headers, body, kind);
  }

  private async answerJson(
    res: ServerResponse,
    result: ContentShieldResult,
    status: number,
    headers: Record<string, string | string[] | undefined>,
    body: Readable,
  ): Promise<void> {
    const { limit } = this.runner.options;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of body) {
      size += (chunk as Buffer).length;
      if (size > limit) {
        body.destroy();
        throw new UpstreamAnswerError(
          `the upstream's answer exceeds ${limit} bytes, too large to shield (the \`limit\` option)`,
        );
      }
      chunks.push(chunk as Buffer);
    }
    const raw = Buffer.concat(chunks);
    const parsed = parseJson(raw);
    const decision = await this.runner.checkOutput(
      parsed === undefined ? raw.toString("utf8") : parsed.value,
      result.format,
    );
    this.record(result, decision.response);
    if (decision.findings !== undefined && decision.findings.length > 0)
      result.findings.push(...decision.findings);
    if (decision.type === "reply") return this.send(res, result, decision.reply);
    const out = clientResponseHeaders(headers, decision.changed);
    this.mark(out, result);
    const sent = decision.changed
      ? Buffer.from(typeof decision.body === "string" ? decision.body : JSON.stringify(decision.body))
      : raw;
    if (decision.changed) out["content-length"] = sent.length;
    res.writeHead(status, out);
    res.end(sent);
  }

  private async answerStream(
    res: ServerResponse,
    result: ContentShieldResult,
    status: number,
    headers: Record<string, string | string[] | undefined>,
    body: Readable,
    kind: "sse" | "ndjson" | "text",
  ): Promise<void> {
    const rewriter = this.runner.createStream(kind, result.format);
    const out = clientResponseHeaders(headers, true);
    this.mark(out, result);
    res.writeHead(status, out);
    res.flushHeaders();
    const decoder = new TextDecoder();
    for await (const chunk of body) {
      const text = await rewriter.write(decoder.decode(chunk as Buffer, { stream: true }));
      if (res.destroyed) return;
      if (text.length > 0 && !res.write(text)) await Promise.race([once(res, "drain"), once(res, "close")]);
      if (rewriter.stopped || res.destroyed) break;
    }
    if (rewriter.stopped) discard(body);
    else {
      const rest = (await rewriter.write(decoder.decode())) + (await rewriter.end());
      if (!res.destroyed && rest.length > 0) res.write(rest);
    }
    res.end();
    this.record(result, await this.runner.finishStream(rewriter));
  }

  private record(result: ContentShieldResult, response: ShieldResponse | null): void {
    result.output = response;
    result.action = strongest(result.action, response?.action ?? null);
  }
}

/** The upstream answered something the proxy will not pass unshielded (502). */
class UpstreamAnswerError extends Error {}

function isNetworkError(error: unknown): boolean {
  if (error instanceof UpstreamAnswerError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && /^(ECONN|ENOTFOUND|EAI_|EHOST|ENETUNREACH|UND_ERR)/.test(code);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function parseJson(raw: Buffer): { value: unknown } | undefined {
  const text = raw.toString("utf8");
  if (text.trim() === "") return undefined;
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

async function pipeUntouched(body: Readable, res: ServerResponse): Promise<void> {
  for await (const chunk of body) {
    if (res.destroyed) return;
    if (!res.write(chunk as Buffer)) await Promise.race([once(res, "drain"), once(res, "close")]);
  }
  res.end();
}

/**
 * The proxy as a Node HTTP server (not yet listening): validates its options and loads the policy now
 * (throws `PolicyError`, `RuleSetError`, `ConfigError` or `AuthenticationError`), never per request.
 *
 * @example
 * ```ts
 * import { createShieldProxy } from "content-shield/proxy";
 *
 * const server = createShieldProxy({ upstream: "https://api.openai.com", policy: "policy.yaml" });
 * server.listen(8080, "127.0.0.1"); // clients use http://127.0.0.1:8080/v1 as their base URL
 * ```
 */
export function createShieldProxy(options: ShieldProxyOptions): http.Server {
  if (options === null || typeof options !== "object") {
    throw new ConfigError([{ path: "options", message: "must be an object like { upstream, policy }." }]);
  }
  const proxy = new ShieldProxy(options);
  const server = http.createServer((req, res) => {
    proxy.handle(req, res).catch((error: unknown) => {
      if (!res.destroyed) res.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  server.once("close", () => {
    proxy.agent.close().catch(() => undefined);
  });
  return server;
}

/** Creates the proxy and listens on `port` (default 8080; 0: any free port) and `host` (default 127.0.0.1). */
export async function startShieldProxy(
  options: ShieldProxyOptions & { port?: number | undefined; host?: string | undefined },
): Promise<RunningShieldProxy> {
  const { port = 8080, host = "127.0.0.1", ...rest } = options;
  const server = createShieldProxy(rest);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const shown = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return {
    server,
    url: `http://${shown}:${address.port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Stops reading an upstream answer we will not forward. undici reports the destroy as an `AbortError` on the
 * body's "error" event: the abort is ours, so it is expected here — without a listener it would be an
 * uncaught exception in the host process.
 */
function discard(body: Readable): void {
  body.once("error", () => undefined);
  body.destroy();
}
