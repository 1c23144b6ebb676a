/**
 * The one zod instance of the package, loaded on first use. Every module takes zod from here (never
 * `import { z } from "zod"`), so schemas built in different modules compose, and importing content-shield
 * does not pay for zod (tens of milliseconds) until a Guard or middleware is built.
 */

import type * as Zod from "zod";
import { lazy } from "./lazy.js";
import { requireFrom } from "./runtime.js";

export type { Zod };

export const loadZod = lazy(() => requireFrom(import.meta.url)("zod") as typeof Zod);
