/**
 * Every TypeScript block (```ts) of README.md and docs/*.md compiles against the package's entry points
 * (`content-shield`, `content-shield/guard`, `content-shield/express`, `content-shield/koa`, mapped to the
 * sources). Each block is its own module. A fragment that cannot compile on its own is marked with
 * `<!-- not-checked: reason -->` on the line before its fence; use it rarely.
 *
 * Names the docs use without defining them (the reader's own code) are declared once in PRELUDE.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT, typecheck } from "../helpers/typecheck.js";

const PRELUDE = `import type { RequestHandler } from "express";
import type { Middleware } from "koa";
import type { RuleSet } from "content-shield";

declare global {
  /** The app's own chat-completions handler. */
  const chatHandler: RequestHandler & Middleware;
  /** Rulesets defined earlier in the same document. */
  const rulesets: readonly RuleSet[];
  /** A reply the app's model produced. */
  const modelReply: string;
}
`;

interface DocBlock {
  /** `docs/adapters.md:33` — the fence's line. */
  where: string;
  source: string;
  /** The reason given in `<!-- not-checked: reason -->`, when the block is marked. */
  skipped: string | undefined;
}

/** The ```ts blocks of one Markdown text. */
function tsBlocks(markdown: string, file: string): DocBlock[] {
  const lines = markdown.split("\n");
  const blocks: DocBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!/^```(ts|typescript)\s*$/.test(lines[i]!)) continue;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !/^```\s*$/.test(lines[i]!); i++) body.push(lines[i]!);
    let previous = start - 1;
    while (previous >= 0 && lines[previous]!.trim() === "") previous--;
    const marker = previous >= 0 ? /^<!--\s*not-checked:\s*(.*?)\s*-->$/.exec(lines[previous]!.trim()) : null;
    blocks.push({ where: `${file}:${start + 1}`, source: `${body.join("\n")}\n`, skipped: marker?.[1] });
  }
  return blocks;
}

function documents(): string[] {
  const docs = readdirSync(join(REPO_ROOT, "docs"))
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => join(REPO_ROOT, "docs", name));
  return [join(REPO_ROOT, "README.md"), ...docs];
}

describe("TypeScript blocks in README.md and docs/", () => {
  const blocks = documents().flatMap((path) =>
    tsBlocks(readFileSync(path, "utf8"), relative(REPO_ROOT, path)),
  );

  it("finds the blocks, and every skipped one says why", () => {
    expect(blocks.length).toBeGreaterThanOrEqual(8);
    for (const block of blocks) {
      if (block.skipped !== undefined) expect(block.skipped, block.where).not.toBe("");
    }
    expect(blocks.filter((block) => block.skipped !== undefined).length).toBeLessThanOrEqual(
      Math.floor(blocks.length / 4),
    );
  });

  it("every block compiles", () => {
    const checked = blocks.filter((block) => block.skipped === undefined);
    const files: Record<string, string> = { "prelude.d.ts": PRELUDE };
    const names = checked.map((block, index) => {
      const name = `block-${index}.ts`;
      // A block without imports is still a module (its names do not clash with other blocks').
      files[name] = /^\s*(import|export)\s/m.test(block.source)
        ? block.source
        : `${block.source}export {};\n`;
      return name;
    });
    const result = typecheck(files);
    expect(result["prelude.d.ts"]).toEqual([]);
    const failures = checked.flatMap((block, index) =>
      (result[names[index]!] ?? []).map(
        (error) => `${block.where} (+${error.line}): ${error.code} ${error.message.split("\n")[0]}`,
      ),
    );
    expect(failures).toEqual([]);
  }, 120_000);
});

describe("tsBlocks", () => {
  it("reads ts and typescript fences, their line and the not-checked marker", () => {
    const markdown = [
      "# Title",
      "```ts",
      "const a = 1;",
      "```",
      "<!-- not-checked: a fragment of the object above -->",
      "",
      "```typescript",
      "rules: [];",
      "```",
      "```js",
      "ignored();",
      "```",
    ].join("\n");
    expect(tsBlocks(markdown, "x.md")).toEqual([
      { where: "x.md:2", source: "const a = 1;\n", skipped: undefined },
      { where: "x.md:7", source: "rules: [];\n", skipped: "a fragment of the object above" },
    ]);
  });
});
