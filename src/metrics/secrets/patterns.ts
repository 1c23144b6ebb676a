/**
 * The typed secret formats. Each pattern is anchored on a literal prefix or a distinctive shape, so it
 * runs in linear time; `group` names the capture whose span is the finding (default: the whole match).
 * Sources: the providers' published token formats (the same ones gitleaks and GitHub secret scanning use).
 */
import { isWellFormedServiceKey } from "../../keys.js";
import { base64Bytes } from "../../util/base64.js";

export interface SecretPattern {
  type: string;
  regex: RegExp;
  /** Index of the capture group that holds the secret; 0 = the whole match. */
  group: number;
  score: number;
  /** Optional extra check of the captured text (e.g. a JWT header that decodes to JSON). */
  verify?: (secret: string) => boolean;
  /**
   * A literal every match contains: a text without it is not scanned with `regex` (a cheap pre-filter, set
   * where the regex alone costs more than the `includes`: its leading literal is not distinctive).
   */
  gate?: string;
  /**
   * For a pattern whose matches hold `literal` with their start close before it (a scheme before `://`):
   * the regex is tried, sticky, only at the starts from `reach(text, at)` up to each occurrence `at` of the
   * literal, which finds exactly what the global regex finds when every match's first occurrence of the
   * literal is at or after its start and `reach` is at most that start (see `anchoredMatches`). The regex
   * must start with `\\b` and a word character.
   */
  anchor?: { literal: string; reach: (text: string, at: number) => number };
  /**
   * Every match holds a run of at least this many `[A-Za-z0-9_-]` characters (the token of a key format): a
   * text whose longest such run is shorter is not scanned with `regex` (see `longestWordRun`).
   */
  minRun?: number;
  /** Every match holds a `:` or a `=` (a key: value or key = value): a text without either is not scanned. */
  assigns?: true;
}

/** 1 for `[A-Za-z0-9_-]` among the ASCII code units. */
const RUN_CHAR = new Uint8Array(128);
for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")
  RUN_CHAR[c.charCodeAt(0)] = 1;

function isRunChar(c: number): boolean {
  return c < 128 && RUN_CHAR[c] === 1;
}

/**
 * The shortest `minRun` of the patterns: runs shorter than this are not measured. (Formats with shorter
 * tokens — JWTs, Slack and Stripe keys — are not gated by their run: a lower threshold made the measuring
 * pass cost what it saved.)
 */
export const SHORTEST_RUN = 20;

/**
 * The length of the longest run of `[A-Za-z0-9_-]` in `text` when it is at least `SHORTEST_RUN`, else a
 * number below it. Only every `SHORTEST_RUN`th character is looked at first (a run that long holds one of
 * them) and the run around it is measured only when it is a run character, as in `tokenCandidates`.
 */
export function longestWordRun(text: string): number {
  const n = text.length;
  let longest = 0;
  let p = SHORTEST_RUN - 1;
  while (p < n) {
    if (!isRunChar(text.charCodeAt(p))) {
      p += SHORTEST_RUN;
      continue;
    }
    let start = p;
    while (start > 0 && isRunChar(text.charCodeAt(start - 1))) start--;
    let end = p + 1;
    while (end < n && isRunChar(text.charCodeAt(end))) end++;
    if (end - start > longest) longest = end - start;
    p = end + SHORTEST_RUN;
  }
  return longest;
}

/** Whether the code unit is a regex word character (`\w`: ASCII letters, digits, `_`). */
function isWordChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}

/** The start of the run of letters (either case) that ends at `end`. */
function letterRunStart(text: string, end: number): number {
  let i = end;
  while (i > 0) {
    const c = text.charCodeAt(i - 1) | 0x20;
    if (c < 97 || c > 122) break;
    i--;
  }
  return i;
}

/** The longest scheme of `DB_SCHEMES` other than `jdbc:…` ("cockroachdb"). */
const LONGEST_DB_SCHEME = 11;

