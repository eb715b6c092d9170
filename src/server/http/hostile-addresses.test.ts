import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appointments, contactSubmissions, newsletterSubscribers, orders, outbox, translationRequests, user } from "../db/schema";
import { setupTestApp, uniqueEmail } from "../test/app";
import { uniqueIp } from "../test/browser";
import { createAdmin, signedInAs } from "../test/factories";
import { UPLOAD_ID } from "../test/route-samples";

const ctx = await setupTestApp();
const admin = await createAdmin(ctx);
const adminCookie = (await signedInAs(ctx, admin)).cookie;

/** Each is something a mail library would read as another address than what was typed, or could not mail. */
const HOSTILE = [
  '=HYPERLINK("http://x")@example.test',
  '"a b"@x.test',
  "a@b",
  "Name <a@x.test>",
  "a(comment)@x.test",
  "a@x.test\n",
  "a@x.test\r\nBcc: b@x.test",
  `${"a".repeat(290)}@x.test`,
  `a@${"b".repeat(64)}.test`,
  // A Cyrillic "а" in a local part that reads as Latin.
  "mаria@example.test",
  "a..b@x.test",
  ".a@x.test",
  "a@-x.test",
  "a@x.123",
  "a@x_y.test",
  "a b@x.test",
];

const INVALID = "Please enter a valid email address";

/** Every entry that stores an address, with its sample body carrying `email`. */
const ENTRIES: { name: string; url: string; admin?: boolean; body: (email: string) => object }[] = [
  { name: "contact", url: "/api/contact", body: (email) => ({ name: "Maria", email, service: "custom", message: "Hello" }) },
  { name: "newsletter", url: "/api/newsletter", body: (email) => ({ email }) },
  { name: "sign-up", url: "/api/auth/sign-up/email", body: (email) => ({ name: "Maria", email, password: "A-Long-Password-2026" }) },
  { name: "checkout", url: "/api/checkout", body: (email) => ({ items: [{ kind: "hourly", quantity: 1 }], customer: { name: "Maria", email } }) },
  {
    name: "translation checkout",
    url: "/api/checkout",
    body: (email) => ({ items: [{ kind: "translation", quantity: 1 }], translation: { name: "Maria", email, sourceLanguage: "bg", targetLanguage: "en", notes: "x", uploadId: UPLOAD_ID } }),
  },
  {
    name: "booking",
    url: "/api/appointments",
    body: (email) => ({
      service: "phone_call",
      durationMinutes: 30,
      start: "2026-11-25T08:00:00.000Z",
      place: "phone",
      name: "Maria",
      email,
      phone: "+359 88 123 4567",
      purpose: "A call to the tax office",
      payWith: "card",
      language: "en",
    }),
  },
  { name: "operator's new client (invite)", url: "/api/clients", admin: true, body: (email) => ({ email, fullName: "Maria", language: "bg" }) },
  { name: "operator's new account", url: "/api/auth/admin/create-user", admin: true, body: (email) => ({ email, password: "A-Long-Password-2026", name: "Maria", role: "member" }) },
  { name: "operator's address change", url: "/api/auth/admin/update-user", admin: true, body: (email) => ({ userId: admin.id, data: { email } }) },
];

const send = (url: string, payload: object, asAdmin?: boolean) =>
  ctx.app.inject({ method: "POST", url, payload, remoteAddress: uniqueIp(), headers: { origin: ctx.config.publicUrl, ...(asAdmin ? { cookie: adminCookie } : {}) } });

async function rows() {
  const tables = [outbox, user, contactSubmissions, newsletterSubscribers, appointments, orders, translationRequests];
  return Promise.all(tables.map(async (t) => (await ctx.db.select({ n: count() }).from(t))[0]!.n));
}

describe("every address we store is one we can mail", () => {
  it("each entry refuses each hostile address with 400 and the invalid-email message, and stores or mails nothing", async () => {
    const before = await rows();
    const accepted: string[] = [];
    for (const entry of ENTRIES) {
      for (const bad of HOSTILE) {
        const res = await send(entry.url, entry.body(bad), entry.admin);
        const body = res.body;
        if (res.statusCode !== 400 || !body.includes(INVALID)) accepted.push(`${entry.name} ${JSON.stringify(bad)} → ${res.statusCode} ${body.slice(0, 160)}`);
      }
    }
    expect(accepted).toEqual([]);
    expect(await rows()).toEqual(before);
  });

  it("a plain address still goes through, trimmed, and is mailed as stored", async () => {
    const email = uniqueEmail("o'brien+news");
    const contact = await send("/api/contact", { name: "Maria", email: ` ${email} `, service: "custom", message: "Hello" });
    expect(contact.statusCode, contact.body).toBe(201);
    const newsletter = await send("/api/newsletter", { email: ` ${email} ` });
    expect(newsletter.statusCode, newsletter.body).toBe(202);
    expect((await ctx.mailTo(email)).map((m) => m.template)).toContain("newsletterConfirm");
  });
});
