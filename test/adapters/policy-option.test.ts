/**
 * `policy: "file"` in place of rulesets/config: the Express and Koa middleware read the policy file once
 * when created and shield with it; a bad file or giving both is a located error at creation.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { shieldMiddleware } from "../../adapters/express/index.js";
import { parseAdapterOptions } from "../../adapters/shared/options.js";
import { ConfigError } from "../../src/errors.js";
import { createServiceKey } from "../../src/keys.js";
import { PolicyError } from "../../src/policy/load.js";
import { buildApp, chatCompletion, FLAVORS } from "../helpers/apps.js";

const dir = mkdtempSync(join(tmpdir(), "cs-policy-option-"));
process.env.CONTENT_SHIELD_HOME = dir;
const policy = join(dir, "policy.yaml");
writeFileSync(
  policy,
  `rulesets:
  - rules: [{ metric: pii, value: [email] }]
    action: { type: MASK }
config:
  service_key: ${createServiceKey()}
  capture: false
`,
);

describe.each(FLAVORS)("%s with policy: file", (flavor) => {
  it("masks the request and the answer with the file's rules, read once at creation", async () => {
    const file = join(dir, `${flavor}.yaml`);
    writeFileSync(
      file,
      `rulesets:\n  - rules: [{ metric: pii, value: [email] }]\n    action: { type: MASK }\nconfig:\n  service_key: ${createServiceKey()}\n  capture: false\n`,
    );
    const app = buildApp(flavor, {
      routes: [
        {
          method: "post",
          path: "/v1/chat/completions",
          shield: { policy: file },
          handler: () => ({ json: chatCompletion("Reach me at ann.lee@example.com") }),
        },
      ],
    });
    rmSync(file); // read when the middleware was created, never again
    const response = await request(app.listener)
      .post("/v1/chat/completions")
      .send({ model: "m", messages: [{ role: "user", content: "I am bob@example.org" }] });
    expect(response.status).toBe(200);
    expect(response.headers["x-content-shield"]).toBe("MASK");
    expect(response.body.choices[0].message.content).toBe("Reach me at [EMAIL]");
    expect((app.seen[0] as { messages: Array<{ content: string }> }).messages[0]!.content).toBe(
      "I am [EMAIL]",
    );
  });
});

describe("the policy option", () => {
  it("reports a bad file with its path and line when the middleware is created", () => {
    const bad = join(dir, "bad.yaml");
    writeFileSync(bad, "rulesets:\n  - rules: [{ metric: pii }]\n    action: { type: MASK }\nrulset: 1\n");
    expect(() => parseAdapterOptions({ policy: bad })).toThrow(PolicyError);
    expect(() => parseAdapterOptions({ policy: bad })).toThrow(`${bad}:4:1: rulset: unknown key`);
  });

  it("reports the rules' own problems (found by the Guard) with the file's line too", () => {
    const bad = join(dir, "bad-rule.yaml");
    writeFileSync(
      bad,
      `rulesets:\n  - rules:\n      - metric: pii\n        operator: contain\n    action: { type: MASK }\nconfig:\n  service_key: ${createServiceKey()}\n`,
    );
    let caught: unknown;
    try {
      shieldMiddleware({ policy: bad });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(PolicyError);
    expect((caught as PolicyError).issues[0]).toMatchObject({ at: "rulesets[0].rules[0].operator", line: 4 });
    expect((caught as PolicyError).message).toContain(`${bad}:4:9: rulesets[0].rules[0].operator:`);
  });

  it("refuses both a policy and rulesets, and a policy that is not a path", () => {
    expect(() => parseAdapterOptions({ policy, rulesets: [] })).toThrow(ConfigError);
    expect(() => parseAdapterOptions({ policy, rulesets: [] })).toThrow(/policy: give either policy/);
    expect(() => parseAdapterOptions({ policy: 42 } as never)).toThrow(
      /policy: must be the path of a policy file/,
    );
  });

  it("fills rulesets and config from the file", () => {
    const parsed = parseAdapterOptions({ policy, window: 8 });
    expect(parsed.rulesets).toEqual([
      { rules: [{ metric: "pii", value: ["email"] }], action: { type: "MASK" } },
    ]);
    expect(parsed.config).toMatchObject({ capture: false });
    expect(parsed.window).toBe(8);
  });
});
