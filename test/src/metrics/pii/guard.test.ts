import { faker } from "@faker-js/faker";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { Guard, RuleSetError } from "../../../../src/index.js";
import { luhnValid } from "../../../../src/metrics/pii/card.js";
import { IBAN_LENGTHS, ibanChecksumValid } from "../../../../src/metrics/pii/iban.js";
import { compilePii, PII_TYPES } from "../../../../src/metrics/pii/index.js";
import { loadPhoneLib } from "../../../../src/metrics/pii/phone.js";
import { planValidator } from "../../../../src/metrics/pii/plans.js";
import { SERVICE_KEY, useTempHome } from "../../../helpers/core.js";

beforeAll(() => {
  useTempHome();
});

const all = compilePii(PII_TYPES);

/** Filler prose that cannot itself hold PII (and carries no "order #"-style label). */
const filler = fc
  .array(
    fc.constantFrom(
      "lorem",
      "ipsum",
      "dolor",
      "sit",
      "amet",
      "please",
      "use",
      "the",
      "card",
      "thanks",
      "and",
      "pay",
    ),
    {
      minLength: 1,
      maxLength: 7,
    },
  )
  .map((words) => words.join(" "));

/** A card number with a real issuer prefix, the right length and a Luhn check digit. */
const cardNumber = fc
  .record({
    issuer: fc.constantFrom(
      { prefix: "4", length: 16 },
      { prefix: "51", length: 16 },
      { prefix: "2221", length: 16 },
      { prefix: "37", length: 15 },
      { prefix: "6011", length: 16 },
      { prefix: "3530", length: 16 },
    ),
    body: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 18, maxLength: 18 }),
    spaced: fc.boolean(),
  })
  .map(({ issuer, body, spaced }) => {
    const partial = issuer.prefix + body.slice(0, issuer.length - issuer.prefix.length - 1).join("");
    const check = [...Array(10).keys()].find((d) => luhnValid(partial + d)) ?? 0;
    const digits = partial + check;
    if (!spaced) return digits;
    return issuer.length === 15
      ? `${digits.slice(0, 4)} ${digits.slice(4, 10)} ${digits.slice(10)}`
      : (digits.match(/.{1,4}/g) ?? []).join(" ");
  });

/** A valid IBAN for a random registered country: numeric BBAN, computed check digits. */
const iban = fc
  .record({
    country: fc.constantFrom(...Object.keys(IBAN_LENGTHS)),
    digits: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 30, maxLength: 30 }),
  })
  .map(({ country, digits }) => {
    const bban = digits.slice(0, (IBAN_LENGTHS[country] ?? 20) - 4).join("");
    for (let check = 2; check <= 98; check++) {
      const candidate = `${country}${String(check).padStart(2, "0")}${bban}`;
      if (ibanChecksumValid(candidate)) return candidate;
    }
    throw new Error("no check digits");
  });

