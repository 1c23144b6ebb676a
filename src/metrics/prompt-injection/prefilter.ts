/** The words the injection detector's passes look up (gates, cue words, shape words): one pass finds them. */
import { WordSpotter } from "../text/word-spotter.js";

export const INJECTION_WORDS = new WordSpotter();
