/**
 * The core and the Web-standard adapters load without Node: no module reached from `content-shield`
 * (src/index.ts), the fetch, Hono and Fastify adapters or the Web-streams shield imports a `node:` builtin
 * at load. Walks the source import graph from each entry (type-only imports are erased and skipped), the
 * core included; `node:` modules are allowed only behind a dynamic `import()` (the Node-only file spool).
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

/** The specifiers of the dynamic `import("...")` calls of a source file. */
function dynamicImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteral(node.arguments[0])
    )
      out.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** `node:` imports of the files statically reachable from `entry`, the core files among them, and the files. */
function walk(entry: string): { nodeImports: string[]; core: Set<string>; files: Set<string> } {
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
      stack.push(target);
    }
  }
  return { nodeImports, core, files: new Set([...seen].map((file) => relative(ROOT, file))) };
}

describe.each([
  "src/index.ts",
  "src/guard.ts",
  "adapters/fetch/index.ts",
  "adapters/hono/index.ts",
  "adapters/fastify/index.ts",
  "adapters/shared/web/shield.ts",
])("%s", (entry) => {
  it("imports no node: builtin at load, the core included", () => {
    const { nodeImports, core, files } = walk(entry);
    expect(nodeImports).toEqual([]);
    // The walk really went through the core, down to the metrics and the capture sink chosen at run time.
    expect(core.has(join("src", "guard.ts")) || entry === "src/guard.ts").toBe(true);
    expect(files.has(join("src", "metrics", "pii", "network.ts"))).toBe(true);
    expect(files.has(join("src", "capture", "lazy-sink.ts"))).toBe(true);
    // The file spool is not reached at load...
    expect(files.has(join("src", "capture", "spool.ts"))).toBe(false);
  });
});

describe("the Node-only capture spool", () => {
  it("is loaded only through a dynamic import, and does use node: modules", () => {
    const lazy = resolve(ROOT, "src/capture/lazy-sink.ts");
    expect(dynamicImports(lazy)).toEqual(["./default-sink.js"]);
    const { nodeImports } = walk("src/capture/default-sink.ts");
    expect(nodeImports).toEqual(expect.arrayContaining(["src/capture/spool.ts → node:fs"]));
  });
});
