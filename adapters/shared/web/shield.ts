/**
 * The Web-standard request/response shield the Fetch and Hono adapters translate to (and the Fastify adapter
 * for streamed bodies): input rules on a `Request` before the handler, output rules on the `Response` it
 * returns. Every decision is the core's, applied by `ShieldRunner`; streamed bodies go through the one
 * Web-streams shield (stream.ts). Web standards only: no `node:` module.
 *
 * Choices the contract leaves open, made here (docs/adapters.md): a shielded request reaches the handler
 * without `Range`/`If-Range` (the whole body is checked and sent, so masked parts cannot be re-assembled
 * from ranges); a JSON response larger than `limit` is answered 500 before any byte leaves; an encoded
 * response body (`Content-Encoding` other than identity) passes unchecked with a `not evaluated` reason.
 */
import { bodyKind, checkedValue, HttpPayloadError } from "../kinds.js";
import type { ShieldMiddlewareOptions } from "../options.js";
import { type Reply, toReply } from "../replies.js";
import { type ContentShieldResult, noteNotEvaluated, ShieldRunner, strongest } from "../runner.js";
import { parseWebBody, readWebBody, readWebText } from "./body.js";
import { shieldWebStream } from "./stream.js";

type HeadersInit = ConstructorParameters<typeof Headers>[0];
type BodyInit = NonNullable<ConstructorParameters<typeof Response>[0]>;

/** What the input side decided: answer now with `response`, or run the handler with `request`. */
export type WebInput =
  | { type: "reply"; response: Response; result: ContentShieldResult }
  | { type: "pass"; request: Request; result: ContentShieldResult };

/** Request headers a shielded handler does not see (see the file header). */
const DROPPED_REQUEST_HEADERS = ["range", "if-range"];

/** Statuses whose responses carry no body. */
const NO_BODY = new Set([101, 103, 204, 205, 304]);

const results = new WeakMap<Request, ContentShieldResult>();

/** The result the shield recorded for a request it passed on (the `Request` the handler received). */
export function resultOf(request: Request): ContentShieldResult | undefined {
  return results.get(request);
}

/** An HTTP answer as a Web `Response`. */
export function replyResponse(reply: Reply, headers?: HeadersInit): Response {
  const out = new Headers(headers);
  out.set("content-type", reply.contentType);
  return new Response(reply.body, { status: reply.status, headers: out });
}

/** An `HttpPayloadError` (413 over the limit, 400 malformed, 415 encoding) as an OpenAI-style error answer. */
export function payloadErrorReply(error: HttpPayloadError): Reply {
  const issue = error.issues[0];
  const message =
    issue === undefined ? error.message : `Content Shield: ${String(issue.path)} ${issue.message}`;
  return toReply(error.status, {
    error: { message, type: "invalid_request_error", code: "content_shield_payload", param: null },
  });
}

/** Why an encoded response passed unchecked (in the result, once per response). */
export function encodedReason(encoding: string): string {
  return `not evaluated: the response is Content-Encoding: ${encoding} (compressed before the shield saw it); passed unchecked. Mount compression before the shield.`;
}

export class WebShield {
  readonly runner: ShieldRunner;

  /** Options are validated here (or a runner built from them already is reused). */
  constructor(options: ShieldMiddlewareOptions | ShieldRunner) {
    this.runner = options instanceof ShieldRunner ? options : new ShieldRunner(options);
  }

  /** Sets the header naming the applied action (unless `header: false`). */
  mark(headers: Headers, result: ContentShieldResult): void {
    const { header } = this.runner.options;
    if (header !== false) headers.set(header, this.runner.headerValue(result));
  }

