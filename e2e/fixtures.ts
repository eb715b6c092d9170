import fs from "node:fs";
import path from "node:path";
import { type APIRequestContext, type BrowserContext, test as base, expect, type Page } from "@playwright/test";
import { totp } from "../src/server/auth/totp";
import { scanFinalPage } from "./axe";
import { watchCsp } from "./csp";
import { watchForFailure } from "./failure-report";
import { linkIn, uniqueEmail, waitForMail } from "./mailbox";

/**
 * The end-to-end fixtures (Epic Stack's playwright-utils). Import `test` and `expect` from here.
 *
 * Who a test is — ask for a fixture; nothing clicks through sign-up or sign-in:
 *   member      a fresh member with a verified email, not signed in ({ name, email, password })
 *   memberPage  `page`, signed in as `member`
 *   adminPage   `page`, signed in as ADMIN (the session e2e/admin.setup.ts opened once per run)
 *   freshAdmin  a fresh administrator of its own, not signed in
 *   adminApi    ADMIN's API context, one per worker, for arranging data
 * Helpers: `signInAs(request, account)` signs any context in (page.request shares the page's
 * cookies); `createUser(request, account, opts)` makes any user; `addAdminSession(context)`
 * gives another browser context ADMIN's session. All three go through POST /api/test/session,
 * which the server has only under NODE_ENV=test. Only the journeys about sign-up and sign-in
 * use the real ones: `signUpViaApi` + `verifyEmail` (the mailbox), or the screens.
 *
 * Where a test runs (playwright.config.ts): untagged, once, at desktop width. Tag it
 * `{ tag: "@mobile" }` to run it only at 375 px (a phone layout check), or `{ tag: "@all-widths" }`
 * to run it at both (a journey whose steps differ by width, e.g. the slide-in menu).
 *
 * Every test also fails on a Content-Security-Policy violation (e2e/csp.ts), and the page it
 * ends on is scanned by axe once per distinct page and state in the run (e2e/axe.ts).
 */

export { expect };

export type Account = { name: string; email: string; password: string };

/** Created at start from ADMIN_EMAIL / ADMIN_PASSWORD (playwright.config.ts). */
export const ADMIN: Account = { name: "Administrator", email: "admin@concierge.test", password: "e2e-admin-password-2026" };

export const VERIFY_SUBJECT = "Verify your email for Concierge";

let ipCount = 0;
/** A made-up client address per test (TRUST_PROXY is on in the e2e server). */
function testAddress(workerIndex: number): string {
  ipCount += 1;
  return `198.18.${workerIndex % 256}.${ipCount % 254 + 1}`;
}

export function newAccount(prefix = "member"): Account {
  return { name: "Maria Ivanova", email: uniqueEmail(prefix), password: `Correct-horse-${Math.random().toString(36).slice(2, 8)}` };
}

/** Cookie-authenticated POSTs must carry our Origin (Better Auth and our routes check it). */
function post(request: APIRequestContext, path: string, data: unknown) {
  return request.post(path, { data, headers: { Origin: new URL(test.info().project.use.baseURL ?? "http://localhost:3100").origin } });
}

/** The ADMIN session e2e/admin.setup.ts saves (a Playwright storageState file), read by adminPage and addAdminSession. */
export const ADMIN_STATE = path.join(import.meta.dirname, ".auth", "admin.json");

/** Gives a browser context ADMIN's session (the one signed in once per run), as a storageState would. */
export async function addAdminSession(context: BrowserContext): Promise<void> {
  const state = JSON.parse(fs.readFileSync(ADMIN_STATE, "utf8")) as { cookies: Parameters<BrowserContext["addCookies"]>[0] };
  await context.addCookies(state.cookies);
}

type UserOptions = { role?: "member" | "admin"; emailVerified?: boolean; signIn?: boolean };

/**
 * A user straight from the test-only route (no mail, no sign-in screen): created when the
 * email is new, else checked against its password; `signIn` (default true) puts the session
 * cookie in `request`'s cookie jar.
 */
export async function createUser(request: APIRequestContext, account: Account, opts: UserOptions = {}): Promise<{ id: string }> {
  const res = await post(request, "/api/test/session", { ...account, ...opts });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { user: { id: string } }).user;
}

