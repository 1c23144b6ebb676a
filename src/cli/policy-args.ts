/** Flags and positional arguments for the policy commands (`check`, `validate`, `proxy`), over `node:util`. */
import { parseArgs } from "node:util";
import { closest } from "../suggest.js";
import { UsageError } from "./args.js";

export interface PolicyArgs {
  values: Map<string, string>;
  switches: Set<string>;
  positionals: string[];
}

/** Parses `args`: `values` take a value, `switches` do not; positionals are allowed when `positionals` is true. */
export function parsePolicyArgs(
  command: string,
  args: readonly string[],
  spec: {
    values: readonly string[];
    switches?: readonly string[];
    positionals?: boolean;
    required?: readonly string[];
  },
): PolicyArgs {
  const switches = spec.switches ?? [];
  const known = [...spec.values, ...switches];
  const options = Object.fromEntries([
    ...spec.values.map((name) => [name, { type: "string" as const }]),
    ...switches.map((name) => [name, { type: "boolean" as const }]),
  ]);
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: [...args],
      options,
      strict: true,
      allowPositionals: spec.positionals === true,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const flag = /option '(--?[\w-]+)/.exec(message)?.[1];
    const hint = flag === undefined ? undefined : closest(flag.replace(/^-+/, ""), known);
    throw new UsageError(
      `${command}: ${message.split("\n")[0]}${hint ? ` (did you mean --${hint}?)` : ""}. Allowed: ${known.map((k) => `--${k}`).join(", ")}.`,
    );
  }
  const values = new Map<string, string>();
  const given = new Set<string>();
  for (const [name, value] of Object.entries(parsed.values)) {
    if (typeof value === "string") {
      if (value === "") throw new UsageError(`${command}: --${name} needs a value.`);
      values.set(name, value);
    } else if (value === true) given.add(name);
  }
  for (const name of spec.required ?? []) {
    if (!values.has(name)) throw new UsageError(`${command}: --${name} is required.`);
  }
  return { values, switches: given, positionals: parsed.positionals };
}
