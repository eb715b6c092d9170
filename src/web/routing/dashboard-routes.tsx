import type { QueryClient } from "@tanstack/react-query";
import { type ComponentType, type ReactNode, Suspense, useMemo } from "react";
import { matchPath, type RouteObject, useLocation } from "react-router";
import { PageLoading } from "@web/components/PageLoading";
import { lazyNamed, remembered } from "@web/lib/lazy-named";
import { inItsOwnTask } from "@web/lib/next-task";
import { PathPreloadContext } from "@web/lib/path-preload";
import { RouteAccessContext } from "@web/lib/session/route-access";
import type { PageData } from "./dashboard-preload";
import type { AdminPageData } from "./dashboard-preload-admin";

/**
 * /dashboard/*. Every component here is React.lazy, so the members area (its layout,
 * guards, Better Auth's client, settings) ships in its own chunks, never with the storefront.
 *
 * A location's page starts its chunk and its first data at once, on the render
 * that first shows the location, above the layout (and at start, start-app.tsx → preloadFirstPage): the
 * data request does not wait for the code to arrive and render. The query options live in each
 * feature's api.ts (./dashboard-preload.ts lists them), so the page's hook finds the request in flight.
 */
type Warm = (queryClient: QueryClient, url: URL, params: Record<string, string | undefined>) => void;
type Page = { Component: ComponentType; load: () => Promise<unknown>; warm?: Warm; adminOnly?: boolean };

/** A preload module (a chunk of its own); once loaded, it runs without waiting a turn. */
function cachedImport<M>(load: () => Promise<M>): (run: (m: M) => void) => void {
  let loaded: M | undefined;
  return (run) => {
    if (loaded) run(loaded);
    else
      void load().then((m) => {
        loaded = m;
        run(m);
      }, () => undefined);
  };
}
const withPreload = cachedImport(inItsOwnTask(() => import("./dashboard-preload")));
const withAdminPreload = cachedImport(inItsOwnTask(() => import("./dashboard-preload-admin")));

const loadRequireAdmin = remembered(inItsOwnTask(() => import("@web/lib/session/RequireAdmin")));
const RequireAdmin = lazyNamed<typeof import("@web/lib/session/RequireAdmin"), { children: ReactNode }>(loadRequireAdmin, "RequireAdmin");

function page<M>(importPage: () => Promise<M>, name: keyof M, data?: PageData): Page {
  const load = remembered(inItsOwnTask(importPage));
  const warm: Warm | undefined = data && ((qc, url, params) => withPreload((m) => m.preloadPageData(qc, data, url, params)));
  return { Component: lazyNamed(load, name), load, warm };
}

/** An admin-only screen also needs RequireAdmin's chunk, and a member's visit asks for no data. */
function adminPage<M>(importPage: () => Promise<M>, name: keyof M, data: AdminPageData): Page {
  const load = remembered(inItsOwnTask(importPage));
  const warm: Warm = (qc, url, params) => withAdminPreload((m) => m.preloadAdminPageData(qc, data, url, params));
  return { Component: lazyNamed(load, name), load: () => Promise.all([load(), loadRequireAdmin()]), warm, adminOnly: true };
}

const loadLayout = remembered(inItsOwnTask(() => import("@web/routing/DashboardLayout")));
const DashboardLayout = lazyNamed(loadLayout, "DashboardLayout");

/** A page module with what its first render draws beyond its own code (DashboardHomePage.tsx loadFirstRender) in too. */
const withFirstRender = <M extends { loadFirstRender: () => Promise<unknown> | false }>(m: M): Promise<M> =>
  Promise.resolve(m.loadFirstRender()).then(
    () => m,
    () => m,
  );

/** Child path → page. Paths are the sidebar's links (layouts/dashboard-nav.ts) without "/dashboard". */
const PAGES = {
  "": page(() => import("@web/features/dashboard/DashboardHomePage").then(withFirstRender), "DashboardHomePage", "home"),
  profile: page(() => import("@web/features/profile/ProfilePage"), "ProfilePage"),
  settings: page(() => import("@web/features/settings/SettingsPage"), "SettingsPage", "settings"),
  hours: page(() => import("@web/features/hours/HoursPage"), "HoursPage", "hours"),
  tasks: page(() => import("@web/features/tasks/TasksPage"), "TasksPage", "tasks"),
  upload: page(() => import("@web/features/tasks/SubmitTaskPage"), "SubmitTaskPage"),
  payments: page(() => import("@web/features/payments/PaymentsPage"), "PaymentsPage", "payments"),
  messages: page(() => import("@web/features/messages/MessagesPage"), "MessagesPage", "messages"),
  clients: adminPage(() => import("@web/features/clients/ClientsPage"), "ClientsPage", "clients"),
  "clients/:clientId": adminPage(() => import("@web/features/clients/ClientDetailPage"), "ClientDetailPage", "client"),
  documents: adminPage(() => import("@web/features/documents/DocumentsPage"), "DocumentsPage", "documents"),
  audit: adminPage(() => import("@web/features/audit/AuditPage"), "AuditPage", "audit"),
  calendar: adminPage(() => import("@web/features/calendar/CalendarPage"), "CalendarPage", "calendar"),
  orders: adminPage(() => import("@web/features/orders/OrdersPage"), "OrdersPage", "orders"),
  newsletter: adminPage(() => import("@web/features/newsletter/SubscribersPage"), "SubscribersPage", "newsletter"),
  "newsletter/issues/:issueId": adminPage(() => import("@web/features/newsletter/IssueEditorPage"), "IssueEditorPage", "newsletterIssue"),
  inbox: adminPage(() => import("@web/features/inbox/InboxPage"), "InboxPage", "inbox"),
  contact: adminPage(() => import("@web/features/contact-inbox/ContactInboxPage"), "ContactInboxPage", "contact"),
  translations: adminPage(() => import("@web/features/translation-requests/TranslationRequestsPage"), "TranslationRequestsPage", "translations"),
  reports: adminPage(() => import("@web/features/reports/ReportsPage"), "ReportsPage", "reports"),
  "*": page(() => import("@web/features/dashboard/ComingSoonScreen"), "DashboardNotFound"),
} satisfies Record<string, Page>;

