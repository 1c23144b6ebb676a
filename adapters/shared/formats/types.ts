/**
 * The shared vocabulary of the wire-format layer: which format a body speaks, who wrote each text in it
 * (its role), where the text sits (its path) and what the shield does with it (its slot).
 */

/** The wire formats recognised. `shield-json` is `{input}` / `{output}` JSON; `text` is a plain-text body. */
export type FormatId =
  | "openai-chat"
  | "openai-responses"
  | "openai-completions"
  | "anthropic-messages"
  | "ollama-chat"
  | "ollama-generate"
  | "shield-json"
  | "text";

export const FORMAT_IDS: readonly FormatId[] = [
  "openai-chat",
  "openai-responses",
  "openai-completions",
  "anthropic-messages",
  "ollama-chat",
  "ollama-generate",
  "shield-json",
  "text",
];

/**
 * Who wrote a text. OpenAI's `function` role and Anthropic's `tool_result` blocks are `tool`; a top-level
 * `system`/`instructions` field is `system`.
 */
export type Role = "system" | "developer" | "user" | "assistant" | "tool";

export const ROLES: readonly Role[] = ["system", "developer", "user", "assistant", "tool"];

/**
 * What the shield does with a text: `input` (the latest user text), `context` (every other checked text of
 * a request) or `output` (generated text: a response's, or an assistant message echoed back when asked).
 */
export type Slot = "input" | "context" | "output";

/** One step of a path into a JSON body: an object key or an array index. */
export type PathSegment = string | number;

/** A text found in a body. */
export interface LocatedText {
  /** Where it sits, as people write it: `messages[3].content`, `input[2].content[0].text`, `system`; `""` for a plain-text body. */
  path: string;
  /** The same place as segments, for writing back. */
  at: readonly PathSegment[];
  role: Role;
  text: string;
  slot: Slot;
  /**
   * For responses: the choice (`n > 1`), output item or content block the text belongs to; texts with the
   * same `group` are one generated answer. 0 for requests.
   */
  group: number;
}

/** A part of a body that holds no text the shield can read (an image, audio, a file, token ids). */
export interface SkippedPart {
  path: string;
  /** What it is, e.g. `image_url part`, `token ids`. */
  kind: string;
}

/** What an extractor found in one body. */
export interface Extraction {
  format: FormatId;
  /** Every text to check, in the order they appear in the body. */
  texts: LocatedText[];
  /** Readable texts left out by the roles option (e.g. assistant messages), for reporting. */
  ignored: LocatedText[];
  /** Parts that were skipped because they are not text. */
  skipped: SkippedPart[];
  /**
   * Set when nothing could be checked: the reason, e.g. `not evaluated: no text found in an
   * unrecognised body`. A body with some readable text is checked on what was read, and this stays unset.
   */
  notEvaluated?: string;
}
