import type { Locale } from "./locale";
/**
 * The app's first paint, sent by the server: the members area's pages, and
 * the sign-in screens a visitor opens.
 *
 * The build renders each dashboard page's first frame (its layout and the page in its loading
 * state) for every kind of account and language, with stand-ins for the person's name and email
 * (src/web/routing/dashboard-shell.tsx, scripts/prerender.mjs). The server puts the one that fits
 * the signed-in account in the page it sends, the stand-ins replaced (src/server/http/web-pages.ts),
 * so the page and its heading paint before any JavaScript has arrived; the app then draws the
 * same frame in its place.
 */
import { SERVICE_SPECS } from "./appointments/services";
import { pathOf } from "./contract";
import { appointmentsRoutes } from "./routes/appointments";

export { SETUP_FIELD_ITEM, SHELL_FIELD_TOKENS, SHELL_NOTIFICATION_KINDS, SHELL_SWITCH_TOKENS, SHELL_TOKENS } from "./shell-tokens";

/**
 * Which frame a request gets: an operator without two-factor sign-in sees the banner that asks
 * for it; a visitor (no session) the sign-in screens, in the language the rule picks.
 */
export type ShellAccount = "member" | "admin" | "admin-without-2fa" | "visitor";
export const SHELL_ACCOUNTS: readonly ShellAccount[] = ["member", "admin", "admin-without-2fa", "visitor"];

/**
 * The dashboard's paths that have a frame: those whose first frame reads nothing of the account
 * but its name, email and role, and Profile and Settings, which draw the profile's fields too
 * (SHELL_FIELD_PATHS). A path with `:param` stands for any value there.
 */
export const SHELL_PATHS = {
  member: ["/dashboard", "/dashboard/tasks", "/dashboard/upload", "/dashboard/hours", "/dashboard/payments", "/dashboard/messages", "/dashboard/profile", "/dashboard/settings"],
  admin: [
    "/dashboard",
    "/dashboard/profile",
    "/dashboard/settings",
    "/dashboard/clients",
    "/dashboard/clients/:clientId",
    "/dashboard/tasks",
    "/dashboard/documents",
    "/dashboard/payments",
    "/dashboard/orders",
    "/dashboard/calendar",
    "/dashboard/inbox",
    "/dashboard/reports",
    "/dashboard/audit",
    "/dashboard/messages",
    "/dashboard/contact",
    "/dashboard/translations",
    "/dashboard/newsletter",
  ],
  // Signed out: the screens that read nothing of the visitor (the checkout's frame has a
  // placeholder where the stored cart goes; the password reset reads its link's token: none).
  // The booking page in each language: its form and the slots' loading line.
  visitor: ["/member-login", "/auth", "/checkout", "/book", "/bg/book"],
} as const;

/**
 * The data a visitor's frame asks first, as the page's first render asks it: the server names it in
 * the page (a preload), so it downloads with the page's code instead of after it has run.
 */
const bookingSlots = pathOf(appointmentsRoutes.slots, undefined, { service: "phone_call", durationMinutes: SERVICE_SPECS.phone_call.durations[0] });
export const SHELL_DATA: Readonly<Record<string, string>> = { "/book": bookingSlots, "/bg/book": bookingSlots };

/**
 * The operator's framed pages whose first data the page itself carries: the server asks the API
 * as the page is asked for (the answer the app would fetch, once) and puts it in the page, so it
 * is there with the frame, before any code. The frame's record stand-ins (./shell-record.ts) are filled from it.
 */
export const SHELL_AT_LOAD: Readonly<Record<string, `/${string}`>> = {
  "/dashboard": "/api/dashboard",
  "/dashboard/clients/:clientId": "/api/clients/:clientId",
};

/**
 * The API path whose answer an operator's page carries, with the page's parameters put in as the
 * app's client puts them (core/contract.ts pathOf), or null when the page carries none.
 */
