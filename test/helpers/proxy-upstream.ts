/**
 * A loopback upstream for the proxy tests: records every request (method, path, headers, parsed body) and
 * whether the caller went away before the answer ended, and answers what the test scripts for the path: a
 * JSON body (any status), a stream sent piece by piece (optionally pausing between pieces, or stopping
 * after some and holding the connection open), or nothing at all (`hang`).
 */
import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface UpstreamRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
  /** Resolves with true when the caller closed the connection before the answer ended. */
  closed: Promise<boolean>;
}

export type UpstreamReply =
  | { status?: number; json: unknown; headers?: Record<string, string> }
  | {
      status?: number;
      stream: readonly string[];
      type: "text/event-stream" | "application/x-ndjson";
      /** Pause between pieces (ms). */
      delayMs?: number;
      /** Send this many pieces, then keep the connection open without ending. */
      holdAfter?: number;
    }
  | { hang: true };

export interface Upstream {
  url: string;
  requests: UpstreamRequest[];
  answer: (reply: (request: UpstreamRequest) => UpstreamReply) => void;
  close(): Promise<void>;
}

export async function startUpstream(): Promise<Upstream> {
  const requests: UpstreamRequest[] = [];
  let script: (request: UpstreamRequest) => UpstreamReply = () => ({
    status: 404,
    json: { error: "unscripted" },
  });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    const closed = new Promise<boolean>((resolve) => res.once("close", () => resolve(!res.writableFinished)));
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      const text = Buffer.concat(chunks).toString("utf8");
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // recorded as text
      }
      const request = {
        method: req.method ?? "GET",
        path: req.url ?? "/",
        headers: req.headers,
        body,
        closed,
      };
      requests.push(request);
      const reply = script(request);
      if ("hang" in reply) return;
      if ("json" in reply) {
        res.writeHead(reply.status ?? 200, { "content-type": "application/json", ...reply.headers });
        res.end(JSON.stringify(reply.json));
        return;
      }
      res.writeHead(reply.status ?? 200, { "content-type": reply.type, "cache-control": "no-cache" });
      for (const [index, piece] of reply.stream.entries()) {
        if (reply.holdAfter !== undefined && index >= reply.holdAfter) return;
        if (res.destroyed) return;
        res.write(piece);
        if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      }
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    answer: (reply) => {
      script = reply;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
