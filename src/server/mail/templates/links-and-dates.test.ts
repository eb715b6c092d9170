import { describe, expect, it } from "vitest";
import { type TemplateName, templates } from "./index";
import { mailTime } from "./layout";

/**
 * A Bulgarian email's links open Bulgarian pages, and every email writes its moments
 * in Sofia time with the zone named — never raw ISO, never bare UTC.
 */
const SITE = "https://concierge.example";
const AT = "2026-11-25T12:30:00.000Z";
type Render = (d: Record<string, unknown>) => Promise<{ subject: string; text: string; html: string }> | { subject: string; text: string; html: string };
const render = async (name: TemplateName, data: Record<string, unknown>) => await (templates[name] as unknown as Render)(data);

describe("dates in emails", () => {
  it("are written in Sofia time with the zone named, in the reader's language", () => {
    expect(mailTime(AT, "bg")).toBe("25 ноември 2026 г., 14:30 ч. българско време (EET)");
    expect(mailTime(AT, "en")).toBe("25 November 2026, 14:30 Sofia time (EET)");
    expect(mailTime("2026-07-01T09:00:00.000Z", "en")).toBe("1 July 2026, 12:00 Sofia time (EEST)");
    // An outbox row written before this change.
    expect(mailTime("2026-11-22 10:00 UTC", "bg")).toBe("22 ноември 2026 г., 12:00 ч. българско време (EET)");
  });

  it.each([
    ["paymentReceipt", { orderRef: "AB12CD34", purpose: "services", lines: [], total: 100, currency: "BGN", paidAt: AT, link: `${SITE}/checkout/success` }],
    ["orderNotification", { orderRef: "AB12CD34", purpose: "services", lines: [], total: 100, currency: "BGN", paidAt: AT, member: false }],
    ["taskSubmitted", { title: "T", description: "", urgency: "normal", clientName: "M", clientEmail: "m@x.y", documents: [], submittedAt: AT, link: `${SITE}/dashboard` }],
    ["messageToOperator", { clientName: "M", clientEmail: "m@x.y", content: "Hi", attachments: [], sentAt: AT, link: `${SITE}/dashboard` }],
    ["contactNotification", { reference: "C-2026-000001", name: "M", email: "m@x.y", service: "calls", message: "Hi", submittedAt: AT }],
    ["contactAcknowledgement", { name: "M", reference: "C-2026-000001", service: "calls", message: "Hi", dueAt: AT, replyTo: "o@x.y" }],
    ["itemOverdue", { kind: "contact", who: "M", dueAt: AT, link: `${SITE}/dashboard` }],
    ["translationDelivered", { name: "M", documentName: "a.pdf", link: `${SITE}/api/x`, expiresAt: AT }],
  ] as const)("%s names the moment in Sofia time in both languages", async (name, data) => {
    for (const lang of ["en", "bg"] as const) {
      const mail = await render(name, { ...data, lang });
      expect(mail.text).toContain(mailTime(AT, lang));
      expect(mail.text + mail.html).not.toMatch(/UTC|\d{4}-\d{2}-\d{2}T\d{2}/);
    }
  });
});

describe("links in emails", () => {
  it.each([
    ["accountVerifyEmail", { name: "M", verifyUrl: `${SITE}/api/auth/verify-email?token=t&callbackURL=%2Fmember-login%3Fverified%3D1` }, "callbackURL=%2Fmember-login%3Fverified%3D1%26lang%3Dbg"],
    ["accountResetPassword", { name: "M", resetUrl: `${SITE}/reset-password?token=t` }, `${SITE}/reset-password?token=t&lang=bg`],
    ["accountWelcome", { name: "M", siteUrl: SITE }, `${SITE}/dashboard?lang=bg`],
    ["accountSignUpAttempt", { name: "M", signInUrl: `${SITE}/member-login` }, `${SITE}/member-login?lang=bg`],
    ["newsletterConfirm", { confirmUrl: `${SITE}/newsletter/confirm?token=t`, unsubscribeUrl: `${SITE}/newsletter/unsubscribe?token=u` }, `${SITE}/newsletter/confirm?token=t&lang=bg`],
    ["paymentReceipt", { orderRef: "A", purpose: "hours", lines: [], total: 1, currency: "BGN", paidAt: AT, link: `${SITE}/dashboard/hours` }, `${SITE}/dashboard/hours?lang=bg`],
    ["lowBalance", { name: "M", balance: 1, pack: 3, link: `${SITE}/checkout?pack=3` }, `${SITE}/checkout?pack=3&lang=bg`],
    ["taskStatusChanged", { name: "M", title: "T", status: "completed", link: `${SITE}/dashboard/tasks` }, `${SITE}/dashboard/tasks?lang=bg`],
    ["messageToMember", { name: "M", subject: "S", content: "C", attachments: [], link: `${SITE}/dashboard/messages` }, `${SITE}/dashboard/messages?lang=bg`],
  ] as const)("%s: a Bulgarian mail's link opens the Bulgarian page; the English one is unchanged", async (name, data, bgLink) => {
    const bg = await render(name, { ...data, lang: "bg" });
    expect(bg.text).toContain(bgLink);
    expect(bg.html).toContain(bgLink.replaceAll("&", "&amp;"));
    const en = await render(name, { ...data, lang: "en" });
    expect(en.text).not.toContain("lang=bg");
    expect(en.text).not.toContain("lang%3Dbg");
  });
});

describe("the contact reply", () => {
  const base = { reference: "C-2026-000007", name: "Мария", body: "Можем да помогнем.", message: "Здравейте", receivedAt: AT, replyTo: "op@x.y" };

  it("says the inbox's default subject in the visitor's language, with the request's reference once", async () => {
    expect((await render("contactReply", { ...base, lang: "bg", subject: "Re: Paperwork setup" })).subject).toBe("Отн.: Документи и администрация [C-2026-000007]");
    expect((await render("contactReply", { ...base, lang: "en", subject: "Re: Paperwork setup" })).subject).toBe("Re: Paperwork setup [C-2026-000007]");
    expect((await render("contactReply", { ...base, lang: "bg", subject: "Вашият въпрос" })).subject).toBe("Вашият въпрос [C-2026-000007]");
    expect((await render("contactReply", { ...base, lang: "en", subject: "About C-2026-000007" })).subject).toBe("About C-2026-000007");
  });

  it("greets once: a body with its own greeting gets none added", async () => {
    const own = await render("contactReply", { ...base, lang: "bg", subject: "S", body: "Здравейте, Мария,\n\nМожем да помогнем." });
    expect(own.text.match(/Здравейте/g)).toHaveLength(2); // the operator's, and the visitor's quoted message
    expect(own.text.startsWith("Здравейте, Мария,\n\nМожем")).toBe(true);
    const plain = await render("contactReply", { ...base, lang: "bg", subject: "S" });
    expect(plain.text.startsWith("Здравейте, Мария,\n\nМожем да помогнем.")).toBe(true);
  });
});
