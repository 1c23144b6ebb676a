/**
 * A small flag parser over `node:util` tokens: `--flag value` and `--flag=value`, known flags only. A bad
 * flag is a `UsageError` naming it, with a did-you-mean; the CLI exits with code 2 on it.
 */
import { parseArgs } from "node:util";
import { closest } from "../suggest.js";

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}

export interface FlagSpec {
  /** Flag names (without `--`) that take a value. */
  values: readonly string[];
  /** Boolean flags. */
  switches?: readonly string[];
  /** Flags that must be given. */
  required?: readonly string[];
}

export interface ParsedFlags {
  values: Map<string, string>;
  switches: Set<string>;
}

export function parseFlags(command: string, args: readonly string[], spec: FlagSpec): ParsedFlags {
  const switches = spec.switches ?? [];
  const known = [...spec.values, ...switches];
  const { tokens } = parseArgs({ args: [...args], strict: false, allowPositionals: true, tokens: true });
  const values = new Map<string, string>();
  const seen = new Set<string>();
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.kind === "positional") {
      throw new UsageError(`${command}: unexpected argument "${token.value}".`);
    }
    if (token.kind === "option-terminator") continue;
    const flag = `--${token.name}`;
    if (!known.includes(token.name)) {
      const hint = closest(token.name, known);
      throw new UsageError(
        `${command}: unknown flag ${token.rawName}${hint ? ` (did you mean --${hint}?)` : ""}. Allowed: ${known.map((k) => `--${k}`).join(", ")}.`,
      );
    }
    if (seen.has(token.name)) throw new UsageError(`${command}: ${flag} is given twice.`);
    seen.add(token.name);
    if (switches.includes(token.name)) {
      if (token.value !== undefined) throw new UsageError(`${command}: ${flag} takes no value.`);
      continue;
    }
    let value = token.value;
    if (value === undefined) {
      const next = tokens[i + 1];
      if (next?.kind === "positional") {
        value = next.value;
        i++;
      }
    }
    if (value === undefined || value === "")
      throw new UsageError(`${command}: ${flag} needs a value, e.g. ${flag} VALUE.`);
    values.set(token.name, value);
  }
  for (const name of spec.required ?? []) {
    if (!values.has(name)) throw new UsageError(`${command}: --${name} is required.`);
  }
  return { values, switches: new Set([...seen].filter((name) => switches.includes(name))) };
}

/** A whole number in [min, max] from a flag value. */
export function integerFlag(command: string, flag: string, raw: string, min: number, max: number): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new UsageError(`${command}: --${flag} must be a whole number from ${min} to ${max}; got "${raw}".`);
  }
  return value;
}