/** Starts a page's data and its chunk together; resolves when the chunk is in (never rejects: React.lazy reports a failed chunk). */
function preloadPage(queryClient: QueryClient, target: Page, url: URL, params: Record<string, string | undefined> = {}): Promise<unknown> {
  target.warm?.(queryClient, url, params);
  return target.load().catch(() => undefined);
}

const PAGE_PATHS = (Object.keys(PAGES) as (keyof typeof PAGES)[]).filter((path) => path !== "*");

/** The page a /dashboard path shows, with its parameters (`clients/:clientId`). */
function pageAt(pathname: string): { target: Page; params: Record<string, string | undefined> } {
  const rest = `/${pathname.replace(/^\/dashboard\/?/, "")}`;
  for (const path of PAGE_PATHS) {
    const match = matchPath({ path: `/${path}`, end: true }, rest);
    if (match) return { target: PAGES[path], params: match.params };
  }
  return { target: PAGES["*"], params: {} };
}

/** A sidebar link's hover or focus: the same preload as the navigation it is likely to start. */
function preloadDashboardPath(queryClient: QueryClient, to: string): void {
  const url = new URL(to, window.location.origin);
  const { target, params } = pageAt(url.pathname);
  void preloadPage(queryClient, target, url, params);
}

/**
 * A visit to a members-area URL: the layout's data and chunk, and the page's, all at once; resolves
 * when the code is in (start-app.tsx waits for it, so the first render draws the page). Nothing elsewhere.
 */
export function preloadDashboardUrl(queryClient: QueryClient, url: URL): Promise<unknown> {
  if (!/^\/dashboard(\/|$)/.test(url.pathname)) return Promise.resolve();
  withPreload((m) => m.preloadLayoutData(queryClient));
  const { target, params } = pageAt(url.pathname);
  const layout = loadLayout().then((m) => m.preloadTwoFactorBanner(queryClient));
  return Promise.all([layout.catch(() => undefined), preloadPage(queryClient, target, url, params)]);
}

/**
 * /dashboard/*: on the render that first shows a location (the router keeps the last page until
 * the next one's code is in), its page's code and data start before the layout's code is asked for.
 * An admin-only screen tells RequireAuth to send a signed-out visitor to the administrator sign-in
 * (/auth), not the members' one; RequireAdmin turns members away.
 */
function DashboardRoute({ queryClient }: { queryClient: QueryClient }) {
  const { pathname, search } = useLocation();
  const { target } = pageAt(pathname);
  // In the browser only: the build draws this route's first frames without asking the API.
  useMemo(() => {
    if (typeof window !== "undefined") void preloadDashboardUrl(queryClient, new URL(`${pathname}${search}`, window.location.origin));
  }, [queryClient, pathname, search]);
  return (
    <RouteAccessContext value={target.adminOnly ? "admin" : "member"}>
      <PathPreloadContext value={(to) => preloadDashboardPath(queryClient, to)}>
        <Suspense fallback={<PageLoading />}>
          <DashboardLayout />
        </Suspense>
      </PathPreloadContext>
    </RouteAccessContext>
  );
}

function pageRoute(path: keyof typeof PAGES): RouteObject {
  const { Component, adminOnly } = PAGES[path] as Page;
  const element = adminOnly ? (
    <RequireAdmin>
      <Component />
    </RequireAdmin>
  ) : (
    <Component />
  );
  return path === "" ? { index: true, element } : { path, element };
}

/** The members area's routes; `guard` puts its error boundary around them. */
export function dashboardRoute(queryClient: QueryClient, guard: (element: ReactNode) => ReactNode = (e) => e): RouteObject {
  return {
    path: "dashboard",
    element: guard(<DashboardRoute queryClient={queryClient} />),
    children: (Object.keys(PAGES) as (keyof typeof PAGES)[]).map(pageRoute),
  };
}
