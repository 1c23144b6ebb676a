/**
 * The one Web-streams streaming shield: a `TransformStream` that feeds the bytes a handler streams through a
 * `StreamRewriter` (the hold-back window over the core's decision, per wire format) and releases what the
 * rewriter releases. The Fetch, Hono and Fastify adapters all shield streamed bodies with it. Web standards
 * only (no `node:` module), so it loads on Node, Bun, Deno and edge runtimes.
 *
 * Backpressure is the stream's own: the source is read only as fast as the consumer reads. An OVERRIDE or
 * BLOCK ends the output after the replacement and cancels the source (the handler's stream sees `cancel`).
 * A consumer that cancels (the client went away) cancels the source too. A source that fails errors the
 * output (the server then drops the connection) after everything already released.
 */
import type { StreamRewriter } from "../streams.js";

/** How a shielded stream ended: `complete` (source done or stopped by the shield), `cancelled`, `failed`. */
export type StreamEnd = { type: "complete" } | { type: "cancelled" } | { type: "failed"; error: unknown };

/** Chunks a Web body may carry: bytes, or text some runtimes let handlers enqueue. */
type BodyChunk = Uint8Array | string;

/**
 * Shields `source` through `rewriter`; `onEnd` is called once when the stream is over (whatever the cause),
 * after which `rewriter.fullText()` is everything the handler sent.
 */
export function shieldWebStream(
  source: ReadableStream<BodyChunk>,
  rewriter: StreamRewriter,
  onEnd: (end: StreamEnd) => void,
): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let cancelled = false;
  const decode = (chunk: BodyChunk): string =>
    typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true });
  const transform = new TransformStream<BodyChunk, Uint8Array>(
    {
      async transform(chunk, controller) {
        if (rewriter.stopped) return;
        const text = await rewriter.write(decode(chunk));
        if (text.length > 0) controller.enqueue(encoder.encode(text));
        // Closes the output after the replacement; the pipe then cancels the source.
        if (rewriter.stopped) controller.terminate();
      },
      async flush(controller) {
        if (rewriter.stopped) return;
        const rest = (await rewriter.write(decoder.decode())) + (await rewriter.end());
        if (rest.length > 0) controller.enqueue(encoder.encode(rest));
      },
    },
    { highWaterMark: 1 },
    { highWaterMark: 0 },
  );
  const output = transform.readable;
  const reader = output.getReader();
  let ended = false;
  const end = (value: StreamEnd): void => {
    if (ended) return;
    ended = true;
    onEnd(value);
  };
  source.pipeTo(transform.writable).then(
    () => end({ type: "complete" }),
    (error: unknown) =>
      end(
        rewriter.stopped
          ? { type: "complete" }
          : cancelled
            ? { type: "cancelled" }
            : { type: "failed", error },
      ),
  );
  // A pull-through wrapper, so a consumer's cancel is told apart from a failing source.
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { value, done } = await reader.read();
          if (done) controller.close();
          else controller.enqueue(value);
        } catch (error) {
          controller.error(error);
        }
      },
      async cancel(reason) {
        cancelled = true;
        await reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}
