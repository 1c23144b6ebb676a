/**
 * `content-shield/fastify`: a Fastify (4 and 5) plugin. `fastify.register(shieldPlugin, { rulesets, config })`
 * shields every route registered after it in that scope (and its children); a route's
 * `config.contentShield` replaces the options for that route (an options object) or turns the shield off
 * (`false`). Input rules run in `preHandler` on the parsed `request.body`; output rules in `onSend` on the
 * payload (strings, Buffers, Node and Web streams). Streams go through the one Web-streams shield; no `node:`
 * module is imported. Bytes written to `reply.raw` (after `reply.hijack()`) bypass Fastify's hooks and are
 * not shielded (docs/adapters.md).
 */
import type {
  FastifyInstance,
  FastifyPluginCallback,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerHookHandler,
} from "fastify";
import { bodyKind, checkedValue, HttpPayloadError } from "../shared/kinds.js";
import type { ShieldMiddlewareOptions } from "../shared/options.js";
import { type ContentShieldResult, noteNotEvaluated, ShieldRunner, strongest } from "../shared/runner.js";
import { encodedReason, WebShield } from "../shared/web/shield.js";
import { shieldWebStream } from "../shared/web/stream.js";

export type { CheckOptions } from "../shared/formats/check-options.js";
export type { FormatId, Role } from "../shared/formats/types.js";
export type {
  BlockOptions,
  ExtractOptions,
  ShieldMiddlewareOptions,
  ShieldPhase,
} from "../shared/options.js";
export type { ContentShieldResult, LocatedFinding } from "../shared/runner.js";

declare module "fastify" {
  interface FastifyRequest {
    /** What Content Shield found on this request and its response (null on routes it does not shield). */
    contentShield: ContentShieldResult | null;
  }
  interface FastifyContextConfig {
    /** This route's shield options (replacing the plugin's), or `false` for no shield on this route. */
    contentShield?: ShieldMiddlewareOptions | false;
  }
}

/** The plugin's options: the adapter options of every adapter. */
export type ShieldPluginOptions = ShieldMiddlewareOptions;

/** Where onRoute leaves a route's own runner (or null: not shielded) in its config. */
const ROUTE_SHIELD = Symbol("contentShield.runner");
/** Statuses whose responses carry no body. */
const NO_BODY = new Set([204, 205, 304]);
/** Plugin options Fastify itself may add. */
const FASTIFY_KEYS = new Set(["prefix", "logLevel", "logSerializers"]);

interface RequestState {
  runner: ShieldRunner;
  result: ContentShieldResult;
  /** The shield answered the request itself (BLOCK, OVERRIDE): its answer is not checked again. */
  answered: boolean;
}

type NodeLike = AsyncIterable<unknown> & {
  pipe: unknown;
  destroy(): void;
  iterator?: (options: { destroyOnReturn: boolean }) => AsyncIterator<unknown>;
};

function isNodeStream(value: unknown): value is NodeLike {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { pipe?: unknown }).pipe === "function" &&
    Symbol.asyncIterator in value
  );
}

function isWebStream(value: unknown): value is ReadableStream<Uint8Array> {
  return (
    typeof value === "object" && value !== null && typeof (value as ReadableStream).getReader === "function"
  );
}

function isWebResponse(value: unknown): value is Response {
  return Object.prototype.toString.call(value) === "[object Response]";
}

/** A Node readable as a Web stream, read as the consumer reads; cancelling it destroys the Node stream. */
function fromNodeStream(stream: NodeLike): ReadableStream<Uint8Array> {
  // Stopping must not destroy the handler's stream with an AbortError (its 'error' listeners would report a
  // stream the shield or the client ended on purpose): the iterator leaves it open, and it is destroyed plainly.
  const iterator =
    typeof stream.iterator === "function"
      ? stream.iterator({ destroyOnReturn: false })
      : stream[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { value, done } = await iterator.next();
        if (done) controller.close();
        else controller.enqueue(typeof value === "string" ? encoder.encode(value) : (value as Uint8Array));
      },
      async cancel() {
        await iterator.return?.();
        stream.destroy();
      },
    },
    { highWaterMark: 0 },
  );
}

function header(reply: FastifyReply, name: string): string {
  const value = reply.getHeader(name);
  return value === undefined ? "" : String(value);
}

/**
 * The plugin. Options are validated when Fastify loads it (`await fastify.ready()` rejects with the
 * `ConfigError`), a route's own `config.contentShield` when the route is added.
 *
 * @example
 * ```ts
 * import Fastify from "fastify";
 * import { shieldPlugin } from "content-shield/fastify";
 *
 * const app = Fastify();
 * await app.register(shieldPlugin, { rulesets, config });
 * app.post("/v1/chat/completions", async (request) => reply(request.body)); // request.contentShield
 * ```
 */
