import { describe, expect, it } from "vitest";
import {
  ATTACKS_1,
  DEVELOPER_TEXTS,
  OTHER_LANGUAGES,
  USER_MESSAGES,
  WHOLE_SYSTEM_PROMPTS_1,
  WHOLE_SYSTEM_PROMPTS_2,
  WHOLE_SYSTEM_PROMPTS_3,
} from "../../../../bench/detectors/data/app-texts.js";
import { scoreInjection } from "../../../../src/metrics/prompt-injection/index.js";

const flagged = (texts: readonly string[]): string[] => texts.filter((text) => scoreInjection(text).detected);

describe("prompt_injection (engine local) on the texts of the apps it sits in", () => {
  it("flags no whole system prompt, in six languages", () => {
    expect(
      flagged([...WHOLE_SYSTEM_PROMPTS_1, ...WHOLE_SYSTEM_PROMPTS_2, ...WHOLE_SYSTEM_PROMPTS_3]),
    ).toEqual([]);
  });

  it("flags no everyday user message, developer's text or message in the ten languages", () => {
    expect(flagged([...USER_MESSAGES, ...DEVELOPER_TEXTS, ...OTHER_LANGUAGES])).toEqual([]);
  });

  it("catches every attack twin of those rules", () => {
    expect(ATTACKS_1.filter((text) => !scoreInjection(text).detected)).toEqual([]);
  });
});
