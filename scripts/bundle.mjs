// Bundles the compiled entry points (dist/src, dist/adapters from `tsc`) into dist/bundle/ with shared chunks,
// so `import "content-shield"` loads a few files instead of ~100 (ESM loading per file is most of the import
// time). Dependencies stay external. Types keep coming from the tsc output (`types` in package.json exports).
import { rm } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { build } from "rolldown";

const root = fileURLToPath(new URL("..", import.meta.url));
const out = `${root}dist/bundle`;
await rm(out, { recursive: true, force: true });
await build({
  input: {
    index: `${root}dist/src/index.js`,
    guard: `${root}dist/src/guard.js`,
    internal: `${root}dist/src/internal.js`,
    express: `${root}dist/adapters/express/index.js`,
    koa: `${root}dist/adapters/koa/index.js`,
    fastify: `${root}dist/adapters/fastify/index.js`,
    hono: `${root}dist/adapters/hono/index.js`,
    fetch: `${root}dist/adapters/fetch/index.js`,
    proxy: `${root}dist/src/proxy/index.js`,
  },
  external: (id) => !id.startsWith(".") && !id.startsWith("/"),
  platform: "node",
  logLevel: "warn",
  output: { dir: out, format: "esm", entryFileNames: "[name].js", chunkFileNames: "chunks/[name]-[hash].js" },
});
