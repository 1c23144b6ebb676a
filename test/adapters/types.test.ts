/** Type-level checks of the public adapter API (checked by tsc; the runtime asserts are trivial on purpose). */
import type { RequestHandler, Response } from "express";
import type { FastifyRequest } from "fastify";
import type { Context as HonoContext } from "hono";
import type { Middleware } from "koa";
import { describe, expectTypeOf, it } from "vitest";
import {
  type ContentShieldResult,
  shieldMiddleware as expressShield,
  type ShieldMiddlewareOptions,
} from "../../adapters/express/index.js";
import { shieldPlugin } from "../../adapters/fastify/index.js";
import { contentShieldOf, type shieldFetchHandler } from "../../adapters/fetch/index.js";
import { shieldMiddleware as honoShield, type ShieldEnv } from "../../adapters/hono/index.js";
import { shieldMiddleware as koaShield, type ShieldState } from "../../adapters/koa/index.js";
import type { ShieldResponse } from "../../src/types.js";

describe("adapter types", () => {
  it("returns framework middleware", () => {
    expectTypeOf(expressShield).returns.toEqualTypeOf<RequestHandler>();
    expectTypeOf(koaShield).returns.toEqualTypeOf<Middleware>();
    expectTypeOf(expressShield).parameter(0).toEqualTypeOf<ShieldMiddlewareOptions>();
  });

  it("types res.locals.contentShield and ShieldState", () => {
    expectTypeOf<Response["locals"]["contentShield"]>().toEqualTypeOf<ContentShieldResult | undefined>();
    expectTypeOf<
      NonNullable<ShieldState["contentShield"]>["output"]
    >().toEqualTypeOf<ShieldResponse | null>();
  });

  it("types the block.body callback, so its parameters need no annotation", () => {
    type Body = NonNullable<NonNullable<ShieldMiddlewareOptions["block"]>["body"]>;
    expectTypeOf<Extract<Body, (...args: never[]) => unknown>>().parameters.toEqualTypeOf<
      [ShieldResponse, "input" | "output"]
    >();
    expectTypeOf(expressShield).toBeCallableWith({
      rulesets: [],
      block: { status: 403, body: (response, phase) => ({ action: response.action, phase }) },
    });
    expectTypeOf(koaShield).toBeCallableWith({ rulesets: [], block: { body: "blocked" } });
  });

  it("rejects unknown and mistyped options at compile time", () => {
    // @ts-expect-error: `windw` is not an option
    expectTypeOf<ShieldMiddlewareOptions>().toMatchTypeOf<{ windw: number }>();
    expectTypeOf<{ rulesets: []; window: number }>().toMatchTypeOf<ShieldMiddlewareOptions>();
    expectTypeOf<ShieldMiddlewareOptions["extract"]>().toEqualTypeOf<
      | {
          input?: (body: unknown) => string | undefined;
          replaceInput?: (body: unknown, text: string) => unknown;
          output?: (body: unknown) => string | undefined;
          replaceOutput?: (body: unknown, text: string) => unknown;
          reply?: (fallback: string, requestBody: unknown) => unknown;
        }
      | undefined
    >();
  });
});

describe("Fastify, Hono and fetch adapter types", () => {
  it('types request.contentShield, c.get("contentShield") and contentShieldOf()', () => {
    expectTypeOf<FastifyRequest["contentShield"]>().toEqualTypeOf<ContentShieldResult | null>();
    const read = (c: HonoContext<ShieldEnv>) => c.get("contentShield");
    expectTypeOf(read).returns.toEqualTypeOf<ContentShieldResult>();
    expectTypeOf(contentShieldOf).returns.toEqualTypeOf<ContentShieldResult | undefined>();
    expectTypeOf(honoShield).parameter(0).toEqualTypeOf<ShieldMiddlewareOptions>();
    expectTypeOf(shieldPlugin).parameter(1).toEqualTypeOf<ShieldMiddlewareOptions>();
  });

  it("keeps a fetch handler's extra arguments (Next.js route context)", () => {
    type Context = { params: Promise<{ id: string }> };
    type Wrapped = ReturnType<typeof shieldFetchHandler<[Context]>>;
    expectTypeOf<Parameters<Wrapped>>().toEqualTypeOf<[Request, Context]>();
    expectTypeOf<ReturnType<Wrapped>>().toEqualTypeOf<Promise<globalThis.Response>>();
  });
});
