import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactReplies, contactSubmissions, notifications, outbox, profiles, tasks, user } from "../../db/schema";
import { setupTestApp, uniqueEmail } from "../../test/app";
import { cookieCall, uniqueIp } from "../../test/browser";
import { createMember, operatorAliceBob } from "../../test/factories";

const ctx = await setupTestApp();
const { admin, alice, bob, adminCookie, aliceCookie, bobCookie } = await operatorAliceBob(ctx);
const call = cookieCall(ctx);

async function submit(over: Record<string, unknown> = {}) {
  const body = { name: "Maria Petrova", email: uniqueEmail("visitor"), service: "paperwork", message: "I need help registering my address.", ...over };
  const res = await ctx.app.inject({ method: "POST", url: "/api/contact", payload: body, remoteAddress: uniqueIp() });
  expect(res.statusCode).toBe(201);
  const { id, reference } = res.json() as { id: string; reference: string };
  return { id, reference, ...body } as { id: string; reference: string; name: string; email: string; service: string; message: string; language?: string };
}


/** The mail an address got after the acknowledgement every request brings (contact.test.ts tests that). */
const mailBesidesAcknowledgement = async (email: string) => (await ctx.mailTo(email)).filter((m) => m.template !== "contactAcknowledgement");

describe("a new contact request", () => {
  it("keeps the visitor's language, is due 24 h later and rings every administrator's bell", async () => {
    const s = await submit({ language: "bg" });
    const [row] = await ctx.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, s.id));
    expect(row).toMatchObject({ language: "bg", status: "new" });
    expect(row!.dueAt!.getTime() - row!.createdAt.getTime()).toBe(24 * 3600 * 1000);
    const bells = await ctx.db.select().from(notifications).where(eq(notifications.userId, admin.id));
    expect(bells.find((b) => b.kind === "contact_received" && (b.data as { name?: string }).name === "Maria Petrova")).toMatchObject({ link: "/dashboard/contact" });
    expect(await ctx.db.select().from(notifications).where(eq(notifications.userId, alice.id))).toHaveLength(0);
  });

  it("turns line breaks in the name into spaces: no header or line can be injected into the operator's email", async () => {
    const s = await submit({ name: "Eve\r\nBcc: victim@example.com\nX-Evil: 1" });
    const [row] = await ctx.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, s.id));
    expect(row!.name).toBe("Eve Bcc: victim@example.com X-Evil: 1");
    const [mail] = (await ctx.mailTo("operator@concierge.test")).filter((m) => m.text.includes(s.email));
    expect(mail!.subject).not.toMatch(/[\r\n]/);
    expect(mail!.subject).toBe("New contact request: Paperwork setup — Eve Bcc: victim@example.com X-Evil: 1");
  });
});

describe("access", () => {
  it("every inbox route answers 401 signed out and 403 to members, whoever's id it names", async () => {
    const s = await submit();
    const routes: [("GET" | "POST" | "PATCH"), string, object?][] = [
      ["GET", "/api/contact/submissions"],
      ["GET", `/api/contact/submissions/${s.id}`],
      ["POST", `/api/contact/submissions/${s.id}/replies`, { subject: "Hi", body: "Hello" }],
      ["PATCH", `/api/contact/submissions/${s.id}`, { status: "closed" }],
      ["POST", `/api/contact/submissions/${s.id}/convert-to-client`, { fullName: "M", language: "en" }],
      ["POST", `/api/contact/submissions/${s.id}/convert-to-task`, { title: "T", clientId: alice.id }],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      for (const cookie of [aliceCookie, bobCookie]) {
        const res = await call(method, url, cookie, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().error.message).toBe("Access denied. Admin privileges required.");
      }
    }
    const [row] = await ctx.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, s.id));
    expect(row).toMatchObject({ status: "new", clientId: null, taskId: null });
    expect(await mailBesidesAcknowledgement(s.email)).toHaveLength(0);
  });

  it("unknown and non-UUID ids answer 404", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000009", "not-a-uuid", "1%27%20or%201=1"]) {
      expect((await call("GET", `/api/contact/submissions/${id}`, adminCookie)).statusCode).toBe(404);
      expect((await call("POST", `/api/contact/submissions/${id}/replies`, adminCookie, { subject: "a", body: "b" })).statusCode).toBe(404);
    }
  });
});

