/**
 * Session cookie and CSRF handling for the dashboard.
 * - `cs_session`: the session token (the store keeps only its hash), HttpOnly, SameSite=Lax, Path=<mount>,
 *   Secure when the request came over https (directly, via Express's `trust proxy`, or via
 *   `X-Forwarded-Proto: https` when the router's `trustProxy` option is on) or when `secureCookies` is true.
 * - Signed-in forms carry the session's CSRF token (synchronizer token from the store) in `_csrf`.
 * - Sign-in and sign-up forms, before a session exists, use a double-submit token: a random `cs_preauth`
 *   cookie whose value must come back in `_csrf` (this stops login CSRF).
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { Request, Response } from "express";

export const SESSION_COOKIE = "cs_session";
export const PREAUTH_COOKIE = "cs_preauth";
export const SESSION_MAX_AGE_MS = 7 * 24 * 3_600_000;

export interface CookieSecurity {
  /** Honour `X-Forwarded-Proto` from a TLS-terminating proxy. */
  trustProxy: boolean;
  /** `true`: always Secure; `false`: never; `"auto"`: Secure when the request is https. */
  secureCookies: boolean | "auto";
}

/** Parses a Cookie header; malformed pairs are skipped, the first occurrence of a name wins. */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (header === undefined || header === "") return cookies;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    if (cookies.has(name)) continue;
    try {
      cookies.set(name, decodeURIComponent(value));
    } catch {
      // not percent-encoded correctly: ignore this cookie
    }
  }
  return cookies;
}

/** True when the request reached us (or the trusted proxy) over https. */
export function isSecureRequest(req: Request, trustProxy: boolean): boolean {
  if (req.secure) return true;
  if (!trustProxy) return false;
  const forwarded = req.get("x-forwarded-proto");
  return forwarded !== undefined && forwarded.split(",")[0]?.trim().toLowerCase() === "https";
}

function secureFlag(req: Request, security: CookieSecurity): boolean {
  return security.secureCookies === "auto"
    ? isSecureRequest(req, security.trustProxy)
    : security.secureCookies;
}

function cookiePath(req: Request): string {
  return req.baseUrl === "" ? "/" : req.baseUrl;
}

export function setSessionCookie(req: Request, res: Response, token: string, security: CookieSecurity): void {
  res.cookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: secureFlag(req, security),
    path: cookiePath(req),
    maxAge: SESSION_MAX_AGE_MS,
  });
}

export function clearSessionCookie(req: Request, res: Response, security: CookieSecurity): void {
  res.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    secure: secureFlag(req, security),
    path: cookiePath(req),
  });
}

/** The pre-session CSRF token: the existing `cs_preauth` cookie, or a new one set on this response. */
export function preauthToken(req: Request, res: Response, security: CookieSecurity): string {
  const existing = parseCookies(req.headers.cookie).get(PREAUTH_COOKIE);
  if (existing !== undefined && /^[A-Za-z0-9_-]{32,64}$/.test(existing)) return existing;
  const token = randomBytes(24).toString("base64url");
  res.cookie(PREAUTH_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: secureFlag(req, security),
    path: cookiePath(req),
    maxAge: 2 * 3_600_000,
  });
  return token;
}

/** Constant-time string comparison (false on different lengths without comparing contents). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, "utf8");
  const right = Buffer.from(b, "utf8");
  if (left.length !== right.length || left.length === 0) return false;
  return timingSafeEqual(left, right);
}

/** The `_csrf` field of a parsed urlencoded body, or "" when absent. */
export function formCsrf(body: unknown): string {
  if (typeof body !== "object" || body === null) return "";
  const value = (body as Record<string, unknown>)._csrf;
  return typeof value === "string" ? value : "";
}

/** True when the form's `_csrf` matches the `cs_preauth` cookie. */
export function preauthCsrfValid(req: Request): boolean {
  const cookie = parseCookies(req.headers.cookie).get(PREAUTH_COOKIE);
  return cookie !== undefined && safeEqual(cookie, formCsrf(req.body));
}
