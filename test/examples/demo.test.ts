import { beforeAll, describe, expect, it } from "vitest";
import { runDemo } from "../../examples/demo.js";
import { useTempHome } from "../helpers/core.js";

beforeAll(() => {
  useTempHome();
});

describe("the demo's sample turns", () => {
  it("masks PII, blocks the injection, overrides secrets, passes the hard negatives, flags toxicity", async () => {
    const lines: string[] = [];
    const responses = await runDemo((line) => lines.push(line));
    expect(responses.map((r) => r.action)).toEqual(["MASK", "MASK", "BLOCK", "OVERRIDE", null, "FLAG"]);
    expect(responses[0]!.text).toBe("Email [EMAIL] or call [PHONE_NUMBER]; our office is at [ADDRESS].");
    expect(responses[1]!.text).toBe("The SSN on your profile is [SSN] and the card ends in [CREDIT_CARD].");
    expect(responses[3]!.text).toBe("I can't share credentials.");
    expect(responses[4]!.findings).toEqual([]);
    expect(responses.filter((r) => r.triggered).every((r) => r.interception_id !== null)).toBe(true);
    expect(lines.join("\n")).toContain("BLOCK (ShieldBlockedError)");
  });
});
