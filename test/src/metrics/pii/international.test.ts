/**
 * Issue 14: PII beyond US English — Unicode-robust matching (masked completely through Guard.shield), the
 * `regions` option, national phone formats, addresses of many countries, `person`, and the hard negatives.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { Guard, RuleSetError } from "../../../../src/index.js";
import { compilePii, DEFAULT_TYPES, PII_TYPES, selectedTypes } from "../../../../src/metrics/pii/index.js";
import { normalizedView, originalSpan } from "../../../../src/metrics/pii/normalized.js";
import { SERVICE_KEY, useTempHome } from "../../../helpers/core.js";

beforeAll(() => {
  useTempHome();
});

const config = { service_key: SERVICE_KEY, capture: "none" as const };

function maskGuard(value?: Array<(typeof PII_TYPES)[number]>, regions?: string[]): Guard {
  const rule = {
    metric: "pii" as const,
    operator: "contains" as const,
    ...(value === undefined ? {} : { value }),
    ...(regions === undefined ? {} : { regions }),
  };
  return new Guard({ rulesets: [{ rules: [rule], action: { type: "MASK" } }], config });
}

async function masked(guard: Guard, output: string): Promise<string> {
  const response = await guard.shield({ payload: { output } });
  return response.text;
}

describe("Unicode: every case of the issue is masked completely through Guard.shield", () => {
  const guard = maskGuard();
  it.each([
    ["write to müller@beispiel.de today", "write to [EMAIL] today"],
    ["zoë.smith@example.com wrote", "[EMAIL] wrote"],
    ["ship to 8 avenue des Champs-Élysées, 75008 Paris please", "ship to [ADDRESS] please"],
    ["from ::ffff:192.0.2.128 again", "from [IP_ADDRESS] again"],
    ["mapped 0:0:0:0:0:FFFF:10.1.2.3 in the log", "mapped [IP_ADDRESS] in the log"],
    ["Envíelo a Calle 45 # 12-30, Bogotá.", "Envíelo a [ADDRESS], Bogotá."],
    ["Vivo en la Cra 18 #63-64 en Medellín.", "Vivo en la [ADDRESS] en Medellín."],
    ["Mi casa: Transversal 93 # 53-48 apto 201", "Mi casa: [ADDRESS]"],
    ["ver nota #3-4 del informe, Calle 10 cerrada", "ver nota #3-4 del informe, Calle 10 cerrada"],
    [
      "Envíalo a Calle Hidalgo #123, Col. Centro, 06000 Ciudad de México.",
      "Envíalo a [ADDRESS] Ciudad de México.",
    ],
    ["Order #12345 shipped via Calle Real.", "Order #12345 shipped via Calle Real."],
    ["Адрес: ул. Тверская, д. 7, кв. 12, Москва", "Адрес: [ADDRESS], Москва"],
    ["Живу на проспекте Мира 15к2, кв. 40.", "Живу на [ADDRESS]."],
    ["Улица была пустой, 5 машин стояло.", "Улица была пустой, 5 машин стояло."],
    ["東京都千代田区丸の内1-9-1に送ってください。", "[ADDRESS]に送ってください。"],
    ["大阪市北区梅田3丁目1番3号までお願いします。", "[ADDRESS]までお願いします。"],
    ["この町は3-4年で変わった。", "この町は3-4年で変わった。"],
    ["부산 해운대구 해운대로 570 앞에서 만나요.", "부산 [ADDRESS] 앞에서 만나요."],
    ["강남구에서 3시로 약속했어요.", "강남구에서 3시로 약속했어요."],
    ["请寄到北京市朝阳区建国路88号，谢谢。", "请寄到[ADDRESS]，谢谢。"],
    ["我住在上海市浦东新区世纪大道100号5号楼1201室。", "我住在[ADDRESS]。"],
    ["今天是3号，我们在路上见。", "今天是3号，我们在路上见。"],
    ["Llámame al 612 34 56 78 mañana.", "Llámame al [PHONE_NUMBER] mañana."],
    ["Meu celular é (11) 91234-5678.", "Meu celular é [PHONE_NUMBER]."],
    ["Los pedidos 612 34 56 78 llegaron.", "Los pedidos 612 34 56 78 llegaron."],
    ["mail jo\u200Bhn@example.com now", "mail [EMAIL] now"],
    ["call 415\u200B-555-2671 now", "call [PHONE_NUMBER] now"],
    ["call ４１５-５５５-２６７１ now", "call [PHONE_NUMBER] now"],
    ["mail ｊａｎｅ＠ｅｘａｍｐｌｅ．ｃｏｍ now", "mail [EMAIL] now"],
    ["card 4111\u00AD1111\u00AD1111\u00AD1111 ok", "card [CREDIT_CARD] ok"],
    ["call 415\u2013555\u20132671 now", "call [PHONE_NUMBER] now"],
  ])("%j", async (input, expected) => {
    expect(await masked(guard, input)).toBe(expected);
  });

  it("maps view offsets back to the original characters (zero-width, full-width, combining marks)", () => {
    const text = "a\u200Bb ＠ e\u0301x";
    const view = normalizedView(text)!;
    expect(view.text).toBe("ab @ éx");
    expect(originalSpan(view, 0, 2)).toEqual({ start: 0, end: 3 });
    expect(originalSpan(view, 3, 4)).toEqual({ start: 4, end: 5 });
    expect(originalSpan(view, 5, 6)).toEqual({ start: 6, end: 8 });
    expect(normalizedView("plain ascii")).toBeUndefined();
  });
});

describe("formats the issue lists", () => {
  const all = compilePii(DEFAULT_TYPES);
  const found = (text: string) => all(text).detections.map((d) => [d.type, text.slice(d.start, d.end)]);
  it.each([
    ["IPv6 loopback ::1 here", ["ip_address", "::1"]],
    ["iface fe80::1%eth0 up", ["ip_address", "fe80::1%eth0"]],
    ["card 4111.1111.1111.1111 on file", ["credit_card", "4111.1111.1111.1111"]],
    ["iban de89 3704 0044 0532 0130 00 thanks", ["iban", "de89 3704 0044 0532 0130 00"]],
    ["dial 0044 20 7946 0958 today", ["phone_number", "0044 20 7946 0958"]],
    ["link tel:+14155552671 here", ["phone_number", "+14155552671"]],
    ["Beni 0532 123 45 67 numarasından arayın", ["phone_number", "0532 123 45 67"]],
    ["my mobile is 0917 123 4567", ["phone_number", "0917 123 4567"]],
    ["手机 138 1234 5678", ["phone_number", "138 1234 5678"]],
    ["Calle de Alcalá 48, 28014 Madrid", ["address", "Calle de Alcalá 48, 28014 Madrid"]],
    ["Via Roma 12, 00184 Roma", ["address", "Via Roma 12, 00184 Roma"]],
    ["Keizersgracht 123, 1015 CJ Amsterdam", ["address", "Keizersgracht 123, 1015 CJ Amsterdam"]],
    ["Storgatan 1, 112 01 Stockholm", ["address", "Storgatan 1, 112 01 Stockholm"]],
    ["ul. Marszałkowska 10/12, 00-950 Warszawa", ["address", "ul. Marszałkowska 10/12, 00-950 Warszawa"]],
    ["PSC 1234, Box 5678, APO AE 09204", ["address", "PSC 1234, Box 5678, APO AE 09204"]],
    ["Postfach 12 34 56", ["address", "Postfach 12 34 56"]],
    ["send it to 12 main street please", ["address", "12 main street"]],
    [
      "i live at 12 main street, springfield, il 62704 now",
      ["address", "12 main street, springfield, il 62704"],
    ],
    [
      "send it to 1600 pennsylvania ave nw, washington, dc 20500 please",
      ["address", "1600 pennsylvania ave nw, washington, dc 20500"],
    ],
    [
      "12 main street, new york, new york 10001-1234.",
      ["address", "12 main street, new york, new york 10001-1234"],
    ],
    ["Hauptstraße 35B, 10115 Berlin", ["address", "Hauptstraße 35B, 10115 Berlin"]],
    ["schick es an hauptstraße 5, 10115 berlin bitte", ["address", "hauptstraße 5, 10115 berlin"]],
    ["bahnhofstr. 7, 80335 münchen", ["address", "bahnhofstr. 7, 80335 münchen"]],
    ["phone:(415) 555-2671", ["phone_number", "(415) 555-2671"]],
    ["my phone number is 425 8829090", ["phone_number", "425 8829090"]],
    ["Hauptstraße 5\n10115 Berlin\nDeutschland", ["address", "Hauptstraße 5\n10115 Berlin\nDeutschland"]],
    [
      "1600 PENNSYLVANIA AVE NW\nWASHINGTON, DC 20500",
      ["address", "1600 PENNSYLVANIA AVE NW\nWASHINGTON, DC 20500"],
    ],
  ])("%j", (text, expected) => {
    expect(found(text)).toContainEqual(expected);
  });

  it("takes a lower-case city and state only when a ZIP ends them", () => {
    expect(found("meet at 12 main street, or call me")).toEqual([["address", "12 main street"]]);
    expect(found("12 main street in springfield, il")).toEqual([["address", "12 main street"]]);
  });

  it("takes a lower-case German street only with its postcode and town", () => {
    expect(found("die hauptstraße 5 mal überqueren")).toEqual([]);
    expect(found("wir treffen uns am marktplatz 3 uhr")).toEqual([]);
  });

  it.each([
    "Upgrade to 10.4.1.2 tonight",
    "Order 4111 1111 1111 1111 shipped",
    "logged at 2024-05-01T12:30:00Z",
    "total $1,249.99",
    "id 123e4567-e89b-12d3-a456-426614174000",
    "ISBN 978-3-16-148410-0",
    "tracking 9400111899223197428490",
    "postcode 75008 only",
    "I walked 3 blocks down the street",
    "I walked 3 blocks down the street, in 62704 terms",
    "We talked via Slack 3 times",
    "contact support (case 04512378)",
    "meet at 10:30:45 sharp",
    "server localhost:8080 is up",
    // A Brazilian CEP (postal code) is not a phone number.
    "Meu CEP é 01310-100, em São Paulo.",
  ])("hard negative %j", (text) => {
    expect(all(text).detections).toEqual([]);
  });

  it("scores a street used as a place name below a full address", () => {
    const place = all("2 Main Street tacos are the best").detections[0]!;
    const full = all("Ship to 2 Main Street, Springfield, IL 62704").detections[0]!;
    expect(place.type).toBe("address");
    expect(full.score).toBeGreaterThan(place.score);
  });
});

describe("regions", () => {
  it("counts the listed regions' national formats, and others only next to a phone word", async () => {
    const tr = maskGuard(["phone_number"], ["TR"]);
    expect(await masked(tr, "0212 555 12 34 ok")).toBe("[PHONE_NUMBER] ok");
    const us = maskGuard(["phone_number"], ["US"]);
    expect(await masked(us, "0212 555 12 34 ok")).toBe("0212 555 12 34 ok");
    expect(await masked(us, "telefon: 0212 555 12 34")).toBe("telefon: [PHONE_NUMBER]");
  });

  it("rejects unknown region codes with a RuleSetError naming the place", () => {
    expect(() => maskGuard(["phone_number"], ["US", "XX"])).toThrow(RuleSetError);
    expect(() => maskGuard(["phone_number"], ["US", "XX"])).toThrow(/rules\[0\]\.regions\[1\]/);
    expect(() => maskGuard(["phone_number"], [])).toThrow(/at least one region/);
  });
});

describe("person", () => {
  const person = compilePii(["person"]);
  const names = (text: string) => person(text).detections.map((d) => text.slice(d.start, d.end));
  it.each([
    ["Hi, my name is Dan and I need help", ["Dan"]],
    ["Please ask Dr. Okafor for the results", ["Okafor"]],
    ["Richard M. Nixon resigned", ["Richard M. Nixon"]],
    ["Reach Ayşe Yılmaz at the office", ["Ayşe Yılmaz"]],
    ["Best regards,\nTom Baker", ["Tom Baker"]],
  ])("finds %j", (text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it.each([
    "Will you call me tomorrow?",
    "May the force be with you",
    "Martin Luther King Boulevard is closed",
    "My Israeli number is on file",
    "Dan",
    "The New York Times reported it",
  ])("finds nothing in %j", (text) => {
    expect(names(text)).toEqual([]);
  });

  it("is opt-in: a rule without a value (and capture) does not look for it", () => {
    expect(selectedTypes(undefined)).not.toContain("person");
    expect(selectedTypes(["person"])).toEqual(["person"]);
    expect(PII_TYPES).toContain("person");
  });
});
