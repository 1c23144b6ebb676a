/** API keys: list, create (secret shown once on the response page, never stored), revoke. */
import type { Request, RequestHandler, Response, Router } from "express";
import { type CreatedApiKey, KeyQuotaError } from "../../store/types.js";
import {
  baseOf,
  formField,
  notFound,
  requireCsrf,
  requireSession,
  sendPage,
  serviceUrlOf,
  sessionOf,
  UUID_PATTERN,
  type WebContext,
} from "../context.js";
import { keysPage, validateKeyName } from "../pages/keys.js";

interface KeysRender {
  status: number;
  created?: CreatedApiKey;
  notice?: string;
  error?: string;
  name?: string;
}

async function renderKeys(req: Request, res: Response, ctx: WebContext, options: KeysRender): Promise<void> {
  const session = sessionOf(req);
  const keys = await ctx.store.listApiKeys(session.account.id);
  const { status, ...rest } = options;
  sendPage(
    res,
    status,
    keysPage({
      base: baseOf(req),
      email: session.account.email,
      csrfToken: session.csrfToken,
      now: ctx.now(),
      keys,
      serviceUrl: serviceUrlOf(req, ctx),
      ...rest,
    }),
  );
}

export function registerKeyRoutes(router: Router, ctx: WebContext, parseForm: RequestHandler): void {
  const signedIn = requireSession(ctx);

  router.get("/keys", signedIn, async (req, res) => {
    const notice =
      req.query.revoked === "1" ? "The key was revoked. Requests using it are now rejected." : undefined;
    await renderKeys(req, res, ctx, notice === undefined ? { status: 200 } : { status: 200, notice });
  });

  router.post("/keys", parseForm, signedIn, requireCsrf, async (req, res) => {
    const name = formField(req.body, "name").trim();
    const error = validateKeyName(name);
    if (error !== null) return renderKeys(req, res, ctx, { status: 400, error, name });
    let created: CreatedApiKey;
    try {
      created = await ctx.store.createApiKey(sessionOf(req).account.id, name, ctx.limits.keyQuota);
    } catch (error) {
      if (error instanceof KeyQuotaError)
        return renderKeys(req, res, ctx, { status: 409, error: error.message, name });
      throw error;
    }
    // The secret exists only in this response: no redirect, no caching (sendPage sets Cache-Control: no-store).
    await renderKeys(req, res, ctx, { status: 201, created });
  });

  router.post("/keys/:id/revoke", parseForm, signedIn, requireCsrf, async (req, res) => {
    const id = typeof req.params.id === "string" ? req.params.id : undefined;
    if (id === undefined || !UUID_PATTERN.test(id)) return notFound(req, res, "This API key");
    const revoked = await ctx.store.revokeApiKey(sessionOf(req).account.id, id);
    if (!revoked) {
      const exists = (await ctx.store.listApiKeys(sessionOf(req).account.id)).some((k) => k.id === id);
      if (!exists) return notFound(req, res, "This API key");
    }
    res.redirect(303, `${baseOf(req)}/keys?revoked=1`);
  });
}
