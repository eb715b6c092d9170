import { english } from "../test/english";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../core/auth";
import { setupTestApp } from "../test/app";
import { uniqueIp } from "../test/browser";
import { createAdmin, createMember, TEST_PASSWORD } from "../test/factories";
import { SIGN_IN_BACKOFF } from "./sign-in-throttle";

const ctx = await setupTestApp();

const signIn = (screen: "admin" | "member", ip: string, email: string, password: string) =>
  ctx.app.inject({
    method: "POST",
    url: screen === "admin" ? "/api/admin/sign-in" : "/api/auth/sign-in/email",
    remoteAddress: ip,
    payload: { email, password },
    headers: { origin: ctx.config.publicUrl },
  });

/** Wrong passwords from one address until `wrong` of them were checked; waits out every 429 it meets. */
async function guess(screen: "admin" | "member", ip: string, email: string, wrong: number) {
  const waits: number[] = [];
  for (let checked = 0; checked < wrong; ) {
    const res = await signIn(screen, ip, email, `Wrong-Password-${checked}`);
    if (res.statusCode === 429) {
      const wait = Number(res.headers["retry-after"]);
      expect(wait).toBeGreaterThan(0);
      waits.push(wait);
      ctx.clock.advance(wait * 1000);
      continue;
    }
    expect(res.statusCode).toBe(401);
    checked += 1;
  }
  return waits;
}

describe("password guesses at one account", () => {
  it("50 wrong attempts at the administrator from one address: the attacker is slowed, the owner signs in at once from another", async () => {
    const admin = await createAdmin(ctx);
    const attacker = uniqueIp();
    const waits = await guess("admin", attacker, admin.email, 50);
    // Slowed ever more, up to the cap: 50 guesses took hours instead of seconds.
    expect(waits.length).toBeGreaterThan(40);
    expect(Math.max(...waits)).toBe(SIGN_IN_BACKOFF.maxDelayMs / 1000);

    const owner = await signIn("admin", uniqueIp(), admin.email, TEST_PASSWORD);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.email).toBe(admin.email);
    expect(owner.headers["set-cookie"]).toBeDefined();

    // Right after its last failure, the attacker's address waits even with the right password.
    const slowed = await signIn("admin", attacker, admin.email, TEST_PASSWORD);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toEqual({ error: { code: "rate_limited", message: english(AUTH_MESSAGES.rateLimited), key: "auth.rateLimited" } });
  });

  it("guesses spread over many addresses never lock out the owner; each guessing address is slowed", async () => {
    const member = await createMember(ctx);
    const attackers = Array.from({ length: 30 }, () => uniqueIp());
    for (const ip of attackers) expect((await signIn("member", ip, member.email, "Wrong-Password-1")).statusCode).toBe(401);
    // Past the free failures, an address that failed waits before its next guess.
    const slowed = await signIn("member", attackers[0]!, member.email, "Wrong-Password-2");
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toMatchObject({ code: "RATE_LIMITED", message: english(AUTH_MESSAGES.rateLimited) });

    const owner = await signIn("member", uniqueIp(), member.email, TEST_PASSWORD);
    expect(owner.statusCode).toBe(200);
  });

  it("the owner's own typos keep the member screen's answers (401 each time, the form counts them), then the right password works", async () => {
    const member = await createMember(ctx);
    const ip = uniqueIp();
    for (let i = 0; i < SIGN_IN_BACKOFF.freeFailures; i++) {
      const res = await signIn("member", ip, member.email, `Typo-Password-${i}`);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(english(AUTH_MESSAGES.invalidCredentials));
    }
    ctx.clock.advance(SIGN_IN_BACKOFF.baseDelayMs);
    expect((await signIn("member", ip, member.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});
