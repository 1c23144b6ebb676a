/**
 * A labelled PII corpus, generated deterministically with @faker-js/faker (fixed seed): realistic sentences,
 * each holding one or two values of one entity type with gold spans, plus hard negatives (order numbers,
 * versions, timestamps, prices, IDs, UUIDs, hashes, tracking numbers…) both mixed into positive examples and
 * as examples of their own. Formats vary the way people and models write them. The generator does not look
 * at the detectors; where faker's data is unrealistic (UK postcodes) real formats are generated instead.
 */
import { type Faker, faker, fakerDE, fakerEN_GB, fakerFR } from "@faker-js/faker";
import type { PiiType } from "../../src/metrics/pii/types.js";

export interface GoldSpan {
  type: PiiType;
  start: number;
  end: number;
}

export interface Example {
  id: string;
  /** The entity type the example was built around, or `negative`. */
  kind: PiiType | "negative";
  text: string;
  spans: GoldSpan[];
}

type Part = string | { type: PiiType; value: string };

function compose(parts: readonly Part[]): { text: string; spans: GoldSpan[] } {
  let text = "";
  const spans: GoldSpan[] = [];
  for (const part of parts) {
    if (typeof part === "string") text += part;
    else {
      spans.push({ type: part.type, start: text.length, end: text.length + part.value.length });
      text += part.value;
    }
  }
  return { text, spans };
}

const pick = <T>(items: readonly T[]): T => faker.helpers.arrayElement(items);
const digits = (n: number): string => faker.string.numeric({ length: n, allowLeadingZeros: true });
const chance = (p: number): boolean => faker.number.float({ min: 0, max: 1 }) < p;

// ---------- value generators ----------

function ssn(): string {
  let area = faker.number.int({ min: 1, max: 899 });
  if (area === 666) area = 667;
  const group = faker.number.int({ min: 1, max: 99 });
  const serial = faker.number.int({ min: 1, max: 9999 });
  const a = String(area).padStart(3, "0");
  const g = String(group).padStart(2, "0");
  const s = String(serial).padStart(4, "0");
  return chance(0.8) ? `${a}-${g}-${s}` : `${a} ${g} ${s}`;
}

function phone(): string {
  const r = faker.number.float({ min: 0, max: 1 });
  if (r < 0.55) return faker.phone.number({ style: pick(["human", "national"] as const) });
  if (r < 0.7) return faker.phone.number({ style: "international" });
  const local: Faker = pick([fakerDE, fakerEN_GB, fakerFR]);
  return r < 0.9 ? local.phone.number({ style: "international" }) : local.phone.number();
}

function card(): string {
  const issuer = pick(["visa", "mastercard", "amex", "discover", "jcb", "diners_club"]);
  const number = faker.finance.creditCardNumber(issuer);
  const r = faker.number.float({ min: 0, max: 1 });
  if (r < 0.4) return number;
  if (r < 0.7) return number.replaceAll("-", " ");
  return number.replaceAll("-", "");
}

const UK_LETTERS = "ABCDEFGHJKLMNOPRSTUWYZ";
function ukPostcode(): string {
  const area = faker.string.fromCharacters(UK_LETTERS, { min: 1, max: 2 });
  const district = String(faker.number.int({ min: 1, max: 29 }));
  const inward = `${faker.number.int({ min: 0, max: 9 })}${faker.string.fromCharacters("ABDEFGHJLNPQRSTUWXYZ", 2)}`;
  return `${area}${district} ${inward}`;
}

function address(): string {
  const r = faker.number.float({ min: 0, max: 1 });
  if (r < 0.7) {
    const street = faker.location.streetAddress(chance(0.3));
    if (chance(0.5)) return street;
    return `${street}, ${faker.location.city()}, ${faker.location.state({ abbreviated: true })} ${faker.location.zipCode()}`;
  }
  if (r < 0.82) {
    const street = fakerEN_GB.location.streetAddress();
    return chance(0.5) ? street : `${street}, ${fakerEN_GB.location.city()} ${ukPostcode()}`;
  }
  if (r < 0.94) {
    const street = fakerDE.location.streetAddress();
    return chance(0.5) ? street : `${street}, ${fakerDE.location.zipCode()} ${fakerDE.location.city()}`;
  }
  const street = fakerFR.location.streetAddress();
  return chance(0.5) ? street : `${street}, ${fakerFR.location.zipCode()} ${fakerFR.location.city()}`;
}

function ip(): string {
  return chance(0.8) ? faker.internet.ipv4() : faker.internet.ipv6();
}

function iban(): string {
  return faker.finance.iban({ formatted: chance(0.6) });
}

