/**
 * `content-shield check --policy FILE [FILE…]`: checks text from stdin (or each file) against a policy and
 * prints the decision, for CI pipelines. Exit 0 when nothing triggered, 1 when a ruleset triggered, 2 on an
 * error (bad policy, unreadable file, text over the limit). Nothing is captured and no service key is
 * needed (a policy's `service_key` is used when it has one). `--target output` checks the text as a model's
 * output (the output rules), default input; `--json` prints one JSON document.
 */
import { readFile } from "node:fs/promises";
import { ShieldError } from "../errors.js";
import { Guard } from "../guard.js";
import { createServiceKey } from "../keys.js";
import { readPolicy } from "../policy/load.js";
import type { ShieldResponse } from "../types.js";
import { UsageError } from "./args.js";
import { parsePolicyArgs } from "./policy-args.js";
import type { Io } from "./run.js";

export const CHECK_USAGE = `  check --policy POLICY [--target input|output] [--json] [FILE…]
      Check text from stdin (or each FILE) against a policy; prints the decision.
      Exit 0 pass, 1 triggered, 2 error. Captures nothing.`;

/** Reads all of stdin as UTF-8. */
export async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

interface Checked {
  source: string;
  response: ShieldResponse;
}

function summary({ source, response }: Checked): string {
  if (!response.triggered) return `${source}: pass\n`;
  const ruleset = typeof response.ruleset === "string" ? `"${response.ruleset}"` : `#${response.ruleset}`;
  const metric = response.rule?.metric === undefined ? "" : `, metric ${response.rule.metric}`;
  const findings = response.findings.map((f) => `  ${f.type} at ${f.target} ${f.start}-${f.end}\n`).join("");
  const text =
    response.action === "MASK" || response.action === "OVERRIDE"
      ? `  → ${JSON.stringify(response.text)}\n`
      : "";
  return `${source}: ${response.action} (ruleset ${ruleset}${metric})\n${findings}${text}`;
}

export async function checkCommand(
  args: readonly string[],
  io: Io,
  stdin: () => Promise<string> = readStdin,
): Promise<number> {
  try {
    return await check(args, io, stdin);
  } catch (error) {
    // A bad policy or text is an error (2), like a usage error, never a pass or a "triggered".
    if (!(error instanceof ShieldError)) throw error;
    io.stderr(`content-shield check: ${error.message}\n`);
    return 2;
  }
}

async function check(args: readonly string[], io: Io, stdin: () => Promise<string>): Promise<number> {
  const flags = parsePolicyArgs("check", args, {
    values: ["policy", "target"],
    switches: ["json"],
    positionals: true,
    required: ["policy"],
  });
  const target = flags.values.get("target") ?? "input";
  if (target !== "input" && target !== "output")
    throw new UsageError(`check: --target must be input or output; got "${target}".`);
  const policy = readPolicy(flags.values.get("policy")!);
  const config = { ...policy.config, capture: false as const };
  if (
    config.service_key === undefined &&
    !io.env.CONTENT_SHIELD_SERVICE_KEY &&
    !process.env.CONTENT_SHIELD_SERVICE_KEY
  )
    config.service_key = createServiceKey(); // never used: nothing is captured
  const guard = new Guard({ rulesets: policy.rulesets, config, sink: null });
  const sources = flags.positionals.length === 0 ? ["-"] : flags.positionals;
  const checked: Checked[] = [];
  for (const source of sources) {
    let text: string;
    try {
      text = source === "-" ? await stdin() : await readFile(source, "utf8");
    } catch (error) {
      throw new UsageError(
        `check: cannot read ${source} (${(error as NodeJS.ErrnoException).code ?? String(error)}).`,
      );
    }
    const response = await guard.check({ payload: target === "input" ? { input: text } : { output: text } });
    checked.push({ source: source === "-" ? "stdin" : source, response });
  }
  if (flags.switches.has("json")) {
    const results = checked.map(({ source, response }) => ({
      source,
      triggered: response.triggered,
      action: response.action,
      ruleset: response.ruleset,
      triggered_rulesets: response.triggered_rulesets,
      findings: response.findings.map(({ type, target: where, start, end, score }) => ({
        type,
        target: where,
        start,
        end,
        score,
      })),
      text: response.text,
    }));
    io.stdout(
      `${JSON.stringify({ triggered: checked.some((c) => c.response.triggered), results }, null, 2)}\n`,
    );
  } else for (const item of checked) io.stdout(summary(item));
  return checked.some((c) => c.response.triggered) ? 1 : 0;
}
