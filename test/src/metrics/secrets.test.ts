import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { createServiceKey, Guard, RuleSetError } from "../../../src/index.js";
import { findSecrets, tokenCandidates } from "../../../src/metrics/secrets/index.js";
import {
  ASSIGNMENT_GATE,
  anchoredMatches,
  longestWordRun,
  SECRET_ASSIGNMENT,
  SECRET_PATTERNS,
  SHORTEST_RUN,
  TOKEN_CANDIDATE,
} from "../../../src/metrics/secrets/patterns.js";
import { config, maskWith, useTempHome } from "../../fixtures/detectors/helpers.js";

beforeAll(useTempHome);

// Fake credentials are generated, never written out literally, so the repo holds nothing secret-shaped.
const B62 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
function rand(n: number, alphabet = B62, seed = 7): string {
  let x = seed * 2654435761;
  let out = "";
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    out += alphabet[x % alphabet.length];
  }
  return out;
}
const b64url = (s: string) => Buffer.from(s).toString("base64url");

const SAMPLES: Array<[string, string]> = [
  ["aws_access_key", `AKIA${rand(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")}`],
  ["github_token", `ghp_${rand(36)}`],
  ["gitlab_token", `glpat-${rand(20)}`],
  ["openai_api_key", `sk-proj-${rand(48, `${B62}_-`)}`],
  ["anthropic_api_key", `sk-ant-api03-${rand(90, `${B62}_-`)}`],
  ["slack_token", `xoxb-123456789012-${rand(24)}`],
  ["stripe_key", `sk_live_${rand(24)}`],
  ["google_api_key", `AIza${rand(35)}`],
  ["sendgrid_api_key", `SG.${rand(22)}.${rand(43)}`],
  ["npm_token", `npm_${rand(36)}`],
  ["huggingface_token", `hf_${rand(34)}`],
  ["content_shield_key", createServiceKey()],
  [
    "jwt",
    `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url('{"sub":"1234567890","name":"Jo"}')}.${rand(43, `${B62}_-`)}`,
  ],
  [
    "private_key",
    `-----BEGIN RSA PRIVATE KEY-----\n${rand(64, `${B62}+/`)}\n${rand(40, `${B62}+/`)}\n-----END RSA PRIVATE KEY-----`,
  ],
  ["connection_string", `postgres://app:${rand(12)}@db.internal:5432/prod`],
  ["connection_string", `Server=tcp:db.example.net,1433;Database=shop;User ID=app;Password=${rand(14)};`],
  ["generic_high_entropy", rand(40, `${B62}`, 11)],
];

