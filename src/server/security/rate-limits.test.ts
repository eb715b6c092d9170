import { afterAll, describe, expect, it } from "vitest";
import { CHECKOUT_RATE } from "../features/checkout/routes";
import { RULES, type Rule } from "../http/rate-limit";
import { SIGN_IN_BACKOFF } from "../auth/sign-in-throttle";
import { setupTestApp, type TestContext, uniqueEmail } from "../test/app";
import { uniqueIp } from "../test/browser";
import { createAdmin, createMember, TEST_PASSWORD } from "../test/factories";
import { figures } from "./report";

/**
 * Rate limits under a spoofed X-Forwarded-For. Without TRUST_PROXY the header is
 * ignored: the socket's address counts. With TRUST_PROXY (one proxy hop, as e2e and a real
 * deployment behind a reverse proxy run) only the address the proxy appended counts, so a
 * client writing its own X-Forwarded-For entries cannot become someone new. And the limits
 * cannot be turned against a legitimate user: wrong passwords for the victim's email from
 * many addresses never keep the victim out.
 */
const direct = await setupTestApp();
const proxied = await setupTestApp({ env: { TRUST_PROXY: "true" } });
const f = figures("Security: rate limits with spoofed X-Forwarded-For, and no lock-out");
afterAll(f.print);

type Endpoint = { name: string; url: string; rule: Rule; body: () => object };
const ENDPOINTS: Endpoint[] = [
  { name: "member sign-in", url: "/api/auth/sign-in/email", rule: RULES.signIn, body: () => ({ email: uniqueEmail("guess"), password: "Guess-Password-000" }) },
  { name: "admin sign-in", url: "/api/admin/sign-in", rule: RULES.signIn, body: () => ({ email: uniqueEmail("guess"), password: "Guess-Password-000" }) },
  { name: "sign-up", url: "/api/auth/sign-up/email", rule: RULES.signUp, body: () => ({ name: "Spam", email: uniqueEmail("spam"), password: "Spam-Account-Pass-1" }) },
  { name: "reset request", url: "/api/auth/request-password-reset", rule: RULES.reset, body: () => ({ email: uniqueEmail("reset"), redirectTo: "/reset-password" }) },
  { name: "2FA code", url: "/api/auth/two-factor/verify-totp", rule: RULES.twoFactor, body: () => ({ code: "123456" }) },
  { name: "newsletter", url: "/api/newsletter", rule: RULES.newsletter, body: () => ({ email: uniqueEmail("news"), language: "en" }) },
  { name: "contact form", url: "/api/contact", rule: RULES.contact, body: () => ({ name: "Flood", email: uniqueEmail("c"), service: "custom", message: "Buy now" }) },
  { name: "checkout", url: "/api/checkout", rule: CHECKOUT_RATE, body: () => ({ items: [] }) },
];
const EXTRA = 3;

function post(ctx: TestContext, url: string, payload: object, remoteAddress: string, xff?: string) {
  return ctx.app.inject({
    method: "POST",
    url,
    payload,
    remoteAddress,
    headers: { origin: ctx.config.publicUrl, ...(xff === undefined ? {} : { "x-forwarded-for": xff }) },
  });
}

/** How many of max + EXTRA requests got through (anything but 429) when each is sent by `send`. */
async function passed(e: Endpoint, send: (n: number, body: object) => ReturnType<typeof post>) {
  let through = 0;
  for (let n = 0; n < e.rule.max + EXTRA; n++) {
    const res = await send(n, e.body());
    if (res.statusCode >= 500) throw new Error(`${e.name}: ${res.statusCode} ${res.body}`);
    if (res.statusCode !== 429) through += 1;
  }
  return through;
}

const spoof = (n: number) => `203.0.${Math.floor(n / 250)}.${(n % 250) + 1}`;

