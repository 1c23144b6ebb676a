/**
 * The npm packages a user would pick instead of content-shield's detectors, each as a text -> flagged
 * predicate with its documented default decision.
 */
import vard from "@andersmyrmel/vard";
import { Filter } from "bad-words";
import { checkInjection, checkJailbreak, checkMalicious } from "llm_guardrail";
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from "obscenity";
import Sentiment from "sentiment";

export type Predictor = (text: string) => boolean | Promise<boolean>;

/** vard throws on a detected injection (default configuration). */
function vardFlags(text: string): boolean {
  try {
    vard(text);
    return false;
  } catch {
    return true;
  }
}

export function injectionPeers(): Record<string, Predictor> {
  return {
    "@andersmyrmel/vard": vardFlags,
    "llm_guardrail (injection or jailbreak)": async (text) =>
      (await checkInjection(text)).detected || (await checkJailbreak(text)).detected,
  };
}

export function toxicityPeers(): Record<string, Predictor> {
  const obscenity = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
  const badWords = new Filter();
  const sentiment = new Sentiment();
  return {
    "obscenity (hasMatch)": (text) => obscenity.hasMatch(text),
    "bad-words (isProfane)": (text) => badWords.isProfane(text),
    "sentiment (AFINN score <= -3)": (text) => sentiment.analyze(text).score <= -3,
    "llm_guardrail (malicious)": async (text) => (await checkMalicious(text)).detected,
  };
}
