// Lets a worker thread started from TypeScript sources (under vitest) load them: `--import` this file.
import { register } from "node:module";

register("./ts-hooks.mjs", import.meta.url);
