import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactSubmissions } from "../../db/schema";
import { setupTestApp, uniqueEmail } from "../../test/app";
import { uniqueIp } from "../../test/browser";
import { createMember } from "../../test/factories";
import { ACKNOWLEDGEMENTS_PER_DAY } from "./store";

const ctx = await setupTestApp();

const valid = () => ({ name: "Maria Petrova", email: uniqueEmail("contact"), service: "paperwork", message: "I need help registering my address." });
const post = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "POST", url: "/api/contact", payload: payload as object, headers, remoteAddress: uniqueIp() });
const rowsFor = (email: string) => ctx.db.select().from(contactSubmissions).where(eq(contactSubmissions.email, email));

describe("POST /api/contact", () => {
  it("stores the submission and queues the operator's email in the outbox", async () => {
    const body = valid();
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe("Message sent successfully!");

    const rows = await rowsFor(body.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Maria Petrova", service: "paperwork", message: body.message });

    const [mail] = await ctx.mailTo("operator@concierge.test");
    expect(mail?.subject).toBe("New contact request: Paperwork setup — Maria Petrova");
    expect(mail?.text).toContain(body.email);
    expect(mail?.headers["Reply-To"]).toBe(body.email);
    expect(mail?.status).toBe("pending");
  });

  it("answers with a reference and acknowledges it to the visitor in their language, with the 24 h promise", async () => {
    const body = { ...valid(), language: "bg", message: "Трябва ми помощ <b>с адреса</b>." };
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    const { reference } = res.json();
    const year = new Intl.DateTimeFormat("en", { timeZone: "Europe/Sofia", year: "numeric" }).format(ctx.clock.now());
    expect(reference).toMatch(new RegExp(`^C-${year}-\\d{6}$`));
    const [row] = await rowsFor(body.email);
    expect(row?.reference).toBe(reference);

    const [ack] = await ctx.mailTo(body.email);
    expect(ack).toMatchObject({ template: "contactAcknowledgement", subject: `Получихме съобщението ви — ${reference}`, status: "pending" });
    expect(ack!.text).toContain(`Вашият номер: ${reference}`);
    expect(ack!.text).toContain("Ще ви отговорим до 24 часа");
    expect(ack!.text).toContain("българско време");
    expect(ack!.headers["Reply-To"]).toBe("operator@concierge.test");
    expect(ack!.html).toContain("&lt;b&gt;с адреса&lt;/b&gt;");
    expect(ack!.html).not.toContain("<b>с адреса");
    // The operator's notification names it too; the next request gets the next number.
    const [note] = (await ctx.mailTo("operator@concierge.test")).filter((m) => m.text.includes(body.email));
    expect(note!.text).toContain(reference);
    const next = (await post(valid())).json().reference as string;
    expect(Number(next.slice(-6))).toBeGreaterThan(Number(reference.slice(-6)));
  });

  it("acknowledges at most a few requests a day to one address, and still keeps every request", async () => {
    const email = uniqueEmail("flood");
    for (let i = 0; i < ACKNOWLEDGEMENTS_PER_DAY + 2; i++) expect((await post({ ...valid(), email })).statusCode).toBe(201);
    expect(await rowsFor(email)).toHaveLength(ACKNOWLEDGEMENTS_PER_DAY + 2);
    expect((await ctx.mailTo(email)).filter((m) => m.template === "contactAcknowledgement")).toHaveLength(ACKNOWLEDGEMENTS_PER_DAY);
    ctx.clock.advance(24 * 3600_000 + 1000);
    await post({ ...valid(), email });
    expect((await ctx.mailTo(email)).filter((m) => m.template === "contactAcknowledgement")).toHaveLength(ACKNOWLEDGEMENTS_PER_DAY + 1);
  });

  // JS strings holding backslashes: the characters a visitor types, not a NUL or a CR LF.
  it("mails a name and message with escape sequences typed as text as typed, never decoded into a NUL", async () => {
    const body = { ...valid(), name: "Ann \\u0000 Lee", message: "Is \\x41 \\u0000 the form?" };
    const res = await post(body);
    expect(res.statusCode, res.body).toBe(201);
    const [ack] = await ctx.mailTo(body.email);
    expect(ack!.text).toContain("Hello Ann \\u0000 Lee,");
    expect(ack!.text).toContain("Is \\x41 \\u0000 the form?");
    expect(`${ack!.text}${ack!.html}`).not.toContain("\u0000");
  });

  it("keeps a typed \\u000d\\u000a in a name as text: the operator's subject stays one line", async () => {
    const body = { ...valid(), name: "Ann \\u000d\\u000aBcc: x@example.com" };
    expect((await post(body)).statusCode).toBe(201);
    const [note] = (await ctx.mailTo("operator@concierge.test")).filter((m) => m.headers["Reply-To"] === body.email);
    expect(note!.subject).toBe("New contact request: Paperwork setup — Ann \\u000d\\u000aBcc: x@example.com");
    expect(note!.subject).not.toMatch(/[\r\n]/);
  });

  it("a request from a client's address is theirs: linked, and the inbox says so", async () => {
    const client = await createMember(ctx, { name: "Elena Client" });
    const res = await post({ ...valid(), email: client.email.toUpperCase() });
    const [row] = await ctx.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, res.json().id));
    expect(row?.clientId).toBe(client.id);
    // An unknown address is nobody's.
    const stranger = valid();
    await post(stranger);
    expect((await rowsFor(stranger.email))[0]?.clientId).toBeNull();
  });

  it.each([
    [{ name: "" }, "Please enter your name"],
    [{ name: "   " }, "Please enter your name"],
    [{ email: "" }, "Please enter your email address"],
    [{ email: "not-an-email" }, "Please enter a valid email address"],
    [{ email: "a b@c.de" }, "Please enter a valid email address"],
    [{ service: "" }, "Please select the type of help needed"],
    [{ service: "astrology" }, "Please select the type of help needed"],
    [{ message: " " }, "Please enter your message"],
  ])("rejects %j with the spec's message and stores nothing", async (change, message) => {
    const body = { ...valid(), ...change };
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: "validation_failed", message });
    expect(await rowsFor(body.email)).toHaveLength(0);
  });

  it("reports errors in the spec's order: name, email, service, message", async () => {
    const res = await post({ name: "", email: "", service: "", message: "" });
    const { error } = res.json();
    expect(error.message).toBe("Please enter your name");
    expect(Object.values(error.fields)).toEqual([
      "Please enter your name",
      "Please enter your email address",
      "Please select the type of help needed",
      "Please enter your message",
    ]);
    expect((await post({})).json().error.message).toBe("Please enter your name");
  });

  it("refuses unknown fields, wrong content types, malformed and oversized bodies", async () => {
    const body = valid();
    const extra = await post({ ...body, isAdmin: true });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.code).toBe("validation_failed");

    const text = await ctx.app.inject({ method: "POST", url: "/api/contact", payload: "hello", headers: { "content-type": "text/plain" } });
    expect(text.statusCode).toBe(415);
    expect(text.json().error.code).toBe("unsupported_media_type");

    const broken = await ctx.app.inject({ method: "POST", url: "/api/contact", payload: '{"name":', headers: { "content-type": "application/json" } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe("invalid_json");

    const huge = await post({ ...body, message: "x".repeat(100_000) });
    expect(huge.statusCode).toBe(413);

    const long = await post({ ...body, message: "x".repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(await rowsFor(body.email)).toHaveLength(0);
  });

  it("keeps a submission and its email together: if the email cannot be queued, nothing is stored", async () => {
    const body = valid();
    await ctx.db.execute(sql`ALTER TABLE outbox RENAME TO outbox_away`);
    try {
      const res = await post(body);
      expect(res.statusCode).toBe(500);
      expect(res.json().error.message).toBe("Something went wrong on our side. Please try again.");
      expect(JSON.stringify(res.json())).not.toMatch(/outbox|relation|insert/i);
    } finally {
      await ctx.db.execute(sql`ALTER TABLE outbox_away RENAME TO outbox`);
    }
    expect(await rowsFor(body.email)).toHaveLength(0);
  });
});
