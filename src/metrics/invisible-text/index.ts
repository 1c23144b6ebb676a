/**
 * `invisible_text`: characters that render as nothing but change what a model reads — zero-width
 * characters, bidirectional controls (the "Trojan Source" trick), Unicode tag characters (ASCII smuggled
 * in U+E0000..E007F), variation selectors used to smuggle bytes, and other invisible format characters.
 * Each run of consecutive characters of one category is one finding. Joiners inside emoji sequences and
 * between letters of scripts that need them (Arabic, Indic…) are legitimate and not reported.
 */
import type { Detection, Detector, MetricDefinition, MetricOutcome } from "../contract.js";
import { NOTHING_FOUND } from "../contract.js";

export const INVISIBLE_CATEGORIES = [
  "zero_width",
  "bidi_control",
  "tag",
  "variation_selector",
  "other_format",
] as const;
export type InvisibleCategory = (typeof INVISIBLE_CATEGORIES)[number];

/** The category of a code point, or undefined when it is visible (or an ordinary space). */
export function invisibleCategory(cp: number): InvisibleCategory | undefined {
  if (cp < 0xad) return undefined;
  if (cp === 0x200b || cp === 0x200c || cp === 0x200d || cp === 0x2060 || cp === 0xfeff || cp === 0x180e) {
    return "zero_width";
  }
  if (
    (cp >= 0x202a && cp <= 0x202e) ||
    (cp >= 0x2066 && cp <= 0x2069) ||
    cp === 0x200e ||
    cp === 0x200f ||
    cp === 0x61c
  ) {
    return "bidi_control";
  }
  if (cp >= 0xe0000 && cp <= 0xe007f) return "tag";
  if ((cp >= 0xfe00 && cp <= 0xfe0d) || (cp >= 0xe0100 && cp <= 0xe01ef)) return "variation_selector";
  if (
    cp === 0xad ||
    cp === 0x34f ||
    (cp >= 0x2061 && cp <= 0x2064) ||
    (cp >= 0x206a && cp <= 0x206f) ||
    (cp >= 0xfff9 && cp <= 0xfffb) ||
    (cp >= 0x1d173 && cp <= 0x1d17a) ||
    cp === 0x115f ||
    cp === 0x1160 ||
    cp === 0x3164 ||
    cp === 0xffa0 ||
    cp === 0x17b4 ||
    cp === 0x17b5 ||
    cp === 0x1bca0 ||
    cp === 0x1bca1 ||
    cp === 0x1bca2 ||
    cp === 0x1bca3
  ) {
    return "other_format";
  }
  return undefined;
}

const PICTOGRAPHIC = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u{FE0F}|\u{20E3}/u;
const JOINING_LETTER = /[\p{L}\p{M}]/u;
const LATIN = /\p{Script=Latin}/u;

function codePointBefore(text: string, index: number): string | undefined {
  if (index <= 0) return undefined;
  const low = text.charCodeAt(index - 1);
  const start = low >= 0xdc00 && low <= 0xdfff && index >= 2 ? index - 2 : index - 1;
  return String.fromCodePoint(text.codePointAt(start)!);
}

function codePointAfter(text: string, index: number): string | undefined {
  return index < text.length ? String.fromCodePoint(text.codePointAt(index)!) : undefined;
}

/** ZWJ/ZWNJ between emoji, or between letters of a non-Latin script, is part of ordinary writing. */
function isLegitimateJoiner(text: string, index: number, cp: number): boolean {
  if (cp !== 0x200d && cp !== 0x200c) return false;
  const before = codePointBefore(text, index);
  const after = codePointAfter(text, index + 1);
  if (before === undefined || after === undefined) return false;
  if (cp === 0x200d && PICTOGRAPHIC.test(before) && PICTOGRAPHIC.test(after)) return true;
  return (
    JOINING_LETTER.test(before) && JOINING_LETTER.test(after) && !LATIN.test(before) && !LATIN.test(after)
  );
}

/** Finds every invisible run in `text`. */
export function findInvisible(text: string): Detection[] {
  let out: Detection[] | undefined;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0xad) continue;
    const cp = text.codePointAt(i)!;
    const width = cp > 0xffff ? 2 : 1;
    const category = invisibleCategory(cp);
    if (category === undefined || isLegitimateJoiner(text, i, cp)) {
      i += width - 1;
      continue;
    }
    out ??= [];
    const previous = out[out.length - 1];
    if (previous !== undefined && previous.end === i && previous.type === category) previous.end = i + width;
    else out.push({ type: category, start: i, end: i + width, score: 1 });
    i += width - 1;
  }
  return out ?? [];
}

function detect(text: string): MetricOutcome {
  const detections = findInvisible(text);
  if (detections.length === 0) return NOTHING_FOUND;
  const labels = [...new Set(detections.map((d) => d.type))];
  const count = detections.reduce((sum, d) => sum + (d.end - d.start), 0);
  return {
    detected: true,
    score: 1,
    labels,
    detections,
    detail: `${count} invisible code units in ${detections.length} runs`,
  };
}

export const invisibleTextMetric: MetricDefinition = {
  name: "invisible_text",
  description:
    "Finds zero-width characters, bidi controls, tag characters and other invisible format characters.",
  kind: "labels",
  defaultTarget: "both",
  defaultEngine: "local",
  valueRole: "labels",
  labels: INVISIBLE_CATEGORIES,
  engines: { local: (): Detector => (input) => detect(input.text) },
};
