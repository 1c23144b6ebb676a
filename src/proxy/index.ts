/** `content-shield/proxy`: the shielding reverse proxy, and policy files. */
export type { Policy, PolicyIssue } from "../policy/load.js";
export { PolicyError, readPolicy, validatePolicyFile } from "../policy/load.js";
export {
  createShieldProxy,
  DEFAULT_PROXY_TIMEOUT_MS,
  type RunningShieldProxy,
  type ShieldProxyOptions,
  startShieldProxy,
} from "./server.js";
