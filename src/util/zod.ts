/**
 * The one zod instance of the package, loaded on first use. Every module takes zod from here (never
 * `import { z } from "zod"`), so schemas built in different modules compose, and importing content-shield
 * does not pay for zod (tens of milliseconds) until a Guard or middleware is built.
 */
import { createRequire } from "node:module";
import type * as Zod from "zod";
import { lazy } from "./lazy.js";

export type { Zod };

export const loadZod = lazy(() => createRequire(import.meta.url)("zod") as typeof Zod);