describe("spoofed X-Forwarded-For", () => {
  it("TRUST_PROXY=false: a new X-Forwarded-For on every request does not reset the count", async () => {
    const rows: string[] = [];
    // Endpoints side by side (each counts its own bucket), each one's requests in turn.
    const results = await Promise.all(
      ENDPOINTS.map(async (e) => {
        const socket = uniqueIp();
        const through = await passed(e, (n, body) => post(direct, e.url, body, socket, spoof(n)));
        // Another client is unaffected: the limit is this address's, not everyone's.
        const other = await post(direct, e.url, e.body(), uniqueIp());
        return { e, through, other };
      }),
    );
    for (const { e, through, other } of results) {
      const ok = through === e.rule.max && other.statusCode !== 429;
      f.add({ check: `no proxy, XFF rotated: ${e.name} requests through`, figure: `${through}/${e.rule.max + EXTRA}`, target: `${e.rule.max} (the limit)`, ok });
      if (!ok) rows.push(`${e.name}: ${through} through, another client ${other.statusCode}`);
    }
    expect(rows).toEqual([]);
  });

  it("TRUST_PROXY=false: rotating addresses inside one IPv6 /64 does not reset the count", async () => {
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:1`;
    const e = ENDPOINTS[0]!;
    const through = await passed(e, (n, body) => post(direct, e.url, body, `${prefix}::${(n + 1).toString(16)}`, spoof(n)));
    f.add({ check: "no proxy, IPv6 rotated in one /64: member sign-in through", figure: `${through}/${e.rule.max + EXTRA}`, target: `${e.rule.max} (the limit)`, ok: through === e.rule.max });
    expect(through).toBe(e.rule.max);
  });

  it("TRUST_PROXY=true (one hop): a client's own X-Forwarded-For entries do not let it rotate", async () => {
    const rows: string[] = [];
    const proxy = uniqueIp();
    const results = await Promise.all(
      ENDPOINTS.map(async (e, i) => {
        const real = `198.51.${i}.${Math.floor(Math.random() * 250) + 1}`;
        // The proxy appends the address it saw to whatever the client sent: one, two or three made-up entries.
        const prefix = (n: number) => Array.from({ length: (n % 3) + 1 }, (_, k) => spoof(n * 3 + k)).join(", ");
        const through = await passed(e, (n, body) => post(proxied, e.url, body, proxy, `${prefix(n)}, ${real}`));
        // Another client behind the same proxy is unaffected; the attacker naming that client in its own entries is not.
        const other = `198.18.${i}.${Math.floor(Math.random() * 250) + 1}`;
        const otherRes = await post(proxied, e.url, e.body(), proxy, other);
        const posing = await post(proxied, e.url, e.body(), proxy, `${other}, ${real}`);
        return { e, through, otherRes, posing };
      }),
    );
    for (const { e, through, otherRes, posing } of results) {
      const ok = through === e.rule.max && otherRes.statusCode !== 429 && posing.statusCode === 429;
      f.add({ check: `behind proxy, client XFF prefix rotated: ${e.name} through`, figure: `${through}/${e.rule.max + EXTRA}`, target: `${e.rule.max} (the limit)`, ok });
      if (!ok) rows.push(`${e.name}: ${through} through, other client ${otherRes.statusCode}, attacker posing ${posing.statusCode}`);
    }
    expect(rows).toEqual([]);
  });
});

describe("no lock-out of a legitimate user", () => {
  const signIn = (ctx: TestContext, screen: "member" | "admin", email: string, password: string, socket: string, xff?: string) =>
    post(ctx, screen === "admin" ? "/api/admin/sign-in" : "/api/auth/sign-in/email", { email, password }, socket, xff);

  it("after many wrong passwords for the victim's email from other addresses, the victim signs in at once", async () => {
    const ATTACKERS = 12;
    const problems: string[] = [];
    for (const [screen, ctx] of [["member", direct], ["admin", direct], ["member", proxied]] as const) {
      const victim = screen === "admin" ? await createAdmin(ctx) : await createMember(ctx);
      const proxy = uniqueIp();
      const victimAddress = ctx === proxied ? "198.51.100.10" : uniqueIp();
      let wrong = 0;
      for (let a = 0; a < ATTACKERS; a++) {
        const attacker = uniqueIp();
        // Each attacker guesses until its own address is limited or slowed.
        for (let g = 0; g < 4; g++) {
          const res =
            ctx === proxied
              ? signIn(ctx, screen, victim.email, `Wrong-Password-${g}`, proxy, `${victimAddress}, ${attacker}`) // claims to be the victim
              : signIn(ctx, screen, victim.email, `Wrong-Password-${g}`, attacker);
          const status = (await res).statusCode;
          if (status === 401) wrong += 1;
          else if (status === 429) break;
          else problems.push(`${screen}: attacker got ${status}`);
        }
      }
      const started = Date.now();
      const own = ctx === proxied ? await signIn(ctx, screen, victim.email, victim.password, proxy, victimAddress) : await signIn(ctx, screen, victim.email, victim.password, victimAddress);
      const ok = own.statusCode === 200;
      f.add({
        check: `victim signs in after ${wrong} wrong passwords from ${ATTACKERS} addresses (${screen}${ctx === proxied ? ", behind proxy, attackers posing as the victim" : ""})`,
        figure: `${own.statusCode} in ${Date.now() - started} ms`,
        target: "200 at once",
        ok,
      });
      if (!ok) problems.push(`${screen}: victim got ${own.statusCode} ${own.body}`);
      if (wrong < ATTACKERS) problems.push(`${screen}: only ${wrong} wrong guesses were checked`);
    }
    expect(problems).toEqual([]);
  });

  it("a victim's own typo after the attack costs at most the base delay", async () => {
    const victim = await createMember(direct);
    for (let a = 0; a < SIGN_IN_BACKOFF.freeFailures + 5; a++) await signIn(direct, "member", victim.email, "Wrong-Password-1", uniqueIp());
    const home = uniqueIp();
    expect((await signIn(direct, "member", victim.email, "Typo-Password-1", home)).statusCode).toBe(401);
    const soon = await signIn(direct, "member", victim.email, TEST_PASSWORD, home);
    const wait = soon.statusCode === 429 ? Number(soon.headers["retry-after"]) : 0;
    direct.clock.advance(wait * 1000);
    const after = await signIn(direct, "member", victim.email, TEST_PASSWORD, home);
    const ok = wait <= SIGN_IN_BACKOFF.baseDelayMs / 1000 && after.statusCode === 200;
    f.add({ check: "victim's wait after one own typo during an attack", figure: `${wait} s, then ${after.statusCode}`, target: `≤ ${SIGN_IN_BACKOFF.baseDelayMs / 1000} s, then 200`, ok });
    expect(ok).toBe(true);
  });

  it("a flood of reset requests for the victim's email leaves the victim a working reset link", async () => {
    const victim = await createMember(direct);
    for (let a = 0; a < 10; a++) {
      await post(direct, "/api/auth/request-password-reset", { email: victim.email, redirectTo: "/reset-password" }, uniqueIp());
    }
    const mails = (await direct.mailTo(victim.email)).filter((m) => m.template === "accountResetPassword");
    const own = await post(direct, "/api/auth/request-password-reset", { email: victim.email, redirectTo: "/reset-password" }, uniqueIp());
    // The newest link in the victim's inbox still resets the password.
    const token = mails[0]?.text.match(/reset-password\?token=([\w-]+)/)?.[1];
    const reset = token
      ? await post(direct, "/api/auth/reset-password", { token, newPassword: "New-Victim-Password-2026" }, uniqueIp())
      : undefined;
    const ok = mails.length === RULES.resetPerEmail.max && reset?.statusCode === 200;
    f.add({
      check: "10 reset requests for the victim from 10 addresses: mails sent / victim's link works",
      figure: `${mails.length} / ${reset?.statusCode ?? "no link"} (own request: ${own.statusCode})`,
      target: `${RULES.resetPerEmail.max} / 200`,
      ok,
    });
    expect(mails).toHaveLength(RULES.resetPerEmail.max);
    expect(reset?.statusCode).toBe(200);
    expect((await signIn(direct, "member", victim.email, "New-Victim-Password-2026", uniqueIp())).statusCode).toBe(200);
  });
});

describe("mail budgets", () => {
  it("a taken address gets one 'someone tried to sign up' mail per hour, whatever the number of tries and addresses", async () => {
    const owner = await createMember(direct);
    const results = [];
    for (let i = 0; i < 30; i++) {
      results.push(await post(direct, "/api/auth/sign-up/email", { name: "Spam", email: owner.email, password: "Spam-Account-Pass-1" }, uniqueIp()));
    }
    const mails = (await direct.mailTo(owner.email)).filter((m) => m.template === "accountSignUpAttempt").length;
    const same = results.every((r) => r.statusCode === 200 && r.json().user?.email === owner.email);
    f.add({ check: "mail per recipient per hour: 30 sign-ups with a taken address (30 addresses)", figure: mails, target: "1", ok: mails === 1 });
    f.add({ check: "answers to those sign-ups: the same 200 as a new address", figure: same ? "30/30" : "differ", target: "30/30", ok: same });
    expect(mails).toBe(1);
    expect(same).toBe(true);
  });
});