/** The lowest start of a `DB_SCHEMES` scheme ending at `at`: `jdbc:<letters>` reaches further back. */
function dbSchemeReach(text: string, at: number): number {
  const run = letterRunStart(text, at);
  const jdbc = run - 5;
  if (jdbc >= 0 && text.slice(jdbc, run).toLowerCase() === "jdbc:")
    return Math.min(jdbc, at - LONGEST_DB_SCHEME);
  return at - LONGEST_DB_SCHEME;
}

/**
 * Every match of `sticky` (a pattern's regex with flag `y` for `g`) in `text`, in order, as the global regex
 * finds them, for a pattern with an `anchor`: each occurrence of the literal is a candidate, the starts
 * before it (from `reach`, never inside the previous match, only where `\b` can hold) are tried in order,
 * and the first that matches is the match. Starts map in order to the first occurrence of the literal after
 * them, so no start the global scan would take is skipped.
 */
export function anchoredMatches(
  text: string,
  sticky: RegExp,
  anchor: NonNullable<SecretPattern["anchor"]>,
  each: (match: RegExpExecArray) => void,
): void {
  let after = 0;
  for (let at = text.indexOf(anchor.literal); at !== -1; at = text.indexOf(anchor.literal, at + 1)) {
    if (at < after) continue;
    for (let start = Math.max(after, anchor.reach(text, at), 0); start < at; start++) {
      if (start > 0 && isWordChar(text.charCodeAt(start - 1))) continue;
      sticky.lastIndex = start;
      const match = sticky.exec(text);
      if (match === null) continue;
      each(match);
      after = start + match[0].length;
      break;
    }
  }
}

function jwtHeaderIsJson(token: string): boolean {
  const header = token.slice(0, token.indexOf("."));
  try {
    const decoded = JSON.parse(new TextDecoder().decode(base64Bytes(header))) as unknown;
    return decoded !== null && typeof decoded === "object" && ("alg" in decoded || "typ" in decoded);
  } catch {
    return false;
  }
}

const DB_SCHEMES =
  "postgres(?:ql)?|mysql|mariadb|mongodb(?:\\+srv)?|redis(?:s)?|rediss|amqps?|mssql|sqlserver|oracle|cockroachdb|clickhouse|couchdb|neo4j(?:\\+s)?|jdbc:[a-z]+";