export function shellAtLoadOf(pathname: string, role: "member" | "admin" | null): string | null {
  if (role !== "admin") return null;
  const clean = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  for (const [path, api] of Object.entries(SHELL_AT_LOAD)) {
    const names = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    const match = new RegExp(`^${path.replace(/:\w+/g, "([^/]+)")}$`).exec(clean);
    if (!match) continue;
    const params: Record<string, string> = {};
    try {
      names.forEach((name, i) => {
        params[name] = decodeURIComponent(match[i + 1]!);
      });
    } catch {
      return null;
    }
    return pathOf({ path: api }, params);
  }
  return null;
}

type ShellRole = keyof typeof SHELL_PATHS;
const roleOf = (account: ShellAccount): ShellRole => (account === "member" || account === "visitor" ? account : "admin");

/**
 * The pages whose frame draws the profile's fields (SHELL_FIELD_TOKENS). Their language list offers
 * the product's languages only: an account whose profile names another gets no frame there.
 */
export const SHELL_FIELD_PATHS: readonly string[] = ["/dashboard/profile", "/dashboard/settings"];

/**
 * What else draws a different page: on Settings, whether two-factor sign-in is on (the switch and
 * its badge) and whether it is the only operator (whose deletion is refused); on the operator's
 * home, whether the business's setup is unfinished (the "Finish setting up" card, drawn with every
 * field it can list: the server keeps those the page's data names, SETUP_FIELD_ITEM).
 */
export type ShellFacts = { twoFactor: boolean; soleAdmin: boolean } | { setupUnfinished: boolean };
/** What a request's account and page data tell of those facts. */
export type ShellFactSource = { twoFactorEnabled: boolean; soleAdmin: boolean; setupMissing?: readonly string[] };

const SETTINGS = "/dashboard/settings";
const HOME = "/dashboard";

/** The facts a path's frames are drawn for, for one kind of account: none (one frame) but on Settings and the operator's home. */
function factsOf(account: ShellAccount, path: string): (ShellFacts | undefined)[] {
  if (path === HOME && roleOf(account) === "admin") return [{ setupUnfinished: false }, { setupUnfinished: true }];
  if (path !== SETTINGS) return [undefined];
  const twoFactor = account === "admin-without-2fa" ? [false] : [true, false];
  const soleAdmin = account === "member" ? [false] : [false, true];
  return twoFactor.flatMap((t) => soleAdmin.map((s) => ({ twoFactor: t, soleAdmin: s })));
}

/** The frames the build draws for an account: each path, once per set of facts it depends on. */
export const shellFramesOf = (account: ShellAccount): { path: string; facts?: ShellFacts }[] =>
  SHELL_PATHS[roleOf(account)].flatMap((path) => factsOf(account, path).map((facts) => ({ path, facts })));

/** The facts a request's account gives a path's frame (undefined where its frame depends on none). */
export function shellFactsFor(path: string, account: ShellAccount, source: ShellFactSource): ShellFacts | undefined {
  if (path === HOME && roleOf(account) === "admin") return { setupUnfinished: (source.setupMissing?.length ?? 0) > 0 };
  return path === SETTINGS ? { twoFactor: source.twoFactorEnabled, soleAdmin: source.soleAdmin } : undefined;
}

const factsKey = (facts: ShellFacts) =>
  "setupUnfinished" in facts ? ` setup=${facts.setupUnfinished ? "unfinished" : "done"}` : ` 2fa=${facts.twoFactor ? "on" : "off"} sole=${facts.soleAdmin ? "yes" : "no"}`;

/** A first frame as the build leaves it: the HTML of #root, and the page's tab title in its language. */
export type ShellFrame = { html: string; title?: string };

export const shellKey = (account: ShellAccount, locale: Locale, path: string, facts?: ShellFacts) => `${account} ${locale} ${path}${facts ? factsKey(facts) : ""}`;

/** The frame's path for a requested pathname, or null when it has none. */
export function shellPathOf(pathname: string, role: "member" | "admin" | null): string | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  for (const path of SHELL_PATHS[role ?? "visitor"]) {
    const pattern = new RegExp(`^${path.replace(/:\w+/g, "[^/]+")}$`);
    if (pattern.test(clean)) return path;
  }
  return null;
}

/** What stands in a frame's path parameters when the build renders it. */
export const shellExamplePath = (path: string) => path.replace(/:\w+/g, "frame");
