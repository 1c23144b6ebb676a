/**
 * Network identifiers: IPv4 (four octets 0-255 without leading zeros), IPv6 (validated by `node:net`), and
 * URLs (`http://`, `https://`, `ftp://` or a bare `www.` host). Version strings ("v1.2.3.4", "version
 * 10.0.0.1"), section numbers, dotted IDs and subnet masks (255.255.240.0) are not addresses.
 */
import { nodeBuiltin } from "../../util/runtime.js";
import type { Detection } from "../contract.js";
import { StickyScan } from "./sticky-scan.js";
import { type Finder, precededBy, VERSION_BEFORE } from "./types.js";

/** Node's `net.isIPv6`, else the WHATWG URL parser's IPv6 host check. */
const isIPv6: (address: string) => boolean =
  nodeBuiltin("node:net")?.isIPv6 ??
  ((address) => {
    if (!/^[0-9A-Fa-f:.]+$/.test(address)) return false;
    try {
      new URL(`http://[${address}]/`);
      return true;
    } catch {
      return false;
    }
  });

const OCTET = "(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
const IPV4 = new RegExp(`(?<![\\w.\\-/:])${OCTET}(?:\\.${OCTET}){3}(?![\\w\\-]|\\.\\d)`, "g");
/**
 * A run of hex groups and colons holding at least two colons, maybe ending in an embedded IPv4
 * (`::ffff:192.0.2.128`, tried first so it is taken whole), a zone id (`fe80::1%eth0`) and a prefix length.
 */
export const IPV6_CANDIDATE =
  /(?<![\w:.])(?:[0-9A-Fa-f]{0,4}:){2,7}(?:(?:\d{1,3}\.){3}\d{1,3}(?![\w.])|[0-9A-Fa-f]{1,4})?(?:%[\w.]{1,15})?(?:\/\d{1,3}(?!\d))?(?![\w:])/g;
function isWord(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}

function isHex(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
}

/**
 * IPv6 candidates start with at most four hex digits and a colon, with no word character, `:` or `.`
 * before: for each colon, only the start of the hex run before it (at most four long) can be one.
 */
export const IPV6_SCAN = new StickyScan(IPV6_CANDIDATE, (text, from) => {
  for (let colon = text.indexOf(":", from); colon !== -1; colon = text.indexOf(":", colon + 1)) {
    let start = colon;
    while (start > from && colon - start < 4 && isHex(text.charCodeAt(start - 1))) start--;
    if (start === 0) return start;
    const before = text.charCodeAt(start - 1);
    if (!isWord(before) && before !== 58 && before !== 46) return start;
  }
  return -1;
});

const URL_CANDIDATE = /(?<![\w@.\-/])(?:(?:https?|ftp):\/\/|www\.)[^\s<>"'`{}|\\^]+/gi;

/** 255.255.240.0 and the like (contiguous one bits from the top): a subnet mask, not a host. */
export function isNetmask(ip: string): boolean {
  let bits = 0;
  for (const octet of ip.split(".")) bits = bits * 256 + Number(octet);
  if (bits < 2 ** 31) return false;
  const inverted = 2 ** 32 - 1 - bits;
  return (inverted & (inverted + 1)) === 0;
}

/**
 * Compressed forms need some substance: "a::b" or "::" is more likely code than an address; the loopback
 * "::1" counts. Uncompressed ones need eight groups.
 */
function substantial(address: string): boolean {
  if (address === "::1") return true;
  let groups = 0;
  let hex = 0;
  let digit = false;
  let compressed = false;
  let inGroup = false;
  for (let i = 0; i < address.length; i++) {
    const c = address.charCodeAt(i);
    if (c === 58) {
      if (i > 0 && address.charCodeAt(i - 1) === 58) compressed = true;
      inGroup = false;
      continue;
    }
    if (!inGroup) {
      groups++;
      inGroup = true;
    }
    if (c === 46) continue;
    hex++;
    if (c >= 48 && c <= 57) digit = true;
  }
  // An embedded IPv4 ("0:0:0:0:0:ffff:10.1.2.3") stands for two groups.
  if (address.includes(".")) groups++;
  return compressed ? hex >= 4 && digit : groups >= 8;
}

export const findIpAddresses: Finder = (text, facts, out: Detection[]) => {
  if (facts.hasDigit) {
    IPV4.lastIndex = 0;
    for (let m = IPV4.exec(text); m !== null; m = IPV4.exec(text)) {
      if (precededBy(text, m.index, VERSION_BEFORE, 16) || isNetmask(m[0])) continue;
      out.push({ type: "ip_address", start: m.index, end: m.index + m[0].length, score: 0.95 });
    }
  }
  if (facts.hasColon) {
    IPV6_SCAN.lastIndex = 0;
    for (let m = IPV6_SCAN.exec(text); m !== null; m = IPV6_SCAN.exec(text)) {
      let candidate = m[0];
      // A trailing colon is punctuation ("at fe80::1:").
      if (candidate.endsWith(":") && !candidate.endsWith("::")) candidate = candidate.slice(0, -1);
      const slash = candidate.indexOf("/");
      const prefix = slash === -1 ? 0 : Number(candidate.slice(slash + 1));
      if (prefix > 128) candidate = candidate.slice(0, slash);
      // The address without its zone id and prefix length.
      const zone = candidate.indexOf("%");
      const cut = zone !== -1 ? zone : prefix > 128 ? -1 : slash;
      const address = cut === -1 ? candidate : candidate.slice(0, cut);
      // Checked before the validation, which costs more: times such as "12:30:45" fail here.
      if (!substantial(address)) continue;
      if (!isIPv6(address)) continue;
      out.push({ type: "ip_address", start: m.index, end: m.index + candidate.length, score: 0.95 });
    }
  }
};

/** Trailing characters that end a sentence rather than a URL; a ')' stays when the URL opened one. */
function trimUrl(url: string): string {
  let end = url.length;
  for (;;) {
    const last = url[end - 1];
    if (last === undefined) break;
    if (".,;:!?'\"".includes(last)) end--;
    else if (last === ")" || last === "]") {
      const open = last === ")" ? "(" : "[";
      const slice = url.slice(0, end);
      if (slice.split(open).length >= slice.split(last).length) break;
      end--;
    } else break;
  }
  return url.slice(0, end);
}

export const findUrls: Finder = (text, _facts, out: Detection[]) => {
  if (!text.includes("://") && !text.includes("www.") && !text.includes("WWW.")) return;
  URL_CANDIDATE.lastIndex = 0;
  for (let m = URL_CANDIDATE.exec(text); m !== null; m = URL_CANDIDATE.exec(text)) {
    const url = trimUrl(m[0]);
    const schemeEnd = url.indexOf("://");
    const host = (schemeEnd === -1 ? url : url.slice(schemeEnd + 3)).split(/[/?#:]/, 1)[0] ?? "";
    // A host needs a dot (a domain or IPv4) or to be localhost / a bracketed IPv6 literal.
    if (!(host.includes(".") && !host.endsWith(".")) && host !== "localhost" && !host.startsWith("["))
      continue;
    out.push({ type: "url", start: m.index, end: m.index + url.length, score: 1 });
  }
};
