// Module hooks for worker threads in tests: `.js` specifiers resolve to the `.ts` source next to them, the
// workspace packages' names to their sources (scripts/workspace-aliases.mjs), and
// TypeScript is transpiled (types erased) with the project's own compiler.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { fileURLToPath, pathToFileURL } from "node:url";
import ts from "typescript";
import { workspaceAliases } from "../../scripts/workspace-aliases.mjs";

export async function resolve(specifier, context, nextResolve) {
  const aliased = workspaceAliases[specifier];
  if (aliased !== undefined && context.parentURL?.endsWith(".ts")) {
    return { url: pathToFileURL(aliased).href, shortCircuit: true };
  }
  if (specifier.startsWith(".") && specifier.endsWith(".js") && context.parentURL?.endsWith(".ts")) {
    const candidate = new URL(`${specifier.slice(0, -3)}.ts`, context.parentURL);
    if (existsSync(fileURLToPath(candidate))) return { url: candidate.href, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!url.endsWith(".ts")) return nextLoad(url, context);
  const source = await readFile(fileURLToPath(url), "utf8");
  const output = ts.transpileModule(source, {
    fileName: fileURLToPath(url),
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, sourceMap: false },
  });
  return { format: "module", source: output.outputText, shortCircuit: true };
}
