/** Shared plumbing for the dashboard routes: options, the signed-in session, page responses. */
import type { NextFunction, Request, Response } from "express";
import type { SessionInfo, Store } from "../store/types.js";
import type { SafeHtml } from "./html.js";
import { appLayout, authLayout, messageBody } from "./layout.js";
import { type CookieSecurity, formCsrf, parseCookies, SESSION_COOKIE, safeEqual } from "./session.js";

export interface WebContext {
  store: Store;
  security: CookieSecurity;
  /**
   * Attempt limits, counted in the database (shared by every instance, reserved before the password hash
   * runs): sign-ins per (email, address) pair and per address, sign-ups per address.
   */
  limits: {
    signIn: { max: number; windowMs: number };
    signInPerAddress: number;
    signUp: { max: number; windowMs: number };
    keyQuota: number;
  };
  now: () => Date;
  publicUrl: string | undefined;
}

/** Strict headers for every dashboard page: no inline scripts, no framing, no caching of private pages. */
export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy":
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "same-origin",
  "Cache-Control": "no-store",
};

export function sendPage(res: Response, status: number, page: SafeHtml): void {
  res.status(status).set(PAGE_HEADERS).type("html").send(page.toString());
}

/** The mount prefix of the router ("" at the root), used to build links. */
export function baseOf(req: Request): string {
  return req.baseUrl;
}

/** What apps should use as CONTENT_SHIELD_URL: the configured public URL or this request's origin. */
export function serviceUrlOf(req: Request, ctx: WebContext): string {
  if (ctx.publicUrl !== undefined) return ctx.publicUrl.replace(/\/+$/, "");
  return `${req.protocol}://${req.get("host") ?? "localhost"}`;
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const sessions = new WeakMap<Request, SessionInfo>();

/** The session attached by `requireSession` (throws if the route forgot it: a programming error). */
export function sessionOf(req: Request): SessionInfo {
  const session = sessions.get(req);
  if (session === undefined) throw new Error("dashboard route used without requireSession");
  return session;
}

/** Looks up the session cookie; null when absent, unknown or expired. */
export async function lookupSession(req: Request, ctx: WebContext): Promise<SessionInfo | null> {
  const token = parseCookies(req.headers.cookie).get(SESSION_COOKIE);
  if (token === undefined || token === "" || token.length > 200) return null;
  return ctx.store.sessionAccount(token);
}

/** Signed-in pages: GETs without a session go to the sign-in page; other methods get 403. */
export function requireSession(ctx: WebContext) {
  return async function requireSessionMiddleware(
    req: Request,
    res: Response,
    next: NextFunction,
  ): Promise<void> {
    const session = await lookupSession(req, ctx);
    if (session === null) {
      if (req.method === "GET" || req.method === "HEAD") {
        const next = safeNextPath(req.url);
        res.redirect(
          303,
          `${baseOf(req)}/signin${next === undefined || next === "/" ? "" : `?next=${encodeURIComponent(next)}`}`,
        );
        return;
      }
      forbidden(req, res, "Your session has ended. Sign in again and retry.");
      return;
    }
    sessions.set(req, session);
    next();
  };
}

/** Signed-in forms: the `_csrf` field must equal the session's CSRF token (403 otherwise). */
export function requireCsrf(req: Request, res: Response, next: NextFunction): void {
  const session = sessionOf(req);
  if (!safeEqual(formCsrf(req.body), session.csrfToken)) {
    forbidden(
      req,
      res,
      "The form's security token is missing or out of date. Reload the page and try again.",
    );
    return;
  }
  next();
}

export function forbidden(req: Request, res: Response, message: string): void {
  const base = baseOf(req);
  sendPage(
    res,
    403,
    authLayout({
      title: "Forbidden",
      base,
      body: messageBody("Request refused (403)", message, `${base}/`, "Back to the dashboard"),
    }),
  );
}

export function notFound(req: Request, res: Response, what: string): void {
  const base = baseOf(req);
  const session = sessions.get(req);
  const body = messageBody(
    "Not found",
    `${what} does not exist or belongs to another account.`,
    `${base}/`,
    "Back to the overview",
  );
  if (session === undefined) {
    sendPage(res, 404, authLayout({ title: "Not found", base, body }));
    return;
  }
  sendPage(
    res,
    404,
    appLayout({
      title: "Not found",
      active: "overview",
      email: session.account.email,
      csrfToken: session.csrfToken,
      base,
      body,
    }),
  );
}

/**
 * A path to return to after signing in, relative to the dashboard's mount point: it must start with a
 * single "/" (no "//" or "/\\", which browsers treat as another host) and contain no control characters,
 * so the sign-in form cannot be used as an open redirect.
 */
export function safeNextPath(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length === 0 || value.length > 500) return undefined;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return undefined;
  return value;
}

/** Reads a trimmed string field of a urlencoded body ("" when absent or not a string). */
export function formField(body: unknown, name: string): string {
  if (typeof body !== "object" || body === null) return "";
  const value = (body as Record<string, unknown>)[name];
  return typeof value === "string" ? value : "";
}

/** Reads a single-valued query parameter, or undefined when absent, empty, repeated or too long. */
export function queryParam(req: Request, name: string, maxLength = 200): string | undefined {
  const value = req.query[name];
  if (typeof value !== "string" || value === "" || value.length > maxLength) return undefined;
  return value;
}
