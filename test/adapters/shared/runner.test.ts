/** Option validation at creation, the hold-back stream shield (properties) and the SSE rewriter. */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { shieldMiddleware as expressShield } from "../../../adapters/express/index.js";
import { shieldMiddleware as koaShield } from "../../../adapters/koa/index.js";
import type { ShieldMiddlewareOptions } from "../../../adapters/shared/options.js";
import { ShieldRunner } from "../../../adapters/shared/runner.js";
import { StreamShield } from "../../../adapters/shared/stream-shield.js";
import { TextStreamRewriter } from "../../../adapters/shared/streams.js";
import type { InterceptionSink } from "../../../src/capture/record.js";
import { maskSpans } from "../../../src/engine/mask.js";
import { AuthenticationError, ConfigError, RuleSetError } from "../../../src/errors.js";
import { Guard } from "../../../src/guard.js";
import { createServiceKey } from "../../../src/keys.js";
import type { RuleSet } from "../../../src/schema.js";
import { chatSse, readSse, registerTestMetrics } from "../../helpers/apps.js";
import { withEnv } from "../../helpers/env.js";

const serviceKey = createServiceKey();
const RULESETS: RuleSet[] = [
  { rules: [{ metric: "test_email" }], action: { type: "MASK" } },
  { rules: [{ metric: "test_launch" }], action: { type: "OVERRIDE", fallback: "No." } },
];

registerTestMetrics();
beforeAll(() => {
  process.env.CONTENT_SHIELD_HOME = mkdtempSync(join(tmpdir(), "cs-adapters-shared-"));
});

