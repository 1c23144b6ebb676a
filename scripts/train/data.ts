/**
 * Reads the labelled training files (`../shared/train/*.jsonl`, see its README) into rows grouped by source
 * repository, with the per-source artefacts that would teach a model a shortcut removed.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";

export type Task = "injection" | "toxicity";

export interface Row {
  text: string;
  /** 1 = injection / toxic. */
  y: 0 | 1;
  kind: string;
  /** The held-out unit of leave-one-source-out: the source repository (see `GROUP_ALIASES`). */
  group: string;
}

export const POSITIVE: Record<Task, string> = { injection: "injection", toxicity: "toxic" };

/**
 * Repositories that share their texts' templates are one source: Multilingual HateCheck translates
 * HateCheck's templates, so holding out one while training on the other would leak the held-out cases.
 */
const GROUP_ALIASES: Record<string, string> = {
  "rewire-online/multilingual-hatecheck": "paul-rottger/hatecheck-data (+ multilingual)",
  "paul-rottger/hatecheck-data": "paul-rottger/hatecheck-data (+ multilingual)",
};

/**
 * Placeholders one source puts in its texts (GoEmotions `[NAME]`/`[RELIGION]`, MLMA `@user`/`@URL`) and
 * links: left in, the model would learn "placeholder => this source's label".
 */
const PLACEHOLDERS = /\[[A-Z_]{2,}\]|@user\b|@url\b|\burl\b|https?:\/\/\S+/gi;

export function clean(text: string): string {
  return text.replace(PLACEHOLDERS, " ").replace(/\s+/g, " ").trim();
}

export interface Dataset {
  task: Task;
  rows: Row[];
  /** sha256 of the file read. */
  sha256: string;
}

export function readDataset(dir: string, task: Task): Dataset {
  const bytes = readFileSync(`${dir}/${task}.jsonl`);
  const rows: Row[] = [];
  for (const line of bytes.toString("utf8").split("\n")) {
    if (line.trim() === "") continue;
    const raw = JSON.parse(line) as { text: string; label: string; kind: string; source: string };
    const repo = raw.source.split(":")[0]!;
    const text = clean(raw.text);
    if (text.length < 4) continue;
    rows.push({
      text,
      y: raw.label === POSITIVE[task] ? 1 : 0,
      kind: raw.kind,
      group: GROUP_ALIASES[repo] ?? repo,
    });
  }
  return { task, rows, sha256: createHash("sha256").update(bytes).digest("hex") };
}

/** The groups in a fixed order (by name). */
export function groupsOf(rows: readonly Row[]): string[] {
  return [...new Set(rows.map((row) => row.group))].sort();
}

/** At most about `cap` rows of each source and class, evenly spaced (cheap nested runs while iterating). */
export function subsample(rows: readonly Row[], cap: number): Row[] {
  const cells = new Map<string, Row[]>();
  for (const row of rows) {
    const key = `${row.group}|${row.y}`;
    if (!cells.has(key)) cells.set(key, []);
    cells.get(key)!.push(row);
  }
  const out: Row[] = [];
  for (const list of cells.values()) {
    const step = Math.max(1, list.length / cap);
    for (let k = 0; k < list.length; k += step) out.push(list[Math.floor(k)]!);
  }
  return out;
}
