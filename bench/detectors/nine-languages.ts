/**
 * `prompt_injection` and `toxicity` with their npm peers on the nine-language grids (`data/nine-languages.ts`,
 * `data/nine-languages-toxicity.ts`): eighteen English attacks or toxic lines and their benign or clean twins,
 * translated twice into each language. Per language and variant, how many of the first each detector catches and
 * how many twins it flags, in one run.
 *
 *   npm run build && node dist/bench/detectors/nine-languages.js
 */
import { GRID_ATTACKS, GRID_BENIGN, type GridLanguage, type GridText } from "./data/nine-languages.js";
import { GRID_CLEAN, GRID_TOXIC } from "./data/nine-languages-toxicity.js";
import { injectionEngines, toxicityEngines } from "./ours.js";
import { injectionPeers, type Predictor, toxicityPeers } from "./peers.js";

type Grid = Readonly<Record<GridLanguage, readonly GridText[]>>;

const TASKS: Array<{
  title: string;
  positives: Grid;
  negatives: Grid;
  detectors: Record<string, Predictor>;
}> = [
  {
    title: "prompt_injection: attacks caught / benign twins flagged",
    positives: GRID_ATTACKS,
    negatives: GRID_BENIGN,
    detectors: { ...injectionEngines(), ...injectionPeers() },
  },
  {
    title: "toxicity: toxic lines caught / clean twins flagged",
    positives: GRID_TOXIC,
    negatives: GRID_CLEAN,
    detectors: { ...toxicityEngines(), ...toxicityPeers() },
  },
];

async function count(
  predict: Predictor,
  texts: readonly GridText[],
  variant: "A" | "B",
): Promise<[number, number]> {
  const chosen = texts.filter((t) => t.variant === variant);
  let n = 0;
  for (const { text } of chosen) if (await predict(text)) n++;
  return [n, chosen.length];
}

async function main(): Promise<void> {
  for (const task of TASKS) {
    const names = Object.keys(task.detectors);
    const languages = Object.keys(task.positives) as GridLanguage[];
    console.log(`\n${task.title}\n`);
    console.log(`| language | variant | ${names.join(" | ")} |`);
    console.log(`|---|---|${names.map(() => "---").join("|")}|`);
    for (const variant of ["A", "B"] as const) {
      const all: Record<string, [number, number, number, number]> = {};
      for (const language of languages) {
        const cells: string[] = [];
        for (const name of names) {
          const predict = task.detectors[name]!;
          const [c, ca] = await count(predict, task.positives[language], variant);
          const [f, fa] = await count(predict, task.negatives[language], variant);
          cells.push(`${c}/${ca} / ${f}/${fa}`);
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
}

await main();
