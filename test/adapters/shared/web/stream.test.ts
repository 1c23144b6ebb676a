/** The Web-streams shield: releases what the rewriter releases, stops and cancels, backpressure, failures. */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ShieldRunner } from "../../../../adapters/shared/runner.js";
import { type StreamEnd, shieldWebStream } from "../../../../adapters/shared/web/stream.js";
import { createServiceKey } from "../../../../src/keys.js";
import { registerTestMetrics } from "../../../helpers/apps.js";

registerTestMetrics();
beforeAll(() => {
  process.env.CONTENT_SHIELD_HOME = mkdtempSync(join(tmpdir(), "cs-web-stream-"));
});

const runner = new ShieldRunner({
  rulesets: [
    { rules: [{ metric: "test_email" }], action: { type: "MASK" } },
    { rules: [{ metric: "test_launch" }], action: { type: "OVERRIDE", fallback: "No." } },
  ],
  config: { service_key: createServiceKey() },
  window: 16,
});

/** A source of `pieces` that counts pulls and records a cancel. */
function source(pieces: readonly string[], failAt?: number) {
  const state = { pulls: 0, cancelled: false };
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const i = state.pulls++;
        if (i === failAt) return controller.error(new Error("upstream failed"));
        const piece = pieces[i];
        if (piece === undefined) controller.close();
        else controller.enqueue(encoder.encode(piece));
      },
      cancel() {
        state.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, state };
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  let text = "";
  const decoder = new TextDecoder();
  for await (const chunk of stream) text += decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

function shielded(pieces: readonly string[], failAt?: number) {
  const { stream, state } = source(pieces, failAt);
  const rewriter = runner.createStream("text");
  let end: StreamEnd | undefined;
  const out = shieldWebStream(stream, rewriter, (value) => {
    end = value;
  });
  return { out, state, rewriter, ended: () => end };
}

describe("shieldWebStream", () => {
  it("masks a value split across chunks and ends complete", async () => {
    const { out, ended, rewriter } = shielded([
      "Write to ann.l",
      "ee@exam",
      "ple.com now, thanks for asking.",
    ]);
    expect(await readAll(out)).toBe("Write to [EMAIL] now, thanks for asking.");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ended()).toEqual({ type: "complete" });
    expect(rewriter.fullText()).toContain("ann.lee@example.com");
  });

  it("an OVERRIDE ends the output with the fallback and cancels the source", async () => {
    const pieces = ["A harmless opening sentence here. ", "The launch code is 0000. ", "more ", "more "];
    const { out, state } = shielded(pieces);
    const text = await readAll(out);
    expect(text).not.toContain("0000");
    expect(text.trimEnd().endsWith("No.")).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(state.cancelled).toBe(true);
    expect(state.pulls).toBeLessThan(pieces.length + 1);
  });

  it("reads the source only as the consumer reads (backpressure)", async () => {
    const pieces = Array.from({ length: 100 }, (_, i) => `piece number ${i} of a long reply. `);
    const { out, state } = shielded(pieces);
    const reader = out.getReader();
    await reader.read();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const settled = state.pulls;
    await new Promise((resolve) => setTimeout(resolve, 20));
    // A bounded read-ahead (the pipe's one chunk), then nothing until the consumer reads again.
    expect(state.pulls).toBe(settled);
    expect(settled).toBeLessThan(10);
    await reader.read();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(state.pulls).toBeGreaterThan(settled);
    await reader.cancel();
  });

  it("a consumer that cancels cancels the source, reported as cancelled", async () => {
    const pieces = Array.from({ length: 100 }, (_, i) => `piece number ${i} of a long reply. `);
    const { out, state, ended } = shielded(pieces);
    const reader = out.getReader();
    await reader.read();
    await reader.cancel(new Error("client gone"));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(state.cancelled).toBe(true);
    expect(ended()).toEqual({ type: "cancelled" });
  });

  it("a failing source errors the output after what was released, never the held text", async () => {
    const { out, ended } = shielded(["Here is some text that is released. ", "Mail ann.lee@exa"], 2);
    const reader = out.getReader();
    let text = "";
    const decoder = new TextDecoder();
    const error = await (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return undefined;
        text += decoder.decode(value);
      }
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(text).not.toContain("ann.lee");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ended()?.type).toBe("failed");
  });
});
