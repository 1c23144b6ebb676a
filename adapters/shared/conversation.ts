/**
 * A conversation as the core sees it, and back: the texts the wire-format layer read from a request become
 * one payload (`input`: every text part of the latest user message, joined; `contexts`: every other
 * checked text; `output`: an echoed assistant message when the roles option asks for it), the decision's
 * per-text results become the final text at each path, and each finding gets the path and role it was
 * found at.
 */
import { applyReplacements, clipReplacements } from "../../src/engine/mask.js";
import type { Finding, ReplacedSpan, TextResults } from "../../src/types.js";
import type { Extraction, LocatedText, Role } from "./formats/types.js";
import type { ShieldPhase } from "./options.js";

/** Texts checked as one (the parts of one message, a response's answers) are joined with this separator. */
export const SEGMENT_SEPARATOR = "\n\n";

/** A finding with the place it was found: its path in the body and the role of the message there. */
export interface LocatedFinding extends Finding {
  /** `input` for the request, `output` for the response. */
  phase: ShieldPhase;
  /** Where the text was, e.g. `messages[3].content`, `choices[1].message.content`; `""` for a plain-text body. */
  location: string;
  /** Who wrote the text (`tool` for tool results); null when a custom extractor read it. */
  role: Role | null;
}

/** Which extracted text is which part of the payload. */
export interface RequestPlan {
  extraction: Extraction;
  payload: { input?: string; output?: string; contexts?: string[] };
  /** The texts joined into `payload.input`, in order: the latest user message's text parts. */
  input: LocatedText[];
  /** `payload.contexts[i]` is `contexts[i]`. */
  contexts: LocatedText[];
  output: LocatedText | undefined;
}

/** Applies replacements of a text checked as `segments.join(SEGMENT_SEPARATOR)` to each segment. */
export function replaceSegments(segments: readonly string[], replaced: readonly ReplacedSpan[]): string[] {
  let offset = 0;
  return segments.map((segment) => {
    const end = offset + segment.length;
    const next = applyReplacements(segment, clipReplacements(replaced, offset, end));
    offset = end + SEGMENT_SEPARATOR.length;
    return next;
  });
}

/**
 * The path of the message a text belongs to: its segments up to the first array index
 * (`messages[3].content[1].text` → `messages[3]`; `input[2].content[0].text` → `input[2]`). Undefined for
 * texts outside a list (`prompt`, `system`, a plain-text body).
 */
function messageOf(located: LocatedText): string | undefined {
  const index = located.at.findIndex((segment) => typeof segment === "number");
  return index < 0 ? undefined : JSON.stringify(located.at.slice(0, index + 1));
}

/** Splits an extraction into the payload: the latest user message is the input, all its text parts together. */
export function planRequest(extraction: Extraction): RequestPlan {
  const latest = extraction.texts.find((located) => located.slot === "input");
  const message = latest === undefined ? undefined : messageOf(latest);
  const input: LocatedText[] = [];
  const contexts: LocatedText[] = [];
  let output: LocatedText | undefined;
  for (const located of extraction.texts) {
    if (located.slot === "output") output = located;
    else if (
      located === latest ||
      (message !== undefined && located.role === "user" && messageOf(located) === message)
    )
      input.push(located);
    else contexts.push(located);
  }
  const payload: RequestPlan["payload"] = {};
  if (input.length > 0)
    payload.input = input.length === 1 ? input[0]!.text : input.map((t) => t.text).join(SEGMENT_SEPARATOR);
  if (output !== undefined) payload.output = output.text;
  if (contexts.length > 0) payload.contexts = contexts.map((t) => t.text);
  return { extraction, payload, input, contexts, output };
}

/** The final text of each extracted text (aligned with `extraction.texts`; undefined keeps a text). */
export function requestFinals(plan: RequestPlan, texts: TextResults): Array<string | undefined> {
  const finals = new Map<LocatedText, string>();
  if (texts.input?.changed) {
    const parts = replaceSegments(
      plan.input.map((t) => t.text),
      texts.input.replaced,
    );
    plan.input.forEach((located, index) => {
      finals.set(located, parts[index] ?? located.text);
    });
  }
  plan.contexts.forEach((located, index) => {
    const result = texts.contexts?.[index];
    if (result?.changed) finals.set(located, result.text);
  });
  if (plan.output !== undefined && texts.output?.changed) finals.set(plan.output, texts.output.text);
  return plan.extraction.texts.map((located) => finals.get(located));
}

/** The text among `joined` (checked as one, with SEGMENT_SEPARATOR) that offset `start` falls in. */
function partAt(joined: readonly LocatedText[], start: number): LocatedText | undefined {
  let offset = 0;
  let place = joined[0];
  for (const located of joined) {
    place = located;
    offset += located.text.length + SEGMENT_SEPARATOR.length;
    if (start < offset) break;
  }
  return place;
}

/**
 * A finding with its place: the finding's fields (as the engine makes them, in its order) and the place's,
 * written out rather than spread (a spread of findings of several shapes showed in profiles).
 */
function withPlace(finding: Finding, phase: ShieldPhase, place: LocatedText | undefined): LocatedFinding {
  const location = place?.path ?? "";
  const role = place?.role ?? null;
  const { type, target, start, end, text, score } = finding;
  if (finding.context_index === undefined)
    return { type, target, start, end, text, score, phase, location, role };
  const { context_index } = finding;
  return { type, target, start, end, text, score, context_index, phase, location, role };
}

/** Where a finding was, as capture records it (`CheckOptions.locate`). */
export interface Place {
  location: string;
  role: Role | null;
}

function placeOf(place: LocatedText | undefined): Place {
  return { location: place?.path ?? "", role: place?.role ?? null };
}

/** Where one request-side finding was (what `locateRequestFindings` says, without copying the finding). */
export function requestPlace(plan: RequestPlan, finding: Finding): Place {
  if (finding.target === "contexts") return placeOf(plan.contexts[finding.context_index ?? -1]);
  if (finding.target === "output") return placeOf(plan.output);
  return placeOf(partAt(plan.input, finding.start));
}

/** Where one response-side finding was (what `locateResponseFindings` says, without copying the finding). */
export function responsePlace(texts: readonly LocatedText[], finding: Finding): Place {
  return placeOf(partAt(texts, finding.start));
}

/** The request-side findings, each with where it was. */
export function locateRequestFindings(plan: RequestPlan, findings: readonly Finding[]): LocatedFinding[] {
  return findings.map((finding) => {
    if (finding.target === "contexts")
      return withPlace(finding, "input", plan.contexts[finding.context_index ?? -1]);
    if (finding.target === "output") return withPlace(finding, "input", plan.output);
    return withPlace(finding, "input", partAt(plan.input, finding.start));
  });
}

/** The response-side findings of a check over `texts` joined with SEGMENT_SEPARATOR, each with where it was. */
export function locateResponseFindings(
  texts: readonly LocatedText[],
  findings: readonly Finding[],
): LocatedFinding[] {
  return findings.map((finding) => withPlace(finding, "output", partAt(texts, finding.start)));
}
