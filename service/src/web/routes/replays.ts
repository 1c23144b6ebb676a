/** Replays: the account's saved `content-shield replay` reports, and one report's detail. */
import type { Router } from "express";
import {
  baseOf,
  notFound,
  requireSession,
  sendPage,
  sessionOf,
  UUID_PATTERN,
  type WebContext,
} from "../context.js";
import { replayDetailPage, replaysPage } from "../pages/replays.js";

export function registerReplayRoutes(router: Router, ctx: WebContext): void {
  const signedIn = requireSession(ctx);

  router.get("/replays", signedIn, async (req, res) => {
    const session = sessionOf(req);
    const reports = await ctx.store.listReplayReports(session.account.id);
    sendPage(
      res,
      200,
      replaysPage({
        base: baseOf(req),
        email: session.account.email,
        csrfToken: session.csrfToken,
        now: ctx.now(),
        reports,
      }),
    );
  });

  router.get("/replays/:id", signedIn, async (req, res) => {
    const session = sessionOf(req);
    const id = typeof req.params.id === "string" ? req.params.id : undefined;
    if (id === undefined || !UUID_PATTERN.test(id)) return notFound(req, res, "This replay report");
    const item = await ctx.store.getReplayReport(session.account.id, id);
    if (item === null) return notFound(req, res, "This replay report");
    sendPage(
      res,
      200,
      replayDetailPage({
        base: baseOf(req),
        email: session.account.email,
        csrfToken: session.csrfToken,
        now: ctx.now(),
        item,
      }),
    );
  });
}
