/**
 * `content-shield proxy --upstream URL --policy FILE`: runs the shielding reverse proxy (src/proxy/) until
 * SIGINT/SIGTERM. One line per request goes to stderr (method, path, status, action, duration), never
 * headers or texts.
 */
import { startShieldProxy } from "../proxy/server.js";
import { integerFlag } from "./args.js";
import { parsePolicyArgs } from "./policy-args.js";
import type { Io } from "./run.js";

export const PROXY_USAGE = `  proxy --upstream URL --policy POLICY [--port 8080] [--host 127.0.0.1] [--timeout-ms 300000]
        [--limit BYTES] [--window CHARS] [--quiet]
      Run the shielding reverse proxy: clients use it as their base URL (http://HOST:PORT/v1 for
      OpenAI clients); requests go to URL + their path. See docs/proxy.md.`;

export async function proxyCommand(
  args: readonly string[],
  io: Io,
  stopSignal: Promise<string>,
): Promise<number> {
  const command = "proxy";
  const flags = parsePolicyArgs(command, args, {
    values: ["upstream", "policy", "port", "host", "timeout-ms", "limit", "window"],
    switches: ["quiet"],
    required: ["upstream", "policy"],
  });
  const number = (flag: string, min: number, max: number): number | undefined => {
    const raw = flags.values.get(flag);
    return raw === undefined ? undefined : integerFlag(command, flag, raw, min, max);
  };
  const proxy = await startShieldProxy({
    upstream: flags.values.get("upstream")!,
    policy: flags.values.get("policy")!,
    port: number("port", 0, 65535) ?? 8080,
    host: flags.values.get("host") ?? "127.0.0.1",
    timeoutMs: number("timeout-ms", 1, 86_400_000),
    limit: number("limit", 1, 1_073_741_824),
    window: number("window", 0, 1_000_000),
    log: flags.switches.has("quiet") ? undefined : (line) => io.stderr(`${line}\n`),
  });
  io.stdout(`Content Shield proxy on ${proxy.url} → ${flags.values.get("upstream")}\n`);
  const signal = await stopSignal;
  io.stderr(`${signal}: shutting down.\n`);
  await proxy.close();
  return 0;
}
