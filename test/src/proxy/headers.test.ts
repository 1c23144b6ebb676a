/** Which headers cross the proxy: everything the client sent but hop-by-hop ones; keys untouched. */
import { describe, expect, it } from "vitest";
import { clientResponseHeaders, upstreamRequestHeaders } from "../../../src/proxy/headers.js";

describe("upstreamRequestHeaders", () => {
  it("forwards provider keys and other headers as sent, drops hop-by-hop ones and asks for identity", () => {
    const out = upstreamRequestHeaders({
      host: "127.0.0.1:8080",
      authorization: "Bearer sk-abc",
      "x-api-key": "sk-ant-xyz",
      "anthropic-version": "2023-06-01",
      "openai-organization": "org-1",
      connection: "keep-alive, x-hop",
      "x-hop": "dropped because Connection names it",
      "keep-alive": "timeout=5",
      "transfer-encoding": "chunked",
      "proxy-authorization": "Basic abc",
      te: "trailers",
      upgrade: "h2c",
      "content-length": "12",
      "accept-encoding": "gzip, br",
      "x-custom": ["a", "b"],
    });
    expect(out).toEqual({
      authorization: "Bearer sk-abc",
      "x-api-key": "sk-ant-xyz",
      "anthropic-version": "2023-06-01",
      "openai-organization": "org-1",
      "x-custom": ["a", "b"],
      "accept-encoding": "identity",
    });
  });
});

describe("clientResponseHeaders", () => {
  const upstream = {
    "content-type": "application/json",
    "content-length": "120",
    "x-request-id": "req_1",
    "set-cookie": ["a=1", "b=2"],
    connection: "close",
    "transfer-encoding": "chunked",
  };

  it("keeps the upstream's headers but hop-by-hop ones", () => {
    expect(clientResponseHeaders(upstream, false)).toEqual({
      "content-type": "application/json",
      "content-length": "120",
      "x-request-id": "req_1",
      "set-cookie": ["a=1", "b=2"],
    });
  });

  it("drops Content-Length when the body is rewritten", () => {
    expect(clientResponseHeaders(upstream, true)).not.toHaveProperty("content-length");
  });
});
