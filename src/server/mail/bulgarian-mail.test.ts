import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newsletterSubscribers, profiles, user } from "../db/schema";
import { setupTestApp, uniqueEmail } from "../test/app";
import { browser } from "../test/browser";
import { createAdmin, createMember, signedInAs } from "../test/factories";
import { openCheckout, payTestSession } from "../test/payments";
import { apiAs } from "../test/tasks";

/**
 * Emails go out in the recipient's language — a visitor's in the language they
 * used on the form, a member's in their profile's preferred language; English otherwise.
 */
const ctx = await setupTestApp();
const PASSWORD = "Tram-Route-Twelve-Vitosha";
let ip = 0;
const uniqueIp = () => `10.9.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;
const CYRILLIC = /[а-яА-Я]/;

const newsletter = (email: string, language?: string) =>
  ctx.app.inject({ method: "POST", url: "/api/newsletter", payload: { email, ...(language ? { language } : {}) }, remoteAddress: uniqueIp() });

describe("visitors get mail in the language they used", () => {
  it("newsletter: a Bulgarian sign-up is confirmed in Bulgarian and remembered; no language means English", async () => {
    const bg = uniqueEmail("news-bg");
    expect((await newsletter(bg, "bg")).statusCode).toBe(202);
    const [mail] = await ctx.mailTo(bg);
    expect(mail?.subject).toBe("Моля, потвърдете абонамента си за новините на Concierge");
    expect(mail?.text).toContain("Потвърдете абонамента си:");
    expect(mail?.html).toMatch(/<html[^>]* lang="bg"/);
    expect(mail?.html).toContain("Или поставете тази връзка в браузъра си:");
    const [row] = await ctx.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, bg));
    expect(row?.language).toBe("bg");

    const en = uniqueEmail("news-en");
    expect((await newsletter(en)).statusCode).toBe(202);
    const [english] = await ctx.mailTo(en);
    expect(english?.subject).toBe("Please confirm your subscription to Concierge news");
    expect(english?.text).not.toMatch(CYRILLIC);
  });

  it("a form sent without its language follows the visitor's language cookie, then Accept-Language (the language rule)", async () => {
    const byCookie = uniqueEmail("news-cookie");
    const res = await ctx.app.inject({ method: "POST", url: "/api/newsletter", payload: { email: byCookie }, headers: { cookie: "concierge-locale=bg", origin: ctx.config.publicUrl }, remoteAddress: uniqueIp() });
    expect(res.statusCode).toBe(202);
    expect((await ctx.mailTo(byCookie))[0]?.subject).toBe("Моля, потвърдете абонамента си за новините на Concierge");

    const byHeader = uniqueEmail("buyer-accept");
    const sessionId = await openCheckout(ctx, { items: [{ kind: "hourly", quantity: 1 }], customer: { email: byHeader } }, { "accept-language": "bg-BG,bg;q=0.9" });
    await payTestSession(ctx, sessionId);
    expect((await ctx.mailTo(byHeader)).find((m) => m.template === "paymentReceipt")?.subject).toMatch(/^Вашата бележка/);

    // The form's own language wins over both.
    const said = uniqueEmail("news-said");
    await ctx.app.inject({ method: "POST", url: "/api/newsletter", payload: { email: said, language: "en" }, headers: { cookie: "concierge-locale=bg", "accept-language": "bg", origin: ctx.config.publicUrl }, remoteAddress: uniqueIp() });
    expect((await ctx.mailTo(said))[0]?.subject).toBe("Please confirm your subscription to Concierge news");
  });

  it("newsletter: refuses a language the site does not speak", async () => {
    const res = await newsletter(uniqueEmail("news-xx"), "de");
    expect(res.statusCode).toBe(400);
  });

  it("order receipt: a visitor who paid in Bulgarian gets a Bulgarian receipt, items named in Bulgarian, money in Bulgarian format", async () => {
    const email = uniqueEmail("buyer-bg");
    const sessionId = await openCheckout(ctx, { items: [{ kind: "hourly", quantity: 2 }], customer: { name: "Мария", email }, language: "bg" });
    // The payment page names the items in Bulgarian too.
    const page = await ctx.app.inject({ method: "GET", url: `/api/test-gateway/sessions/${sessionId}` });
    expect(page.json().lineItems[0].name).toBe("Почасова помощ");
    // Cancelling on the payment page returns to the Bulgarian checkout.
    expect(page.json().cancelUrl).toBe("http://concierge.localhost/checkout?lang=bg");
    expect((await payTestSession(ctx, sessionId)).statusCode).toBe(200);
    const receipt = (await ctx.mailTo(email)).find((m) => m.template === "paymentReceipt");
    expect(receipt?.subject).toMatch(/^Вашата бележка от Concierge — поръчка [0-9A-F]{8}$/);
    expect(receipt?.text).toContain("Здравейте, Мария,");
    expect(receipt?.text).toMatch(/Почасова помощ × 2 — 20,46\s€/);
    expect(receipt?.text).toMatch(/Общо платено: 20,46\s€/);
    expect(receipt?.html).toMatch(/<html[^>]* lang="bg"/);
    // The date in Bulgarian, in Sofia time with the zone named; the link opens the Bulgarian success page.
    expect(receipt?.text).toMatch(/платена \d{1,2} (януари|февруари|март|април|май|юни|юли|август|септември|октомври|ноември|декември) \d{4} г\., \d{2}:\d{2} ч\. българско време \(EES?T\)/);
    expect(receipt?.text).not.toMatch(/UTC|\d{4}-\d{2}-\d{2}T/);
    expect(receipt?.text).toContain(`/checkout/success?session_id=${sessionId}&lang=bg`);
    expect(receipt?.html).toContain(`/checkout/success?session_id=${sessionId}&amp;lang=bg`);
  });

  it("order receipt: without a language it stays English", async () => {
    const email = uniqueEmail("buyer-en");
    const sessionId = await openCheckout(ctx, { items: [{ kind: "hourly", quantity: 1 }], customer: { email } });
    await payTestSession(ctx, sessionId);
    const receipt = (await ctx.mailTo(email)).find((m) => m.template === "paymentReceipt");
    expect(receipt?.subject).toMatch(/^Your Concierge receipt — order /);
    expect(receipt?.text).toContain("Hourly help — €10.23");
    expect(receipt?.text).toMatch(/paid \d{1,2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2} Sofia time \(EES?T\)/);
    expect(receipt?.text).toContain(`/checkout/success?session_id=${sessionId}\n`);
  });
});

describe("members get mail in their preferred language", () => {
  it("sign-up in Bulgarian: stored as the preferred language; verification and welcome mail in Bulgarian", async () => {
    const b = browser(ctx);
    const email = uniqueEmail("signup-bg");
    const res = await b.post("/api/auth/sign-up/email", { name: "Елена", email, password: PASSWORD, language: "bg" });
    expect(res.statusCode).toBe(200);
    const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.userId, res.json().user.id));
    expect(profile?.preferredLanguage).toBe("bg");

    const [verify] = await ctx.mailTo(email);
    expect(verify?.template).toBe("accountVerifyEmail");
    expect(verify?.subject).toBe("Потвърдете имейла си за Concierge");
    expect(verify?.text).toContain("Здравейте, Елена,");
    const link = verify!.text.match(/http:\/\/concierge\.localhost\/api\/auth\/verify-email\?token=\S+/)![0];
    // The link ends on a Bulgarian page: its callback carries the language.
    expect(decodeURIComponent(new URL(link).searchParams.get("callbackURL") ?? "")).toMatch(/^\/member-login\?.*lang=bg/);
    const verified = await b.get(link.replace("http://concierge.localhost", ""));
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toContain("lang=bg");
    const welcome = (await ctx.mailTo(email)).find((m) => m.template === "accountWelcome");
    expect(welcome?.subject).toBe("Добре дошли в Concierge");
    expect(welcome?.text).toContain("http://concierge.localhost/dashboard?lang=bg");
  });

  it("sign-up without a language follows the visitor's language cookie, then Accept-Language (the language rule)", async () => {
    const byCookie = uniqueEmail("signup-cookie");
    const b = browser(ctx);
    b.jar.set("concierge-locale", "bg");
    expect((await b.post("/api/auth/sign-up/email", { name: "Иван", email: byCookie, password: PASSWORD })).statusCode).toBe(200);
    expect((await ctx.mailTo(byCookie))[0]?.subject).toBe("Потвърдете имейла си за Concierge");

    const byHeader = uniqueEmail("signup-accept");
    const res = await browser(ctx).post("/api/auth/sign-up/email", { name: "Иван", email: byHeader, password: PASSWORD }, { "accept-language": "de-DE,bg;q=0.8,en;q=0.5" });
    expect(res.statusCode).toBe(200);
    expect((await ctx.mailTo(byHeader))[0]?.subject).toBe("Потвърдете имейла си за Concierge");

    // The page's own language (the form's) comes first: an English form is English whatever the browser says.
    const said = uniqueEmail("signup-said");
    const english = browser(ctx);
    english.jar.set("concierge-locale", "bg");
    expect((await english.post("/api/auth/sign-up/email", { name: "Ivan", email: said, password: PASSWORD, language: "en" })).statusCode).toBe(200);
    expect((await ctx.mailTo(said))[0]?.subject).toBe("Verify your email for Concierge");
  });

  it("sign-up without a language (or with one the site does not speak) stays English", async () => {
    const email = uniqueEmail("signup-en");
    const res = await browser(ctx).post("/api/auth/sign-up/email", { name: "Ellen", email, password: PASSWORD, language: "xx" });
    expect(res.statusCode).toBe(200);
    const [verify] = await ctx.mailTo(email);
    expect(verify?.subject).toBe("Verify your email for Concierge");
  });

  it("password reset follows the profile's language", async () => {
    const member = await createMember(ctx);
    await ctx.db.update(profiles).set({ preferredLanguage: "bg" }).where(eq(profiles.userId, member.id));
    const res = await browser(ctx).post("/api/auth/request-password-reset", { email: member.email, redirectTo: "/reset-password" });
    expect(res.statusCode).toBe(200);
    const [mail] = await ctx.mailTo(member.email);
    expect(mail?.template).toBe("accountResetPassword");
    expect(mail?.subject).toBe("Смяна на паролата ви за Concierge");
    expect(mail?.text).toMatch(/http:\/\/concierge\.localhost\/reset-password\?token=\S+&lang=bg/);
  });

  it("a member's receipt follows the profile, not the checkout language", async () => {
    const member = await createMember(ctx);
    await ctx.db.update(profiles).set({ preferredLanguage: "bg" }).where(eq(profiles.userId, member.id));
    const sessionId = await openCheckout(ctx, { items: [{ kind: "hours_pack", hours: 3 }], language: "en" }, await signedInAs(ctx, member));
    await payTestSession(ctx, sessionId);
    const receipt = (await ctx.mailTo(member.email)).find((m) => m.template === "paymentReceipt");
    expect(receipt?.subject).toMatch(/^Вашата бележка/);
    expect(receipt?.text).toContain("Предплатени часове: 3 часа");
    expect(receipt?.text).toContain("3 предплатени часа бяха добавени към баланса ви.");
  });
});

describe("the operator's mail", () => {
  const contact = (language: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { name: "Ана", email: uniqueEmail("visitor"), service: "calls", message: "Здравейте", language },
      remoteAddress: uniqueIp(),
    });

  it("is English by default, and Bulgarian once the operator's own account prefers Bulgarian", async () => {
    const operator = ctx.config.OPERATOR_EMAIL;
    expect((await contact("bg")).statusCode).toBe(201);
    expect((await ctx.mailTo(operator))[0]?.subject).toBe("New contact request: Phone calls & appointments — Ана");

    const admin = await createAdmin(ctx, { email: operator });
    await ctx.db.update(profiles).set({ preferredLanguage: "bg" }).where(eq(profiles.userId, admin.id));
    expect((await contact("en")).statusCode).toBe(201);
    const [mail] = await ctx.mailTo(operator);
    expect(mail?.subject).toBe("Ново запитване: Обаждания и часове — Ана");
    expect(mail?.html).toMatch(/<html[^>]* lang="bg"/);
  });

  it("a client's message reaches an operator who prefers Bulgarian in Bulgarian", async () => {
    const operator = ctx.config.OPERATOR_EMAIL;
    const [account] = await ctx.db.select({ id: user.id }).from(user).where(eq(user.email, operator.toLowerCase()));
    const operatorId = account?.id ?? (await createAdmin(ctx, { email: operator })).id;
    await ctx.db.update(profiles).set({ preferredLanguage: "bg" }).where(eq(profiles.userId, operatorId));
    const maria = await apiAs(ctx, await createMember(ctx, { name: "Мария" }));
    expect((await maria.post("/api/messages", { content: "Здравейте, имам въпрос" })).statusCode).toBe(201);
    const [mail] = (await ctx.mailTo(operator)).filter((m) => m.template === "messageToOperator");
    expect(mail?.subject).toBe("Ново съобщение от Мария");
    expect(mail?.text).toContain("Здравейте, имам въпрос");
    expect(mail?.html).toMatch(/<html[^>]* lang="bg"/);
    expect(mail?.html).toContain("Или поставете тази връзка");
  });
});
