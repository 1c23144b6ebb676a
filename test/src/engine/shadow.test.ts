/**
 * Shadow rulesets (`mode: "shadow"`): evaluated and captured as a FLAG would be, reported in
 * `result.shadow` with the action they would have applied, and never changing what the user sees.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { InterceptionRecord, InterceptionSink } from "../../../src/capture/record.js";
import { Guard, type RuleSet, RuleSetError } from "../../../src/index.js";
import { registerTestMetrics, SERVICE_KEY, useTempHome } from "../../helpers/core.js";

const config = { service_key: SERVICE_KEY };

beforeAll(() => {
  useTempHome();
  registerTestMetrics();
});

function memorySink(): InterceptionSink & { records: InterceptionRecord[] } {
  const records: InterceptionRecord[] = [];
  return { records, append: (record) => void records.push(record), flush: async () => {} };
}

const STRICT: RuleSet = {
  name: "strict",
  mode: "shadow",
  rules: [{ metric: "word", value: "beta" } as never, { metric: "pii", value: "email" }],
  action: { type: "BLOCK", fallback: "Blocked." },
};

describe("shadow rulesets", () => {
  it("never change the response, and say what they would have done", async () => {
    const guard = new Guard({ rulesets: [STRICT], config, sink: null });
    const result = await guard.check({ payload: { output: "beta: mail bob@gmail.com" } });
    expect(result.text).toBe("beta: mail bob@gmail.com");
    expect(result.triggered).toBe(false);
    expect(result.action).toBeNull();
    expect(result.applied).toBeNull();
    expect(result.triggered_rulesets).toEqual([]);
    expect(result.findings).toEqual([]);
    expect(result.texts.output).toEqual({ text: "beta: mail bob@gmail.com", changed: false, replaced: [] });
    expect(result.shadow).toHaveLength(1);
    expect(result.shadow![0]).toMatchObject({ ruleset: "strict", action: "BLOCK", changed: true });
    expect(result.shadow![0]!.rule).toEqual({ metric: "word", value: "beta" });
    expect(result.shadow![0]!.findings.map((f) => f.text)).toEqual(["beta", "bob@gmail.com"]);
    expect(result.verdicts.map((v) => v.shadow)).toEqual([true, true]);
  });

  it("shield() does not throw for a shadow BLOCK", async () => {
    const guard = new Guard({ rulesets: [STRICT], config, sink: memorySink() });
    await expect(guard.shield({ payload: { output: "beta" } })).resolves.toMatchObject({ action: null });
  });

  it("report changed: false when enforcing them would show the same answer", async () => {
    const rulesets: RuleSet[] = [
      { name: "mask", rules: [{ metric: "pii", value: "email" }], action: { type: "MASK" } },
      {
        name: "same-mask",
        mode: "shadow",
        rules: [{ metric: "pii", value: "email" }],
        action: { type: "MASK" },
      },
      { name: "flag", mode: "shadow", rules: [{ metric: "pii" }], action: { type: "FLAG" } },
      { name: "more-mask", mode: "shadow", rules: [{ metric: "word" } as never], action: { type: "MASK" } },
    ];
    const guard = new Guard({ rulesets, config, sink: null });
    const result = await guard.check({ payload: { output: "alpha bob@gmail.com" } });
    expect(result.text).toBe("alpha [EMAIL]");
    expect(result.action).toBe("MASK");
    expect(result.triggered_rulesets).toEqual(["mask"]);
    expect(result.shadow!.map((s) => [s.ruleset, s.action, s.changed])).toEqual([
      ["same-mask", "MASK", false],
      ["flag", "FLAG", false],
      ["more-mask", "MASK", true],
    ]);
  });

  it("an untriggered shadow ruleset is not listed; guards without shadow rulesets have no shadow field", async () => {
    const shadowed = new Guard({ rulesets: [STRICT], config, sink: null });
    expect((await shadowed.check({ payload: { output: "nothing here" } })).shadow).toEqual([]);
    const plain = new Guard({
      rulesets: [{ rules: [{ metric: "pii" }], action: { type: "FLAG" } }],
      config,
      sink: null,
    });
    expect(await plain.check({ payload: { output: "bob@gmail.com" } })).not.toHaveProperty("shadow");
  });

  it("are captured as a FLAG, the record marked shadow", async () => {
    const sink = memorySink();
    const guard = new Guard({ rulesets: [STRICT], config: { ...config, capture: "full" }, sink });
    const result = await guard.shield({ payload: { output: "beta here" } });
    expect(result.interception_id).not.toBeNull();
    expect(sink.records).toHaveLength(1);
    const record = sink.records[0]!;
    expect(record).toMatchObject({
      id: result.interception_id,
      shadow: true,
      action: "FLAG",
      ruleset: "strict",
      metric: "word",
      triggered_rulesets: [],
      shadow_rulesets: [{ ruleset: "strict", action: "BLOCK", changed: true }],
      text: "beta here",
    });
    expect(record.findings.map((f) => f.type)).toEqual(["beta"]);
    expect(record.verdicts.every((v) => v.shadow === true)).toBe(true);
  });

  it("next to an enforced ruleset, the record is the enforced one's and lists the shadow outcome", async () => {
    const sink = memorySink();
    const rulesets: RuleSet[] = [
      { name: "flag-pii", rules: [{ metric: "pii" }], action: { type: "FLAG" } },
      STRICT,
    ];
    const guard = new Guard({ rulesets, config, sink });
    await guard.shield({ payload: { output: "beta bob@gmail.com" } });
    const record = sink.records[0]!;
    expect(record.shadow).toBeUndefined();
    expect(record).toMatchObject({ ruleset: "flag-pii", action: "FLAG", triggered_rulesets: ["flag-pii"] });
    expect(record.shadow_rulesets).toEqual([{ ruleset: "strict", action: "BLOCK", changed: true }]);
    expect(record.verdicts.map((v) => v.shadow ?? false)).toEqual([false, true, true]);
  });

  it("nothing is captured when nothing triggered, shadow or not", async () => {
    const sink = memorySink();
    const guard = new Guard({ rulesets: [STRICT], config, sink });
    const result = await guard.shield({ payload: { output: "quiet" } });
    expect(result.interception_id).toBeNull();
    expect(sink.records).toHaveLength(0);
  });

  it("a bad mode is a located error naming the modes", () => {
    let error: unknown;
    try {
      new Guard({ rulesets: [{ ...STRICT, mode: "shadw" as never }], config, sink: null });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(RuleSetError);
    expect((error as RuleSetError).issues[0]).toMatchObject({
      at: "rulesets[0].mode",
      allowed: ["enforce", "shadow"],
      suggestion: "shadow",
    });
  });
});
