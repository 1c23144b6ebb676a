/**
 * Emotion words and sarcasm cues for the `tone` metric. Valence (positive/negative) comes from the AFINN
 * lexicon shipped by the `sentiment` package; these small lists add the emotion labels AFINN lacks.
 * Words are in skeleton form (lower-case letters).
 */

export const EMOTIONS = ["angry", "sad", "fearful", "joyful"] as const;
export type Emotion = (typeof EMOTIONS)[number];

const WORDS: Record<Emotion, string> = {
  angry:
    "angry angrier anger furious fury rage raging enraged mad livid outraged outrageous hate hated hates hating pissed annoyed annoying irritated irritating infuriating infuriated fuming ridiculous unacceptable disgusted disgusting disgraceful appalling appalled sick hostile resent resentful bitter frustrated frustrating frustration",
  sad: "sad sadly sadness unhappy depressed depressing depression miserable heartbroken heartbreaking lonely loneliness grief grieving cry crying cried tears sorrow sorrowful hopeless devastated disappointed disappointing disappointment upset gloomy regret mourning lost hurt",
  fearful:
    "afraid scared fear fearful terrified terrifying frightened frightening anxious anxiety worried worrying worry nervous panic panicking panicked dread dreading alarmed uneasy horrified petrified threatened",
  joyful:
    "happy happier happiest happiness glad joy joyful delighted delightful thrilled excited exciting love loved loving lovely wonderful awesome fantastic amazing yay cheerful grateful thankful pleased ecstatic overjoyed elated great excellent brilliant",
};

/** Skeleton word -> emotion. */
export const EMOTION_WORDS: ReadonlyMap<string, Emotion> = (() => {
  const map = new Map<string, Emotion>();
  for (const emotion of EMOTIONS) for (const word of WORDS[emotion].split(" ")) map.set(word, emotion);
  return map;
})();

/** Multi-word emotion phrases and sarcasm cues on the skeleton. */
export const TONE_PHRASES: ReadonlyArray<{ label: Emotion | "sarcastic"; regex: RegExp }> = [
  {
    label: "angry",
    regex:
      /\b(?:fed up|sick of|sick and tired|had enough|what the hell|are you kidding me|this is a joke|pissed off|ticked off|lost my patience)\b/g,
  },
  {
    label: "sad",
    regex:
      /\b(?:feel(?:ing)? down|broke my heart|miss (?:him|her|them|you)|want to cry|so alone|let down)\b/g,
  },
  {
    label: "fearful",
    regex: /\b(?:scared to death|freaking out|worried sick|what if something|afraid that|terrified of)\b/g,
  },
  {
    label: "sarcastic",
    regex:
      /\b(?:oh (?:great|wonderful|perfect|fantastic|brilliant|joy|sure)|yeah right|as if|thanks for nothing|thanks a lot for nothing|just what i needed|what a surprise|how convenient|big surprise|wow thanks a lot|sure because|clap clap|slow clap|love it when|great job breaking|nice going|well done genius|way to go genius|real smooth)\b/g,
  },
];

/** Raw-text sarcasm markers: `/s`, eye-roll emoji. */
export const RAW_SARCASM = /(?:^|\s)\/s\b|🙄|😒/gu;