  /**
   * Checks a request. `parsed` is the body when a framework already read it (Hono's cached `c.req.json()`),
   * read from `request` otherwise.
   */
  async input(request: Request, parsed?: { body: unknown }): Promise<WebInput> {
    const result = this.runner.newResult();
    const { limit } = this.runner.options;
    const kind = bodyKind(request.headers.get("content-type"));
    let body: unknown = parsed?.body;
    let raw: Uint8Array | undefined;
    if (
      parsed === undefined &&
      request.body !== null &&
      !request.bodyUsed &&
      (kind === "json" || kind === "text")
    ) {
      try {
        raw = await readWebBody(request, limit);
        body = parseWebBody(raw, kind);
      } catch (error) {
        if (!(error instanceof HttpPayloadError)) throw error;
        const response = replyResponse(payloadErrorReply(error));
        this.mark(response.headers, result);
        return { type: "reply", response, result };
      }
    }
    const url = new URL(request.url);
    const decision = await this.runner.checkInput(body, url.pathname + url.search);
    this.runner.recordInput(result, decision);
    if (decision.type === "reply") {
      const response = replyResponse(decision.reply);
      this.mark(response.headers, result);
      return { type: "reply", response, result };
    }
    const headers = new Headers(request.headers);
    for (const name of DROPPED_REQUEST_HEADERS) headers.delete(name);
    let next: Request;
    if (raw === undefined && !decision.changed) {
      next =
        DROPPED_REQUEST_HEADERS.some((name) => request.headers.has(name)) && !request.bodyUsed
          ? new Request(request, { headers })
          : request;
    } else {
      // The body was read here (and inflated): the handler gets it again, masked when MASK applied.
      headers.delete("content-encoding");
      headers.delete("content-length");
      const text = decision.changed
        ? typeof decision.body === "string"
          ? decision.body
          : JSON.stringify(decision.body)
        : undefined;
      next = new Request(request.url, {
        method: request.method,
        headers,
        body: (text ?? raw) as BodyInit,
        signal: request.signal,
      });
    }
    results.set(next, result);
    return { type: "pass", request: next, result };
  }

  /** Shields the handler's response. `method` is the request's (HEAD responses pass). */
  async output(response: Response, result: ContentShieldResult, method: string): Promise<Response> {
    const { runner } = this;
    const { limit } = runner.options;
    if (response.status < 200) return response;
    const headers = new Headers(response.headers);
    const rebuild = (body: BodyInit | null, status = response.status): Response =>
      new Response(body, {
        status,
        statusText: status === response.status ? response.statusText : "",
        headers,
      });
    const encoding = (headers.get("content-encoding") ?? "identity").trim().toLowerCase();
    const kind = bodyKind(headers.get("content-type"));
    if (method === "HEAD" || response.body === null || NO_BODY.has(response.status) || kind === "other") {
      this.mark(headers, result);
      return rebuild(response.body);
    }
    if (encoding !== "identity" && encoding !== "") {
      noteNotEvaluated(result, encodedReason(encoding));
      this.mark(headers, result);
      return rebuild(response.body);
    }
    const declared = Number(headers.get("content-length") ?? Number.NaN);
    const buffered = kind === "json" || (kind === "text" && declared <= limit);
    if (!buffered) {
      const rewriter = runner.createStream(
        kind === "ndjson" ? kind : kind === "sse" ? "sse" : "text",
        result.format,
      );
      headers.delete("content-length");
      headers.delete("etag");
      this.mark(headers, result);
      const body = shieldWebStream(response.body, rewriter, () => {
        // The stream already ended; a failing final (captured) check leaves `result.output` null.
        runner.recordStream(rewriter, result).catch(() => undefined);
      });
      return rebuild(body);
    }
    const text = await readWebText(response.body, limit);
    if (text === undefined) {
      const reply = toReply(500, {
        error: {
          message: `Content Shield: the response body exceeds ${limit} bytes, too large to shield (the \`limit\` option).`,
          type: "server_error",
          code: "content_shield_response_too_large",
          param: null,
        },
      });
      const answer = replyResponse(reply);
      this.mark(answer.headers, result);
      return answer;
    }
    const { value, json } = checkedValue(text, kind);
    const decision = await runner.checkOutput(value, result.format);
    result.output = decision.response;
    result.action = strongest(result.action, decision.response?.action ?? null);
    if (decision.findings !== undefined && decision.findings.length > 0)
      result.findings.push(...decision.findings);
    if (decision.type === "reply") {
      const answer = replyResponse(decision.reply);
      this.mark(answer.headers, result);
      return answer;
    }
    headers.delete("content-length");
    this.mark(headers, result);
    if (!decision.changed) return rebuild(text);
    headers.delete("etag");
    const out = json || typeof decision.body !== "string" ? JSON.stringify(decision.body) : decision.body;
    return rebuild(out);
  }
}