describe("secrets", () => {
  it.each(SAMPLES)("finds a %s with its exact span", (type, secret) => {
    const text = `here it is: ${secret} — keep it safe`;
    const found = findSecrets(text);
    expect(found.map((d) => d.type)).toEqual([type]);
    expect(text.slice(found[0]!.start, found[0]!.end)).toBe(secret);
  });

  it("finds the password inside a URL and a secret assignment", () => {
    const text = `curl https://admin:S3cr3t-pass@api.example.com/v1 and config password = "Tr0ub4dor&3x"`;
    const found = findSecrets(text);
    expect(found.map((d) => [d.type, text.slice(d.start, d.end)])).toEqual([
      ["password_in_url", "S3cr3t-pass"],
      ["secret_assignment", "Tr0ub4dor&3x"],
    ]);
  });

  it("finds an aws secret key next to its name", () => {
    const key = rand(40, `${B62}/+`, 3);
    const found = findSecrets(`aws_secret_access_key = ${key}`);
    expect(found.map((d) => d.type)).toEqual(["aws_secret_key"]);
  });

  it("stays quiet on ordinary text, hashes, UUIDs, placeholders and code", () => {
    const benign = [
      "Commit 3f786850e387550fdab836ed7e6dc881de23001b fixed the build.",
      "Request id 123e4567-e89b-12d3-a456-426614174000 failed.",
      'const token = getToken(); password = "\u0024{DB_PASSWORD}"; api_key: <your-api-key>',
      "Visit https://example.com/docs/getting-started for setup; email me at jo@example.com.",
      "The quick brown fox jumps over the lazy dog while the password field stays empty.",
      "Use sk-... as a placeholder for your key, and AKIA... for AWS.",
    ];
    for (const text of benign) expect(findSecrets(text), text).toEqual([]);
  });

  it("masks only the secret through Guard.shield and filters by type", async () => {
    const token = `ghp_${rand(36)}`;
    expect(await maskWith("secrets", `token ${token} ok`)).toBe("token [GITHUB_TOKEN] ok");
    const url = `postgres://app:${rand(12)}@db/prod`;
    const probe = await Guard.probe({
      payload: { output: `${token} ${url}` },
      metric: "secrets",
      value: ["connection_string"],
    });
    expect(probe.detected).toBe(true);
    expect(probe.findings.map((f) => f.type)).toEqual(["connection_string"]);
    const other = await Guard.probe({ payload: { output: token }, metric: "secrets", value: "jwt" });
    expect(other.detected).toBe(false);
  });

  it("rejects unknown secret types with a did-you-mean", async () => {
    const rulesets = [
      { rules: [{ metric: "secrets", value: ["github_tokn"] }], action: { type: "FLAG" as const } },
    ];
    // @ts-expect-error: an unknown secret type is a compile error too
    const error = (await Guard.shield({ payload: { input: "x" }, rulesets, config: config() }).catch(
      (e: unknown) => e,
    )) as RuleSetError;
    expect(error).toBeInstanceOf(RuleSetError);
    expect(error.issues[0]!.at).toBe("rulesets[0].rules[0].value[0]");
    expect(error.message).toContain("github_token");
  });

  it("finds a token placed anywhere in random prose (property)", () => {
    const token = `ghp_${rand(36)}`;
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z ,.]{0,60}$/),
        fc.stringMatching(/^[a-z ,.]{0,60}$/),
        (before, after) => {
          const text = `${before} ${token} ${after}`;
          const found = findSecrets(text).filter((d) => d.type === "github_token");
          expect(found).toHaveLength(1);
          expect(found[0]!.start).toBe(before.length + 1);
        },
      ),
    );
  });

  it("scans adversarial inputs for every pattern without hanging", () => {
    const inputs = [
      `-----BEGIN PRIVATE KEY-----${"A".repeat(50_000)}`,
      `postgres://${"a".repeat(20_000)}:${"b".repeat(20_000)}`,
      `aws ${"secret ".repeat(5_000)}`,
      `Server=${"x;".repeat(10_000)}`,
      `password=${"=".repeat(30_000)}`,
      "eyJ".repeat(20_000),
      `${"a:".repeat(20_000)}//`,
    ];
    for (const input of inputs) expect(Array.isArray(findSecrets(input))).toBe(true);
  });
});

describe("the secrets scan's pre-filters", () => {
  it("the one-pass token scan finds exactly TOKEN_CANDIDATE's matches (property)", () => {
    const pieces = fc.constantFrom(
      "a",
      "Z",
      "7",
      "+",
      "/",
      "_",
      "=",
      "-",
      " ",
      ".",
      "é",
      "\n",
      "aB3+/_=-xY9Q",
      "z".repeat(100),
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(pieces, fc.string({ maxLength: 30 })), { maxLength: 400 }), (parts) => {
        const text = parts.join("");
        const expected = [...text.matchAll(TOKEN_CANDIDATE)].map((m) => [m.index, m.index + m[0].length]);
        const found: number[][] = [];
        tokenCandidates(text, (start, end) => found.push([start, end]));
        expect(found).toEqual(expected);
      }),
    );
    // Runs longer than 512 are cut where the regex cuts them; a tail under 24 is no match; a run of exactly
    // 24 is found wherever it starts.
    const texts = [23, 24, 512, 513, 535, 536, 1100].map((length) => `x ${"a".repeat(length)} y`);
    texts.push("a".repeat(24), "a".repeat(23), `${"a".repeat(24)} ${"b".repeat(24)}`);
    for (let k = 0; k < 60; k++) texts.push(`${"a".repeat(k)} ${"b".repeat(24)}.${"c".repeat(k % 25)}`);
    for (const text of texts) {
      const found: number[][] = [];
      tokenCandidates(text, (start, end) => found.push([start, end]));
      expect(found).toEqual([...text.matchAll(TOKEN_CANDIDATE)].map((m) => [m.index, m.index + m[0].length]));
    }
  });

  it("each pattern's gate is in every sample it matches, and the assignment gate in every assignment", () => {
    const texts = [
      ...SAMPLES.map(([, secret]) => `here it is: ${secret} — keep it safe`),
      `curl https://admin:S3cr3t-pass@api.example.com/v1 and config password = "Tr0ub4dor&3x"`,
      `API-KEY: ${rand(20)} client_Secret=${rand(12)} PWD=${rand(10)} x-auth-key: ${rand(16)}`,
    ];
    let gated = 0;
    for (const text of texts) {
      for (const pattern of SECRET_PATTERNS) {
        for (const match of text.matchAll(new RegExp(pattern.regex.source, pattern.regex.flags))) {
          if (pattern.gate === undefined) continue;
          expect(match[0]).toContain(pattern.gate);
          gated++;
        }
      }
      for (const match of text.matchAll(new RegExp(SECRET_ASSIGNMENT.source, SECRET_ASSIGNMENT.flags))) {
        expect(ASSIGNMENT_GATE.test(match[0])).toBe(true);
        expect(/[:=]/.test(match[0])).toBe(true);
      }
      for (const pattern of SECRET_PATTERNS.filter((p) => p.assigns === true))
        for (const match of text.matchAll(new RegExp(pattern.regex.source, pattern.regex.flags)))
          expect(/[:=]/.test(match[0])).toBe(true);
    }
    expect(gated).toBeGreaterThanOrEqual(8);
  });
});

