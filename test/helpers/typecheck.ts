/**
 * Type-checks example files the way a user's project would see the package: the files are written to a
 * temporary folder inside the repository (so `node_modules` resolves) and compiled with the project's
 * TypeScript and compiler options, `content-shield`, `content-shield/guard`, `content-shield/express` and
 * `content-shield/koa` mapped to the source entry points through `paths`. Returns each file's errors.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** The public entry points, as a user imports them, mapped to the sources. */
export const ENTRY_POINTS: Readonly<Record<string, string>> = {
  "content-shield": "src/index.ts",
  "content-shield/guard": "src/guard.ts",
  "content-shield/express": "adapters/express/index.ts",
  "content-shield/koa": "adapters/koa/index.ts",
  "content-shield/fastify": "adapters/fastify/index.ts",
  "content-shield/hono": "adapters/hono/index.ts",
  "content-shield/fetch": "adapters/fetch/index.ts",
  "content-shield/proxy": "src/proxy/index.ts",
};

export interface CompileError {
  /** 1-based line in the example file. */
  line: number;
  /** `TS2322` … */
  code: string;
  message: string;
}

/** The project's compiler options (tsconfig.json), checking only, with the entry points mapped. */
function compilerOptions(strictness: "project" | "strict"): ts.CompilerOptions {
  const configPath = join(REPO_ROOT, "tsconfig.json");
  const read = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path));
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, "\n"));
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, REPO_ROOT);
  const paths = Object.fromEntries(
    Object.entries(ENTRY_POINTS).map(([name, file]) => [name, [join(REPO_ROOT, file)]]),
  );
  const base: ts.CompilerOptions =
    strictness === "project"
      ? parsed.options
      : // What most projects have: strict, without the stricter optional-property and index checks.
        {
          ...parsed.options,
          exactOptionalPropertyTypes: false,
          noUncheckedIndexedAccess: false,
        };
  const { rootDir: _rootDir, outDir: _outDir, ...rest } = base;
  return { ...rest, noEmit: true, declaration: false, sourceMap: false, paths };
}

/**
 * Compiles `files` (name → source; `.ts` or `.mts`) together and returns the errors of each. One program
 * for all files: a `declare module` augmentation in one file is seen by the others, as in a real project.
 */
export function typecheck(
  files: Readonly<Record<string, string>>,
  strictness: "project" | "strict" = "project",
): Record<string, CompileError[]> {
  const parent = join(REPO_ROOT, "tmp");
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, "typecheck-"));
  try {
    const roots = Object.entries(files).map(([name, source]) => {
      const path = join(dir, name);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, source);
      return path;
    });
    const program = ts.createProgram(roots, compilerOptions(strictness));
    const result: Record<string, CompileError[]> = {};
    for (const [index, name] of Object.keys(files).entries()) {
      const source = program.getSourceFile(roots[index]!);
      if (source === undefined) throw new Error(`${name} was not compiled`);
      const diagnostics = [
        ...program.getSyntacticDiagnostics(source),
        ...program.getSemanticDiagnostics(source),
      ];
      result[name] = diagnostics.map((diagnostic) => ({
        line: source.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1,
        code: `TS${diagnostic.code}`,
        message: ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"),
      }));
    }
    return result;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The 1-based line of the first line of `source` containing `marker`. */
export function lineOf(source: string, marker: string): number {
  const index = source.split("\n").findIndex((line) => line.includes(marker));
  if (index < 0) throw new Error(`marker not found: ${marker}`);
  return index + 1;
}
