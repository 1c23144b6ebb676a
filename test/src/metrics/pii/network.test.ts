/**
 * The IP finder tries the IPv6 regex only at the hex run before each colon, and checks an address's substance
 * before validating it; it must find exactly what the former whole-text scan found (property).
 */
import { isIPv6 } from "node:net";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Detection } from "../../../../src/metrics/contract.js";
import { findIpAddresses, IPV6_CANDIDATE, isNetmask } from "../../../../src/metrics/pii/network.js";
import { precededBy, textFacts, VERSION_BEFORE } from "../../../../src/metrics/pii/types.js";

const OCTET = "(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
const IPV4 = new RegExp(`(?<![\\w.\\-/:])${OCTET}(?:\\.${OCTET}){3}(?![\\w\\-]|\\.\\d)`, "g");

/** The IP finder as it was before the sticky IPv6 scan: the global regexes over the whole text. */
function reference(text: string): Detection[] {
  const out: Detection[] = [];
  for (const m of text.matchAll(IPV4)) {
    if (precededBy(text, m.index, VERSION_BEFORE, 16) || isNetmask(m[0])) continue;
    out.push({ type: "ip_address", start: m.index, end: m.index + m[0].length, score: 0.95 });
  }
  for (const m of text.matchAll(new RegExp(IPV6_CANDIDATE.source, "g"))) {
    let candidate = m[0];
    if (candidate.endsWith(":") && !candidate.endsWith("::")) candidate = candidate.slice(0, -1);
    const slash = candidate.indexOf("/");
    const prefix = slash === -1 ? 0 : Number(candidate.slice(slash + 1));
    if (prefix > 128) candidate = candidate.slice(0, slash);
    const address = candidate.replace(/\/\d+$/, "").replace(/%.*$/, "");
    if (!isIPv6(address)) continue;
    const hex = address.replace(/[:.]/g, "");
    // An embedded IPv4 ("0:0:0:0:0:ffff:10.1.2.3") stands for two groups.
    const groups = address.split(":").filter((g) => g.length > 0).length + (address.includes(".") ? 1 : 0);
    if (address !== "::1" && (!address.includes("::") ? groups < 8 : hex.length < 4 || !/\d/.test(hex)))
      continue;
    out.push({ type: "ip_address", start: m.index, end: m.index + candidate.length, score: 0.95 });
  }
  return out;
}

function found(text: string): Detection[] {
  const out: Detection[] = [];
  findIpAddresses(text, textFacts(text), out);
  return out;
}

describe("pii: IP addresses", () => {
  it("the colon-driven IPv6 scan finds exactly what the whole-text regex scan finds (property)", () => {
    const piece = fc.constantFrom(
      ":",
      "::",
      ".",
      "/",
      "%",
      " ",
      "\n",
      "_",
      "x",
      "g",
      "0",
      "1",
      "9",
      "a",
      "F",
      "ffff",
      "db8",
      "2001",
      "fe80::1",
      "::1",
      "::ffff:192.0.2.1",
      "192.168.1.1",
      "10.0.0.1",
      "/64",
      "/129",
      "%eth0",
      "12:30:45",
      "aa:bb:cc:dd:ee:ff",
      "1:2:3:4:5:6:7:8",
      "1:2:3:4:5:6:",
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(piece, fc.string({ maxLength: 4 })), { maxLength: 40 }), (parts) => {
        const text = parts.join("");
        expect(found(text)).toEqual(reference(text));
      }),
      { numRuns: 5000 },
    );
  });
});
