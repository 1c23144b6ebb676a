/**
 * A real HTTP server on 127.0.0.1 (ephemeral port) that speaks the chat-completions wire format, for tests
 * and benchmarks of the llm engine. Responses are scripted per request; every request is recorded (method,
 * path, headers, parsed body) with whether the client aborted it. It also tracks how many requests were in
 * flight at once, so tests can prove concurrency without measuring time.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The JSON body as sent (undefined when it was not JSON). */
  body: ChatRequestBody | undefined;
  /** True when the client closed the connection before the answer was sent. */
  aborted: boolean;
  /** `performance.now()` when the request arrived and when its answer was written (undefined until then). */
  receivedAt: number;
  answeredAt: number | undefined;
}

export interface ChatRequestBody {
  model?: string;
  messages?: Array<{ role: string; content: string }>;
  response_format?: { type: string };
  temperature?: number;
  max_tokens?: number;
  max_completion_tokens?: number;
  [key: string]: unknown;
}

/** What to answer to one request. */
export interface ScriptedReply {
  status?: number;
  headers?: Record<string, string>;
  /** A JSON body (serialised) or a raw string body. Default: a chat completion with `content`. */
  body?: unknown;
  /** Shortcut: answer with a chat completion whose message content is this string. */
  content?: string;
  /** Wait this long before answering (the provider's own latency). */
  delayMs?: number;
  /** Never answer (until the client gives up or the server closes). */
  hang?: boolean;
}

export type Script = (request: RecordedRequest, index: number) => ScriptedReply | Promise<ScriptedReply>;

/** A chat completion in the real wire format (as returned by api.openai.com). */
export function chatCompletion(content: string, model = "gpt-4o-mini-2024-07-18"): Record<string, unknown> {
  return {
    id: "chatcmpl-AqX7Ut1xk2PZ0e3yYwq9v6dLhB0mN",
    object: "chat.completion",
    created: 1736950000,
    model,
    choices: [
      {
        index: 0,
        message: { role: "assistant", content, refusal: null, annotations: [] },
        logprobs: null,
        finish_reason: "stop",
      },
    ],
    usage: {
      prompt_tokens: 182,
      completion_tokens: 24,
      total_tokens: 206,
      prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
      completion_tokens_details: {
        reasoning_tokens: 0,
        audio_tokens: 0,
        accepted_prediction_tokens: 0,
        rejected_prediction_tokens: 0,
      },
    },
    service_tier: "default",
    system_fingerprint: "fp_72ed7ab54c",
  };
}

export interface FakeLlmServer {
  /** Base URL to use as `config.base_url`, e.g. `http://127.0.0.1:54321/v1`. */
  readonly baseUrl: string;
  readonly port: number;
  readonly requests: RecordedRequest[];
  /** Most requests in flight at the same moment since start (or the last `reset`). */
  readonly maxInFlight: number;
  readonly inFlight: number;
  /** Replaces the script for the following requests. */
  setScript(script: Script): void;
  /** Resolves once `count` requests have been received in total. */
  waitForRequests(count: number): Promise<void>;
  /** Resolves once the request at `index` has been aborted by the client (or finished). */
  waitForClose(index: number): Promise<void>;
  reset(): void;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function parseJson(text: string): ChatRequestBody | undefined {
  try {
    return JSON.parse(text) as ChatRequestBody;
  } catch {
    return undefined;
  }
}

/** Starts the server. Default script: every request gets `{"score":0,"reason":"ok","labels":[]}`. */
export async function startFakeLlmServer(initial?: Script): Promise<FakeLlmServer> {
  let script: Script = initial ?? (() => ({ content: '{"score":0,"reason":"ok","labels":[]}' }));
  const requests: RecordedRequest[] = [];
  const closed: Array<Promise<void>> = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const open = new Set<ServerResponse>();
  let inFlight = 0;
  let maxInFlight = 0;

  const notify = (): void => {
    for (const waiter of [...waiters]) {
      if (requests.length >= waiter.count) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  };

  const waitForRequests = (count: number): Promise<void> => {
    if (requests.length >= count) return Promise.resolve();
    return new Promise((resolve) => waiters.push({ count, resolve }));
  };

  const server = createServer(async (req, res) => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    open.add(res);
    const record: RecordedRequest = {
      method: req.method ?? "",
      path: req.url ?? "",
      headers: req.headers,
      body: undefined,
      aborted: false,
      receivedAt: performance.now(),
      answeredAt: undefined,
    };
    let finished = false;
    let onClose: (() => void) | undefined;
    const closedPromise = new Promise<void>((resolve) => {
      onClose = resolve;
    });
    res.on("close", () => {
      if (!finished) record.aborted = true;
      inFlight -= 1;
      open.delete(res);
      onClose?.();
    });
    record.body = parseJson(await readBody(req));
    const index = requests.length;
    requests.push(record);
    closed[index] = closedPromise;
    notify();
    const reply = await script(record, index);
    if (reply.hang) return;
    if (reply.delayMs !== undefined) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (res.destroyed) return;
    const status = reply.status ?? 200;
    const body =
      reply.body !== undefined
        ? typeof reply.body === "string"
          ? reply.body
          : JSON.stringify(reply.body)
        : JSON.stringify(chatCompletion(reply.content ?? "", record.body?.model));
    finished = true;
    res.writeHead(status, { "content-type": "application/json", ...reply.headers });
    res.end(body);
    record.answeredAt = performance.now();
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    port,
    requests,
    get maxInFlight() {
      return maxInFlight;
    },
    get inFlight() {
      return inFlight;
    },
    setScript(next) {
      script = next;
    },
    waitForRequests,
    async waitForClose(index) {
      await waitForRequests(index + 1);
      await closed[index];
    },
    reset() {
      requests.length = 0;
      closed.length = 0;
      maxInFlight = inFlight;
    },
    close() {
      for (const res of open) res.destroy();
      return new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}