describe("the inbox list", () => {
  it("lists newest first with a one-line preview, filters by status and pages by keyset", async () => {
    ctx.clock.advance(60_000); // after every earlier request
    const a = await submit({ message: "First line\nsecond line" });
    ctx.clock.advance(60_000);
    const b = await submit();
    const page = (await call("GET", "/api/contact/submissions?limit=1", adminCookie)).json();
    expect(page.items[0].id).toBe(b.id);
    const next = (await call("GET", `/api/contact/submissions?limit=1&cursor=${page.nextCursor}`, adminCookie)).json();
    expect(next.items[0].id).toBe(a.id);
    expect(next.items[0].preview).toBe("First line second line");
    expect(next.items[0]).toMatchObject({ name: "Maria Petrova", email: a.email, service: "paperwork", status: "new" });
    expect(page.counts.all).toBeGreaterThanOrEqual(2);

    await call("PATCH", `/api/contact/submissions/${a.id}`, adminCookie, { status: "closed" });
    const closed = (await call("GET", "/api/contact/submissions?status=closed&limit=100", adminCookie)).json();
    expect(closed.items.map((i: { id: string }) => i.id)).toContain(a.id);
    expect(closed.items.every((i: { status: string }) => i.status === "closed")).toBe(true);
    expect((await call("GET", "/api/contact/submissions?cursor=garbage", adminCookie)).statusCode).toBe(400);
  });

  it("'due' puts the open requests first, soonest due first, across pages", async () => {
    const due = async () => {
      const items: { id: string; status: string; dueAt: string }[] = [];
      let cursor: string | null = null;
      do {
        const res: { items: { id: string; status: string; dueAt: string }[]; nextCursor: string | null } = (await call("GET", `/api/contact/submissions?sort=due&limit=2${cursor ? `&cursor=${cursor}` : ""}`, adminCookie)).json();
        items.push(...res.items);
        cursor = res.nextCursor;
      } while (cursor);
      return items;
    };
    const all = await due();
    const firstClosed = all.findIndex((i) => i.status !== "new");
    const open = all.slice(0, firstClosed === -1 ? all.length : firstClosed);
    expect(open.every((i) => i.status === "new")).toBe(true);
    expect(all.slice(open.length).every((i) => i.status !== "new")).toBe(true);
    const times = open.map((i) => Date.parse(i.dueAt));
    expect(times).toEqual([...times].sort((x, y) => x - y));
    expect(new Set(all.map((i) => i.id)).size).toBe(all.length);
  });
});

