import { describe, expect, it } from "vitest";
import { createServiceKey, Guard, RuleSetError } from "../src/index.js";

describe("smoke", () => {
  it("runs a custom metric", async () => {
    Guard.registerMetric("has_refund", (p) => p.text.includes("refund"));
    const r = await Guard.shield({
      payload: { output: "you get a refund" },
      rulesets: [{ rules: [{ metric: "has_refund" }], action: { type: "OVERRIDE", fallback: "no" } }],
      config: { service_key: createServiceKey(), capture: "none" },
    });
    expect(r.text).toBe("no");
  });
  it("typo", async () => {
    await expect(
      Guard.shield({
        payload: { output: "x" },
        rulesets: [{ rules: [{ metric: "has_refund", operator: "contain" as "contains" }], action: { type: "FLAG" } }],
        config: { service_key: createServiceKey() },
      }),
    ).rejects.toThrow(RuleSetError);
  });
});
