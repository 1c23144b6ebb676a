/** The part of `llm_guardrail` (no bundled types) the benchmark calls. */
declare module "llm_guardrail" {
  export interface GuardrailVerdict {
    allowed: boolean;
    detected: boolean;
    confidence: number;
  }
  export function checkInjection(prompt: string): Promise<GuardrailVerdict>;
  export function checkJailbreak(prompt: string): Promise<GuardrailVerdict>;
  export function checkMalicious(prompt: string): Promise<GuardrailVerdict>;
}
