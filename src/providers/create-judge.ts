/** Builds the LLM judge for `llm`-engine rules from the config. (Implemented in the provider-metrics work.) */
import { ProviderError } from "../errors.js";
import type { Judge } from "../metrics/contract.js";
import type { ParsedGuardConfig } from "../schema.js";

export function createJudge(config: ParsedGuardConfig): Judge {
  throw new ProviderError(
    `The llm engine for provider "${config.provider}" is not available in this build yet.`,
  );
}
