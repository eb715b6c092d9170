import { english } from "../test/english";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AUTH_MESSAGES } from "../../core/auth";
import { twoFactor } from "../db/schema";
import { setupTestApp } from "../test/app";
import { browser } from "../test/browser";
import { createAdmin, createMember, TEST_PASSWORD, type TestUser } from "../test/factories";
import { totpFromUri } from "../test/totp";

const ctx = await setupTestApp();
const STEP_MS = 30_000;

/**
 * Starts the test at the beginning of a 30 s step, so "this step" stays this step for the test:
 * the wall clock (Date, which Better Auth and the replay check read) is moved on to the next
 * step's start and runs on from there, instead of the test waiting up to half a step for it.
 */
function awayFromStepEdge() {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
  vi.setSystemTime(now - (now % STEP_MS) + STEP_MS + 100);
}
afterEach(() => {
  vi.useRealTimers();
});

/** Signs in with the password on a screen; answers the browser, halfway (2FA cookie) through. */
async function passwordStep(u: TestUser, screen: "member" | "admin") {
  const b = browser(ctx);
  const res = await b.post(screen === "admin" ? "/api/admin/sign-in" : "/api/auth/sign-in/email", { email: u.email, password: TEST_PASSWORD });
  expect(res.json()).toMatchObject({ twoFactorRedirect: true });
  return b;
}

/** Enrols with the current code; answers the otpauth URI. */
async function enrolled(u: TestUser, screen: "member" | "admin") {
  const b = browser(ctx);
  expect((await b.post(screen === "admin" ? "/api/admin/sign-in" : "/api/auth/sign-in/email", { email: u.email, password: TEST_PASSWORD })).statusCode).toBe(200);
  const { totpURI } = (await b.post("/api/auth/two-factor/enable", { password: TEST_PASSWORD })).json() as { totpURI: string };
  expect((await b.post("/api/auth/two-factor/verify-totp", { code: totpFromUri(totpURI) })).statusCode).toBe(200);
  return totpURI;
}

describe("a TOTP code works once", () => {
  for (const screen of ["member", "admin"] as const) {
    it(`${screen} sign-in: the same code twice is refused the second time, and so is an earlier step's`, async () => {
      awayFromStepEdge();
      const u = screen === "admin" ? await createAdmin(ctx) : await createMember(ctx);
      const uri = await enrolled(u, screen);
      // The enrolment used this step's code: the same code cannot sign in.
      const sameAsEnrolment = await (await passwordStep(u, screen)).post("/api/auth/two-factor/verify-totp", { code: totpFromUri(uri) });
      expect(sameAsEnrolment.statusCode).toBe(401);

      const code = totpFromUri(uri, Date.now() + STEP_MS); // the next step's, accepted as clock drift
      const first = await passwordStep(u, screen);
      const ok = await first.post("/api/auth/two-factor/verify-totp", { code });
      expect(ok.statusCode).toBe(200);
      expect((await first.get("/api/me")).json().user.email).toBe(u.email);

      const replay = await (await passwordStep(u, screen)).post("/api/auth/two-factor/verify-totp", { code });
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toMatchObject({ message: english(AUTH_MESSAGES.invalidCode), error: { message: english(AUTH_MESSAGES.invalidCode) } });
      const earlier = await passwordStep(u, screen);
      expect((await earlier.post("/api/auth/two-factor/verify-totp", { code: totpFromUri(uri, Date.now() - STEP_MS) })).statusCode).toBe(401);
      expect((await earlier.get("/api/me")).statusCode).toBe(401);

      const [row] = await ctx.db.select({ step: twoFactor.lastUsedStep }).from(twoFactor).where(eq(twoFactor.userId, u.id));
      expect(row?.step).toBe(Math.floor((Date.now() + STEP_MS) / STEP_MS));
    }, 40_000);
  }

  it("two requests racing with one code: one signs in", async () => {
    awayFromStepEdge();
    const member = await createMember(ctx);
    const uri = await enrolled(member, "member");
    const code = totpFromUri(uri, Date.now() + STEP_MS);
    const [a, b] = [await passwordStep(member, "member"), await passwordStep(member, "member")];
    const results = await Promise.all([a, b].map((x) => x.post("/api/auth/two-factor/verify-totp", { code })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  }, 40_000);
});