export const shieldPlugin: FastifyPluginCallback<ShieldPluginOptions> = (
  fastify: FastifyInstance,
  options: ShieldPluginOptions,
  done: (error?: Error) => void,
) => {
  const own = Object.fromEntries(Object.entries(options).filter(([key]) => !FASTIFY_KEYS.has(key)));
  let base: ShieldRunner;
  try {
    base = new ShieldRunner(own);
  } catch (error) {
    // Fastify's own way to fail a plugin: ready()/register() reject with the ConfigError.
    done(error as Error);
    return;
  }
  const states = new WeakMap<FastifyRequest, RequestState>();

  fastify.decorateRequest("contentShield", null);
  fastify.addHook("onRoute", (route) => {
    const setting = route.config?.contentShield;
    const runner = setting === undefined ? base : setting === false ? null : new ShieldRunner(setting);
    // Fastify reads the body: a shielded route's body limit is the shield's `limit` unless the route sets one.
    if (runner !== null && route.bodyLimit === undefined) route.bodyLimit = runner.options.limit;
    if (setting === undefined) return;
    route.config = { ...route.config, [ROUTE_SHIELD]: runner } as NonNullable<typeof route.config>;
  });

  const runnerOf = (request: FastifyRequest): ShieldRunner | null => {
    const config = request.routeOptions.config as unknown as Record<PropertyKey, unknown> | undefined;
    if (config !== undefined && ROUTE_SHIELD in config) return config[ROUTE_SHIELD] as ShieldRunner | null;
    return config?.contentShield === false ? null : base;
  };

  const preHandler: preHandlerHookHandler = async (request, reply) => {
    const runner = runnerOf(request);
    if (runner === null) return;
    const result = runner.newResult();
    const state: RequestState = { runner, result, answered: false };
    states.set(request, state);
    request.contentShield = result;
    // The whole body is checked and sent: ranges of it could re-assemble what MASK hid.
    delete request.headers.range;
    delete request.headers["if-range"];
    const decision = await runner.checkInput(request.body, request.url);
    runner.recordInput(result, decision);
    if (decision.type === "reply") {
      state.answered = true;
      const { header: name } = runner.options;
      if (name !== false) reply.header(name, runner.headerValue(result));
      return reply.code(decision.reply.status).type(decision.reply.contentType).send(decision.reply.body);
    }
    if (decision.changed) request.body = decision.body;
  };

  const onSend: onSendHookHandler<unknown> = async (request, reply, payload) => {
    const state = states.get(request);
    if (state === undefined || state.answered) return payload;
    const { runner, result } = state;
    const mark = (): void => {
      const { header: name } = runner.options;
      if (name !== false) reply.header(name, runner.headerValue(result));
    };
    const record = (response: ContentShieldResult["output"]): void => {
      result.output = response;
      result.action = strongest(result.action, response?.action ?? null);
    };
    // `reply.send(new Response(...))` (Fastify 5): shielded as a Web response; Fastify then unpacks it.
    if (isWebResponse(payload)) return new WebShield(runner).output(payload, result, request.method);
    const encoding = header(reply, "content-encoding").trim().toLowerCase();
    const kind = bodyKind(reply.getHeader("content-type"));
    if (
      request.method === "HEAD" ||
      payload === null ||
      payload === undefined ||
      NO_BODY.has(reply.statusCode) ||
      kind === "other"
    ) {
      mark();
      return payload;
    }
    if (encoding !== "" && encoding !== "identity") {
      noteNotEvaluated(result, encodedReason(encoding));
      mark();
      return payload;
    }
    const streamKind = kind === "ndjson" ? "ndjson" : kind === "sse" ? "sse" : "text";
    if (isNodeStream(payload) || isWebStream(payload)) {
      const source = isWebStream(payload) ? payload : fromNodeStream(payload);
      const rewriter = runner.createStream(streamKind, result.format);
      reply.removeHeader("content-length");
      mark();
      return shieldWebStream(source, rewriter, () => {
        runner.recordStream(rewriter, result).catch(() => undefined);
      });
    }
    if (typeof payload !== "string" && !(payload instanceof Uint8Array)) return payload;
    const size =
      typeof payload === "string" ? new TextEncoder().encode(payload).byteLength : payload.byteLength;
    const text = typeof payload === "string" ? payload : new TextDecoder().decode(payload);
    if (kind === "sse" || kind === "ndjson") {
      // A whole transcript sent at once is rewritten as the stream it is.
      const rewriter = runner.createStream(streamKind, result.format);
      let out = await rewriter.write(text);
      if (!rewriter.stopped) out += await rewriter.end();
      await runner.recordStream(rewriter, result);
      reply.removeHeader("content-length");
      mark();
      return out;
    }
    const { limit } = runner.options;
    if (size > limit)
      throw new HttpPayloadError(
        500,
        "response.body",
        `is ${size} bytes, too large to shield (the \`limit\` option is ${limit}).`,
      );
    const { value, json } = checkedValue(text, kind);
    const decision = await runner.checkOutput(value, result.format);
    record(decision.response);
    if (decision.findings !== undefined && decision.findings.length > 0)
      result.findings.push(...decision.findings);
    if (decision.type === "reply") {
      reply.code(decision.reply.status);
      reply.header("content-type", decision.reply.contentType);
      reply.removeHeader("content-length");
      reply.removeHeader("etag");
      mark();
      return decision.reply.body;
    }
    mark();
    if (!decision.changed) return payload;
    reply.removeHeader("content-length");
    reply.removeHeader("etag");
    return json || typeof decision.body !== "string" ? JSON.stringify(decision.body) : decision.body;
  };

  fastify.addHook("preHandler", preHandler);
  fastify.addHook("onSend", onSend);
  done();
};

// What fastify-plugin sets: the hooks apply to the scope that registers the plugin, not only inside it.
Object.assign(shieldPlugin, {
  [Symbol.for("skip-override")]: true,
  [Symbol.for("fastify.display-name")]: "content-shield",
  [Symbol.for("plugin-meta")]: { name: "content-shield", fastify: "4.x || 5.x" },
});