function configError(make: () => unknown): ConfigError {
  try {
    make();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error("expected a ConfigError");
}

describe.each([
  ["express", expressShield],
  ["koa", koaShield],
] as const)("%s options", (_name, create) => {
  const base = { rulesets: RULESETS, config: { service_key: serviceKey } };

  it("reports an unknown option with a did-you-mean", () => {
    const error = configError(() => create({ ...base, windw: 10 } as unknown as ShieldMiddlewareOptions));
    expect(error.code).toBe("CONFIG_INVALID");
    expect(error.issues[0]!.at).toBe("windw");
    expect(error.message).toMatch(/did you mean "window"\?/);
  });

  it("reports unknown keys inside extract and block", () => {
    const error = configError(() =>
      create({
        ...base,
        extract: { outptu: () => "" },
        block: { staus: 400 },
      } as unknown as ShieldMiddlewareOptions),
    );
    expect(error.issues.map((i) => i.at)).toEqual(["extract.outptu", "block.staus"]);
    expect(error.issues[0]).toMatchObject({
      code: "unknown_key",
      path: ["extract", "outptu"],
      received: "outptu",
      suggestion: "output",
    });
    expect(error.issues[0]!.allowed).toContain("replaceOutput");
    expect(error.message).toMatch(/did you mean "output"\?/);
    expect(error.message).toMatch(/did you mean "status"\?/);
  });

  it("rejects bad values with their path", () => {
    expect(configError(() => create({ ...base, block: { status: 200 } })).issues[0]!.at).toBe("block.status");
    expect(configError(() => create({ ...base, window: -1 })).issues[0]!.at).toBe("window");
    expect(configError(() => create({ ...base, header: "bad header" })).issues[0]!.at).toBe("header");
    expect(
      configError(() => create({ ...base, extract: { output: "choices" as never } })).issues[0]!.at,
    ).toBe("extract.output");
  });

  it("requires replaceOutput when a custom output extractor meets MASK/OVERRIDE rules", () => {
    const error = configError(() => create({ ...base, extract: { output: () => "x" } }));
    expect(error.issues[0]!.at).toBe("extract.replaceOutput");
    expect(error.issues[0]!.code).toBe("missing_field");
  });

  it("throws the core's typed errors for rulesets and config at creation", async () => {
    expect(() =>
      create({
        rulesets: [
          { rules: [{ metric: "test_email", operator: "contain" as "contains" }], action: { type: "FLAG" } },
        ],
        config: base.config,
      }),
    ).toThrow(RuleSetError);
    expect(() =>
      create({ rulesets: RULESETS, config: { service_key: serviceKey, grup: "x" } as never }),
    ).toThrow(/did you mean "group"/);
    await withEnv("CONTENT_SHIELD_SERVICE_KEY", undefined, () => {
      expect(() => create({ rulesets: RULESETS })).toThrow(AuthenticationError);
    });
  });
});

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const DISCARD: InterceptionSink = { append: () => {}, flush: async () => {} };

function expectedMask(text: string): string {
  return maskSpans(
    text,
    [...text.matchAll(EMAIL)].map((m) => ({ start: m.index, end: m.index + m[0].length, type: "email" })),
  );
}

/** Splits `text` at the given cut points. */
function split(text: string, cuts: number[]): string[] {
  const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
  const pieces: string[] = [];
  let last = 0;
  for (const p of points) {
    pieces.push(text.slice(last, p));
    last = p;
  }
  pieces.push(text.slice(last));
  return pieces.filter((p) => p.length > 0);
}

const word = fc.constantFrom("hello", "order", "the", "ship", "today", "a", "thanks", "please", "x");
const email = fc
  .tuple(
    fc.stringMatching(/^[a-z]{1,8}$/),
    fc.stringMatching(/^[a-z]{1,6}$/),
    fc.constantFrom("com", "org", "co.uk"),
  )
  .map(([user, host, tld]) => `${user}@${host}.${tld}`);
const text = fc
  .array(fc.oneof({ weight: 4, arbitrary: word }, { weight: 1, arbitrary: email }), {
    minLength: 1,
    maxLength: 40,
  })
  .map((ws) => ws.join(" "));

describe("hold-back stream shield", () => {
  const runner = new ShieldRunner({
    rulesets: RULESETS.slice(0, 1),
    config: { service_key: serviceKey },
    window: 32,
  });

  it("emits exactly the masked text, and no email ever appears in what was sent, whatever the chunking", async () => {
    await fc.assert(
      fc.asyncProperty(text, fc.array(fc.nat(), { maxLength: 30 }), async (full, cuts) => {
        const rewriter = runner.createStream("text");
        let sent = "";
        for (const piece of split(full, cuts)) sent += await rewriter.write(piece);
        sent += await rewriter.end();
        expect(sent).toBe(expectedMask(full));
        expect(sent).not.toMatch(EMAIL);
      }),
      { numRuns: 150 },
    );
  });

  it("keeps the guarantee in sliding-window mode (long streams): exact masked text, no email sent", async () => {
    const guard = new Guard({
      rulesets: RULESETS.slice(0, 1),
      config: { service_key: serviceKey },
      sink: DISCARD,
    });
    await fc.assert(
      fc.asyncProperty(text, fc.array(fc.nat(), { maxLength: 30 }), async (full, cuts) => {
        const shield = new StreamShield({
          guard,
          window: 32,
          wholeTextLimit: 0,
        });
        const rewriter = new TextStreamRewriter(shield, () => "");
        let sent = "";
        for (const piece of split(full, cuts)) sent += await rewriter.write(piece);
        sent += await rewriter.end();
        expect(sent).toBe(expectedMask(full));
        expect(sent).not.toMatch(EMAIL);
      }),
      { numRuns: 150 },
    );
  });

  it("runs whole-text rules on the accumulated reply: a length limit stops the stream with the fallback", async () => {
    const limited = new ShieldRunner({
      rulesets: [
        {
          rules: [{ metric: "length", operator: "greater_than", value: 150, target: "output" }],
          action: { type: "OVERRIDE", fallback: "Too long." },
        },
      ],
      config: { service_key: serviceKey },
      window: 32,
    });
    const rewriter = limited.createStream("text");
    let sent = "";
    for (const piece of split(
      "0123456789".repeat(30),
      [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160, 170, 180],
    )) {
      sent += await rewriter.write(piece);
      if (rewriter.stopped) break;
    }
    expect(rewriter.stopped).toBe(true);
    expect(sent.endsWith("Too long.")).toBe(true);
    expect(sent.length - "Too long.".length).toBeLessThanOrEqual(150 - 32 + 10);
  });

  it("holds at most `window` (+ window / 4) characters: everything older is released", async () => {
    const rewriter = runner.createStream("text");
    const sentence = "abcdefghij ".repeat(20);
    let sent = "";
    let received = 0;
    for (const piece of split(sentence, [7, 19, 50, 51, 90, 150, 200])) {
      sent += await rewriter.write(piece);
      received += piece.length;
      // The window, plus at most window / 4 characters gathered before the next check.
      expect(received - sent.length).toBeLessThanOrEqual(32 + 8);
    }
    sent += await rewriter.end();
    expect(sent).toBe(sentence);
  });

  it("masks chat-completion SSE split at arbitrary byte positions (events cut mid-line, CRLF)", async () => {
    await fc.assert(
      fc.asyncProperty(
        text,
        fc.array(fc.nat(), { maxLength: 20 }),
        fc.array(fc.nat(), { maxLength: 40 }),
        fc.boolean(),
        async (full, wordCuts, byteCuts, crlf) => {
          let transcript = chatSse(split(full, wordCuts)).join("");
          if (crlf) transcript = transcript.replaceAll("\n", "\r\n");
          const rewriter = runner.createStream("sse");
          let sent = "";
          for (const piece of split(transcript, byteCuts)) sent += await rewriter.write(piece);
          sent += await rewriter.end();
          const sse = readSse(sent);
          expect(sse.content).toBe(expectedMask(full));
          expect(sse.done).toBe(true);
          expect(sse.finish).toEqual(["stop"]);
        },
      ),
      { numRuns: 100 },
    );
  });

  it("passes comments and events that are not chat-completion chunks unchanged", async () => {
    const rewriter = runner.createStream("sse");
    const input = ': keep-alive\n\nevent: ping\ndata: {"t":1}\n\ndata: not json\n\n';
    expect(await rewriter.write(input)).toBe(input);
  });
});