export const SECRET_PATTERNS: readonly SecretPattern[] = [
  {
    type: "aws_access_key",
    regex: /\b(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z2-7]{16}\b/g,
    group: 0,
    score: 0.95,
    minRun: 20,
  },
  {
    type: "aws_secret_key",
    regex:
      /aws.{0,20}?(?:secret|private).{0,20}?["'`]?\s*[:=]\s*["'`]?([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+])/dgi,
    group: 1,
    score: 0.95,
    assigns: true,
  },
  {
    type: "github_token",
    regex: /\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36}\b|\bgithub_pat_[A-Za-z0-9_]{82}\b/g,
    group: 0,
    score: 0.99,
    minRun: 40,
    gate: "_",
  },
  {
    type: "gitlab_token",
    regex: /\bglpat-[A-Za-z0-9_-]{20}(?![A-Za-z0-9_-])/g,
    group: 0,
    score: 0.99,
    minRun: 26,
    gate: "glpat-",
  },
  {
    type: "anthropic_api_key",
    regex: /\bsk-ant-(?:api|admin)\d\d-[A-Za-z0-9_-]{80,}/g,
    group: 0,
    score: 0.99,
    minRun: 93,
  },
  {
    type: "openai_api_key",
    regex:
      /\bsk-(?:proj-|svcacct-|admin-)[A-Za-z0-9_-]{40,}|\bsk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}\b|\bsk-[A-Za-z0-9]{48}\b/g,
    group: 0,
    score: 0.97,
    minRun: 48,
  },
  {
    type: "slack_token",
    regex: /\bxox[abposr]-(?:\d+-)?[A-Za-z0-9-]{10,}/g,
    group: 0,
    score: 0.97,
    gate: "xox",
  },
  {
    type: "slack_webhook",
    regex: /https:\/\/hooks\.slack\.com\/(?:services|workflows)\/[A-Za-z0-9+/]{20,}/g,
    group: 0,
    score: 0.97,
  },
  {
    type: "stripe_key",
    regex: /\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{10,99}\b/g,
    group: 0,
    score: 0.97,
    gate: "k_",
  },
  {
    type: "google_api_key",
    regex: /\bAIza[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-])/g,
    group: 0,
    score: 0.95,
    minRun: 39,
    gate: "AIza",
  },
  {
    type: "sendgrid_api_key",
    regex: /\bSG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g,
    group: 0,
    score: 0.99,
    minRun: 43,
    gate: "SG.",
  },
  { type: "npm_token", regex: /\bnpm_[A-Za-z0-9]{36}\b/g, group: 0, score: 0.97, minRun: 40 },
  { type: "huggingface_token", regex: /\bhf_[A-Za-z0-9]{34,40}\b/g, group: 0, score: 0.95, minRun: 37 },
  {
    type: "content_shield_key",
    regex: /\bcs_[A-Za-z0-9]{38}\b/g,
    group: 0,
    score: 0.99,
    gate: "cs_",
    minRun: 41,
    // The key's own checksum: a random `cs_…` string of the right length is not reported as a key.
    verify: isWellFormedServiceKey,
  },
  {
    type: "private_key",
    regex:
      /-----BEGIN (?:[A-Z0-9]+ ){0,3}PRIVATE KEY(?: BLOCK)?-----(?:[A-Za-z0-9+/=\s:,-]{0,8192}?-----END (?:[A-Z0-9]+ ){0,3}PRIVATE KEY(?: BLOCK)?-----|[A-Za-z0-9+/=\r\n]{0,8192})/g,
    group: 0,
    score: 0.99,
    gate: "-----BEGIN ",
  },
  {
    type: "jwt",
    regex: /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*/g,
    group: 0,
    score: 0.9,
    verify: jwtHeaderIsJson,
  },
  {
    type: "connection_string",
    regex: new RegExp(
      `\\b(?:${DB_SCHEMES})://[^\\s:/@"'<>]{1,256}:[^\\s/@"'<>]{1,256}@[^\\s"'<>]{1,512}`,
      "gi",
    ),
    group: 0,
    score: 0.95,
    gate: "://",
    anchor: { literal: "://", reach: dbSchemeReach },
  },
  {
    type: "connection_string",
    regex:
      /\b(?:Server|Data Source|Host|AccountName)=[^;\n]{1,256};(?:[^;\n]{0,256};){0,8}?\s*(?:Password|Pwd|AccountKey|SharedAccessKey)=[^;\n]{1,256};?/gi,
    group: 0,
    score: 0.95,
    gate: "=",
  },
  {
    type: "password_in_url",
    regex: /\b[a-z][a-z0-9+.-]{1,20}:\/\/[^\s:/@"'<>]{1,256}:([^\s/@"'<>]{1,256})@[^\s/"'<>]{1,256}/dgi,
    group: 1,
    score: 0.9,
    gate: "://",
    // The scheme, `[a-z][a-z0-9+.-]{1,20}`, ends right before `://`.
    anchor: { literal: "://", reach: (_text, at) => at - 21 },
  },
];

/** An assignment such as `api_key = "…"` or `"password": "…"`; capture 1 is the value. */
export const SECRET_ASSIGNMENT =
  /\b(?:[A-Za-z0-9]{1,20}[_-])?(?:secret|token|api[_-]?key|apikey|password|passwd|pwd|auth[_-]?key|access[_-]?key|client[_-]?secret|private[_-]?key)["'`]?\s{0,3}[:=]\s{0,3}["'`]?([^\s"'`,;]{8,200})/dgi;

/**
 * A necessary condition of `SECRET_ASSIGNMENT` (one of its key words, any case): its cheap pre-filter,
 * tried only on texts holding a `:` or a `=` (which every assignment does).
 */
export const ASSIGNMENT_GATE = /secret|token|key|passw|pwd/i;

/** A candidate for the entropy check: a long run of base64/base62-like characters. */
export const TOKEN_CANDIDATE = /[A-Za-z0-9+/_=-]{24,512}/g;
