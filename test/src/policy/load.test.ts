/** Policy files: JSON and YAML read the same; every problem is reported with its path and its line. */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { PolicyError, readPolicy, validatePolicyFile } from "../../../src/policy/load.js";

const fixture = (name: string) => fileURLToPath(new URL(`../../fixtures/policies/${name}`, import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "cs-policy-"));
const write = (name: string, text: string): string => {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
};

describe("readPolicy", () => {
  it("reads YAML and JSON policies into { rulesets, config }", () => {
    const yaml = readPolicy(fixture("valid.yaml"));
    expect(yaml.rulesets.map((set) => set.name)).toEqual(["contact-details", "no-secrets"]);
    expect(yaml.config).toEqual({ capture: "redacted" });
    expect(readPolicy(fixture("valid.json"))).toEqual({
      rulesets: [{ rules: [{ metric: "pii", value: ["email"] }], action: { type: "MASK" } }],
    });
  });

  it("names an unknown top-level key with a did-you-mean and its line", () => {
    const file = write(
      "typo.yaml",
      "rulesets:\n  - rules: [{ metric: pii }]\n    action: { type: FLAG }\nconfg: {}\n",
    );
    const error = (() => {
      try {
        readPolicy(file);
      } catch (caught) {
        return caught;
      }
    })() as PolicyError;
    expect(error).toBeInstanceOf(PolicyError);
    expect(error.issues).toEqual([
      expect.objectContaining({
        code: "unknown_key",
        path: ["confg"],
        suggestion: "config",
        line: 4,
        column: 1,
      }),
    ]);
    expect(error.message).toContain(`${file}:4:1: confg: unknown key; did you mean "config"?`);
  });

  it("reports a YAML syntax error and a missing file with where they are", () => {
    expect(() => readPolicy(write("broken.yaml", "rulesets:\n  - rules: [\n"))).toThrow(
      /broken\.yaml:\d+:\d+/,
    );
    expect(() => readPolicy(write("broken.json", '{"rulesets": [}'))).toThrow(PolicyError);
    expect(() => readPolicy(join(dir, "missing.yaml"))).toThrow(
      /missing\.yaml: cannot be read \(no such file\)/,
    );
    expect(() => readPolicy(write("list.yaml", "- a\n"))).toThrow(/holds an object like \{ rulesets/);
  });
});

describe("validatePolicyFile", () => {
  it("finds nothing wrong in the samples", () => {
    expect(validatePolicyFile(fixture("valid.yaml"))).toMatchObject({
      issues: [],
      policy: { rulesets: [{}, {}] },
    });
  });

  it("reports every problem of the rulesets, the config and the top level, each with its path and line", () => {
    const { issues, policy } = validatePolicyFile(fixture("invalid.yaml"));
    expect(policy).toBeUndefined();
    const found = issues.map((issue) => [issue.at, issue.line]);
    expect(found).toEqual(
      expect.arrayContaining([
        ["extra", 11],
        ["config.capture", 10],
        ["rulesets[0].rules[0].operater", 4],
        ["rulesets[0].action.fallback", 5],
        ["rulesets[1].rules", 7],
      ]),
    );
    const operater = issues.find((issue) => issue.at === "rulesets[0].rules[0].operater")!;
    expect(operater.suggestion).toBe("operator");
  });
});
