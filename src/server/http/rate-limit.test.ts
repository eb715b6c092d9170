import { english } from "../test/english";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../core/auth";
import { setupTestApp, uniqueEmail } from "../test/app";
import { uniqueIp } from "../test/browser";
import { createMember, TEST_PASSWORD } from "../test/factories";
import { RULES } from "./rate-limit";

const ctx = await setupTestApp();
const proxied = await setupTestApp({ env: { TRUST_PROXY: "true" } });

const RATE_LIMITED = { code: "rate_limited", message: english(AUTH_MESSAGES.rateLimited), key: "auth.rateLimited" };

/** One client address, a new X-Forwarded-For on every request (the classic bypass). */
function attempts(c = ctx, ip = uniqueIp()) {
  let n = 0;
  return (url: string, payload: object) => {
    n += 1;
    return c.app.inject({ method: "POST", url, remoteAddress: ip, payload, headers: { origin: c.config.publicUrl, "x-forwarded-for": `203.0.113.${n}` } });
  };
}

describe("rate limits", () => {
  it("member sign-in: 429 after the limit, whatever X-Forwarded-For says", async () => {
    const send = attempts();
    const body = () => ({ email: uniqueEmail("guess"), password: "Guess-Password-000" });
    for (let i = 0; i < RULES.signIn.max; i++) expect((await send("/api/auth/sign-in/email", body())).statusCode).toBe(401);
    const res = await send("/api/auth/sign-in/email", body());
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: "RATE_LIMITED", message: english(AUTH_MESSAGES.rateLimited), error: RATE_LIMITED });
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("an encoded path reaches the same endpoint under the same limit", async () => {
    const send = attempts();
    const body = () => ({ email: uniqueEmail("enc"), password: "Guess-Password-000" });
    for (let i = 0; i < RULES.signIn.max; i++) expect((await send("/%61pi/auth/sign-in/%65mail", body())).statusCode).toBe(401);
    expect((await send("/%61pi/auth/sign-in/%65mail", body())).statusCode).toBe(429);
  });

  it("shares the sign-in budget between the member and admin screens, and refuses even right passwords past it", async () => {
    const member = await createMember(ctx);
    const send = attempts();
    for (let i = 0; i < RULES.signIn.max; i++) await send("/api/admin/sign-in", { email: uniqueEmail("g"), password: "Guess-Password-000" });
    const res = await send("/api/auth/sign-in/email", { email: member.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(429);
    const admin = await send("/api/admin/sign-in", { email: member.email, password: TEST_PASSWORD });
    expect(admin.statusCode).toBe(429);
    expect(admin.json()).toEqual({ error: RATE_LIMITED });
  });

  it("sign-up, reset request and 2FA verification", async () => {
    const signUp = attempts();
    const statuses: number[] = [];
    for (let i = 0; i <= RULES.signUp.max; i++) {
      statuses.push((await signUp("/api/auth/sign-up/email", { name: "Spam", email: uniqueEmail("spam"), password: "Spam-Account-Pass-1" })).statusCode);
    }
    expect(statuses.slice(0, RULES.signUp.max).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);

    const reset = attempts();
    for (let i = 0; i < RULES.reset.max; i++) await reset("/api/auth/request-password-reset", { email: uniqueEmail("r") });
    expect((await reset("/api/auth/request-password-reset", { email: uniqueEmail("r") })).statusCode).toBe(429);

    const victim = uniqueEmail("bombed");
    for (let i = 0; i < RULES.resetPerEmail.max; i++) await attempts()("/api/auth/request-password-reset", { email: victim });
    expect((await attempts()("/api/auth/request-password-reset", { email: victim })).statusCode).toBe(429);

    const totp = attempts();
    for (let i = 0; i < RULES.twoFactor.max; i++) expect((await totp("/api/auth/two-factor/verify-totp", { code: "123456" })).statusCode).toBe(401);
    expect((await totp("/api/auth/two-factor/verify-totp", { code: "123456" })).statusCode).toBe(429);
    const backup = await totp("/api/auth/two-factor/verify-backup-code", { code: "abcde-fghij" });
    expect(backup.statusCode).toBe(429);
  });

  it("opens again after the window", async () => {
    const send = attempts();
    for (let i = 0; i <= RULES.signIn.max; i++) await send("/api/auth/sign-in/email", { email: uniqueEmail("w"), password: "Guess-Password-000" });
    ctx.clock.advance(RULES.signIn.windowMs);
    expect((await send("/api/auth/sign-in/email", { email: uniqueEmail("w"), password: "Guess-Password-000" })).statusCode).toBe(401);
  });

  it("counts by X-Forwarded-For only when TRUST_PROXY is set", async () => {
    const proxy = uniqueIp();
    const asClient = (client: string) =>
      proxied.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        remoteAddress: proxy,
        payload: { email: uniqueEmail("p"), password: "Guess-Password-000" },
        headers: { origin: proxied.config.publicUrl, "x-forwarded-for": client },
      });
    for (let i = 0; i < RULES.signIn.max; i++) await asClient("198.51.100.7");
    expect((await asClient("198.51.100.7")).statusCode).toBe(429);
    expect((await asClient("198.51.100.8")).statusCode).toBe(401); // another client behind the same proxy
  });

  it("behind the proxy, a client's own X-Forwarded-For entries do not make it someone else", async () => {
    const proxy = uniqueIp();
    let n = 0;
    const spoofing = () => {
      n += 1;
      return proxied.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        remoteAddress: proxy,
        payload: { email: uniqueEmail("s"), password: "Guess-Password-000" },
        // The proxy appends the address it saw to whatever the client sent.
        headers: { origin: proxied.config.publicUrl, "x-forwarded-for": `203.0.113.${n}, 198.51.100.77` },
      });
    };
    for (let i = 0; i < RULES.signIn.max; i++) await spoofing();
    expect((await spoofing()).statusCode).toBe(429);
  });
});
