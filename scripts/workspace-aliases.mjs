// In the repository, the service imports the library by its package name (`content-shield/internal`) and the
// library's CLI forwards to `@content-shield/service/cli`. Built and installed, npm's workspace links resolve
// those to the packages' dist/. Tests and type-checks run on the sources instead: this map (used by
// vitest.config.ts, test/helpers/ts-hooks.mjs and test/helpers/child.ts; tsconfig.json `paths` says the same).
import { fileURLToPath } from "node:url";

const at = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url));

export const workspaceAliases = {
  "content-shield/internal": at("src/internal.ts"),
  "@content-shield/service": at("service/src/index.ts"),
  "@content-shield/service/cli": at("service/src/cli/run.ts"),
};
