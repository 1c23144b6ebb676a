/**
 * `prompt_injection` and its npm peers on the nine-language grid (`data/nine-languages.ts`): eighteen attacks the
 * detector catches in English and their benign twins, translated twice into each language. Per language and
 * variant, how many attacks each detector catches and how many benign twins it flags, in one run.
 *
 *   npm run build && node dist/bench/detectors/nine-languages.js
 */
import {
  injectionThreshold,
  PATTERNS_THRESHOLD,
  scoreInjection,
  scoreInjectionPatterns,
} from "../../src/metrics/prompt-injection/index.js";
import { GRID_ATTACKS, GRID_BENIGN, type GridLanguage, type GridText } from "./data/nine-languages.js";
import { injectionPeers, type Predictor } from "./peers.js";

const detectors: Record<string, Predictor> = {
  "content-shield local (default)": (text) => (scoreInjection(text).score ?? 0) >= injectionThreshold(),
  "content-shield patterns": (text) => (scoreInjectionPatterns(text).score ?? 0) >= PATTERNS_THRESHOLD,
  ...injectionPeers(),
};

async function count(predict: Predictor, texts: readonly GridText[], variant: "A" | "B"): Promise<string> {
  const chosen = texts.filter((t) => t.variant === variant);
  let n = 0;
  for (const { text } of chosen) if (await predict(text)) n++;
  return `${n}/${chosen.length}`;
}

async function main(): Promise<void> {
  const names = Object.keys(detectors);
  const languages = Object.keys(GRID_ATTACKS) as GridLanguage[];
  console.log(
    `| language | variant | ${names.map((n) => `${n}: attacks caught / benign flagged`).join(" | ")} |`,
  );
  console.log(`|---|---|${names.map(() => "---").join("|")}|`);
  for (const variant of ["A", "B"] as const) {
    const all: Record<string, [number, number, number, number]> = {};
    for (const language of languages) {
      const cells: string[] = [];
      for (const name of names) {
        const caught = await count(detectors[name]!, GRID_ATTACKS[language], variant);
        const flagged = await count(detectors[name]!, GRID_BENIGN[language], variant);
        cells.push(`${caught} / ${flagged}`);
        const [c, ca] = caught.split("/").map(Number) as [number, number];
        const [f, fa] = flagged.split("/").map(Number) as [number, number];
        const sum = all[name] ?? [0, 0, 0, 0];
        all[name] = [sum[0] + c, sum[1] + ca, sum[2] + f, sum[3] + fa];
      }
      console.log(`| ${language} | ${variant} | ${cells.join(" | ")} |`);
    }
    const totals = names.map((name) => {
      const [c, ca, f, fa] = all[name]!;
      return `**${c}/${ca} / ${f}/${fa}**`;
    });
    console.log(`| all | ${variant} | ${totals.join(" | ")} |`);
  }
}

await main();
