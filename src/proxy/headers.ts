/**
 * Which headers cross the proxy. Request headers go to the upstream as the client sent them (the provider's
 * `Authorization` / `x-api-key` included, untouched), minus hop-by-hop headers (RFC 9110 §7.6.1), `Host`
 * and `Content-Length` (set for the forwarded body), and with `Accept-Encoding: identity`: the proxy reads
 * what the upstream generates, so it asks for it uncompressed. Response headers come back the same way,
 * minus the hop-by-hop ones and, for a body the proxy rewrites, `Content-Length`.
 */
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from "node:http";

const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "proxy-connection",
  "te",
  "trailer",
  "trailers",
  "transfer-encoding",
  "upgrade",
]);

/** The hop-by-hop headers of a message: the fixed list and those its `Connection` header names. */
function hopByHop(headers: IncomingHttpHeaders | Record<string, string | string[] | undefined>): Set<string> {
  const names = new Set(HOP_BY_HOP);
  const connection = headers.connection;
  for (const value of Array.isArray(connection) ? connection : connection ? [connection] : []) {
    for (const name of value.split(",")) names.add(name.trim().toLowerCase());
  }
  return names;
}

/** The headers sent to the upstream for a client request. */
export function upstreamRequestHeaders(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const drop = hopByHop(headers);
  for (const name of ["host", "content-length", "accept-encoding", "expect"]) drop.add(name);
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || drop.has(name)) continue;
    out[name] = value;
  }
  out["accept-encoding"] = "identity";
  return out;
}

/** The headers sent to the client for an upstream response; `rewritten`: the body is not the upstream's bytes. */
export function clientResponseHeaders(
  headers: Record<string, string | string[] | undefined>,
  rewritten: boolean,
): OutgoingHttpHeaders {
  const drop = hopByHop(headers);
  if (rewritten) drop.add("content-length");
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || drop.has(name.toLowerCase())) continue;
    out[name] = value;
  }
  return out;
}