describe("the secrets scan's anchored patterns", () => {
  it("find at the `://` candidates exactly what their global regex finds (property)", () => {
    const anchored = SECRET_PATTERNS.filter((pattern) => pattern.anchor !== undefined);
    expect(anchored.map((pattern) => pattern.type)).toEqual(["connection_string", "password_in_url"]);
    const piece = fc.constantFrom(
      "://",
      ":",
      "/",
      "@",
      " ",
      "\n",
      ".",
      "+",
      "-",
      "_",
      "a",
      "Z",
      "7",
      "jdbc:",
      "JDBC:",
      "postgresql",
      "mongodb+srv",
      "cockroachdb",
      "neo4j+s",
      "redis",
      "https",
      "git+ssh",
      "user:pa55@host",
      "x".repeat(22),
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(piece, fc.string({ maxLength: 5 })), { maxLength: 50 }), (parts) => {
        const text = parts.join("");
        for (const pattern of anchored) {
          const expected = [...text.matchAll(new RegExp(pattern.regex.source, pattern.regex.flags))].map(
            (m) => [m.index, m[0]],
          );
          const sticky = new RegExp(pattern.regex.source, pattern.regex.flags.replace("g", "y"));
          const found: Array<[number, string]> = [];
          anchoredMatches(text, sticky, pattern.anchor!, (m) => found.push([m.index, m[0]]));
          expect(found).toEqual(expected);
        }
      }),
      { numRuns: 3000 },
    );
  });
});

describe("the secrets scan's run pre-filter", () => {
  /** The longest run of `[A-Za-z0-9_-]`, measured plainly. */
  function longest(text: string): number {
    let best = 0;
    for (const m of text.matchAll(/[A-Za-z0-9_-]+/g)) best = Math.max(best, m[0].length);
    return best;
  }

  it("measures the longest run exactly once it is SHORTEST_RUN or more (property)", () => {
    const piece = fc.constantFrom(
      "a",
      "Z",
      "_",
      "-",
      " ",
      ".",
      "é",
      "x".repeat(19),
      "y".repeat(20),
      "z".repeat(40),
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(piece, fc.string({ maxLength: 8 })), { maxLength: 60 }), (parts) => {
        const text = parts.join("");
        const exact = longest(text);
        const measured = longestWordRun(text);
        if (exact >= SHORTEST_RUN) expect(measured).toBe(exact);
        else expect(measured).toBeLessThan(SHORTEST_RUN);
      }),
      { numRuns: 3000 },
    );
  });

  it("every match of a pattern with a minRun holds a run that long (property)", () => {
    const gated = SECRET_PATTERNS.filter((pattern) => pattern.minRun !== undefined);
    expect(gated.length).toBeGreaterThanOrEqual(10);
    for (const pattern of gated) {
      expect(pattern.minRun).toBeGreaterThanOrEqual(SHORTEST_RUN);
      // Strings shaped by the regex without its context assertions (\b, lookaheads), then matched by it.
      const shape = new RegExp(pattern.regex.source.replaceAll("\\b", "").replace(/\(\?![^)]*\)/g, ""));
      fc.assert(
        fc.property(
          fc.stringMatching(shape, { size: "xsmall" }),
          fc.string({ maxLength: 4 }),
          (token, around) => {
            const text = `${around} ${token} ${around}`;
            for (const match of text.matchAll(new RegExp(pattern.regex.source, pattern.regex.flags)))
              expect(longest(match[0])).toBeGreaterThanOrEqual(pattern.minRun!);
          },
        ),
        { numRuns: 300 },
      );
    }
    for (const [, secret] of SAMPLES) {
      const text = `here it is: ${secret} — keep it safe`;
      for (const pattern of gated)
        for (const match of text.matchAll(new RegExp(pattern.regex.source, pattern.regex.flags)))
          expect(longest(match[0])).toBeGreaterThanOrEqual(pattern.minRun!);
    }
  });
});