describe("pii properties", () => {
  it("finds generated card numbers at their exact offsets inside random text", () => {
    fc.assert(
      fc.property(filler, cardNumber, filler, (before, card, after) => {
        const text = `${before} ${card} ${after}`;
        const hits = compilePii(["credit_card"])(text).detections;
        expect(hits).toEqual([
          { type: "credit_card", start: before.length + 1, end: before.length + 1 + card.length, score: 1 },
        ]);
      }),
      { numRuns: 300 },
    );
  });

  it("finds generated IBANs at their exact offsets inside random text", () => {
    fc.assert(
      fc.property(filler, iban, filler, (before, value, after) => {
        const text = `${before} ${value}. ${after}`;
        const hits = compilePii(["iban"])(text).detections;
        expect(hits).toEqual([
          { type: "iban", start: before.length + 1, end: before.length + 1 + value.length, score: 1 },
        ]);
      }),
      { numRuns: 300 },
    );
  });

  it("finds faker emails at their exact offsets", () => {
    faker.seed(7);
    for (let i = 0; i < 200; i++) {
      const email = faker.internet.email();
      const text = `${faker.lorem.sentence()} Reach me at ${email}, thanks.`;
      const start = text.indexOf(email);
      expect(compilePii(["email"])(text).detections).toEqual([
        { type: "email", start, end: start + email.length, score: 1 },
      ]);
    }
  });

  it("never reports an ssn or a card in alphanumeric noise, UUIDs or hex hashes", () => {
    const noise = fc.oneof(
      fc.stringMatching(/^[A-Za-z0-9]{0,80}$/),
      fc.uuid(),
      fc.stringMatching(/^[0-9a-f]{32,64}$/),
    );
    fc.assert(
      fc.property(fc.array(noise, { maxLength: 6 }), (tokens) => {
        const labels = compilePii(["ssn", "credit_card"])(tokens.join(" ")).labels;
        expect(labels).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it("returns spans inside the text, ordered and not overlapping, for any string", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 200 }), (text) => {
        let cursor = 0;
        for (const d of all(text).detections) {
          expect(d.start).toBeGreaterThanOrEqual(cursor);
          expect(d.end).toBeGreaterThan(d.start);
          expect(d.end).toBeLessThanOrEqual(text.length);
          cursor = d.end;
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("pii through Guard", () => {
  const config = { service_key: SERVICE_KEY, capture: "none" as const };

  it("probes every type when no value is given", async () => {
    const text =
      "Mail ann@example.com, SSN 123-45-6789, card 4111 1111 1111 1111, IP 10.1.2.3, on 2024-05-01.";
    const result = await Guard.probe({ payload: { output: text }, metric: "pii" });
    expect(result.detected).toBe(true);
    expect(result.labels).toEqual(["email", "ssn", "credit_card", "ip_address", "date"]);
    expect(result.findings.map((f) => [f.type, f.text, f.target])).toEqual([
      ["email", "ann@example.com", "output"],
      ["ssn", "123-45-6789", "output"],
      ["credit_card", "4111 1111 1111 1111", "output"],
      ["ip_address", "10.1.2.3", "output"],
      ["date", "2024-05-01", "output"],
    ]);
  });

  it("probes only the requested types", async () => {
    const result = await Guard.probe({
      payload: { input: "call (415) 555-2671", output: "mail ann@example.com" },
      metric: "pii",
      value: "phone_number",
    });
    expect(result.findings.map((f) => [f.type, f.target, f.start, f.end])).toEqual([
      ["phone_number", "input", 5, 19],
    ]);
  });

  it("counts findings of every type for numeric operators", async () => {
    const rulesets = [
      {
        rules: [{ metric: "pii" as const, operator: "greater_than_equal" as const, value: 2 }],
        action: { type: "FLAG" as const },
      },
    ];
    const two = await Guard.shield({
      payload: { output: "mail a@example.com from 10.1.2.3" },
      rulesets,
      config,
    });
    expect(two.triggered).toBe(true);
    expect(two.findings.map((f) => f.type)).toEqual(["email", "ip_address"]);
    const one = await Guard.shield({ payload: { output: "mail a@example.com" }, rulesets, config });
    expect(one.triggered).toBe(false);
  });

  it("rejects an unknown entity type with a RuleSetError naming it", async () => {
    await expect(Guard.probe({ payload: { output: "x" }, metric: "pii", value: ["emial"] })).rejects.toThrow(
      RuleSetError,
    );
    await expect(Guard.probe({ payload: { output: "x" }, metric: "pii", value: ["emial"] })).rejects.toThrow(
      /email/,
    );
  });

  it("OVERRIDEs with the four-type ruleset from the contract", async () => {
    const response = await Guard.shield({
      payload: { input: "where do I send it?", output: "Send it to 486 Anahi Land Apt. 173, thanks." },
      rulesets: [
        {
          rules: [
            { metric: "pii", operator: "contains", value: ["email", "ssn", "address", "phone_number"] },
          ],
          action: { type: "OVERRIDE", fallback: "Sorry, I can't share that." },
        },
      ],
      config,
    });
    expect(response.triggered).toBe(true);
    expect(response.text).toBe("Sorry, I can't share that.");
    expect(response.findings.map((f) => f.text)).toEqual(["486 Anahi Land Apt. 173"]);
  });

  it("does not trigger on hard negatives", async () => {
    const output =
      "Order #4111111111111112 (v2.0.1.4) shipped 2024-05-01T10:00:00Z for $1,234.56; tracking 1Z999AA10123456784, id 123e4567-e89b-12d3-a456-426614174000.";
    const response = await Guard.shield({
      payload: { output },
      rulesets: [
        {
          rules: [
            {
              metric: "pii",
              value: ["email", "ssn", "address", "phone_number", "credit_card", "ip_address"],
            },
          ],
          action: { type: "FLAG" },
        },
      ],
      config,
    });
    expect(response.findings).toEqual([]);
    expect(response.triggered).toBe(false);
  });

  it("MASK leaves none of the detected values in the text", async () => {
    faker.seed(11);
    const guard = new Guard({
      rulesets: [{ rules: [{ metric: "pii" }], action: { type: "MASK" } }],
      config,
    });
    for (let i = 0; i < 100; i++) {
      const output = [
        `Hi ${faker.person.firstName()}, your email ${faker.internet.email()} is on file.`,
        `Card ${faker.finance.creditCardNumber("visa")} and IBAN ${faker.finance.iban({ formatted: true })}.`,
        `We visited ${faker.internet.url()} from ${faker.internet.ipv4()} on ${faker.date.past().toISOString().slice(0, 10)}.`,
      ].join(" ");
      const response = await guard.shield({ payload: { output } });
      expect(response.action).toBe("MASK");
      expect(response.findings.length).toBeGreaterThanOrEqual(4);
      for (const finding of response.findings) expect(response.text).not.toContain(finding.text);
      expect(response.text).toContain("[EMAIL]");
    }
  });
});

describe("pii: numbering-plan fast path", () => {
  it("agrees with libphonenumber-js isValid() on random 10-digit numbers", () => {
    const plans = planValidator();
    expect(plans).not.toBeNull();
    const valid = plans?.nanp;
    const lib = loadPhoneLib();
    fc.assert(
      // NANP area codes start with 2-9; libphonenumber reads a leading 0 or 1 as a dialling prefix instead.
      fc.property(fc.stringMatching(/^[2-9]\d{9}$/), (national) => {
        expect(valid?.(national)).toBe(lib.parsePhoneNumberFromString(national, "US")?.isValid() === true);
      }),
      { numRuns: 20_000 },
    );
    expect(valid?.("0119890000")).toBe(false);
    expect(valid?.("1415555267")).toBe(false);
  });

  it("never calls an international number valid that libphonenumber-js does not", () => {
    const plans = planValidator();
    const lib = loadPhoneLib();
    const codes = [
      "44",
      "49",
      "33",
      "39",
      "34",
      "31",
      "32",
      "41",
      "43",
      "45",
      "46",
      "48",
      "61",
      "64",
      "81",
      "82",
      "86",
      "91",
      "7",
      "55",
      "52",
      "27",
      "353",
      "351",
      "358",
      "380",
      "420",
      "971",
    ];
    fc.assert(
      fc.property(fc.constantFrom(...codes), fc.stringMatching(/^[1-9]\d{5,11}$/), (code, national) => {
        const number = lib.parsePhoneNumberFromString(`+${code}${national}`);
        // The fast path only ever confirms: when it says valid, libphonenumber-js agrees.
        if (plans?.internationalValid(code + national))
          expect(number?.isValid(), `+${code} ${national}`).toBe(true);
      }),
      { numRuns: 20_000 },
    );
    expect(plans?.internationalValid("442079460958")).toBe(true);
    expect(plans?.internationalValid("33142685300")).toBe(true);
  });
});
