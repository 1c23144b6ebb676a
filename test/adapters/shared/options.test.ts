/** Adapter options (adapters/shared/options.ts): explicit `undefined` means the default, issues carry codes. */
import { describe, expect, it } from "vitest";
import {
  DEFAULT_HEADER,
  DEFAULT_LIMIT,
  DEFAULT_WINDOW,
  parseAdapterOptions,
  type ShieldMiddlewareOptions,
} from "../../../adapters/shared/options.js";
import { ConfigError } from "../../../src/errors.js";

describe("parseAdapterOptions", () => {
  it("reads an option given as undefined as its default (exactOptionalPropertyTypes callers)", () => {
    const options: ShieldMiddlewareOptions = {
      rulesets: [],
      sink: undefined,
      judge: undefined,
      extract: undefined,
      block: undefined,
      window: undefined,
      header: undefined,
      limit: undefined,
    };
    const parsed = parseAdapterOptions(options);
    expect(parsed.window).toBe(DEFAULT_WINDOW);
    expect(parsed.header).toBe(DEFAULT_HEADER);
    expect(parsed.limit).toBe(DEFAULT_LIMIT);
    expect(parsed.block.status).toBe(400);
  });

  it("keeps a block body function and calls nothing at parse time", () => {
    let called = false;
    const body = () => {
      called = true;
      return { error: "blocked" };
    };
    const parsed = parseAdapterOptions({ rulesets: [], block: { status: 403, body } });
    expect(parsed.block).toEqual({ status: 403, body });
    expect(called).toBe(false);
  });

  it("reports every bad option at once with codes", () => {
    let caught: unknown;
    try {
      parseAdapterOptions({ rulesets: [], windw: 1, limit: -1, sink: {} });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    expect((caught as ConfigError).issues.map((i) => [i.code, i.at])).toEqual([
      ["invalid_type", "sink"],
      ["too_small", "limit"],
      ["unknown_key", "windw"],
    ]);
  });
});
