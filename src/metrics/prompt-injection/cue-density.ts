/**
 * A fallback for phrasings no explicit signal covers: attacks tend to pack words from several groups
 * (what they target — instructions, rules, guardrails; what they want done — ignore, reveal; secrets; an
 * alternative persona) into a few words. When a 25-word window holds a target word, an action word and
 * one more group, the text gets a medium-weight signal labelled by the action it asks for.
 */
import { negatedAt } from "./negation.js";
import { INJECTION_WORDS } from "./prefilter.js";
import { craftRulesAt, type InjectionLabel } from "./signals.js";

type Group = "target" | "override" | "extract" | "secret" | "persona";

const GROUPS: Record<Group, string> = {
  target:
    "instructions instruction rules guidelines guidance prompt prompts preamble directives policy policies guardrails safeguards filters restrictions programming moderators moderation boundaries constraints setup system",
  override:
    "ignore ignoring disregard forget overlook dismiss supersede supersedes override overrides bypass disable disabled suspend suspended obey forbidden outdated void cancel cancelled never existed",
  extract: "reveal print echo copy spill repeat output dump leak recite disclose paste",
  secret:
    "hidden secret confidential internal preamble password passwords credentials root admin privileges token tokens",
  persona: "persona personas pretend roleplay unrestricted unlimited uncensored unfiltered freely offline",
};

const WORD_GROUP = new Map<string, Group>();
for (const [group, words] of Object.entries(GROUPS) as Array<[Group, string]>) {
  for (const word of words.split(" ")) if (!WORD_GROUP.has(word)) WORD_GROUP.set(word, group);
}

INJECTION_WORDS.register(WORD_GROUP.keys());

const WINDOW = 25;
/** A page or screen named after a secret word ("the admin panel", "root directory"): no secret asked for. */
const A_PAGE_AFTER =
  /^ (?:panel|console|dashboard|page|portal|settings|interface|ui|area|section|menu|directory|folder|user|account)\b/;

export interface CueHit {
  label: InjectionLabel;
  /** Skeleton offsets of the first and last cue word in the window. */
  from: number;
  to: number;
}

/** Finds the first window of the skeleton dense in attack cues, or undefined. */
export function findCueDensity(skeletonText: string): CueHit | undefined {
  const words: Array<{ group: Group; from: number; to: number; index: number }> = [];
  const spotted = INJECTION_WORDS.spot(skeletonText);
  for (let k = 0; k < spotted.words.length; k++) {
    const word = spotted.words[k]!;
    const group = WORD_GROUP.get(word);
    if (group === undefined) continue;
    // "disable the formatting rules": a craft's rules, not the model's; "the admin panel": a page, no secret.
    if (group === "target" && craftRulesAt(skeletonText, spotted.from[k]!, spotted.to[k]!)) continue;
    if (group === "secret" && A_PAGE_AFTER.test(skeletonText.slice(spotted.to[k]!, spotted.to[k]! + 12)))
      continue;
    // "never" is an override cue only in "never existed" ("never reveal internal policies" is a prohibition).
    if (word === "never" && !skeletonText.startsWith(" existed", spotted.to[k]!)) continue;
    // "never forget your instructions", "do not reveal the prompt": a prohibition, not an action asked for
    // (but "as if the setup message never existed" is an override).
    if (
      (group === "override" || group === "extract") &&
      word !== "existed" &&
      negatedAt(skeletonText, spotted.from[k]!)
    )
      continue;
    words.push({ group, from: spotted.from[k]!, to: spotted.to[k]!, index: spotted.index[k]! });
  }
  for (let first = 0; first < words.length; first++) {
    const seen = new Map<Group, number>();
    let last = first;
    for (let k = first; k < words.length && words[k]!.index - words[first]!.index < WINDOW; k++) {
      const group = words[k]!.group;
      seen.set(group, (seen.get(group) ?? 0) + 1);
      last = k;
    }
    const actions = (seen.get("override") ?? 0) + (seen.get("extract") ?? 0);
    const extra = (seen.has("secret") ? 1 : 0) + (seen.has("persona") ? 1 : 0) + Math.max(0, actions - 1);
    if (seen.has("target") && actions > 0 && extra > 0) {
      const label: InjectionLabel = seen.has("persona")
        ? "jailbreak"
        : (seen.get("extract") ?? 0) > (seen.get("override") ?? 0)
          ? "prompt_extraction"
          : "instruction_override";
      return { label, from: words[first]!.from, to: words[last]!.to };
    }
  }
  return undefined;
}
