/**
 * False-positive feedback: a signed-in user marks a finding of one of the account's interceptions as a false
 * positive, confirms the proposed allowlist entry, and it is added to the account's allowlist (source
 * "feedback") for the interception's group (or every group). Scoped to the account; the form is CSRF-checked.
 */
import type { Request, RequestHandler, Response, Router } from "express";
import { AllowlistEntryInputSchema } from "../../api/schemas.js";
import type { StoredInterception } from "../../store/types.js";
import {
  baseOf,
  formField,
  notFound,
  requireCsrf,
  requireSession,
  sendPage,
  sessionOf,
  UUID_PATTERN,
  type WebContext,
} from "../context.js";
import { proposeEntry } from "../feedback.js";
import { falsePositivePage } from "../pages/false-positive.js";

/** The account's interception and a valid finding index, or a 404 sent (foreign ids look like unknown ones). */
async function findingOf(
  req: Request,
  res: Response,
  ctx: WebContext,
  rawIndex: unknown,
): Promise<{ item: StoredInterception; index: number } | undefined> {
  const id = typeof req.params.id === "string" ? req.params.id : undefined;
  if (id === undefined || !UUID_PATTERN.test(id)) {
    notFound(req, res, "This interception");
    return undefined;
  }
  const item = await ctx.store.getInterception(sessionOf(req).account.id, id);
  if (item === null) {
    notFound(req, res, "This interception");
    return undefined;
  }
  const index = typeof rawIndex === "string" && /^\d{1,6}$/.test(rawIndex) ? Number(rawIndex) : -1;
  if (index < 0 || index >= item.findings.length) {
    notFound(req, res, "This finding");
    return undefined;
  }
  return { item, index };
}

export function registerFeedbackRoutes(router: Router, ctx: WebContext, parseForm: RequestHandler): void {
  const signedIn = requireSession(ctx);

  router.get("/interceptions/:id/false-positive", signedIn, async (req, res) => {
    const found = await findingOf(req, res, ctx, req.query.finding);
    if (found === undefined) return;
    const session = sessionOf(req);
    sendPage(
      res,
      200,
      falsePositivePage({
        base: baseOf(req),
        email: session.account.email,
        csrfToken: session.csrfToken,
        item: found.item,
        index: found.index,
        proposal: proposeEntry(found.item, found.index),
      }),
    );
  });

  router.post("/interceptions/:id/false-positive", parseForm, signedIn, requireCsrf, async (req, res) => {
    const found = await findingOf(req, res, ctx, formField(req.body, "finding"));
    if (found === undefined) return;
    const { item, index } = found;
    const session = sessionOf(req);
    const proposal = proposeEntry(item, index);
    const kind = formField(req.body, "kind");
    const value = formField(req.body, "value").trim();
    const note = formField(req.body, "note").trim();
    const parsed = AllowlistEntryInputSchema.safeParse({
      group: formField(req.body, "all_groups") === "1" ? null : item.group,
      metric: proposal.metric ?? item.metric,
      kind,
      value,
      note: note === "" ? null : note,
      source: "feedback",
    });
    if (!parsed.success) {
      const errors = parsed.error.issues.map((issue) => {
        const field = issue.path.join(".") || "entry";
        return `${field}: ${issue.message}`;
      });
      return sendPage(
        res,
        400,
        falsePositivePage({
          base: baseOf(req),
          email: session.account.email,
          csrfToken: session.csrfToken,
          item,
          index,
          proposal,
          errors,
          kind,
          value,
        }),
      );
    }
    const input = parsed.data;
    const { created } = await ctx.store.addAllowlistEntry(session.account.id, {
      group: input.group ?? null,
      metric: input.metric,
      kind: input.kind,
      value: input.value,
      note: input.note ?? null,
      source: "feedback",
    });
    res.redirect(
      303,
      `${baseOf(req)}/interceptions/${encodeURIComponent(item.id)}?allowlisted=${created ? "1" : "0"}`,
    );
  });
}
