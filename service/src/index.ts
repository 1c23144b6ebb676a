/**
 * `@content-shield/service`: the Content Shield service (REST API, dashboard, accounts and keys) on an
 * embedded PGlite database or PostgreSQL. Most people run it through its CLI (`content-shield-service serve`,
 * or `content-shield serve` with the library installed); this module is for embedding it in a program.
 */
export { type AppOptions, createApp } from "./app.js";
export { DEFAULT_SHIELD_LIMITS, type ShieldLimits } from "./limits.js";
export { type RunningServer, type ServerOptions, startServer } from "./server.js";
export { type OpenStoreOptions, openStore } from "./store/index.js";
export * from "./store/types.js";
