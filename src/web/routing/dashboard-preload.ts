import type { QueryClient } from "@tanstack/react-query";
import { ME_QUERY_KEY, type Me, meQueryOptions, roleAtLoad } from "@web/lib/session/session";
import { notificationListQueryOptions } from "@web/features/notifications/api";
import { dashboardQueryOptions } from "@web/features/dashboard/api";
import { taskListQuery, taskListQueryOptions, taskListUrl } from "@web/features/tasks/api";
import { readUrlState } from "@web/ui/url-state";

/**
 * Each dashboard page's first data, with the same query options its hooks use, so the page
 * finds the request the route loader started. Only what is not cached yet is
 * fetched: a page seen before shows its data at once and refreshes itself, as it always did.
 * Failures are the page's to show (and a 401 still ends the session through the guard).
 */
export type Where = { search: URLSearchParams; params: Record<string, string | undefined>; admin: boolean };
export type Warm = (queryClient: QueryClient, where: Where) => Promise<unknown>;

/** The other pages' API modules: chunks their pages import too. */
const hoursApi = () => import("@web/features/hours/api");
const paymentsApi = () => import("@web/features/payments/api");
const messagesApi = () => import("@web/features/messages/api");

/**
 * Screens a member has too; the operator's own are in ./dashboard-preload-admin.ts, which a member
 * never loads. A page other than the home and the tasks brings its own API module, so the home, the first page
 * after signing in, carries none of the others' code: opened first, the module comes with the
 * page's preloads (scripts/app-preloads.mjs); reached from another page, it is there already
 * (preloadLayoutData fetches them once the browser is idle), so the data is asked with the code.
 */
const PAGE_DATA = {
  home: (qc, { admin }) => {
    // The operator's home is its own chunk (a member's first page carries none of it): asked with the data.
    if (admin) void import("@web/features/dashboard/AdminHome").catch(() => undefined);
    return qc.ensureQueryData(dashboardQueryOptions());
  },
  hours: async (qc) => {
    const { hoursQueryOptions } = await hoursApi();
    return qc.ensureQueryData(hoursQueryOptions());
  },
  // The tasks, the page most often reached from the home, come with the preload itself.
  tasks: (qc, { search, admin }) => qc.ensureQueryData(taskListQueryOptions(taskListQuery(readUrlState(taskListUrl, search), admin))),
  payments: async (qc, { search, admin }) => {
    const { paymentListQuery, paymentListQueryOptions, paymentListUrl } = await paymentsApi();
    return qc.ensureQueryData(paymentListQueryOptions(paymentListQuery(readUrlState(paymentListUrl, search), admin)));
  },
  // The operator's Settings ask the business's data; a member's draw what the page came with.
  settings: async (qc, { admin }) => {
    if (!admin) return;
    const { warmOperatorSettings } = await import("@web/features/settings/operator-data");
    return warmOperatorSettings(qc);
  },
  // The member's conversation; the operator's list of conversations (with its status and page).
  messages: async (qc, { search, admin }) => {
    const { conversationsQueryOptions, conversationsUrl, messageListQueryOptions } = await messagesApi();
    return admin ? qc.ensureQueryData(conversationsQueryOptions(readUrlState(conversationsUrl, search))) : qc.ensureInfiniteQueryData(messageListQueryOptions());
  },
} satisfies Record<string, Warm>;
export type PageData = keyof typeof PAGE_DATA;

/**
 * Runs `warm` once the account's role is known: at once when the account is cached (any screen
 * after the first) or the page was served to a signed-in role (the first screen: its data goes
 * out with /api/me, not after it), else after the request the layout already started. Signed
 * out: never — the guard sends the visitor to sign in.
 */
export function whenSignedIn(queryClient: QueryClient, warm: (role: Role) => void): void {
  const known = queryClient.getQueryData<Me | null>(ME_QUERY_KEY);
  const role = known === undefined ? roleAtLoad() : (known?.user.role ?? null);
  if (role) warm(role);
  else if (known === undefined) {
    void queryClient.ensureQueryData(meQueryOptions({ watch: true })).then((me) => me && warm(me.user.role), () => undefined);
  }
}

type Role = Me["user"]["role"];

export function warmPage(queryClient: QueryClient, warm: Warm, url: URL, params: Where["params"], role: Role): void {
  void warm(queryClient, { search: url.searchParams, params, admin: role === "admin" }).catch(() => undefined);
}

export function preloadPageData(queryClient: QueryClient, page: PageData, url: URL, params: Where["params"]): void {
  whenSignedIn(queryClient, (role) => warmPage(queryClient, PAGE_DATA[page], url, params, role));
}

/** The layout's own data: the account (RequireAuth) and the bell's notifications; the other pages' API modules once idle. */
export function preloadLayoutData(queryClient: QueryClient): void {
  const idle = () => {
    for (const load of [messagesApi, paymentsApi, hoursApi]) void load().catch(() => undefined);
  };
  if (typeof requestIdleCallback === "function") requestIdleCallback(idle, { timeout: 5000 });
  else setTimeout(idle, 2000);
  // The account itself, at once: RequireAuth waits for it.
  if (roleAtLoad()) void queryClient.prefetchQuery(meQueryOptions({ watch: true }));
  whenSignedIn(queryClient, () => void queryClient.ensureInfiniteQueryData(notificationListQueryOptions()).catch(() => undefined));
}