function url(): string {
  const base = faker.internet.url({ appendSlash: false });
  const r = faker.number.float({ min: 0, max: 1 });
  if (r < 0.3) return base;
  if (r < 0.6) return `${base}/${faker.word.noun()}/${faker.string.alphanumeric(6)}`;
  if (r < 0.8) return `${base}/search?q=${faker.word.noun()}&page=${faker.number.int(9)}`;
  return `www.${faker.internet.domainName()}${chance(0.5) ? `/${faker.word.noun()}` : ""}`;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const pad = (n: number): string => String(n).padStart(2, "0");
const ordinal = (d: number): string =>
  `${d}${d % 10 === 1 && d !== 11 ? "st" : d % 10 === 2 && d !== 12 ? "nd" : d % 10 === 3 && d !== 13 ? "rd" : "th"}`;

function date(): string {
  const d = faker.date.between({ from: "1950-01-01", to: "2030-12-31" });
  const [y, m, day] = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
  const month = MONTHS[m - 1] ?? "May";
  switch (faker.number.int({ min: 0, max: 8 })) {
    case 0:
      return `${y}-${pad(m)}-${pad(day)}`;
    case 1:
      return `${pad(m)}/${pad(day)}/${y}`;
    case 2:
      return `${m}/${day}/${y}`;
    case 3:
      return `${day} ${month} ${y}`;
    case 4:
      return `${month} ${day}, ${y}`;
    case 5:
      return `${month.slice(0, 3)} ${day}, ${y}`;
    case 6:
      return `${pad(day)}.${pad(m)}.${y}`;
    case 7:
      return `${WEEKDAYS[d.getUTCDay()]}, ${month} ${day}, ${y}`;
    default:
      return `the ${ordinal(day)} of ${month} ${y}`;
  }
}

const VALUES: Readonly<Record<PiiType, () => string>> = {
  email: () => (chance(0.8) ? faker.internet.email() : faker.internet.exampleEmail()),
  ssn,
  phone_number: phone,
  address,
  credit_card: card,
  ip_address: ip,
  iban,
  url,
  date,
  person: () =>
    chance(0.8) ? `${faker.person.firstName()} ${faker.person.lastName()}` : faker.person.fullName(),
};

// ---------- sentence templates ("$" is the value) ----------

const TEMPLATES: Readonly<Record<PiiType, readonly string[]>> = {
  email: [
    "You can reach the account owner at $.",
    "I've updated the billing contact to $ as requested.",
    "Please send the signed form to $ before Friday.",
    "The user registered with the address $ and confirmed it yesterday.",
    "Contact: $",
    "Sure! Their email is $, and they prefer email over calls.",
    "Forwarding this to $ (cc: $) now.",
    "Reply-To: <$>",
  ],
  ssn: [
    "The applicant's SSN is $.",
    "Social Security number: $",
    "I found the record: John's social security number is $ and his file is complete.",
    "For verification, the SSN on file ends with the digits shown here: $.",
    "Taxpayer details — SSN $, filing status single.",
    "Her SSN ($) was entered twice on the form.",
    "Employee SSN: $; spouse SSN: $.",
  ],
  phone_number: [
    "You can call the front desk at $.",
    "The customer's phone number is $.",
    "Call me back on $ when you get a chance.",
    "For urgent issues, dial $ (24/7 support).",
    "Phone: $ | Fax: $",
    "Text the code to $ to confirm.",
    "His mobile is $, and the office line is $.",
  ],
  address: [
    "The package will be delivered to $.",
    "Our office is located at $.",
    "Billing address: $",
    "She moved to $ last spring.",
    "Please update the shipping address to $ before dispatch.",
    "The property at $ is listed for sale.",
  ],
  credit_card: [
    "The card on file is $, expiring 09/27.",
    "Charge it to my Visa $ please.",
    "Payment method: credit card $",
    "I used card number $ for the booking.",
    "The customer's card ($) was declined twice.",
    "Card: $ CVV: 123",
  ],
  ip_address: [
    "The login came from $.",
    "Blocked requests from IP $ after repeated failures.",
    "Server $ responded with a 502.",
    "Client address: $ (geolocated to Ohio).",
    "Allowlisted $ and $ for the admin panel.",
  ],
  iban: [
    "Please transfer the deposit to IBAN $.",
    "Bank details: $ (BIC DEUTDEFF).",
    "The refund was sent to account $ yesterday.",
    "IBAN: $",
    "Wire the amount to $ and include the invoice number.",
  ],
  url: [
    "You can read more at $.",
    "The user's profile is $ and it is public.",
    "Download the report from $",
    "See $ for the full documentation.",
    "(source: $)",
  ],
  date: [
    "The patient was born on $.",
    "Your appointment is scheduled for $.",
    "Date of birth: $",
    "The contract was signed on $ and renews annually.",
    "He started working here on $.",
    "Delivery is expected by $.",
  ],
  person: [
    "The account belongs to $.",
    "I spoke with $ about the refund yesterday.",
    "Hi, my name is $ and I need help with my order.",
    "Please forward the contract to $ for signature.",
    "Best regards,\n$",
    "$ approved the request this morning.",
  ],
};

// ---------- hard negatives ----------

const NEGATIVES: ReadonlyArray<() => string> = [
  () => `Your order #${digits(16)} has shipped.`,
  () => `Order number ${digits(10)} is being processed.`,
  () => `Order ${faker.number.int({ min: 100000, max: 999999 })}-${digits(4)} was refunded.`,
  () => `Please upgrade to version ${faker.system.semver()} before Monday.`,
  () =>
    `Release v${faker.number.int(9)}.${faker.number.int(20)}.${faker.number.int(9)}.${faker.number.int(99)} fixes the crash.`,
  () =>
    `The build uses Node ${faker.number.int({ min: 10, max: 24 })}.${faker.number.int(20)}.${faker.number.int(9)} and npm ${faker.system.semver()}.`,
  () => `Log entry at ${faker.date.recent().toISOString()} shows a timeout.`,
  () => `[${faker.date.recent().toISOString().replace("T", " ").slice(0, 23)}] INFO worker started`,
  () => `The event timestamp was ${faker.number.int({ min: 1500000000, max: 1800000000 })}.`,
  () =>
    `The total comes to $${faker.number.int({ min: 1, max: 99 })},${digits(3)}.${digits(2)} including tax.`,
  () => `It costs €${faker.commerce.price()} or USD ${faker.commerce.price({ min: 1000, max: 99999 })}.`,
  () => `Request ID: ${faker.string.uuid()}`,
  () => `Commit ${faker.git.commitSha()} introduced the regression.`,
  () => `The file checksum is ${faker.string.hexadecimal({ length: 32, casing: "lower", prefix: "" })}.`,
  () => `Tracking number 1Z${faker.string.alphanumeric({ length: 16, casing: "upper" })} (UPS).`,
  () => `USPS tracking: ${digits(4)} ${digits(4)} ${digits(4)} ${digits(4)} ${digits(4)} ${digits(2)}`,
  () => `FedEx tracking ${digits(12)} is out for delivery.`,
  () => `Customer ID ${digits(9)} has 3 open tickets.`,
  () => `Ticket INC${digits(7)} was escalated to tier 2.`,
  () => `Invoice INV-${faker.number.int({ min: 2015, max: 2030 })}-${digits(5)} is overdue.`,
  () => `The SKU ${faker.string.alphanumeric({ length: 8, casing: "upper" })}-${digits(3)} is out of stock.`,
  () =>
    `We sold ${faker.number.int({ min: 10000, max: 99999 })} units in ${faker.number.int({ min: 2000, max: 2030 })}.`,
  () => `Revenue grew ${faker.number.float({ min: 1, max: 99, fractionDigits: 1 })}% between 2019-2024.`,
  () =>
    `See section ${faker.number.int(9)}.${faker.number.int(9)}.${faker.number.int(9)}.${faker.number.int(9)} of the manual.`,
  () => `The meeting runs from 10:30 to 12:45:00 in room ${faker.number.int({ min: 100, max: 999 })}.`,
  () => `ISBN 978-${faker.number.int(9)}-${digits(2)}-${digits(6)}-${faker.number.int(9)}`,
  () =>
    `The score was ${faker.number.int(9)}-${faker.number.int(9)} after ${faker.number.int({ min: 60, max: 120 })} minutes.`,
  () =>
    `Use the coupon SAVE${faker.number.int({ min: 10, max: 50 })} on ${faker.number.int({ min: 2, max: 12 })} items.`,
  () => `The API returned ${faker.number.int({ min: 200, max: 504 })} for user_id=${digits(6)}.`,
  () => `Heap usage is ${digits(4)} MB across ${faker.number.int({ min: 2, max: 64 })} workers.`,
  () =>
    `We walked ${faker.number.int({ min: 2, max: 20 })} miles through the park and ${faker.number.int({ min: 2, max: 9 })} km along the river.`,
  () => `Mix 2 cups flour with 3 eggs at 180 degrees for ${faker.number.int({ min: 20, max: 60 })} minutes.`,
  () =>
    `Account balance: ${faker.finance.amount({ min: 1000, max: 99999, dec: 2, symbol: "$" })}; routing to batch ${digits(8)}.`,
  () =>
    `The model ${faker.string.alpha({ length: 3, casing: "upper" })}-${digits(4)} ships with firmware 1.${faker.number.int(9)}.${faker.number.int(30)}.`,
  () =>
    `MAC address 00:1A:${faker.string.hexadecimal({ length: 2, casing: "upper", prefix: "" })}:3C:4D:5E was seen; std::vector<int> compiled.`,
  () =>
    `Reference ${faker.string.alphanumeric({ length: 10, casing: "upper" })} expires in ${faker.number.int({ min: 2, max: 90 })} days.`,
  // Numbers of everyday technical and business writing.
  () => `The office is at ${faker.location.latitude()}, ${faker.location.longitude()} on the map.`,
  () =>
    `Set the resolution to ${pick(["1920x1080", "2560x1440", "3840x2160"])} at ${pick([60, 120, 144])} Hz.`,
  () => `SNMP OID 1.3.6.1.4.1.${faker.number.int({ min: 1000, max: 99999 })}.1.2 reports the fan speed.`,
  () =>
    `The subnet mask is 255.255.${pick([0, 240, 255])}.0 and the VLAN id is ${faker.number.int({ min: 2, max: 4094 })}.`,
  () =>
    `The colour is #${faker.string.hexadecimal({ length: 6, casing: "upper", prefix: "" })} and the font size ${faker.number.int({ min: 10, max: 32 })}px.`,
  () =>
    `Pi is roughly 3.14159 and e is 2.71828; the ratio was ${faker.number.float({ min: 0, max: 1, fractionDigits: 4 })}.`,
  () =>
    `Flight ${pick(["BA", "LH", "UA", "AF"])}${faker.number.int({ min: 100, max: 9999 })} departs from gate ${pick(["A", "B", "C"])}${faker.number.int({ min: 1, max: 40 })} at 14:35.`,
  () => `The population grew from 1,${digits(3)},${digits(3)} to 2,${digits(3)},${digits(3)} in a decade.`,
  () =>
    `Docker image node:${faker.number.int({ min: 16, max: 24 })}.${faker.number.int(20)}-alpine${faker.number.int({ min: 3, max: 4 })}.${faker.number.int(20)} is pinned.`,
  () => `Dependency range ^${faker.system.semver()} resolved to ${faker.system.semver()}.`,
  () => `Part no. ${digits(3)}-${digits(3)}-${digits(4)} fits the ${faker.vehicle.manufacturer()} model.`,
  () => `VIN ${faker.vehicle.vin()} was registered last year.`,
  () => `Bitcoin address ${faker.finance.bitcoinAddress()} received 0.${digits(4)} BTC.`,
  () =>
    `The patch is ${faker.number.int({ min: 1, max: 999 })} KB and took ${faker.number.int({ min: 1, max: 59 })}m ${faker.number.int({ min: 1, max: 59 })}s to apply.`,
  () =>
    `Chapter ${faker.number.int({ min: 1, max: 30 })}, verses ${faker.number.int({ min: 1, max: 20 })}-${faker.number.int({ min: 21, max: 40 })}, page ${faker.number.int({ min: 1, max: 900 })}.`,
  () => "Call 911 in an emergency, or 311 for city services.",
  () =>
    `We counted ${faker.number.int({ min: 2, max: 40 })} parked cars on the street and ${faker.number.int({ min: 2, max: 9 })} bikes in the lane.`,
];

function negativeSentence(): string {
  return faker.helpers.arrayElement(NEGATIVES)();
}

// ---------- assembly ----------

function positive(type: PiiType, index: number): Example {
  const template = pick(TEMPLATES[type]);
  const parts: Part[] = [];
  if (chance(0.3)) parts.push(`${negativeSentence()} `);
  if (chance(0.3)) parts.push(`${faker.lorem.sentence()} `);
  const pieces = template.split("$");
  pieces.forEach((piece, i) => {
    parts.push(piece);
    if (i < pieces.length - 1) parts.push({ type, value: VALUES[type]() });
  });
  if (chance(0.4)) parts.push(` ${negativeSentence()}`);
  const { text, spans } = compose(parts);
  return { id: `${type}-${index}`, kind: type, text, spans };
}

function negative(index: number): Example {
  const count = faker.number.int({ min: 1, max: 3 });
  const text = Array.from({ length: count }, negativeSentence).join(" ");
  return { id: `negative-${index}`, kind: "negative", text, spans: [] };
}

export interface CorpusOptions {
  perType?: number;
  negatives?: number;
  seed?: number;
}

/** Builds the corpus: `perType` examples per entity type plus `negatives` hard-negative examples. */
export function buildCorpus(types: readonly PiiType[], options: CorpusOptions = {}): Example[] {
  const { perType = 350, negatives = 700, seed = 20240501 } = options;
  faker.seed(seed);
  fakerDE.seed(seed + 1);
  fakerEN_GB.seed(seed + 2);
  fakerFR.seed(seed + 3);
  const examples: Example[] = [];
  for (const type of types) for (let i = 0; i < perType; i++) examples.push(positive(type, i));
  for (let i = 0; i < negatives; i++) examples.push(negative(i));
  return examples;
}
