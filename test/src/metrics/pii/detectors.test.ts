import { describe, expect, it } from "vitest";
import { compilePii, PII_TYPES, type PiiType, resolveOverlaps } from "../../../../src/metrics/pii/index.js";

const all = compilePii(PII_TYPES);

/** The [type, text] pairs found in a text, in order. */
function found(text: string, types: readonly PiiType[] = PII_TYPES): Array<[string, string]> {
  const run = types === PII_TYPES ? all : compilePii(types);
  return run(text).detections.map((d) => [d.type, text.slice(d.start, d.end)]);
}

/** Asserts `value` is found as `type` at its exact offsets inside `text`. */
function expectSpan(text: string, type: PiiType, value: string): void {
  const start = text.indexOf(value);
  expect(start, `fixture must contain ${value}`).toBeGreaterThanOrEqual(0);
  const detections = compilePii([type])(text).detections;
  expect(detections.map((d) => ({ type: d.type, start: d.start, end: d.end }))).toContainEqual({
    type,
    start,
    end: start + value.length,
  });
}

function expectNone(text: string, type: PiiType): void {
  expect(found(text, [type]), text).toEqual([]);
}

describe("pii: email", () => {
  it.each([
    ["Write to jane.doe+news@example.co.uk today.", "jane.doe+news@example.co.uk"],
    ["(mail: Talia43@gmail.com)", "Talia43@gmail.com"],
    ["contact o'brien@mail-server.example.org.", "o'brien@mail-server.example.org"],
  ])("finds the address in %s", (text, value) => expectSpan(text, "email", value));

  it.each([
    "install lodash@4.17.21 and react@18.2.0",
    "ping me @jane on slack",
    "user@localhost is not routable",
    "a..b@example.com",
    "git clone of @types/node@20",
    "x@y.z",
  ])("finds nothing in %s", (text) => expectNone(text, "email"));
});

describe("pii: ssn", () => {
  it.each([
    ["SSN 123-45-6789 on file", "123-45-6789"],
    ["her number is 234 56 7890.", "234 56 7890"],
    ["Social Security: 345678901", "345678901"],
  ])("finds %s", (text, value) => expectSpan(text, "ssn", value));

  it.each([
    "SSN 000-12-3456",
    "SSN 666-12-3456",
    "SSN 912-34-5678",
    "SSN 123-00-4567",
    "SSN 123-45-0000",
    "order 123456789 shipped",
    "call +1 234-56-7890",
    "ID 123-45-67890",
    "build 2024-05-0012",
    "uuid 123e4567-e89b-12d3-a456-426614174000",
  ])("finds nothing in %s", (text) => expectNone(text, "ssn"));
});

describe("pii: credit_card", () => {
  it.each([
    ["card 4111 1111 1111 1111 exp 12/29", "4111 1111 1111 1111"],
    ["amex 3782-822463-10005.", "3782-822463-10005"],
    ["pay with 5555555555554444", "5555555555554444"],
    ["mc 2223003122003222 ok", "2223003122003222"],
    ["airline credit card: 155512345678905", "155512345678905"], // UATP, next to a card word
  ])("finds %s", (text, value) => expectSpan(text, "credit_card", value));

  it.each([
    "order 4111111111111112 shipped", // fails Luhn
    "Order #4111111111111111 shipped", // labelled as an order
    "tracking 9400111899223197428490",
    "ref 1234567812345670", // passes Luhn, no issuer range
    "4111 11111 1111 111", // wrong grouping
    "price $4,111,111,111,111,111",
    "sha 4111111111111111aa",
    "IBAN IR84 5009 0400 8769 0000 6090 98", // digits of an IBAN
    "account 155512345678905 was opened", // UATP shape and Luhn, but no card word
  ])("finds nothing in %s", (text) => expectNone(text, "credit_card"));
});

describe("pii: iban", () => {
  it.each([
    ["IBAN DE89 3704 0044 0532 0130 00, thanks", "DE89 3704 0044 0532 0130 00"],
    ["send to GB82WEST12345698765432.", "GB82WEST12345698765432"],
    ["FR14 2004 1010 0505 0001 3M02 606", "FR14 2004 1010 0505 0001 3M02 606"],
  ])("finds %s", (text, value) => expectSpan(text, "iban", value));

  it.each([
    "DE89 3704 0044 0532 0130 01",
    "GB82WEST1234569876543",
    "XX82WEST12345698765432",
    "SKU DE12345678",
  ])("finds nothing in %s", (text) => expectNone(text, "iban"));
});

describe("pii: ip_address and url", () => {
  it.each([
    ["server at 192.168.1.254, port 22", "192.168.1.254"],
    ["host 10.0.0.1.", "10.0.0.1"],
    ["v6 2001:db8::8a2e:370:7334 up", "2001:db8::8a2e:370:7334"],
    ["full 9ee0:acce:ec6c:e7c4:a6b9:b74a:6aa4:4438", "9ee0:acce:ec6c:e7c4:a6b9:b74a:6aa4:4438"],
    ["link-local fe80::1 iface", "fe80::1"],
  ])("finds ip %s", (text, value) => expectSpan(text, "ip_address", value));

  it.each([
    "version 1.2.3.4 released",
    "upgrade to v2.0.1.4",
    "see section 1.2.3.4",
    "256.1.1.1 is not an address",
    "01.02.03.04",
    "1.2.3.4.5",
    "at 12:30:45 UTC",
    "MAC 00:1A:2B:3C:4D:5E",
    "use std::vector and a::b",
  ])("finds no ip in %s", (text) => expectNone(text, "ip_address"));

  it.each([
    ["see https://example.com/a?b=1#c.", "https://example.com/a?b=1#c"],
    ["(docs at www.example.org/path)", "www.example.org/path"],
    ["local http://localhost:3000/x", "http://localhost:3000/x"],
    ["wiki https://en.wikipedia.org/wiki/Foo_(bar) ok", "https://en.wikipedia.org/wiki/Foo_(bar)"],
  ])("finds url %s", (text, value) => expectSpan(text, "url", value));

  it.each(["file:///etc/passwd", "mail jane@www.example.com", "http://nohost"])(
    "finds no url in %s",
    (text) => expectNone(text, "url"),
  );
});

