/** Every hand-written text of the detector benchmarks, attacks and benign, in each language (one list to read them all). */
import { AGENT_ATTACKS } from "./agent.js";
import { INJECTION_ATTACKS, INJECTION_HARD_BENIGN, ORDINARY_CHAT } from "./injection.js";
import { LANGUAGE_CASES } from "./languages.js";
import { TOXIC, TOXIC_HARD_BENIGN } from "./toxicity.js";

export const HAND_WRITTEN_TEXTS: readonly string[] = [
  ...TOXIC.map(([, text]) => text),
  ...TOXIC_HARD_BENIGN,
  ...INJECTION_ATTACKS,
  ...INJECTION_HARD_BENIGN,
  ...ORDINARY_CHAT,
  ...AGENT_ATTACKS,
  ...Object.values(LANGUAGE_CASES).flatMap((cases) => [...cases.attacks, ...cases.benign]),
];
