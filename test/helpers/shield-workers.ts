/** Options that let `createApp({ shieldWorkers })` run its workers from the TypeScript sources in tests. */
export const TS_WORKER_EXEC_ARGV = ["--import", new URL("./ts-register.mjs", import.meta.url).href];
