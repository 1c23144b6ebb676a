/**
 * The shipped JSON Schema of policy files is what the zod schemas generate (run `npm run schema` after
 * changing them), and editors' `$schema` works: ajv, reading the shipped file, accepts the valid sample
 * policies and rejects invalid ones where the Guard's validation rejects them too.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { policyJsonSchema } from "../../../src/policy/json-schema.js";
import { validatePolicyFile } from "../../../src/policy/load.js";

const SHIPPED = fileURLToPath(new URL("../../../schema/policy.schema.json", import.meta.url));
const fixture = (name: string) => fileURLToPath(new URL(`../../fixtures/policies/${name}`, import.meta.url));

describe("schema/policy.schema.json", () => {
  it("is up to date with the zod schemas", () => {
    const generated = `${JSON.stringify(policyJsonSchema(), null, 2)}\n`;
    if (process.env.UPDATE_POLICY_SCHEMA === "1") writeFileSync(SHIPPED, generated);
    expect(readFileSync(SHIPPED, "utf8")).toBe(generated);
  });

  // Compiled on first use, so `npm run schema` (which rewrites the file in the first test) checks the new one.
  let compiled: ValidateFunction | undefined;
  const validate = (value: unknown): boolean => {
    compiled ??= new Ajv2020({ allErrors: true, strict: false }).compile(
      JSON.parse(readFileSync(SHIPPED, "utf8")) as object,
    );
    return compiled(value);
  };
  const errors = () => compiled?.errors ?? [];

  it.each(["valid.yaml", "valid.json"])("accepts %s, which the library accepts too", (name) => {
    const value = parse(readFileSync(fixture(name), "utf8")) as unknown;
    expect(validate(value), JSON.stringify(errors())).toBe(true);
    expect(validatePolicyFile(fixture(name)).issues).toEqual([]);
  });

  it("rejects invalid.yaml at the places the library names", () => {
    const value = parse(readFileSync(fixture("invalid.yaml"), "utf8")) as unknown;
    expect(validate(value)).toBe(false);
    const places = new Set(errors().map((error) => error.instancePath));
    expect(places).toContain("/rulesets/0/rules/0");
    expect(places).toContain("/rulesets/1/rules");
    expect(places).toContain("/config/capture");
    expect(validatePolicyFile(fixture("invalid.yaml")).issues.length).toBeGreaterThan(0);
  });

  it.each([
    ["a misspelt operator", { rules: [{ metric: "pii", operator: "contain" }], action: { type: "FLAG" } }],
    ["OVERRIDE without its fallback", { rules: [{ metric: "pii" }], action: { type: "OVERRIDE" } }],
    [
      "a placeholder outside MASK",
      { rules: [{ metric: "pii" }], action: { type: "FLAG", placeholder: "x" } },
    ],
    ["an unknown action", { rules: [{ metric: "pii" }], action: { type: "DROP" } }],
  ])("rejects %s", (_name, ruleset) => {
    expect(validate({ rulesets: [ruleset] })).toBe(false);
  });

  it("offers the built-in metric names for completion and still accepts a custom metric", () => {
    expect(JSON.stringify(policyJsonSchema())).toContain('"prompt_injection"');
    expect(
      validate({ rulesets: [{ rules: [{ metric: "refund_promise" }], action: { type: "FLAG" } }] }),
    ).toBe(true);
  });
});
