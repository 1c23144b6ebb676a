/** Shannon entropy of a token, the usual signal for "random-looking, so maybe a key". */

/** Bits per character of `text` (0 for an empty string). */
export function shannonEntropy(text: string): number {
  if (text.length === 0) return 0;
  const counts = new Map<number, number>();
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / text.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

const HEX = /^[0-9a-fA-F-]+$/;

/**
 * Whether a token looks like a random secret: long enough, mixed upper case, lower case and digits, not a
 * plain hex digest or UUID, and with high per-character entropy.
 */
export function looksRandom(token: string, minEntropy = 4.2): boolean {
  if (token.length < 20 || HEX.test(token)) return false;
  let upper = false;
  let lower = false;
  let digit = false;
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i);
    if (c >= 65 && c <= 90) upper = true;
    else if (c >= 97 && c <= 122) lower = true;
    else if (c >= 48 && c <= 57) digit = true;
  }
  if (!(upper && lower && digit)) return false;
  return shannonEntropy(token) >= minEntropy;
}
