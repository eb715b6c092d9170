import { english } from "../test/english";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../core/auth";
import { NEWSLETTER_MESSAGES } from "../../core/newsletter";
import { contactSubmissions, newsletterSubscribers, outbox } from "../db/schema";
import { UPLOAD_RATE } from "../features/translation";
import { setupTestApp, uniqueEmail } from "../test/app";
import { uniqueIp } from "../test/browser";
import { FILES, tempStore } from "../test/payments";
import { RULES } from "./rate-limit";

const { store } = tempStore();
const ctx = await setupTestApp({ storage: store });
const RATE_LIMITED = { error: { code: "rate_limited", message: english(AUTH_MESSAGES.rateLimited), key: "auth.rateLimited" } };

/** One client address that writes a new X-Forwarded-For on every request (ignored without TRUST_PROXY). */
function client(ip = uniqueIp()) {
  let n = 0;
  return (url: string, payload: object | Buffer, headers: Record<string, string> = {}) => {
    n += 1;
    return ctx.app.inject({ method: "POST", url, payload, remoteAddress: ip, headers: { origin: ctx.config.publicUrl, "x-forwarded-for": `203.0.113.${n}`, ...headers } });
  };
}

const contact = (email: string) => ({ name: "Flood", email, service: "custom", message: "Buy now" });
const operatorMails = async () => (await ctx.db.select().from(outbox).where(eq(outbox.to, ctx.config.OPERATOR_EMAIL))).length;

describe("abuse limits on the public forms", () => {
  it("contact: one address sends a few messages, then 429 and nothing stored or mailed", async () => {
    const send = client();
    for (let i = 0; i < RULES.contact.max; i++) expect((await send("/api/contact", contact(uniqueEmail("c")))).statusCode).toBe(201);
    const mailsBefore = await operatorMails();
    const email = uniqueEmail("flood");
    const res = await send("/api/contact", contact(email));
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(RATE_LIMITED);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    expect(await ctx.db.select().from(contactSubmissions).where(eq(contactSubmissions.email, email))).toHaveLength(0);
    expect(await operatorMails()).toBe(mailsBefore);
    // Another visitor is unaffected.
    expect((await client()("/api/contact", contact(uniqueEmail("c")))).statusCode).toBe(201);
  });

  it("newsletter: one address signs up a few emails, then 429 and nothing stored or mailed", async () => {
    const send = client();
    for (let i = 0; i < RULES.newsletter.max; i++) expect((await send("/api/newsletter", { email: uniqueEmail("n") })).statusCode).toBe(202);
    const email = uniqueEmail("n");
    const res = await send("/api/newsletter", { email });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(RATE_LIMITED);
    expect(await ctx.mailTo(email)).toHaveLength(0);
    expect(await ctx.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))).toHaveLength(0);
  });

  it("newsletter: sign-ups of one victim from many addresses send a few mails, and answer the same every time", async () => {
    const victim = uniqueEmail("victim");
    const answers = new Set<string>();
    const email = (n: number) => (n % 2 ? victim.toUpperCase() : victim);
    // The first ones one by one (each sends its mail), then the rest ten at a time: each answer
    // waits out the form's even-timing floor (http/even-timing.ts).
    for (let n = 0; n < RULES.newsletterMailPerEmail.max; n++) {
      const res = await client()("/api/newsletter", { email: email(n) });
      answers.add(`${res.statusCode} ${res.body}`);
    }
    for (let batch = 0; batch < 5; batch++) {
      const sent = Array.from({ length: 10 }, (_, k) => client()("/api/newsletter", { email: email(batch * 10 + k) }));
      for (const res of await Promise.all(sent)) answers.add(`${res.statusCode} ${res.body}`);
    }
    expect([...answers]).toEqual([`202 ${JSON.stringify({ message: english(NEWSLETTER_MESSAGES.pending), key: NEWSLETTER_MESSAGES.pending.key })}`]);
    expect(await ctx.mailTo(victim)).toHaveLength(RULES.newsletterMailPerEmail.max);

    ctx.clock.advance(RULES.newsletterMailPerEmail.windowMs);
    await client()("/api/newsletter", { email: victim });
    expect(await ctx.mailTo(victim)).toHaveLength(RULES.newsletterMailPerEmail.max + 1);
  });

  it("uploads: one address, whatever X-Forwarded-For says, is refused past its budget", async () => {
    const send = client();
    const upload = () => send("/api/translation/uploads", FILES.pdf, { "content-type": "application/octet-stream", "x-file-name": "doc.pdf" });
    for (let i = 0; i < UPLOAD_RATE.max; i++) expect((await upload()).statusCode).toBe(201);
    const res = await upload();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(RATE_LIMITED);
  });
});
