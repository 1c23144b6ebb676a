/** Overview, interceptions list and interception detail (all scoped to the signed-in account). */
import type { Router } from "express";
import { StoreInputError } from "../../store/types.js";
import {
  baseOf,
  notFound,
  queryParam,
  requireSession,
  sendPage,
  serviceUrlOf,
  sessionOf,
  UUID_PATTERN,
  type WebContext,
} from "../context.js";
import { interceptionDetailPage } from "../pages/interception-detail.js";
import {
  ACTION_FILTERS,
  type InterceptionFilters,
  type InterceptionMode,
  interceptionsPage,
  MODE_FILTERS,
} from "../pages/interceptions.js";
import { OVERVIEW_RANGES, type OverviewRange, overviewPage } from "../pages/overview.js";
import { bucketForRange, buildTimeSeries, parseRange, rangeStart } from "../time-series.js";

const PAGE_SIZE = 25;

export function registerDashboardRoutes(router: Router, ctx: WebContext): void {
  const signedIn = requireSession(ctx);

  router.get("/", signedIn, async (req, res) => {
    const session = sessionOf(req);
    const accountId = session.account.id;
    const now = ctx.now();
    const requested = parseRange(req.query.range, "24h");
    const range: OverviewRange = (OVERVIEW_RANGES as readonly string[]).includes(requested)
      ? (requested as OverviewRange)
      : "24h";
    const from = rangeStart(range, now) ?? now;
    const bucket = bucketForRange(range);
    const [stats, recent, keys, dropped, shadow] = await Promise.all([
      ctx.store.stats(accountId, { from, to: now, bucket }),
      ctx.store.listInterceptions(accountId, { from, limit: 8 }),
      ctx.store.listApiKeys(accountId),
      ctx.store.droppedByCaptureBound(accountId, { from }),
      ctx.store.shadowSummary(accountId, { from, to: now }),
    ]);
    const chart = buildTimeSeries({ series: stats.series, from, to: now, bucket });
    sendPage(
      res,
      200,
      overviewPage({
        base: baseOf(req),
        email: session.account.email,
        csrfToken: session.csrfToken,
        now,
        range,
        stats,
        chart,
        activeKeys: keys.filter((k) => k.revoked_at === null).length,
        recent: recent.items,
        serviceUrl: serviceUrlOf(req, ctx),
        dropped,
        shadow,
      }),
    );
  });

  router.get("/interceptions", signedIn, async (req, res) => {
    const session = sessionOf(req);
    const accountId = session.account.id;
    const now = ctx.now();
    const filters: InterceptionFilters = { range: parseRange(req.query.range, "7d") };
    const group = queryParam(req, "group");
    const metric = queryParam(req, "metric");
    const action = queryParam(req, "action");
    if (group !== undefined) filters.group = group;
    if (metric !== undefined) filters.metric = metric;
    if (action !== undefined && (ACTION_FILTERS as readonly string[]).includes(action))
      filters.action = action;
    const mode = queryParam(req, "mode");
    if (mode !== undefined && (MODE_FILTERS as readonly string[]).includes(mode))
      filters.mode = mode as InterceptionMode;
    const cursor = queryParam(req, "cursor", 500);
    let page: Awaited<ReturnType<typeof ctx.store.listInterceptions>>;
    try {
      page = await ctx.store.listInterceptions(accountId, {
        group: filters.group,
        metric: filters.metric,
        action: filters.action,
        mode: filters.mode,
        from: rangeStart(filters.range, now),
        limit: PAGE_SIZE,
        cursor,
      });
    } catch (error) {
      // A cursor from another filter or a tampered one: start again from the newest.
      if (error instanceof StoreInputError && cursor !== undefined) {
        return res.redirect(303, `${baseOf(req)}/interceptions`);
      }
      throw error;
    }
    const [inRange, keys] = await Promise.all([
      ctx.store.stats(accountId, { from: rangeStart(filters.range, now) }),
      ctx.store.listApiKeys(accountId),
    ]);
    sendPage(
      res,
      200,
      interceptionsPage({
        base: baseOf(req),
        email: session.account.email,
        csrfToken: session.csrfToken,
        now,
        filters,
        groups: inRange.by_group.map((c) => c.key).sort(),
        metrics: inRange.by_metric.map((c) => c.key).sort(),
        items: page.items,
        ...(cursor === undefined ? {} : { cursor }),
        nextCursor: page.next_cursor,
        hasKeys: keys.length > 0,
        serviceUrl: serviceUrlOf(req, ctx),
      }),
    );
  });

  router.get("/interceptions/:id", signedIn, async (req, res) => {
    const session = sessionOf(req);
    const id = typeof req.params.id === "string" ? req.params.id : undefined;
    if (id === undefined || !UUID_PATTERN.test(id)) return notFound(req, res, "This interception");
    const item = await ctx.store.getInterception(session.account.id, id);
    if (item === null) return notFound(req, res, "This interception");
    let keyName: string | null = null;
    if (item.key_id !== null) {
      const keys = await ctx.store.listApiKeys(session.account.id);
      keyName = keys.find((k) => k.id === item.key_id)?.name ?? null;
    }
    sendPage(
      res,
      200,
      interceptionDetailPage({
        base: baseOf(req),
        email: session.account.email,
        csrfToken: session.csrfToken,
        now: ctx.now(),
        item,
        keyName,
        allowlisted: req.query.allowlisted === "1" ? true : req.query.allowlisted === "0" ? false : undefined,
      }),
    );
  });
}
