/**
 * Accuracy of the local prompt_injection and toxicity detectors against the npm packages a user would
 * pick instead, on the same labeled texts (bench/detectors/data) and their generated variations.
 * Run: npm run build && node dist/bench/detectors/accuracy.js [--skip-heuristic | --heuristic-on-holdouts-only]
 * (hai-guardrails' heuristic takes ~0.3-0.8 s per text: the full run takes several minutes.)
 */
import { Filter } from "bad-words";
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from "obscenity";
import { scoreInjection, scoreInjectionPatterns } from "../../src/metrics/prompt-injection/index.js";
import { scoreToxicity, scoreToxicityPatterns } from "../../src/metrics/toxicity/index.js";
import { AGENT_ATTACKS, AGENT_BENIGN_TWINS } from "./data/agent.js";
import { GAME_ATTACKS, GAME_BENIGN_TWINS } from "./data/games.js";
import {
  HOLDOUT_INJECTION_ATTACKS,
  HOLDOUT_INJECTION_BENIGN,
  HOLDOUT_TOXIC,
  HOLDOUT_TOXIC_BENIGN,
  HOLDOUT2_INJECTION_ATTACKS,
  HOLDOUT2_INJECTION_BENIGN,
  HOLDOUT2_TOXIC,
  HOLDOUT2_TOXIC_BENIGN,
} from "./data/holdout.js";
import { INJECTION_ATTACKS, INJECTION_HARD_BENIGN, ORDINARY_CHAT } from "./data/injection.js";
import { TEMPLATE_BENIGN_TWINS, TEMPLATE_JAILBREAKS } from "./data/templates.js";
import { TOXIC, TOXIC_HARD_BENIGN } from "./data/toxicity.js";
import { haiHeuristic, haiInjectionPattern, haiLeakagePattern } from "./hai-guardrails.js";
import { injectionPeers } from "./peers.js";
import { figures, flaggedShare, type Labeled, num, pct } from "./scoring.js";
import { VARIATIONS } from "./variations.js";

type Predictor = (text: string) => boolean | Promise<boolean>;

function injectionSet(): Labeled[] {
  const items: Labeled[] = [];
  INJECTION_ATTACKS.forEach((text, i) => {
    items.push({ text, positive: true, group: "attack" });
    for (const [name, vary] of Object.entries(VARIATIONS))
      items.push({ text: vary(text, i + 1), positive: true, group: `attack:${name}` });
  });
  for (const text of INJECTION_HARD_BENIGN) {
    items.push({ text, positive: false, group: "hard_benign" });
    items.push({ text: VARIATIONS.embedded!(text, 1), positive: false, group: "hard_benign" });
  }
  for (const text of ORDINARY_CHAT) items.push({ text, positive: false, group: "ordinary" });
  return items;
}

function toxicitySet(): Labeled[] {
  const items: Labeled[] = [];
  TOXIC.forEach(([, text], i) => {
    items.push({ text, positive: true, group: "toxic" });
    for (const name of ["leetspeak", "spaced", "homoglyphs", "zero_width", "upper", "embedded"]) {
      items.push({ text: VARIATIONS[name]!(text, i + 1), positive: true, group: `toxic:${name}` });
    }
  });
  for (const text of TOXIC_HARD_BENIGN) items.push({ text, positive: false, group: "hard_benign" });
  for (const text of ORDINARY_CHAT) items.push({ text, positive: false, group: "ordinary" });
  return items;
}

function holdoutSet(attacks: readonly string[], benign: readonly string[]): Labeled[] {
  return [
    ...attacks.map((text) => ({ text, positive: true, group: "holdout_positive" })),
    ...benign.map((text) => ({ text, positive: false, group: "hard_benign" })),
  ];
}