describe("reply by email", () => {
  it("emails the visitor in their language, records the reply and marks the request answered", async () => {
    const s = await submit({ language: "bg", message: "<b>bold</b> & <script>alert(1)</script>" });
    ctx.clock.advance(3600_000);
    const res = await call("POST", `/api/contact/submissions/${s.id}/replies`, adminCookie, {
      subject: "Re: Настройка на документи",
      body: "Здравейте! <img src=x onerror=alert(1)> Ще ви помогнем.",
    });
    expect(res.statusCode).toBe(201);
    const { message, submission } = res.json();
    expect(message).toBe("Reply sent");
    expect(submission).toMatchObject({ status: "answered", answeredAt: ctx.clock.now().toISOString() });
    expect(submission.replies).toEqual([
      expect.objectContaining({ subject: "Re: Настройка на документи", body: "Здравейте! <img src=x onerror=alert(1)> Ще ви помогнем.", author: { name: admin.name, email: admin.email } }),
    ]);

    const [mail] = await mailBesidesAcknowledgement(s.email);
    // The subject carries the request's reference: the visitor's answer threads to it.
    expect(mail).toMatchObject({ template: "contactReply", subject: `Re: Настройка на документи [${s.reference}]`, status: "pending" });
    expect(mail!.headers["Reply-To"]).toBe("operator@concierge.test");
    // The operator's reply greets; the mail does not greet a second time.
    expect(mail!.text.startsWith("Здравейте! <img src=x onerror=alert(1)> Ще ви помогнем.")).toBe(true);
    expect(mail!.text).not.toContain("Здравейте, Maria Petrova,");
    expect(mail!.html).toContain('lang="bg"');
    expect(mail!.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(mail!.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail!.html).not.toMatch(/<img|<script|<b>/);
  });

  it("an English visitor gets English", async () => {
    const s = await submit();
    await call("POST", `/api/contact/submissions/${s.id}/replies`, adminCookie, { subject: "Re: help", body: "We can help." });
    const [mail] = await mailBesidesAcknowledgement(s.email);
    expect(mail!.text).toContain("Hello Maria Petrova,");
    expect(mail!.text).toContain("The Concierge team");
  });

  it("refuses a subject with a line break (header injection) and sends nothing", async () => {
    const s = await submit();
    for (const subject of ["Hi\r\nBcc: victim@example.com", "Hi\nX-Evil: 1", "Hi\rthere"]) {
      const res = await call("POST", `/api/contact/submissions/${s.id}/replies`, adminCookie, { subject, body: "x" });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.subject).toBe("The subject must be a single line");
    }
    expect((await call("POST", `/api/contact/submissions/${s.id}/replies`, adminCookie, { subject: " ", body: "x" })).json().error.message).toBe("Please enter a subject");
    expect((await call("POST", `/api/contact/submissions/${s.id}/replies`, adminCookie, { subject: "a", body: "" })).json().error.message).toBe("Please enter your reply");
    expect(await mailBesidesAcknowledgement(s.email)).toHaveLength(0);
    expect(await ctx.db.select().from(contactReplies).where(eq(contactReplies.submissionId, s.id))).toHaveLength(0);
  });
});

describe("close and reopen", () => {
  it("closes and reopens; anything else is refused", async () => {
    const s = await submit();
    expect((await call("PATCH", `/api/contact/submissions/${s.id}`, adminCookie, { status: "closed" })).json().submission.status).toBe("closed");
    expect((await call("PATCH", `/api/contact/submissions/${s.id}`, adminCookie, { status: "new" })).json().submission.status).toBe("new");
    expect((await call("PATCH", `/api/contact/submissions/${s.id}`, adminCookie, { status: "answered" })).statusCode).toBe(400);
    expect((await call("PATCH", `/api/contact/submissions/${s.id}`, adminCookie, { status: "closed", clientId: alice.id })).statusCode).toBe(400);
  });
});

