import { msg } from "../core/i18n/messages/message";
import { SITE_CURRENCY } from "../core/money";
import fs from "node:fs";
import path from "node:path";
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions, type RouteOptions } from "fastify";
import fastifyStatic from "@fastify/static";
import fastifySwagger from "@fastify/swagger";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { installAccessHook } from "./http/access";
import { errorBody, installErrorHandler } from "./http/errors";
import { healthRoutes } from "./features/health/routes";
import { contactRoutes } from "./features/contact/routes";
import { inboxRoutes } from "./features/inbox/routes";
import { ordersRoutes } from "./features/orders/routes";
import { newsletterRoutes } from "./features/newsletter/routes";
import { devClockRoutes } from "./features/dev-clock/routes";
import { invitesRoutes } from "./features/invites/routes";
import { cannedRepliesRoutes } from "./features/canned-replies/routes";
import { devMailboxRoutes } from "./features/dev-mailbox/routes";
import { devReplyRoutes } from "./features/messages/inbound/dev-reply-routes";
import { createAccountDataRegistry } from "./auth/account-data";
import { loadBusiness } from "./business/settings";
import { sessionActorResolver } from "./auth/actor";
import { adminSignInRoutes } from "./auth/admin-sign-in";
import { welcomeRoutes } from "./auth/welcome";
import { lazyAuth } from "./auth/instance";
import { authRoutes } from "./auth/routes";
import { resolveAuthSecret } from "./auth/secret";
import { testSessionRoutes } from "./auth/test-session-routes";
import { accountRoutes } from "./features/account/routes";
import { loadMe } from "./features/account/store";
import { installCompression } from "./http/compression";
import { createReadiness } from "./http/readiness";
import { createMetrics } from "./metrics/metrics";
import { createLoadMeter } from "./metrics/load-meter";
import { seoRoutes } from "./http/seo-routes";
import { type AtLoad, loadWebPages } from "./http/web-pages";
import { shellAtLoadOf } from "../core/dashboard-shell";
import { cookieValue, LANGUAGE_COOKIE, pickLanguage } from "../core/i18n/language-rule";
import { frameworkError, installInvalidTextGuard } from "./http/invalid-text";
import { installOriginCheck } from "./http/origin-check";
import { openApiOptions } from "./http/openapi";
import { apiDocsRoutes } from "./http/api-docs";
import { installRequestIdEcho, OneLinePerRequest, requestIdOf } from "./http/request-id";
import { installSecurityHeaders } from "./http/security-headers";
import { serverTimeoutOptions } from "./http/timeouts";
import type { AppDeps, AppInstance } from "./http/types";
import { createRateLimiter } from "./http/rate-limit";
import { failSafeLimitStore, type LimitStore, postgresLimitStore } from "./http/limit-store";
import { createPaymentGateway } from "./features/payments";
import { isLocalGateway } from "./features/payments/local-gateway";
import { localDiskStore } from "./storage/blob-store";
import { createStorageBudget } from "./storage/budget";
import { checkoutRoutes } from "./features/checkout/routes";
import { hoursRoutes } from "./features/hours/routes";
import { appointmentRoutes } from "./features/appointments/routes";
import { calendarFeedRoutes } from "./features/calendar/feed";
import { calendarCreateRoute } from "./features/calendar/create";
import { calendarDoneRoute, calendarRoutes } from "./features/calendar/routes";
import { testGatewayRoutes } from "./features/payments/test-gateway-routes";
import { paymentWebhookRoutes } from "./features/payments/webhook-routes";
import { siteConfigRoutes } from "./features/site-config/routes";
import { translationRoutes } from "./features/translation/routes";
import { translationRequestRoutes } from "./features/translation/request-routes";
import { taskRoutes } from "./features/tasks/routes";
import { documentRoutes } from "./features/documents/routes";
import { clientRoutes } from "./features/clients/routes";
import { paymentRoutes } from "./features/payments/admin-routes";
import { invoiceRoutes } from "./features/payments/invoice-routes";
import { refundRoutes } from "./features/payments/refund-routes";
import { paymentRequestRoutes } from "./features/payments/request-routes";
import { receivablesRoutes } from "./features/payments/receivables-routes";
import { payLinkRoutes } from "./features/payments/pay-link-routes";
import { auditRoutes } from "./features/audit/routes";
import { businessRoutes } from "./features/business/routes";
import { messageRoutes } from "./features/messages/routes";
import { dashboardRoutes } from "./features/dashboard/routes";
import { reportsRoutes } from "./features/reports/routes";
import { notificationRoutes } from "./features/notifications/routes";

