/**
 * `prompt_injection` and its npm peers on the texts of the apps the shield sits in (`data/app-texts.ts`): how many
 * of each benign group they flag and how many of each attack group they catch, in one run.
 *
 *   npm run build && node dist/bench/detectors/app-texts.js
 */
import { APP_ATTACKS, APP_BENIGN } from "./data/app-texts.js";
import { injectionEngines } from "./ours.js";
import { injectionPeers, type Predictor } from "./peers.js";

const detectors: Record<string, Predictor> = { ...injectionEngines(), ...injectionPeers() };

async function flagged(predict: Predictor, texts: readonly string[]): Promise<number> {
  let n = 0;
  for (const text of texts) if (await predict(text)) n++;
  return n;
}

async function main(): Promise<void> {
  const names = Object.keys(detectors);
  console.log(`| group | kind | texts | ${names.join(" | ")} |`);
  console.log(`|---|---|---|${names.map(() => "---").join("|")}|`);
  const groups: Array<[string, string, readonly string[]]> = [
    ...Object.entries(APP_BENIGN).map(([name, texts]): [string, string, readonly string[]] => [
      name,
      "benign: flagged",
      texts,
    ]),
    ...Object.entries(APP_ATTACKS).map(([name, texts]): [string, string, readonly string[]] => [
      name,
      "attack: caught",
      texts,
    ]),
  ];
  for (const [name, kind, texts] of groups) {
    const cells: string[] = [];
    for (const detector of names) cells.push(String(await flagged(detectors[detector]!, texts)));
    console.log(`| ${name} | ${kind} | ${texts.length} | ${cells.join(" | ")} |`);
  }
}

await main();
