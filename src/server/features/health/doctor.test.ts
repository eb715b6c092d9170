import { generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { HEALTH_CHECKS, type HealthReport } from "../../../core/health";
import { doctorCommand, formatReport } from "../../cli/doctor";
import { outbox } from "../../db/schema";
import { setupTestApp, testConfig } from "../../test/app";
import { createAdmin, createMember, signedInAs } from "../../test/factories";
import { EMBEDDED_CEILING_RPS } from "../../metrics/load-meter";
import { type DoctorDeps, runDoctor } from "./doctor";

const ctx = await setupTestApp();
const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 1024 });
const PEM = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
const PUBLIC = publicKey.export({ type: "spki", format: "der" }).toString("base64");
const OTHER = generateKeyPairSync("rsa", { modulusLength: 1024 }).publicKey.export({ type: "spki", format: "der" }).toString("base64");

/** A production-like configuration: real mail, Stripe, DKIM and a reply mailbox (all stood in for below). */
const LIVE = {
  SMTP_URL: "smtp://127.0.0.1:2525",
  STRIPE_SECRET_KEY: "sk_test_doctor",
  STRIPE_WEBHOOK_SECRET: "whsec_doctor",
  STRIPE_API_BASE: "http://stripe.test",
  DKIM_DOMAIN: "concierge.localhost",
  DKIM_SELECTOR: "mail",
  DKIM_PRIVATE_KEY: PEM.replace(/\n/g, "\\n"),
  REPLY_DOMAIN: "reply.concierge.localhost",
  IMAP_URL: "imaps://replies:secret@imap.test:993",
};
const WEBHOOK = "http://concierge.localhost/api/payments/webhook";

function stripe(status: number, endpoints: { url: string; status: string }[] = [], date = new Date()): typeof fetch {
  return async () => new Response(JSON.stringify({ data: endpoints }), { status, headers: { "content-type": "application/json", date: date.toUTCString() } });
}
const txt = (p: string) => async () => [["v=DKIM1; k=rsa; ", `p=${p}`]];
const find = (report: HealthReport, check: string) => report.findings.find((f) => f.check === check)!;

async function doctor(env: Record<string, string>, deps: Partial<DoctorDeps> = {}) {
  return runDoctor({ db: ctx.db, dbKind: ctx.database.kind, config: testConfig(env), clock: ctx.clock, backupAgeSeconds: async () => null, ...deps });
}

