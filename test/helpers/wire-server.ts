/**
 * A loopback HTTP server speaking LLM wire formats for the official clients: it records each request
 * (path and parsed JSON body) and answers with what the test gives for it: a JSON body, or a stream sent
 * piece by piece (SSE or NDJSON).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

export type WireReply =
  | { status?: number; json: unknown }
  | { status?: number; stream: readonly string[]; type: "text/event-stream" | "application/x-ndjson" };

export interface WireServer {
  url: string;
  recorded: RecordedRequest[];
  close(): Promise<void>;
}

export async function startWireServer(reply: (request: RecordedRequest) => WireReply): Promise<WireServer> {
  const recorded: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // a non-JSON body is recorded as text
      }
      const request = { method: req.method ?? "GET", path: req.url ?? "/", body };
      recorded.push(request);
      let answer: WireReply;
      try {
        answer = reply(request);
      } catch (error) {
        answer = { status: 500, json: { error: { message: `test server: ${String(error)}` } } };
      }
      if ("json" in answer) {
        res.writeHead(answer.status ?? 200, { "content-type": "application/json" });
        res.end(JSON.stringify(answer.json));
        return;
      }
      res.writeHead(answer.status ?? 200, { "content-type": answer.type, "cache-control": "no-cache" });
      for (const piece of answer.stream) res.write(piece);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    recorded,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
