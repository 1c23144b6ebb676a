/**
 * The Web-standard adapters load without Node: no module of theirs (the Web-streams shield, the fetch, Hono
 * and Fastify adapters, the shared runner and wire-format layer they use) imports a `node:` builtin at load.
 * Walks the source import graph from each entry (type-only imports are erased and skipped), up to the core
 * (src/), whose own imports are listed separately as what remains for the core.
 */
import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../../../..");

/** The value (non-type) import specifiers of a source file. */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  const out: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      if (
        clause !== undefined &&
        clause.name === undefined &&
        named !== undefined &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        named.elements.every((element) => element.isTypeOnly)
      )
        continue;
      out.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      out.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return out;
}

/** `node:` imports of the adapter-side files reachable from `entry`, and the core files it reaches. */
function walk(entry: string): { nodeImports: string[]; core: Set<string> } {
  const seen = new Set<string>();
  const core = new Set<string>();
  const nodeImports: string[] = [];
  const stack = [resolve(ROOT, entry)];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of valueImports(file)) {
      if (specifier.startsWith("node:")) nodeImports.push(`${relative(ROOT, file)} → ${specifier}`);
      if (!specifier.startsWith(".")) continue;
      const target = resolve(dirname(file), specifier.replace(/\.js$/, ".ts"));
      if (relative(ROOT, target).startsWith("src")) core.add(relative(ROOT, target));
      else stack.push(target);
    }
  }
  return { nodeImports, core };
}

describe.each([
  "adapters/fetch/index.ts",
  "adapters/hono/index.ts",
  "adapters/fastify/index.ts",
  "adapters/shared/web/shield.ts",
])("%s", (entry) => {
  it("imports no node: builtin outside the core", () => {
    const { nodeImports, core } = walk(entry);
    expect(nodeImports).toEqual([]);
    // The walk really reached the shared layer and stopped at the core.
    expect(core.has(join("src", "guard.ts"))).toBe(true);
  });
});
