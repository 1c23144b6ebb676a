/**
 * Network identifiers: IPv4 (four octets 0-255 without leading zeros), IPv6 (validated by `node:net`), and
 * URLs (`http://`, `https://`, `ftp://` or a bare `www.` host). Version strings ("v1.2.3.4", "version
 * 10.0.0.1"), section numbers, dotted IDs and subnet masks (255.255.240.0) are not addresses.
 */
import { nodeBuiltin } from "../../util/runtime.js";
import type { Detection } from "../contract.js";
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
const IPV6_CANDIDATE =
  /(?<![\w:.])(?:[0-9A-Fa-f]{0,4}:){2,7}(?:(?:\d{1,3}\.){3}\d{1,3}(?![\w.])|[0-9A-Fa-f]{1,4})?(?:%[\w.]{1,15})?(?:\/\d{1,3}(?!\d))?(?![\w:])/g;
const URL_CANDIDATE = /(?<![\w@.\-/])(?:(?:https?|ftp):\/\/|www\.)[^\s<>"'`{}|\\^]+/gi;

/** 255.255.240.0 and the like (contiguous one bits from the top): a subnet mask, not a host. */
export function isNetmask(ip: string): boolean {
  let bits = 0;
  for (const octet of ip.split(".")) bits = bits * 256 + Number(octet);
  if (bits < 2 ** 31) return false;
  const inverted = 2 ** 32 - 1 - bits;
  return (inverted & (inverted + 1)) === 0;
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
    IPV6_CANDIDATE.lastIndex = 0;
    for (let m = IPV6_CANDIDATE.exec(text); m !== null; m = IPV6_CANDIDATE.exec(text)) {
      let candidate = m[0];
      // A trailing colon is punctuation ("at fe80::1:").
      if (candidate.endsWith(":") && !candidate.endsWith("::")) candidate = candidate.slice(0, -1);
      const slash = candidate.indexOf("/");
      const prefix = slash === -1 ? 0 : Number(candidate.slice(slash + 1));
      if (prefix > 128) candidate = candidate.slice(0, slash);
      const address = candidate.replace(/\/\d+$/, "").replace(/%.*$/, "");
      if (!isIPv6(address)) continue;
      // Compressed forms need some substance: "a::b" or "::" is more likely code than an address; the
      // loopback "::1" counts.
      const hex = address.replace(/[:.]/g, "");
      const groups = address.split(":").filter((g) => g.length > 0).length;
      if (address !== "::1" && (!address.includes("::") ? groups < 8 : hex.length < 4 || !/\d/.test(hex)))
        continue;
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