describe("pii: phone_number", () => {
  it.each([
    ["Call (415) 555-2671 now", "(415) 555-2671"],
    ["call 703.301.3354 x6280 today", "703.301.3354 x6280"],
    ["intl +44 20 7946 0958.", "+44 20 7946 0958"],
    ["+17453189368 is fake but possible", "+17453189368"],
    ["1-714-478-9622", "1-714-478-9622"],
    ["room 12 415-555-2671", "415-555-2671"],
    ["Paris: +33 1 42 68 53 00", "+33 1 42 68 53 00"],
    ["my cell is 4155552671", "4155552671"],
  ])("finds %s", (text, value) => expectSpan(text, "phone_number", value));

  it.each([
    "order #4155552671 shipped",
    "order 4155552671 shipped",
    "version 1.2.3",
    "released 2024-05-01",
    "price $1,234,567.89",
    "at 1714567890 (epoch)",
    "ip 192.168.100.200",
    "SSN 123-45-6789",
    "card 4111 1111 1111 1111",
    "range 2019-2024",
  ])("finds nothing in %s", (text) => expectNone(text, "phone_number"));
});

describe("pii: date", () => {
  it.each([
    ["born 1990-07-15 in", "1990-07-15"],
    ["due 05/01/2024.", "05/01/2024"],
    ["due 31/12/2024", "31/12/2024"],
    ["on 1 May 2024 we", "1 May 2024"],
    ["on May 1, 2024 we", "May 1, 2024"],
    ["the 3rd of Sept. 2021", "3rd of Sept. 2021"],
    ["Monday, May 6, 2024", "Monday, May 6, 2024"],
    ["am 01.05.2024 um", "01.05.2024"],
  ])("finds %s", (text, value) => expectSpan(text, "date", value));

  it.each([
    "logged 2024-05-01T12:30:00Z",
    "at 2024-05-01 12:30:45,123 INFO",
    "version 1.2.24",
    "2024-13-01",
    "02/30/2024",
    "May 2024 will be warm", // a month, not a date
    "build 12-05-24",
    "score 3/4/5",
  ])("finds nothing in %s", (text) => expectNone(text, "date"));
});

describe("pii: address", () => {
  it.each([
    ["ship to 486 Anahi Land Apt. 173 please", "486 Anahi Land Apt. 173"],
    [
      "at 1600 Pennsylvania Avenue NW, Washington, DC 20500.",
      "1600 Pennsylvania Avenue NW, Washington, DC 20500",
    ],
    ["lives at 221B Baker Street, London NW1 6XE now", "221B Baker Street, London NW1 6XE"],
    ["office: 350 5th Ave, New York, NY 10118-0110", "350 5th Ave, New York, NY 10118-0110"],
    ["Hauptstraße 5, 10115 Berlin", "Hauptstraße 5, 10115 Berlin"],
    ["12 rue de la Paix, 75002 Paris", "12 rue de la Paix, 75002 Paris"],
    ["send it to PO Box 4521", "PO Box 4521"],
  ])("finds %s", (text, value) => expectSpan(text, "address", value));

  it.each([
    "I ate 3 apples in the park",
    "we shipped 500 units to the warehouse",
    "version 2 street view",
    "$1,234.56 for 12 items",
  ])("finds nothing in %s", (text) => expectNone(text, "address"));
});

describe("pii: metric behaviour", () => {
  it("reports labels in first-seen order with the highest score", () => {
    const outcome = all("mail a@example.com or call (415) 555-2671");
    expect(outcome.detected).toBe(true);
    expect(outcome.labels).toEqual(["email", "phone_number"]);
    expect(outcome.score).toBe(1);
  });

  it("finds nothing in plain prose", () => {
    const outcome = all("The quick brown fox jumps over the lazy dog.");
    expect(outcome).toMatchObject({ detected: false, labels: [], detections: [] });
  });

  it("compiles only the selected types", () => {
    expect(found("a@example.com 4111 1111 1111 1111", ["email"])).toEqual([["email", "a@example.com"]]);
  });

  it("keeps the longer of two overlapping spans", () => {
    const kept = resolveOverlaps([
      { type: "ip_address", start: 7, end: 18, score: 1 },
      { type: "url", start: 0, end: 25, score: 1 },
      { type: "email", start: 30, end: 40, score: 1 },
    ]);
    expect(kept.map((d) => d.type)).toEqual(["url", "email"]);
  });

  it("reports a URL holding an IP as a URL only", () => {
    expect(found("open http://192.168.1.1/admin now")).toEqual([["url", "http://192.168.1.1/admin"]]);
  });

  it("uses UTF-16 offsets after astral characters", () => {
    const text = "😀😀 mail jane@example.com";
    const [d] = all(text).detections;
    expect(d).toMatchObject({ start: text.indexOf("jane"), end: text.length });
  });
});