describe("the health report", () => {
  it("says what the embedded default misses, each with what to do", async () => {
    const report = await doctor({});
    expect(report.findings.map((f) => f.check)).toEqual([...HEALTH_CHECKS]);
    expect(find(report, "mail")).toMatchObject({ state: "warning", finding: "mail.devMailbox" });
    expect(find(report, "payments")).toMatchObject({ state: "warning", finding: "payments.testCheckout" });
    expect(find(report, "dkim")).toMatchObject({ state: "off", finding: "dkim.off" });
    expect(find(report, "replyMailbox")).toMatchObject({ state: "off", finding: "replyMailbox.off" });
    expect(find(report, "storage").state).toMatch(/ok|warning|problem/);
    expect(find(report, "backup")).toMatchObject({ state: "warning", finding: "backup.none" });
    const text = formatReport(report, "en");
    expect(text).toContain("Email (Needs a look): Email is not sent: without SMTP_URL every message stays in the dev mailbox");
    expect(text).toContain("What to do: Set SMTP_URL to your mail provider's SMTP address");
    expect(formatReport(report, "bg")).toContain("Имейл (Вижте): Писмата не се изпращат");
  });

  it("finds everything working when Stripe, DNS and the mailbox agree", async () => {
    const report = await doctor(LIVE, {
      fetch: stripe(200, [{ url: WEBHOOK, status: "enabled" }]),
      resolveTxt: txt(PUBLIC),
      openImap: async () => {},
      backupAgeSeconds: async () => 3 * 3600,
    });
    expect(find(report, "payments")).toMatchObject({ state: "ok", finding: "payments.ok", params: { url: WEBHOOK } });
    expect(find(report, "dkim")).toMatchObject({ state: "ok", params: { domain: "concierge.localhost", name: "mail._domainkey.concierge.localhost" } });
    expect(find(report, "replyMailbox")).toMatchObject({ state: "ok" });
    expect(find(report, "backup")).toMatchObject({ state: "ok", params: { hours: 3 } });
    expect(find(report, "clock")).toMatchObject({ state: "ok", params: { source: "stripe" } });
    expect(formatReport(report, "en")).toContain("Clock (OK): The clock agrees with Stripe");
  });

  it("names each fault in words, with its fix", async () => {
    const skewed = await doctor(LIVE, {
      fetch: stripe(200, [{ url: WEBHOOK, status: "disabled" }], new Date(Date.now() - 5 * 60_000)),
      resolveTxt: txt(OTHER),
      openImap: async () => {
        throw new Error("Invalid credentials (Failure)");
      },
      backupAgeSeconds: async () => 50 * 3600,
    });
    expect(find(skewed, "payments")).toMatchObject({ state: "problem", finding: "payments.webhookDisabled" });
    expect(find(skewed, "dkim")).toMatchObject({ state: "problem", finding: "dkim.mismatch" });
    expect(find(skewed, "replyMailbox")).toMatchObject({ state: "problem", finding: "replyMailbox.unreachable", params: { error: "Invalid credentials (Failure)" } });
    expect(find(skewed, "backup")).toMatchObject({ state: "problem", finding: "backup.old", params: { hours: 50 } });
    expect(find(skewed, "clock")).toMatchObject({ state: "problem", finding: "clock.off" });
    const text = formatReport(skewed, "en");
    expect(text).toMatch(/The clock is (29\d|30\d) s off from Stripe/);
    expect(text).toContain("What to do: Turn on time synchronisation: sudo timedatectl set-ntp true.");

    const refused = await doctor(LIVE, { fetch: stripe(401), resolveTxt: async () => Promise.reject(Object.assign(new Error("queryTxt ENOTFOUND"), { code: "ENOTFOUND" })) });
    expect(find(refused, "payments")).toMatchObject({ state: "problem", finding: "payments.keyRejected" });
    expect(find(refused, "dkim")).toMatchObject({ state: "problem", finding: "dkim.noRecord" });
    const missing = await doctor(LIVE, { fetch: stripe(200, [{ url: "https://elsewhere.example/hook", status: "enabled" }]) });
    expect(formatReport(missing, "en")).toContain(`Stripe has no webhook endpoint for ${WEBHOOK}`);
    const offline = await doctor(LIVE, { fetch: async () => Promise.reject(new TypeError("fetch failed")) });
    expect(find(offline, "payments")).toMatchObject({ state: "problem", finding: "payments.unreachable", params: { error: "fetch failed" } });
  });

  it("reports mail the server could not send, with the server's words", async () => {
    const now = ctx.clock.now();
    await ctx.db.insert(outbox).values({ template: "healthTestMail", to: "ops@example.com", subject: "s", html: "h", text: "t", status: "pending", attempts: 2, lastError: "535 Authentication failed", createdAt: now, nextAttemptAt: now });
    const report = await doctor({ SMTP_URL: "smtp://127.0.0.1:2525" });
    expect(find(report, "mail")).toMatchObject({ state: "problem", finding: "mail.failing" });
    expect(formatReport(report, "en")).toMatch(/\d+ messages? (has|have) not gone out\. The mail server said: 535 Authentication failed/);
  });
});

