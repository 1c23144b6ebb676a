/**
 * Base64, base64url and hex decoding without Node's `Buffer`, so the detectors run where only the web
 * platform's globals exist (edge runtimes, browsers). Lenient like `Buffer.from`: characters outside the
 * alphabet are skipped and missing padding is accepted.
 */

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
/** Character code -> 6-bit value (both alphabets: `+/` and `-_`); -1 outside them. */
const VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < BASE64.length; i++) VALUE[BASE64.charCodeAt(i)] = i;
VALUE["-".charCodeAt(0)] = 62;
VALUE["_".charCodeAt(0)] = 63;

/** The bytes a base64 or base64url text encodes (stops at the first `=`, skips other characters). */
export function base64Bytes(text: string): Uint8Array {
  const out = new Uint8Array(Math.floor((text.length * 3) / 4) + 3);
  let length = 0;
  let buffer = 0;
  let bits = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 61) break; // "=": padding ends the data
    const value = code < 128 ? VALUE[code]! : -1;
    if (value < 0) continue;
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[length++] = (buffer >> bits) & 0xff;
    }
  }
  return out.subarray(0, length);
}

/** Each byte as the character of the same code (what `Buffer`'s `latin1` gives). */
export function latin1(bytes: Uint8Array): string {
  let text = "";
  for (let i = 0; i < bytes.length; i += 4096) {
    text += String.fromCharCode(...bytes.subarray(i, i + 4096));
  }
  return text;
}

/** The bytes of an even-length run of hex digits (stops at the first pair that is not hex). */
export function hexBytes(text: string): Uint8Array {
  const out = new Uint8Array(text.length >> 1);
  let length = 0;
  for (let i = 0; i + 1 < text.length; i += 2) {
    const high = nibble(text.charCodeAt(i));
    const low = nibble(text.charCodeAt(i + 1));
    if (high < 0 || low < 0) break;
    out[length++] = (high << 4) | low;
  }
  return out.subarray(0, length);
}

function nibble(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  const lower = code | 32;
  return lower >= 97 && lower <= 102 ? lower - 87 : -1;
}
