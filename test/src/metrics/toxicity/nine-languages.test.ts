import { describe, expect, it } from "vitest";
import type { GridLanguage } from "../../../../bench/detectors/data/nine-languages.js";
import {
  CLEAN_SEEDS,
  GRID_CLEAN,
  GRID_TOXIC,
  TOXIC_SEEDS,
} from "../../../../bench/detectors/data/nine-languages-toxicity.js";
import { scoreToxicityPatterns } from "../../../../src/metrics/toxicity/index.js";

const languages = Object.keys(GRID_TOXIC) as GridLanguage[];
const flagged = (text: string): boolean => scoreToxicityPatterns(text).detected;

describe("toxicity (engine patterns): English kinds of toxicity in nine languages", () => {
  it("catches every English seed and flags no English clean twin", () => {
    expect(TOXIC_SEEDS.filter((text) => !flagged(text))).toEqual([]);
    expect(CLEAN_SEEDS.filter(flagged)).toEqual([]);
  });

  it.each(languages)("catches every translation, faithful and colloquial, in %s", (language) => {
    expect(GRID_TOXIC[language].filter((t) => !flagged(t.text))).toEqual([]);
  });

  it.each(languages)("flags no clean twin in %s, in either variant", (language) => {
    expect(GRID_CLEAN[language].filter((t) => flagged(t.text))).toEqual([]);
  });

  it.each([
    "Ich werde dich finden, falls du dich im Wald verläufst.",
    "Spero che tutta la tua famiglia stia bene.",
    "Je vais te trouver un bon restaurant.",
    "Vou te encontrar no aeroporto às seis.",
    "我从来没说过老人都该死。",
    "Старики часто просят помочь с телефоном.",
    "노인들은 새로운 기술에 도움이 필요할 때가 많다.",
  ])("does not flag %j", (text) => {
    expect(flagged(text), text).toBe(false);
  });
});