async function run(items: readonly Labeled[], predictors: Record<string, Predictor>): Promise<string[]> {
  const groups = [...new Set(items.map((i) => i.group))];
  const positiveGroups = groups.filter((g) => items.some((i) => i.group === g && i.positive));
  const lines = [
    `| detector | precision | recall | F1 | FPR (all benign) | FPR hard benign | FPR ordinary chat |`,
    `|---|---|---|---|---|---|---|`,
  ];
  const recallLines = [
    `| detector | ${positiveGroups.join(" | ")} |`,
    `|---|${positiveGroups.map(() => "---").join("|")}|`,
  ];
  for (const [name, predict] of Object.entries(predictors)) {
    const predictions: boolean[] = [];
    for (const item of items) predictions.push(await predict(item.text));
    const f = figures(items, predictions);
    lines.push(
      `| ${name} | ${num(f.precision)} | ${num(f.recall)} | ${num(f.f1)} | ${pct(f.fpr)} | ${pct(flaggedShare(items, predictions, "hard_benign"))} | ${pct(flaggedShare(items, predictions, "ordinary"))} |`,
    );
    recallLines.push(
      `| ${name} | ${positiveGroups.map((g) => pct(flaggedShare(items, predictions, g))).join(" | ")} |`,
    );
  }
  return [...lines, "", "Recall per variation:", "", ...recallLines];
}

async function main(): Promise<void> {
  const obscenity = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
  const badWords = new Filter();
  const injectionDetectors: Record<string, Predictor> = {
    "content-shield (local: model)": (t) => scoreInjection(t).detected,
    "content-shield (patterns)": (t) => scoreInjectionPatterns(t).detected,
    ...injectionPeers(),
    "hai-guardrails injection pattern": haiInjectionPattern,
    "hai-guardrails injection + leakage pattern": async (t) =>
      (await haiInjectionPattern(t)) || (await haiLeakagePattern(t)),
    ...(process.argv.includes("--skip-heuristic")
      ? {}
      : { "hai-guardrails injection heuristic": haiHeuristic }),
  };
  const toxicityDetectors: Record<string, Predictor> = {
    "content-shield (local: model)": (t) => scoreToxicity(t).detected,
    "content-shield (patterns)": (t) => scoreToxicityPatterns(t).detected,
    "obscenity (english, recommended transformers)": (t) => obscenity.hasMatch(t),
    "bad-words": (t) => badWords.isProfane(t),
  };
  const sections: Array<[string, Labeled[], Record<string, Predictor>]> = [
    [
      "prompt_injection — development set (+ generated variations)",
      injectionSet(),
      process.argv.includes("--heuristic-on-holdouts-only")
        ? Object.fromEntries(
            Object.entries(injectionDetectors).filter(([name]) => !name.includes("heuristic")),
          )
        : injectionDetectors,
    ],
    [
      "prompt_injection — holdout 1 (looked at while adding paraphrase signals: optimistic)",
      holdoutSet(HOLDOUT_INJECTION_ATTACKS, HOLDOUT_INJECTION_BENIGN),
      injectionDetectors,
    ],
    [
      "prompt_injection — holdout 2 (never used for tuning)",
      holdoutSet(HOLDOUT2_INJECTION_ATTACKS, HOLDOUT2_INJECTION_BENIGN),
      injectionDetectors,
    ],
    [
      "prompt_injection — injections aimed at agents through the data they read (written with the agent signals: optimistic)",
      holdoutSet(AGENT_ATTACKS, AGENT_BENIGN_TWINS),
      injectionDetectors,
    ],
    [
      "prompt_injection — jailbreaks in the style of public templates (written with the template signals: optimistic)",
      holdoutSet(TEMPLATE_JAILBREAKS, TEMPLATE_BENIGN_TWINS),
      injectionDetectors,
    ],
    [
      "prompt_injection — prompt-hacking games (password, access code, 'say PWNED', task switch; written with the signals: optimistic)",
      holdoutSet(GAME_ATTACKS, GAME_BENIGN_TWINS),
      injectionDetectors,
    ],
    ["toxicity — development set (+ generated variations)", toxicitySet(), toxicityDetectors],
    [
      "toxicity — holdout 1 (looked at while extending the patterns: optimistic)",
      holdoutSet(HOLDOUT_TOXIC, HOLDOUT_TOXIC_BENIGN),
      toxicityDetectors,
    ],
    [
      "toxicity — holdout 2 (never used for tuning)",
      holdoutSet(HOLDOUT2_TOXIC, HOLDOUT2_TOXIC_BENIGN),
      toxicityDetectors,
    ],
  ];
  const out: string[] = [];
  for (const [title, items, detectors] of sections) {
    const positives = items.filter((i) => i.positive).length;
    out.push(
      `### ${title}: ${positives} positive, ${items.length - positives} benign`,
      "",
      ...(await run(items, detectors)),
      "",
    );
  }
  process.stdout.write(`${out.join("\n")}\n`);
}

await main();
process.exit(0);