/** Signs `request` in as an existing account without the sign-in screen (page.request shares the page's cookies). */
export async function signInAs(request: APIRequestContext, account: Account): Promise<void> {
  await createUser(request, account, { signIn: true });
}

/** Registers through the API without verifying the email. */
export async function signUpViaApi(request: APIRequestContext, account: Account): Promise<void> {
  const res = await post(request, "/api/auth/sign-up/email", { ...account, callbackURL: "/member-login?verified=1" });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Follows the verification link of the newest verification mail, as a click in the mail would. */
export async function verifyEmail(request: APIRequestContext, email: string): Promise<string> {
  const link = linkIn(await waitForMail(request, email, VERIFY_SUBJECT), "/api/auth/verify-email");
  const res = await request.get(link, { maxRedirects: 0 });
  expect(res.status(), "the verification link redirects to the member login").toBe(302);
  return link;
}

/** Turns two-factor on for the account `request` is signed in as, as the Settings dialog does. */
export async function enableTwoFactorViaApi(request: APIRequestContext, account: Account): Promise<TwoFactor> {
  const enable = await post(request, "/api/auth/two-factor/enable", { password: account.password });
  expect(enable.ok(), await enable.text()).toBe(true);
  const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
  const secret = new URL(totpURI).searchParams.get("secret") ?? "";
  const usedCode = totp(secret);
  const verify = await post(request, "/api/auth/two-factor/verify-totp", { code: usedCode });
  expect(verify.ok(), await verify.text()).toBe(true);
  return { secret, backupCodes, usedCode };
}

export type TwoFactor = { secret: string; backupCodes: string[]; usedCode: string };

type Fixtures = {
  /** A fresh member with a verified email (not signed in). */
  member: Account;
  /** The page, already signed in as `member`. */
  memberPage: Page;
  /** The page, already signed in as the administrator. */
  adminPage: Page;
  /** A fresh administrator of its own (a verified member promoted by ADMIN), not signed in. */
  freshAdmin: Account;
};

type WorkerFixtures = {
  /** ADMIN's API session (the one e2e/admin.setup.ts opened), one context per worker. */
  adminApi: APIRequestContext;
};

export const test = base.extend<Fixtures, WorkerFixtures>({
  // Every test fails on a Content-Security-Policy violation in any of its pages.
  context: async ({ context }, use) => {
    const csp = await watchCsp(context);
    await use(context);
    csp.expectNone();
  },
  // Accessibility: after a test that passed, axe scans the page it ended on unless this run has scanned that page in that state already (e2e/axe.ts).
  // A failed test prints what its page showed and logged (e2e/failure-report.ts).
  page: async ({ page }, use, testInfo) => {
    const reportFailure = watchForFailure(page);
    await use(page);
    await reportFailure(testInfo);
    await scanFinalPage(page, testInfo);
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, "X-Forwarded-For": testAddress(testInfo.workerIndex) });
  },
  adminApi: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL ?? "http://localhost:3100";
      const origin = new URL(baseURL).origin;
      const api = await playwright.request.newContext({
        baseURL,
        storageState: ADMIN_STATE,
        extraHTTPHeaders: { Origin: origin, "X-Forwarded-For": `198.19.${workerInfo.workerIndex % 256}.1` },
      });
      await use(api);
      await api.dispose();
    },
    { scope: "worker" },
  ],
  member: async ({ request }, use) => {
    const account = newAccount();
    await createUser(request, account, { signIn: false });
    await use(account);
  },
  freshAdmin: async ({ request }, use) => {
    const account = newAccount("admin");
    await createUser(request, account, { role: "admin", signIn: false });
    await use(account);
  },
  memberPage: async ({ page, member }, use) => {
    await signInAs(page.request, member);
    await use(page);
  },
  adminPage: async ({ page }, use) => {
    await addAdminSession(page.context());
    await use(page);
  },
});

/** The current RFC 6238 code (SHA-1, 30 s, 6 digits) for a base32 secret: the server's own implementation. */
export { totp };

/**
 * The code of the next 30 s window: never the code just used (so no code is sent twice),
 * and accepted at once, as servers allow one window of clock drift (RFC 6238 §5.2).
 */
export function nextWindowTotp(secret: string): string {
  return totp(secret, Date.now() + 30_000);
}
