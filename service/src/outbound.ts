/**
 * Outbound safety for judge requests a service makes on behalf of tenants: a `fetch` for the `openai` SDK
 * that
 * - only speaks http(s) to the hosts it is given (the operator's endpoint, plus any the operator allowlists);
 * - never follows a redirect (a 3xx is a failure, so an allowed host cannot bounce the request elsewhere);
 * - refuses loopback, private, link-local, unique-local, CGNAT, multicast and reserved addresses unless the
 *   operator allows private networks — checked on the address actually connected to (the DNS lookup inside
 *   the connection), so a name that resolves to 127.0.0.1, or rebinds after a first check, is refused too.
 * Built on `undici` (its `Agent` with a filtering `lookup`, and its `fetch`); loaded only when a service
 * builds a judge.
 */
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";
import type { Agent as UndiciAgent, fetch as undiciFetch } from "undici";

export interface OutboundPolicy {
  /** Host names (lower case) requests may go to; `*.example.com` matches subdomains. */
  allowedHosts: readonly string[];
  /** Allow loopback/private/link-local addresses (a judge on the operator's own network). Default false. */
  allowPrivateNetwork?: boolean | undefined;
}

/** Raised for a request the policy refuses; the message is for the operator's log, not for tenants. */
export class OutboundRefusedError extends Error {
  override readonly name = "OutboundRefusedError";
}

/** Only public unicast addresses are reachable without `allowPrivateNetwork`. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === "unicast";
}

export function hostAllowed(host: string, allowed: readonly string[]): boolean {
  const name = host
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "");
  return allowed.some((pattern) => {
    const p = pattern.toLowerCase();
    if (p.startsWith("*.")) return name.endsWith(p.slice(1)) && name.length > p.length - 1;
    return name === p;
  });
}

type Lookup = (
  hostname: string,
  options: { all?: boolean; family?: number },
  callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
) => void;

/** A `dns.lookup` that drops non-public addresses (and fails when none is left). */
export function filteringLookup(allowPrivate: boolean): Lookup {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const usable = allowPrivate ? addresses : addresses.filter((a) => isPublicAddress(a.address));
      if (usable.length === 0)
        return callback(
          new OutboundRefusedError(`${hostname} resolves only to non-public addresses; refused`),
          [],
        );
      if (options.all) return callback(null, usable);
      callback(null, usable[0]!.address, usable[0]!.family);
    });
  };
}

export type SafeFetch = typeof globalThis.fetch;

/** A fetch that enforces `policy` on every request (see the module comment). */
export async function createSafeFetch(policy: OutboundPolicy): Promise<SafeFetch> {
  const undici = (await import("undici")) as { Agent: typeof UndiciAgent; fetch: typeof undiciFetch };
  const allowPrivate = policy.allowPrivateNetwork === true;
  const agent = new undici.Agent({ connect: { lookup: filteringLookup(allowPrivate) as never } });
  const safeFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.protocol !== "https:" && url.protocol !== "http:")
      throw new OutboundRefusedError(`protocol ${url.protocol} refused`);
    if (!hostAllowed(url.hostname, policy.allowedHosts))
      throw new OutboundRefusedError(`host ${url.hostname} is not in the allowed judge hosts`);
    const literal = url.hostname.replace(/^\[|\]$/g, "");
    if (isIP(literal) !== 0 && !allowPrivate && !isPublicAddress(literal))
      throw new OutboundRefusedError(`address ${literal} is not public; refused`);
    const response = await undici.fetch(url, {
      ...(init as object),
      redirect: "manual",
      dispatcher: agent,
    } as Parameters<typeof undiciFetch>[1]);
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      throw new OutboundRefusedError(
        `the judge endpoint answered a redirect (${response.status}); not followed`,
      );
    }
    return response as unknown as Response;
  };
  return safeFetch as SafeFetch;
}