describe("convert into a client", () => {
  it("creates the account as Add New Client does, with the invitation in the language chosen, and links it", async () => {
    const s = await submit({ language: "en" });
    const res = await call("POST", `/api/contact/submissions/${s.id}/convert-to-client`, adminCookie, { fullName: "Мария Петрова", language: "bg" });
    expect(res.statusCode).toBe(201);
    const { message, submission } = res.json();
    expect(message).toBe("Client added successfully!");
    const [account] = await ctx.db.select().from(user).where(eq(user.email, s.email.toLowerCase()));
    expect(account).toMatchObject({ role: "member", emailVerified: true, name: "Мария Петрова" });
    expect(submission.client).toEqual({ id: account!.id, name: "Мария Петрова", email: s.email.toLowerCase() });
    // Converted once: the details no longer offer it (the 409 below is the same rule).
    expect(submission.abilities).toEqual({ canReply: true, canChangeStatus: true, canConvertToClient: false, canConvertToTask: true });
    const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.userId, account!.id));
    expect(profile).toMatchObject({ invitedAt: expect.any(Date), preferredLanguage: "bg" });
    const [welcome] = await mailBesidesAcknowledgement(s.email.toLowerCase());
    expect(welcome).toMatchObject({ template: "clientInvite", subject: "Поканени сте в Concierge: изберете парола" });

    const again = await call("POST", `/api/contact/submissions/${s.id}/convert-to-client`, adminCookie, { fullName: "M", language: "en" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("This message is already linked to a client");
  });

  it("a request from a client's address arrives linked to them: the inbox names the client and offers no account", async () => {
    const s = await submit({ email: alice.email });
    const details = (await call("GET", `/api/contact/submissions/${s.id}`, adminCookie)).json();
    expect(details.client).toMatchObject({ id: alice.id, email: alice.email });
    expect(details.abilities.canConvertToClient).toBe(false);
    // Convert to task needs no client chosen: the task is Alice's.
    const task = await call("POST", `/api/contact/submissions/${s.id}/convert-to-task`, adminCookie, { title: "Address registration", urgency: "normal" });
    expect(task.statusCode).toBe(201);
    const [made] = await ctx.db.select().from(tasks).where(eq(tasks.id, task.json().submission.task.id));
    expect(made?.userId).toBe(alice.id);
  });

  it("links a client's account made after the request arrived instead of creating one (no email)", async () => {
    const s = await submit();
    const later = await createMember(ctx, { email: s.email.toLowerCase() });
    const res = await call("POST", `/api/contact/submissions/${s.id}/convert-to-client`, adminCookie, { fullName: "Whoever", language: "en" });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("This email already has a client account: the message is now linked to it.");
    expect(res.json().submission.client.id).toBe(later.id);
    expect((await ctx.db.select().from(outbox).where(eq(outbox.to, later.email))).filter((m) => m.template === "clientInvite")).toHaveLength(0);
  });

  it("answers 409 for an administrator's email, and the Add New Client rules for the fields", async () => {
    const s = await submit({ email: admin.email });
    const res = await call("POST", `/api/contact/submissions/${s.id}/convert-to-client`, adminCookie, { fullName: "X", language: "en" });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe("A client with this email already exists");
    const weak = await submit();
    const bad = await call("POST", `/api/contact/submissions/${weak.id}/convert-to-client`, adminCookie, { fullName: "X" });
    expect(bad.statusCode).toBe(400);
    expect(await ctx.db.select().from(user).where(eq(user.email, weak.email.toLowerCase()))).toHaveLength(0);
  });
});

describe("convert into a task", () => {
  it("needs a client; then creates a Pending task with the message as its description", async () => {
    const s = await submit({ message: "Please call the NRA for me.\nThanks" });
    const none = await call("POST", `/api/contact/submissions/${s.id}/convert-to-task`, adminCookie, { title: "Call the NRA" });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe("Convert the message into a client first, or choose a client");

    expect((await call("POST", `/api/contact/submissions/${s.id}/convert-to-task`, adminCookie, { title: "x", clientId: admin.id })).statusCode).toBe(404);

    const res = await call("POST", `/api/contact/submissions/${s.id}/convert-to-task`, adminCookie, { title: "Call the NRA", urgency: "high", clientId: bob.id });
    expect(res.statusCode).toBe(201);
    const { submission } = res.json();
    expect(submission.task).toMatchObject({ title: "Call the NRA", status: "pending" });
    expect(submission.abilities).toMatchObject({ canConvertToClient: false, canConvertToTask: false });
    expect(submission.client.id).toBe(bob.id);
    const [task] = await ctx.db.select().from(tasks).where(eq(tasks.id, submission.task.id));
    expect(task).toMatchObject({ userId: bob.id, description: "Please call the NRA for me.\nThanks", urgency: "high", status: "pending" });

    // Bob sees it as his own task; Alice does not.
    expect((await call("GET", `/api/tasks/${task!.id}`, bobCookie)).statusCode).toBe(200);
    expect((await call("GET", `/api/tasks/${task!.id}`, aliceCookie)).statusCode).toBe(404);

    expect((await call("POST", `/api/contact/submissions/${s.id}/convert-to-task`, adminCookie, { title: "Again" })).statusCode).toBe(409);
  });

  it("after converting into a client, the task goes to that client", async () => {
    const s = await submit();
    const conv = (await call("POST", `/api/contact/submissions/${s.id}/convert-to-client`, adminCookie, { fullName: "Maria", language: "en" })).json();
    const res = await call("POST", `/api/contact/submissions/${s.id}/convert-to-task`, adminCookie, { title: "Address registration" });
    expect(res.statusCode).toBe(201);
    const [task] = await ctx.db.select().from(tasks).where(eq(tasks.id, res.json().submission.task.id));
    expect(task!.userId).toBe(conv.submission.client.id);
  });
});
