/** Sign up, sign in, sign out. */
import type { Request, RequestHandler, Response, Router } from "express";
import { EmailTakenError, StoreInputError } from "../../store/types.js";
import {
  baseOf,
  forbidden,
  formField,
  lookupSession,
  requireCsrf,
  requireSession,
  safeNextPath,
  sendPage,
  type WebContext,
} from "../context.js";
import { type AuthFormErrors, signinPage, signupPage, validateSignup } from "../pages/auth.js";
import {
  clearSessionCookie,
  PREAUTH_COOKIE,
  parseCookies,
  preauthCsrfValid,
  preauthToken,
  SESSION_COOKIE,
  setSessionCookie,
} from "../session.js";

function minutes(seconds: number): string {
  const m = Math.ceil(seconds / 60);
  return m <= 1 ? "a minute" : `${m} minutes`;
}

async function startSession(
  req: Request,
  res: Response,
  ctx: WebContext,
  accountId: string,
  next: string | undefined = undefined,
): Promise<void> {
  const previous = parseCookies(req.headers.cookie).get(SESSION_COOKIE);
  if (previous !== undefined && previous !== "" && previous.length <= 200)
    await ctx.store.deleteSession(previous);
  const session = await ctx.store.createSession(accountId);
  setSessionCookie(req, res, session.token, ctx.security);
  res.clearCookie(PREAUTH_COOKIE, { path: req.baseUrl === "" ? "/" : req.baseUrl });
  res.redirect(303, `${baseOf(req)}${next ?? "/"}`);
}

export function registerAuthRoutes(router: Router, ctx: WebContext, parseForm: RequestHandler): void {
  router.get("/signup", async (req, res) => {
    if ((await lookupSession(req, ctx)) !== null) return res.redirect(303, `${baseOf(req)}/`);
    sendPage(res, 200, signupPage({ base: baseOf(req), csrfToken: preauthToken(req, res, ctx.security) }));
  });

  router.post("/signup", parseForm, async (req, res) => {
    const base = baseOf(req);
    if (!preauthCsrfValid(req))
      return forbidden(req, res, "The sign-up form expired. Reload the page and try again.");
    const email = formField(req.body, "email").trim();
    const password = formField(req.body, "password");
    const render = (status: number, errors: AuthFormErrors): void =>
      sendPage(
        res,
        status,
        signupPage({ base, csrfToken: preauthToken(req, res, ctx.security), email, errors }),
      );
    // Counted before the password is hashed, in the database: concurrent or multi-instance floods share it.
    const hit = await ctx.store.hitLimit(
      `signup:${req.ip ?? "unknown"}`,
      ctx.limits.signUp.max,
      ctx.limits.signUp.windowMs,
    );
    if (!hit.allowed) {
      res.set("Retry-After", String(hit.retryAfterSeconds));
      return render(429, {
        form: `Too many sign-ups from your network. Try again in ${minutes(hit.retryAfterSeconds)}.`,
      });
    }
    const errors = validateSignup(email, password);
    if (Object.keys(errors).length > 0) return render(400, errors);
    let accountId: string;
    try {
      accountId = (await ctx.store.createAccount(email, password)).id;
    } catch (error) {
      if (error instanceof EmailTakenError) {
        return render(409, { email: "An account with this email exists already. Sign in instead." });
      }
      if (error instanceof StoreInputError) {
        return render(
          400,
          error.path.includes("password") ? { password: error.message } : { email: error.message },
        );
      }
      throw error;
    }
    await startSession(req, res, ctx, accountId);
  });

  router.get("/signin", async (req, res) => {
    const next = safeNextPath(req.query.next);
    if ((await lookupSession(req, ctx)) !== null) return res.redirect(303, `${baseOf(req)}${next ?? "/"}`);
    const view = {
      base: baseOf(req),
      csrfToken: preauthToken(req, res, ctx.security),
      ...(next === undefined ? {} : { next }),
    };
    sendPage(
      res,
      200,
      signinPage(req.query.signed_out === "1" ? { ...view, notice: "You have signed out." } : view),
    );
  });

  router.post("/signin", parseForm, async (req, res) => {
    const base = baseOf(req);
    if (!preauthCsrfValid(req))
      return forbidden(req, res, "The sign-in form expired. Reload the page and try again.");
    const email = formField(req.body, "email").trim();
    const password = formField(req.body, "password");
    const next = safeNextPath(formField(req.body, "next"));
    const render = (status: number, errors: AuthFormErrors): void =>
      sendPage(
        res,
        status,
        signinPage({
          base,
          csrfToken: preauthToken(req, res, ctx.security),
          email,
          errors,
          ...(next === undefined ? {} : { next }),
        }),
      );
    if (email === "" || password === "") {
      return render(400, {
        ...(email === "" ? { email: "Enter your email address." } : {}),
        ...(password === "" ? { password: "Enter your password." } : {}),
      });
    }
    // A throttle keyed by account AND address, reserved in the database before scrypt runs: 200 concurrent
    // guesses check at most `max` passwords, and a stranger elsewhere cannot lock the owner out.
    const address = req.ip ?? "unknown";
    const pair = `signin:${email.toLowerCase().slice(0, 320)}|${address}`;
    const { signIn, signInPerAddress } = ctx.limits;
    const [byPair, byAddress] = await Promise.all([
      ctx.store.hitLimit(pair, signIn.max, signIn.windowMs),
      ctx.store.hitLimit(`signin-ip:${address}`, signInPerAddress, signIn.windowMs),
    ]);
    if (!byPair.allowed || !byAddress.allowed) {
      const wait = Math.max(
        byPair.allowed ? 0 : byPair.retryAfterSeconds,
        byAddress.allowed ? 0 : byAddress.retryAfterSeconds,
      );
      res.set("Retry-After", String(wait));
      return render(429, { form: `Too many failed sign-in attempts. Try again in ${minutes(wait)}.` });
    }
    const account = await ctx.store.authenticate(email, password);
    if (account === null) return render(401, { form: "Incorrect email or password." });
    await ctx.store.clearLimit(pair);
    await startSession(req, res, ctx, account.id, next);
  });

  router.post("/signout", parseForm, requireSession(ctx), requireCsrf, async (req, res) => {
    const token = parseCookies(req.headers.cookie).get(SESSION_COOKIE);
    if (token !== undefined) await ctx.store.deleteSession(token);
    clearSessionCookie(req, res, ctx.security);
    res.redirect(303, `${baseOf(req)}/signin?signed_out=1`);
  });
}
