import { type APIRequestContext, test as base, expect, type Page } from "@playwright/test";
import { totp } from "../src/server/auth/totp";
import { scanFinalPage } from "./axe";
import { watchCsp } from "./csp";
import { linkIn, uniqueEmail, waitForMail } from "./mailbox";

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

/** Signs `request` in (page.request shares the page's cookies). */
export async function signInViaApi(request: APIRequestContext, account: Account, as: "member" | "admin" = "member"): Promise<void> {
  const res = await post(request, as === "admin" ? "/api/admin/sign-in" : "/api/auth/sign-in/email", {
    email: account.email,
    password: account.password,
  });
  expect(res.ok(), await res.text()).toBe(true);
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
  /** ADMIN's API session, one per worker (ADMIN's sign-ins count against a per-email limit). */
  adminApi: APIRequestContext;
};

export const test = base.extend<Fixtures, WorkerFixtures>({
  // Every test fails on a Content-Security-Policy violation in any of its pages.
  context: async ({ context }, use) => {
    const csp = await watchCsp(context);
    await use(context);
    csp.expectNone();
  },
  // Accessibility: after every test that passed, axe scans the page it ended on (e2e/axe.ts).
  page: async ({ page }, use, testInfo) => {
    await use(page);
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
        extraHTTPHeaders: { Origin: origin, "X-Forwarded-For": `198.19.${workerInfo.workerIndex % 256}.1` },
      });
      const res = await api.post("/api/admin/sign-in", { data: { email: ADMIN.email, password: ADMIN.password } });
      expect(res.ok(), await res.text()).toBe(true);
      await use(api);
      await api.dispose();
    },
    { scope: "worker" },
  ],
  member: async ({ request }, use) => {
    const account = newAccount();
    await signUpViaApi(request, account);
    await verifyEmail(request, account.email);
    await use(account);
  },
  freshAdmin: async ({ request, adminApi }, use) => {
    const account = newAccount("admin");
    await signUpViaApi(request, account);
    await verifyEmail(request, account.email);
    const list = await adminApi.get(`/api/auth/admin/list-users?searchField=email&searchOperator=contains&searchValue=${encodeURIComponent(account.email)}`);
    expect(list.ok(), await list.text()).toBe(true);
    const found = ((await list.json()) as { users: { id: string; email: string }[] }).users.find((u) => u.email === account.email);
    expect(found, "the new account is listed").toBeDefined();
    const promote = await adminApi.post("/api/auth/admin/set-role", { data: { userId: found!.id, role: "admin" } });
    expect(promote.ok(), await promote.text()).toBe(true);
    await use(account);
  },
  memberPage: async ({ page, member }, use) => {
    await signInViaApi(page.request, member);
    await use(page);
  },
  adminPage: async ({ page }, use) => {
    await signInViaApi(page.request, ADMIN, "admin");
    await use(page);
  },
});

/** The current RFC 6238 code (SHA-1, 30 s, 6 digits) for a base32 secret: the server's own implementation. */
export { totp };

/** A code from a later 30 s window than `used`, so no code is sent twice. */
export async function nextTotp(secret: string, used: string): Promise<string> {
  let code = totp(secret);
  while (code === used) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    code = totp(secret);
  }
  return code;
}

/**
 * The code of the next 30 s window: never the code just used (so no code is sent twice),
 * and accepted at once, as servers allow one window of clock drift (RFC 6238 §5.2).
 */
export function nextWindowTotp(secret: string): string {
  return totp(secret, Date.now() + 30_000);
}