/**
 * The counters behind every abuse limit, kept in memory by this instance while the shared
 * store fails (logged once a minute at most): limits then hold per instance, and requests
 * neither fail nor wait (docs/decisions/0004-shared-rate-limits.md).
 */
function sharedLimits(app: FastifyInstance, store: LimitStore): LimitStore {
  let loggedAt = Number.NEGATIVE_INFINITY;
  return failSafeLimitStore(store, (err) => {
    const now = Date.now();
    if (now - loggedAt < 60_000) return;
    loggedAt = now;
    app.log.error({ err }, `rate limits: the ${store.kind} store failed; counting in this instance's memory until it answers again`);
  });
}

/** Routes registered inside this plugin (docs, static files) are public assets. */
function publicAssets(app: FastifyInstance) {
  app.addHook("onRoute", (route) => {
    route.config = { ...(route.config as object), access: "public" } as typeof route.config;
  });
}

/** Fastify's types name Ajv's factories; the zod provider's compilers take the same calls. */
type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions["schemaController"]>["compilersFactory"]>;
const zodCompilers = { buildValidator: () => validatorCompiler, buildSerializer: () => serializerCompiler } as unknown as CompilersFactory;

export async function buildApp(deps: AppDeps): Promise<AppInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: 64 * 1024,
    // X-Request-Id is taken only when it looks like an id (http/request-id.ts), and echoed back.
    requestIdHeader: false,
    genReqId: requestIdOf,
    logController: new OneLinePerRequest(),
    frameworkErrors: frameworkError,
    // One hop: req.ip is the address our own proxy saw, not the left-most X-Forwarded-For a client can write.
    trustProxy: deps.config.TRUST_PROXY ? (_address: string, hop: number) => hop === 0 : false,
    ...serverTimeoutOptions(deps.timeouts),
    // Every schema is zod's, checked and written by the zod type provider's compilers. Given here
    // rather than set after, so Fastify never loads its defaults (Ajv and fast-json-stringify,
    // ~110 of 441 modules) at start.
    schemaController: { compilersFactory: zodCompilers },
  }).withTypeProvider<ZodTypeProvider>() as AppInstance;
  app.decorate("deps", deps);
  // Request metrics: one histogram observe per answered request, labelled by route pattern (never the raw URL).
  const metrics = createMetrics();
  app.decorate("metrics", metrics);
  app.decorate("readiness", deps.readiness ?? createReadiness());
  // On the embedded default, a rolling minute of requests/s and event-loop delay: the health
  // report says when the load nears what PGlite carries (metrics/load-meter.ts).
  const load = deps.dbKind === "pglite" ? createLoadMeter() : null;
  app.decorate("load", load);
  if (load) app.addHook("onClose", async () => load.stop());
  app.addHook("onResponse", (req, reply, done) => {
    metrics.observeRequest(req.method, req.routeOptions.url, reply.statusCode, reply.elapsedTime);
    load?.count();
    done();
  });
  deps.tracing?.traceRequests(app);
  const tracing = deps.tracing;
  deps.database?.observeQueries((q) => {
    metrics.observeQuery(q);
    tracing?.query(q);
  });
  if (deps.database) metrics.watchPool(deps.database.poolStats);
  const routes: RouteOptions[] = [];
  app.addHook("onRoute", (route) => void routes.push(route));
  app.decorate("routeTable", () =>
    routes.map((r) => ({
      method: String(r.method),
      url: r.url,
      access: (r.config as { access?: string } | undefined)?.access,
      schema: { body: r.schema?.body, querystring: r.schema?.querystring, params: r.schema?.params, response: r.schema?.response },
    })),
  );
  // Only JSON (and, per route, uploads) is accepted: any other type answers 415.
  app.removeContentTypeParser("text/plain");
  installErrorHandler(app);
  installRequestIdEcho(app);
  installInvalidTextGuard(app);
  const auth = lazyAuth({ db: deps.db, config: deps.config, clock: deps.clock, secret: deps.authSecret ?? resolveAuthSecret(deps.config) });
  app.decorate("auth", auth);
  app.decorate("rateLimiter", createRateLimiter(deps.clock, sharedLimits(app, deps.limits ?? postgresLimitStore(deps.db))));
  app.decorate("accountData", createAccountDataRegistry());
  app.decorate("business", await loadBusiness(deps));
  // The built app's index.html (read once): served for every page, and its inline script is
  // allowed by hash in the Content-Security-Policy.
  const indexPath = deps.webDir ? path.join(deps.webDir, "index.html") : undefined;
  const indexHtml = indexPath && fs.existsSync(indexPath) ? fs.readFileSync(indexPath, "utf8") : undefined;
  // Security headers before the origin and access checks: their onRequest hook runs first, so
  // a 401 or 403 carries them too (HSTS included). Compression, too, covers every route below.
  await installSecurityHeaders(app, { publicUrl: deps.config.publicUrl, indexHtml });
  installOriginCheck(app, deps.config.trustedOrigins);
  const payments = deps.payments ?? (await createPaymentGateway(deps));
  app.decorate("payments", payments);
  app.decorate("storage", deps.storage ?? localDiskStore(path.join(deps.config.dataDir, "files")));
  app.decorate("storageBudget", createStorageBudget(deps));
  const resolveActor = deps.resolveActor ?? sessionActorResolver(auth, deps.db);
  installAccessHook(app, resolveActor, { adminTwoFactorRequired: deps.config.admin2faRequired });

  await installCompression(app);

  await app.register(fastifySwagger, openApiOptions(deps.config.publicUrl));
  await app.register(async (docs) => {
    publicAssets(docs);
    apiDocsRoutes(docs);
  });

  await app.register(healthRoutes);
  await app.register(contactRoutes);
  await app.register(newsletterRoutes);
  await app.register(authRoutes);
  await app.register(invitesRoutes);
  await app.register(cannedRepliesRoutes);
  await app.register(adminSignInRoutes);
  await app.register(welcomeRoutes);
  await app.register(accountRoutes);
  await app.register(siteConfigRoutes);
  await app.register(checkoutRoutes);
  await app.register(paymentWebhookRoutes);
  // The local checkout pays without money: outside development and test only when PAYMENTS=test asks for it.
  if (isLocalGateway(payments) && (!deps.config.isProduction || deps.config.payments === "test")) {
    await app.register(testGatewayRoutes, { gateway: payments });
  }
  await app.register(translationRoutes);
  await app.register(translationRequestRoutes);
  await app.register(hoursRoutes);
  await app.register(appointmentRoutes);
  await app.register(calendarRoutes);
  await app.register(calendarDoneRoute);
  await app.register(calendarCreateRoute);
  await app.register(calendarFeedRoutes);
  await app.register(taskRoutes);
  await app.register(documentRoutes);
  await app.register(clientRoutes);
  await app.register(paymentRoutes);
  await app.register(invoiceRoutes);
  await app.register(refundRoutes);
  await app.register(paymentRequestRoutes);
  await app.register(receivablesRoutes);
  await app.register(payLinkRoutes);
  await app.register(ordersRoutes);
  await app.register(auditRoutes);
  await app.register(businessRoutes);
  await app.register(messageRoutes);
  await app.register(inboxRoutes);
  await app.register(dashboardRoutes);
  await app.register(reportsRoutes);
  await app.register(notificationRoutes);
  // Every email, reset links included, for anyone who asks: never in production (config.devMailbox).
  if (deps.config.devMailbox && !deps.config.isProduction) {
    await app.register(devMailboxRoutes);
    // Its Reply button: a reply by email without an IMAP mailbox (reply by email).
    if (deps.config.replyDomain) await app.register(devReplyRoutes);
    // The browser suite's movable clock: only with TEST_CLOCK (which production refuses).
    if (deps.timeTravel && deps.config.TEST_CLOCK) await app.register(devClockRoutes);
  }
  // A session without sign-up or sign-in, for the end-to-end fixtures: only under NODE_ENV=test,
  // which config.ts allows on a loopback address only.
  if (deps.config.testRoutes) await app.register(testSessionRoutes);

  // robots.txt and sitemap.xml, from the public route list (src/core/site-routes.ts).
  await app.register(seoRoutes, { publicUrl: deps.config.publicUrl });

  // The built app: hashed assets, icons and images as static files (their .br/.gz twins built
  // by vite.config.ts when the browser accepts them). Pages come from the not-found handler
  // below; the build's page files are never served as files.
  const pages = indexHtml
    ? loadWebPages(deps.webDir!, {
        publicUrl: deps.config.publicUrl,
        // Asked at each request: a new price (or one set for today taking effect) remakes the pages.
        siteConfig: () => ({
          currency: SITE_CURRENCY,
          testModeBanner: deps.config.testModeBanner,
          prices: app.business.prices(),
          invoicesOffered: app.business.invoicesOffered(),
        }),
      })
    : undefined;
  if (indexHtml) {
    await app.register(async (web) => {
      publicAssets(web);
      await web.register(fastifyStatic, {
        root: deps.webDir!,
        wildcard: false,
        index: false,
        preCompressed: true,
        cacheControl: false,
        allowedPath: (pathName) => !/^\/(pages\/|index\.html)/.test(pathName),
        // A route per file that is served by its own name: not the pages, nor the .br/.gz twins
        // (preCompressed finds those on disk). A third of the routes: start registers ~280, not ~860.
        globIgnore: ["pages/**", "index.html*", "**/*.br", "**/*.gz"],
        setHeaders(res, filePath) {
          // Hashed bundles never change; everything else is revalidated.
          res.header("Cache-Control", filePath.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache");
        },
      });
    });
  }

  // Unknown /api paths answer JSON; any other GET or HEAD is a page of the app: a prerendered
  // public page, the app's shell for a screen the browser draws, or the 404 page with status
  // 404 (an unknown path, a missing /assets/... file).
  app.setNotFoundHandler(async (req, reply) => {
    const pathname = req.url.split("?")[0] ?? "";
    // /dev/* is the server's (the dev mailbox): absent, it is a plain 404, not the app's shell.
    const serverPath = /^\/(api|dev)(\/|$)/.test(pathname);
    if (serverPath || !pages || (req.method !== "GET" && req.method !== "HEAD")) {
      return reply.status(404).send(errorBody("not_found", msg("api.notFound")));
    }
    // Whose request it is (no cost without a session cookie): the shell says so, so a visitor's
    // app does not ask for the account (GET /api/me would answer 401) and a member's asks its
    // first page's data at once.
    const actor = await resolveActor(req);
    // The members area's page carries the account and its first frame (web-pages.ts): the app
    // starts without asking GET /api/me, and the page paints before the app's code arrives.
    const search = req.url.slice(pathname.length).replace(/^\?$/, "");
    // An operator's page that carries its first data (core/dashboard-shell.ts SHELL_AT_LOAD) asks
    // the API for it beside the account, as the app would (the same access check, the same JSON).
    const atLoadPath = req.method === "GET" && !search ? shellAtLoadOf(pathname, actor?.role ?? null) : null;
    const [account, atLoad] = await Promise.all([
      actor && /^\/dashboard(\/|$)/.test(pathname) ? loadMe(deps.db, actor.userId, { admin2faRequired: deps.config.admin2faRequired, now: deps.clock.now() }) : undefined,
      atLoadPath ? pageDataAtLoad(app, req, atLoadPath) : undefined,
    ]);
    const locale = pickLanguage({
      url: { pathname, search },
      choice: cookieValue(req.headers.cookie, LANGUAGE_COOKIE),
      acceptLanguage: req.headers["accept-language"],
    });
    const { status, send } = pages.page(pathname, { role: actor?.role ?? null, me: account, search, locale, atLoad });
    return send(req, reply.status(status).type("text/html; charset=utf-8").header("Cache-Control", "no-cache"));
  });

  return app;
}

/** The API's answer to `apiPath` for the page's own request (its cookie and address), or undefined unless it is a 200. */
async function pageDataAtLoad(app: FastifyInstance, req: FastifyRequest, apiPath: string): Promise<AtLoad | undefined> {
  const headers: Record<string, string> = { accept: "application/json" };
  for (const name of ["cookie", "accept-language", "user-agent", "x-forwarded-for"] as const) {
    const value = req.headers[name];
    if (typeof value === "string") headers[name] = value;
  }
  try {
    const res = await app.inject({ method: "GET", url: apiPath, headers, remoteAddress: req.socket.remoteAddress });
    return res.statusCode === 200 ? { path: apiPath, json: res.body } : undefined;
  } catch {
    return undefined;
  }
}
