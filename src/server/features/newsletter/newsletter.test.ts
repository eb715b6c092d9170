import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newsletterSubscribers } from "../../db/schema";
import { linkFrom, setupTestApp, uniqueEmail } from "../../test/app";
import { uniqueIp } from "../../test/browser";

const ctx = await setupTestApp();

const signUp = (email: string) => ctx.app.inject({ method: "POST", url: "/api/newsletter", payload: { email }, remoteAddress: uniqueIp() });
const tokenFrom = (text: string, kind: "confirm" | "unsubscribe") =>
  new URL(linkFrom(text, `http://concierge.localhost/newsletter/${kind}?token=`)).searchParams.get("token")!;
const act = (kind: "confirm" | "unsubscribe", token: string) =>
  ctx.app.inject({ method: "POST", url: `/api/newsletter/${kind}`, payload: { token } });
const subscriber = async (email: string) =>
  (await ctx.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];

describe("newsletter double opt-in", () => {
  it("stores a pending sign-up, emails a confirmation link, and confirms (a second click changes nothing)", async () => {
    const email = uniqueEmail("news");
    const res = await signUp(email);
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe("Almost there! Check your inbox for a link to confirm your subscription.");
    expect((await subscriber(email))?.status).toBe("pending");

    const [mail] = await ctx.mailTo(email);
    expect(mail?.subject).toBe("Please confirm your subscription to Concierge news");
    expect(mail?.headers["List-Unsubscribe"]).toMatch(/^<http:\/\/concierge\.localhost\/api\/newsletter\/one-click\?token=[\w-]+&lang=en>$/);
    expect(mail?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const token = tokenFrom(mail!.text, "confirm");

    const ok = await act("confirm", token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe("You're subscribed. Thank you!");
    expect((await subscriber(email))?.status).toBe("confirmed");

    const confirmedAt = (await subscriber(email))?.confirmedAt;
    ctx.clock.advance(60_000);
    const again = await act("confirm", token);
    ctx.clock.advance(-60_000);
    expect(again.statusCode).toBe(200);
    expect((await subscriber(email))?.confirmedAt).toEqual(confirmedAt);
  });

  it("answers a repeated sign-up identically and creates no duplicate", async () => {
    const email = uniqueEmail("news");
    const first = await signUp(email);
    const token = tokenFrom((await ctx.mailTo(email))[0]!.text, "confirm");
    await act("confirm", token);
    const second = await signUp(email.toUpperCase());
    const unknown = await signUp(uniqueEmail("never-seen"));

    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());
    expect(unknown.json()).toEqual(first.json());
    expect(await ctx.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))).toHaveLength(1);
    // The owner (only) learns that nothing changed.
    expect((await ctx.mailTo(email))[0]?.subject).toBe("You're already subscribed to Concierge news");
    expect((await subscriber(email))?.status).toBe("confirmed");
  });

  it("unsubscribes from the link in any email, and a later sign-up needs confirming again", async () => {
    const email = uniqueEmail("news");
    await signUp(email);
    const mail = (await ctx.mailTo(email))[0]!;
    await act("confirm", tokenFrom(mail.text, "confirm"));

    const res = await act("unsubscribe", tokenFrom(mail.text, "unsubscribe"));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("You have been unsubscribed. You will not receive any more emails from us.");
    expect((await subscriber(email))?.status).toBe("unsubscribed");

    await signUp(email);
    expect((await subscriber(email))?.status).toBe("pending");
    expect((await ctx.mailTo(email))[0]?.subject).toBe("Please confirm your subscription to Concierge news");
  });

  it("unsubscribes in one click from every newsletter mail's List-Unsubscribe (RFC 8058); a GET only shows the page", async () => {
    const email = uniqueEmail("news");
    await signUp(email);
    await act("confirm", tokenFrom((await ctx.mailTo(email))[0]!.text, "confirm"));
    // The mail to an address already subscribed carries the header too, with a fresh token.
    await ctx.app.inject({ method: "POST", url: "/api/newsletter", payload: { email, language: "bg" }, remoteAddress: uniqueIp() });
    const already = (await ctx.mailTo(email))[0]!;
    expect(already.subject).toBe("Вече сте абонирани за новините на Concierge");
    expect(already.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const address = new URL(already.headers["List-Unsubscribe"]!.slice(1, -1));
    expect(address.searchParams.get("lang")).toBe("bg");
    const path = address.pathname + address.search;

    // A link scanner's GET changes nothing: it is sent to the (Bulgarian) unsubscribe page.
    const get = await ctx.app.inject({ method: "GET", url: path });
    expect(get.statusCode).toBe(303);
    expect(get.headers.location).toBe(`/newsletter/unsubscribe?token=${address.searchParams.get("token")}&lang=bg`);
    expect((await subscriber(email))?.status).toBe("confirmed");

    // The mail provider's POST, as RFC 8058 describes it: no cookie, no page, 200.
    const post = (url: string) =>
      ctx.app.inject({ method: "POST", url, payload: "List-Unsubscribe=One-Click", headers: { "content-type": "application/x-www-form-urlencoded" } });
    const res = await post(path);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("You have been unsubscribed. You will not receive any more emails from us.");
    expect((await subscriber(email))?.status).toBe("unsubscribed");
    expect((await post(path)).statusCode).toBe(200);
    expect((await post(`/api/newsletter/one-click?token=${"x".repeat(43)}`)).statusCode).toBe(404);
    expect((await post("/api/newsletter/one-click?token=short")).statusCode).toBe(400);
  });

  it("expires confirmation links after 7 days", async () => {
    const email = uniqueEmail("news");
    await signUp(email);
    const token = tokenFrom((await ctx.mailTo(email))[0]!.text, "confirm");
    ctx.clock.advance(8 * 24 * 3600 * 1000);
    try {
      expect((await act("confirm", token)).statusCode).toBe(404);
    } finally {
      ctx.clock.advance(-8 * 24 * 3600 * 1000);
    }
    expect((await subscriber(email))?.status).toBe("pending");
  });

  it("rejects bad input and forged tokens without changing anything", async () => {
    expect((await signUp("nope")).json().error.message).toBe("Please enter a valid email address");
    expect((await signUp("")).json().error.message).toBe("Please enter your email address");
    expect((await act("confirm", "x".repeat(43))).statusCode).toBe(404);
    expect((await act("unsubscribe", "short")).statusCode).toBe(400);
  });
});
