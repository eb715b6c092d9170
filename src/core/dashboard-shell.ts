/**
 * The members area's first paint, sent by the server (issue 21 item 3).
 *
 * The build renders each dashboard page's first frame (its layout and the page in its loading
 * state) for every kind of account and language, with stand-ins for the person's name and email
 * (src/web/routing/dashboard-shell.tsx, scripts/prerender.mjs). The server puts the one that fits
 * the signed-in account in the page it sends, the stand-ins replaced (src/server/http/web-pages.ts),
 * so the page and its heading paint before any JavaScript has arrived; the app then draws the
 * same frame in its place.
 */
import type { SiteLocale } from "./site-routes";

/** Stand-ins for what only the request knows: private-use characters no text contains. */
export const SHELL_TOKENS = {
  /** The name the screens greet with: profile.fullName || user.name || user.email. */
  name: "\uE001\uE003",
  /** The avatar's letter: the first of user.name (or of the email), upper-case. */
  initial: "\uE001",
  email: "\uE002",
} as const;

/** Which frame an account gets: an operator without two-factor sign-in sees the banner that asks for it. */
export type ShellAccount = "member" | "admin" | "admin-without-2fa";
export const SHELL_ACCOUNTS: readonly ShellAccount[] = ["member", "admin", "admin-without-2fa"];

/**
 * The dashboard's paths that have a frame: those whose first frame reads nothing of the account
 * but its name, email and role (Profile and Settings draw the profile's fields: none for them).
 * A path with `:param` stands for any value there.
 */
export const SHELL_PATHS = {
  member: ["/dashboard", "/dashboard/tasks", "/dashboard/upload", "/dashboard/hours", "/dashboard/payments", "/dashboard/messages"],
  admin: [
    "/dashboard",
    "/dashboard/clients",
    "/dashboard/clients/:clientId",
    "/dashboard/tasks",
    "/dashboard/documents",
    "/dashboard/payments",
    "/dashboard/orders",
    "/dashboard/audit",
    "/dashboard/messages",
    "/dashboard/contact",
    "/dashboard/translations",
  ],
} as const;

export const shellKey = (account: ShellAccount, locale: SiteLocale, path: string) => `${account} ${locale} ${path}`;

/** The frame's path for a requested pathname, or null when it has none. */
export function shellPathOf(pathname: string, role: "member" | "admin"): string | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  for (const path of SHELL_PATHS[role]) {
    const pattern = new RegExp(`^${path.replace(/:\w+/g, "[^/]+")}$`);
    if (pattern.test(clean)) return path;
  }
  return null;
}

/** What stands in a frame's path parameters when the build renders it. */
export const shellExamplePath = (path: string) => path.replace(/:\w+/g, "frame");
