/**
 * The web dashboard: server-rendered pages for sign-up/sign-in, the overview, interceptions and API keys.
 *
 * @example
 * ```ts
 * const app = express();
 * app.use(createWebRouter({ store }));          // or app.use("/dashboard", createWebRouter({ store }))
 * ```
 * Security: `cs_session` cookie (HttpOnly, SameSite=Lax, Secure on https), CSRF tokens on every form,
 * strict escaping of every user-controlled string, a CSP without inline scripts, per-account scoping of
 * every query. See docs/dashboard.md.
 */
import express, { type NextFunction, type Request, type Response, type Router } from "express";
import { DEFAULT_KEY_QUOTA, type Store } from "../store/types.js";
import { DASHBOARD_JS } from "./client-script.js";
import { baseOf, sendPage, type WebContext } from "./context.js";
import { authLayout, messageBody } from "./layout.js";
import { registerAuthRoutes } from "./routes/auth.js";
import { registerDashboardRoutes } from "./routes/dashboard.js";
import { registerFeedbackRoutes } from "./routes/feedback.js";
import { registerKeyRoutes } from "./routes/keys.js";
import { registerReplayRoutes } from "./routes/replays.js";
import { DASHBOARD_CSS } from "./styles.js";

export interface WebRouterOptions {
  store: Store;
  /**
   * Trust `X-Forwarded-Proto` when deciding whether the request was https (set it when a TLS-terminating
   * proxy sits in front). Express's own `trust proxy` setting is honoured as well. Default false.
   */
  trustProxy?: boolean;
  /** Secure flag on cookies: `"auto"` (default) when the request is https, or always/never. */
  secureCookies?: boolean | "auto";
  /** The public URL shown in code snippets as CONTENT_SHIELD_URL; default: the request's origin. */
  publicUrl?: string;
  /**
   * Sign-in attempts allowed per (email, client address) pair in `windowMs` (default 10 per 15 minutes); a
   * client address may make five times as many over all emails. A successful sign-in clears its pair. The
   * counts live in the database, so they hold across instances, and an attempt is counted before the
   * password is checked.
   */
  signInLimit?: { max: number; windowMs: number };
  /** Unrevoked API keys one account may hold (default 20). */
  keyQuota?: number;
  /** Sign-up attempts allowed per client address in `windowMs`. Default 20 per hour. */
  signUpLimit?: { max: number; windowMs: number };
  /** Called with every unexpected error (status 500) before the error page is sent, e.g. to log it. */
  onError?: (error: unknown, req: Request) => void;
  /** Clock, for tests. */
  now?: () => Date;
}

export { escapeHtml, html, SafeHtml } from "./html.js";

export function createWebRouter(options: WebRouterOptions): Router {
  const signIn = options.signInLimit ?? { max: 10, windowMs: 15 * 60_000 };
  const signUp = options.signUpLimit ?? { max: 20, windowMs: 3_600_000 };
  const ctx: WebContext = {
    store: options.store,
    security: { trustProxy: options.trustProxy ?? false, secureCookies: options.secureCookies ?? "auto" },
    limits: {
      signIn,
      signInPerAddress: signIn.max * 5,
      signUp,
      keyQuota: options.keyQuota ?? DEFAULT_KEY_QUOTA,
    },
    now: options.now ?? (() => new Date()),
    publicUrl: options.publicUrl,
  };
  const router = express.Router();
  const parseForm = express.urlencoded({ extended: false, limit: "32kb", parameterLimit: 20 });

  router.get("/static/app.css", (_req, res) => {
    res.set({ "Cache-Control": "public, max-age=31536000, immutable", "X-Content-Type-Options": "nosniff" });
    res.type("css").send(DASHBOARD_CSS);
  });
  router.get("/static/app.js", (_req, res) => {
    res.set({ "Cache-Control": "public, max-age=31536000, immutable", "X-Content-Type-Options": "nosniff" });
    res.type("js").send(DASHBOARD_JS);
  });

  registerAuthRoutes(router, ctx, parseForm);
  registerDashboardRoutes(router, ctx);
  registerKeyRoutes(router, ctx, parseForm);
  registerFeedbackRoutes(router, ctx, parseForm);
  registerReplayRoutes(router, ctx);

  // Errors raised by the dashboard routes (including the form parser): a page, never a stack trace.
  router.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const status =
      typeof error === "object" && error !== null && "status" in error && typeof error.status === "number"
        ? error.status
        : 500;
    if (status >= 500) options.onError?.(error, req);
    const base = baseOf(req);
    const [heading, message] =
      status === 413
        ? ["Form too large (413)", "The form you sent is larger than the dashboard accepts."]
        : status >= 400 && status < 500
          ? [`Bad request (${status})`, "The request could not be understood. Go back and try again."]
          : [
              "Something went wrong (500)",
              "The dashboard could not complete this request. Try again in a moment.",
            ];
    sendPage(
      res,
      status >= 400 && status < 600 ? status : 500,
      authLayout({
        title: heading,
        base,
        body: messageBody(heading, message, `${base}/`, "Back to the dashboard"),
      }),
    );
  });
  return router;
}