describe("GET /api/health/report and POST /api/health/test-mail", () => {
  it("gives the operator the report, and puts a test message in the outbox", async () => {
    const admin = await createAdmin(ctx);
    const headers = await signedInAs(ctx, admin);
    const res = await ctx.app.inject({ method: "GET", url: "/api/health/report", headers });
    expect(res.statusCode).toBe(200);
    expect((res.json() as HealthReport).findings.map((f) => f.check)).toEqual([...HEALTH_CHECKS]);

    const sent = await ctx.app.inject({ method: "POST", url: "/api/health/test-mail", headers });
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ to: "operator@concierge.test" });
    const [mail] = await ctx.mailTo("operator@concierge.test");
    expect(mail).toMatchObject({ subject: "Test message from Concierge", status: "pending" });
    expect(mail!.text).toContain("http://concierge.localhost/dashboard/settings#health");
  });

  it("tells the operator when the embedded database nears its limit, in their language", async () => {
    const admin = await createAdmin(ctx);
    const headers = await signedInAs(ctx, admin);
    const database = async () => find((await ctx.app.inject({ method: "GET", url: "/api/health/report", headers })).json() as HealthReport, "database");
    if (ctx.database.kind === "postgres") {
      expect(await database()).toMatchObject({ state: "ok", finding: "database.postgres" });
      return;
    }
    const quiet = await database();
    expect(quiet).toMatchObject({ state: "ok", finding: "database.embedded", params: { limit: EMBEDDED_CEILING_RPS } });
    // A minute at the ceiling: as many answered requests as PGlite carries in sixty seconds.
    for (let i = 0; i < EMBEDDED_CEILING_RPS * 60; i++) ctx.app.load!.count();
    const busy = await database();
    expect(busy).toMatchObject({ state: "warning", finding: "database.nearLimit" });
    const report = { checkedAt: new Date().toISOString(), findings: [busy] };
    expect(formatReport(report, "en")).toContain(`The embedded database is near its limit (~${EMBEDDED_CEILING_RPS} requests/s). Move to PostgreSQL: docs/deploy.md`);
    expect(formatReport(report, "bg")).toContain(`Вградената база данни е близо до границата си (~${EMBEDDED_CEILING_RPS} заявки/с). Преминете към PostgreSQL: docs/deploy.md`);
  });

  it("refuses a member (403) and a visitor (401)", async () => {
    const member = await createMember(ctx);
    const headers = await signedInAs(ctx, member);
    for (const [method, url] of [["GET", "/api/health/report"], ["POST", "/api/health/test-mail"]] as const) {
      expect((await ctx.app.inject({ method, url, headers })).statusCode).toBe(403);
      expect((await ctx.app.inject({ method, url, headers: { origin: headers.origin } })).statusCode).toBe(401);
    }
  });
});

describe("npm run admin -- doctor", () => {
  it("prints the report and exits 1 on a problem; --send-test-mail queues the message", async () => {
    let out = "";
    const code = await doctorCommand({
      config: testConfig({ SMTP_URL: "smtp://127.0.0.1:2525" }),
      database: ctx.database,
      sendTestMail: true,
      locale: "en",
      out: (t) => {
        out += t;
      },
      deps: { fetch: stripe(200), backupAgeSeconds: async () => null },
    });
    expect(code).toBe(1);
    expect(out).toContain("A test message to operator@concierge.test is in the outbox");
    expect(out).toMatch(/^✗ {2}Email \(Problem\): /m);
    expect(out).toContain("Last backup (Needs a look): No backup was found.");
  });

  it("runs beside a server that holds the embedded database, pointing to Settings → Health", async () => {
    let out = "";
    const code = await doctorCommand({ config: testConfig({ SMTP_URL: "smtp://127.0.0.1:2525" }), database: null, sendTestMail: true, locale: "en", out: (t) => {
        out += t;
      } });
    expect(out).toContain("use Settings → Health → Send a test message");
    expect(out).toContain("Email (Problem): This could not be checked: the running server holds the embedded database; open Settings → Health");
    expect(code).toBe(1);
  });
});
