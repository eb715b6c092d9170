import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { REPLY_DUE_MS } from "../../../core/sla";
import { documents, messages, notifications, profiles } from "../../db/schema";
import { createRetentionJob } from "../../jobs/retention";
import { setupTestApp } from "../../test/app";
import { createAdmin, createMember, TEST_PASSWORD } from "../../test/factories";
import { FILES, tempStore } from "../../test/payments";
import { type ApiClient, apiAs } from "../../test/tasks";
import { MESSAGE_RATE } from "./routes";

const { store } = tempStore();
const ctx = await setupTestApp({ storage: store });
const OPERATOR = ctx.config.OPERATOR_EMAIL;
const LINK = `${ctx.config.publicUrl}/dashboard/messages`;
const SOME_ID = "00000000-0000-4000-8000-000000000001";
const XSS = `<script>alert("x")</script><img src=x onerror=alert(1)>`;

let admin: ApiClient;
const member = async (name = "Maria Member") => apiAs(ctx, await createMember(ctx, { name }));
beforeAll(async () => {
  admin = await apiAs(ctx, await createAdmin(ctx));
});

async function write(m: ApiClient, content = "Can you call the municipality?", documentIds: string[] = []) {
  const res = await m.post("/api/messages", { content, documentIds });
  expect(res.statusCode, res.body).toBe(201);
  ctx.clock.advance(1000);
  return res.json();
}

async function compose(clientId: string, subject = "Your appointment", content = "It is on Monday at 10:00.", documentIds: string[] = []) {
  const res = await admin.post("/api/messages/compose", { clientId, subject, content, documentIds });
  expect(res.statusCode, res.body).toBe(201);
  ctx.clock.advance(1000);
  return res.json();
}

const bellOf = (userId: string) => ctx.db.select().from(notifications).where(eq(notifications.userId, userId));

describe("a member writes to the operator", () => {
  it("stores the message in their own conversation, due in 24 h, emails the operator and rings the admins' bell", async () => {
    const maria = await member();
    const ivan = await member("Ivan");
    const sentAt = ctx.clock.now();
    const res = await maria.post("/api/messages", {
      content: "Hello\nCan you help with my visa?",
      // Whatever the body says, the recipient is the operator and the row is a fresh, unread client message.
      userId: ivan.user.id,
      sender: "admin",
      isRead: true,
      dueAt: null,
    });
    expect(res.statusCode, res.body).toBe(201);
    const msg = res.json();
    expect(msg).toMatchObject({
      client: { id: maria.user.id, name: "Maria Member", email: maria.user.email },
      sender: "client",
      content: "Hello\nCan you help with my visa?",
      preview: "Hello...",
      isRead: false,
      answeredAt: null,
      attachments: [],
      unreadForMe: false,
    });
    expect(new Date(msg.dueAt).getTime()).toBe(sentAt.getTime() + REPLY_DUE_MS);
    expect(await ctx.db.select().from(messages).where(eq(messages.userId, ivan.user.id))).toHaveLength(0);

    const [mail] = (await ctx.mailTo(OPERATOR)).filter((m) => m.template === "messageToOperator");
    expect(mail!.subject).toBe("New message from Maria Member");
    expect(mail!.text).toContain("Can you help with my visa?");
    expect(mail!.text).toContain(LINK);
    expect(mail!.headers).toMatchObject({ "Reply-To": maria.user.email });

    const bell = await bellOf(admin.user.id);
    expect(bell.find((n) => n.data.messageId === msg.id)).toMatchObject({ kind: "message_from_client", link: "/dashboard/messages", readAt: null });
    expect(await bellOf(maria.user.id)).toHaveLength(0);
  });

  it("needs content ('Please fill in all fields') and keeps an administrator out of the member route", async () => {
    const maria = await member();
    for (const body of [{ content: "   " }, {}]) {
      const res = await maria.post("/api/messages", body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe("Please fill in all fields");
    }
    expect((await admin.post("/api/messages", { content: "hi" })).statusCode).toBe(403);
    const anon = await ctx.app.inject({ method: "POST", url: "/api/messages", payload: { content: "x" }, headers: { origin: ctx.config.publicUrl } });
    expect(anon.statusCode).toBe(401);
  });

  it("stores and emails an HTML payload as text", async () => {
    const maria = await member(`Eve ${XSS}`);
    const msg = await write(maria, XSS);
    expect(msg.content).toBe(XSS);
    const [mail] = (await ctx.mailTo(OPERATOR)).filter((m) => m.template === "messageToOperator" && m.headers["Reply-To"] === maria.user.email);
    expect(mail!.html).not.toContain("<script>");
    expect(mail!.html).not.toContain("<img src=x");
    expect(mail!.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(mail!.text).toContain(XSS);
  });
});

describe("the member's conversation", () => {
  it("lists only their own messages, newest first, keyset paginated, and counts the operator's unread ones", async () => {
    const [maria, ivan] = [await member(), await member("Ivan")];
    const first = await write(maria, "first");
    await compose(maria.user.id, "Re: first", "answer");
    await write(maria, "third");
    await write(ivan, "Ivan's");

    const page = (await maria.get("/api/messages?limit=2")).json();
    expect(page.items.map((m: { content: string }) => m.content)).toEqual(["third", "**Re: first**\n\nanswer"]);
    expect(page.unread).toBe(1);
    expect(page.items[1]).toMatchObject({ sender: "admin", isRead: false, unreadForMe: true, dueAt: null });
    const next = (await maria.get(`/api/messages?limit=2&cursor=${page.nextCursor}`)).json();
    expect(next.items.map((m: { id: string }) => m.id)).toEqual([first.id]);
    expect(next.nextCursor).toBeNull();
    expect((await maria.get("/api/messages?status=unread")).json().items).toHaveLength(1);
    // A member's clientId filter never widens the scope.
    expect((await maria.get(`/api/messages?clientId=${ivan.user.id}`)).json().items.every((m: { client: { id: string } }) => m.client.id === maria.user.id)).toBe(true);
    expect((await maria.get("/api/messages?cursor=garbage")).statusCode).toBe(400);
  });

  it("opening the conversation marks the operator's messages read (and nothing else); listing alone does not", async () => {
    const maria = await member();
    const mine = await write(maria, "question");
    const answer = await compose(maria.user.id);
    await maria.get("/api/messages");
    expect((await maria.get("/api/messages")).json().unread).toBe(1);
    const res = await maria.post("/api/messages/read", {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 1 });
    const [a] = await ctx.db.select().from(messages).where(eq(messages.id, answer.id));
    expect(a).toMatchObject({ isRead: true });
    expect(a!.readAt).not.toBeNull();
    // The member's own message stays unread for the operator.
    const [q] = await ctx.db.select().from(messages).where(eq(messages.id, mine.id));
    expect(q!.isRead).toBe(false);
    expect((await maria.post("/api/messages/read", {})).json()).toEqual({ updated: 0 });
    expect((await admin.post("/api/messages/read", {})).statusCode).toBe(403);
  });

  it("a member cannot read or reply in another's conversation: 404 like an unknown or non-UUID id", async () => {
    const [maria, ivan] = [await member(), await member("Ivan")];
    const ivans = await write(ivan, "private");
    const toIvan = await compose(ivan.user.id);
    for (const id of [ivans.id, toIvan.id, SOME_ID, "not-a-uuid", "1' or '1'='1"]) {
      const url = `/api/messages/${encodeURIComponent(id)}`;
      expect((await maria.get(url)).statusCode, id).toBe(404);
      expect((await maria.post(`${url}/reply`, { content: "sneak" })).statusCode, id).toBe(404);
    }
    const [row] = await ctx.db.select().from(messages).where(eq(messages.id, toIvan.id));
    expect(row!.isRead).toBe(false);
    expect(await ctx.db.select().from(messages).where(eq(messages.content, "sneak"))).toHaveLength(0);
  });

  it("a member replies in their own conversation; opening the operator's message marks it read", async () => {
    const maria = await member();
    const toMaria = await compose(maria.user.id);
    const got = await maria.get(`/api/messages/${toMaria.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({ id: toMaria.id, isRead: true, unreadForMe: false });
    const res = await maria.post(`/api/messages/${toMaria.id}/reply`, { content: "Thanks!", userId: admin.user.id, sender: "admin" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ sender: "client", client: { id: maria.user.id }, content: "Thanks!" });
    expect(res.json().dueAt).not.toBeNull();
  });
});

describe("abilities", () => {
  it("the conversation and Message Details say what each side may do; another member and a visitor get neither", async () => {
    const [maria, ivan] = [await member(), await member("Ivan")];
    const question = await write(maria, "May I attach my lease?");
    const answer = await compose(maria.user.id);

    expect((await maria.get("/api/messages")).json().abilities).toEqual({ canSend: true, canCompose: false, canMarkRead: true });
    expect((await ivan.get("/api/messages")).json().abilities).toEqual({ canSend: true, canCompose: false, canMarkRead: true });
    expect((await admin.get("/api/messages")).json().abilities).toEqual({ canSend: false, canCompose: true, canMarkRead: false });
    expect((await ctx.app.inject({ method: "GET", url: "/api/messages" })).statusCode).toBe(401);

    for (const m of [question, answer]) {
      expect((await maria.get(`/api/messages/${m.id}`)).json().abilities, m.content).toEqual({ canReply: true });
      expect((await admin.get(`/api/messages/${m.id}`)).json().abilities, m.content).toEqual({ canReply: true });
      const foreign = await ivan.get(`/api/messages/${m.id}`);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().abilities).toBeUndefined();
      expect((await ctx.app.inject({ method: "GET", url: `/api/messages/${m.id}` })).statusCode).toBe(401);
    }
  });
});

describe("the operator's Messages screen", () => {
  it("lists every message with its client, filters unread, narrows to one client", async () => {
    const [maria, ivan] = [await member(), await member("Ivan Ivanov")];
    const a = await write(maria, "A very long first line that goes on and on\nsecond line");
    const b = await write(ivan, "short");
    const page = (await admin.get(`/api/messages?clientId=${maria.user.id}`)).json();
    expect(page.items.map((m: { id: string }) => m.id)).toEqual([a.id]);
    expect(page.items[0]).toMatchObject({ preview: "A very long first line that go...", unreadForMe: true, client: { name: "Maria Member" } });
    const all = (await admin.get("/api/messages?status=unread&limit=100")).json();
    expect(all.items.map((m: { id: string }) => m.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(all.items.every((m: { sender: string; isRead: boolean }) => m.sender === "client" && !m.isRead)).toBe(true);
    expect(all.unread).toBeGreaterThanOrEqual(2);
  });

  it("Message Details marks a client's message read (never reverted); an admin's own message stays the client's to read", async () => {
    const maria = await member();
    const q = await write(maria);
    const res = await admin.get(`/api/messages/${q.id}`);
    expect(res.json()).toMatchObject({ id: q.id, isRead: true });
    const readAt = res.json().readAt;
    ctx.clock.advance(5000);
    expect((await admin.get(`/api/messages/${q.id}`)).json().readAt).toBe(readAt);
    const mine = await compose(maria.user.id);
    expect((await admin.get(`/api/messages/${mine.id}`)).json()).toMatchObject({ isRead: false });
    expect((await admin.get("/api/messages/nope")).statusCode).toBe(404);
    expect((await admin.get(`/api/messages/${SOME_ID}`)).statusCode).toBe(404);
  });

  it("Compose New stores **subject**, a blank line and the body; emails the member in their language and rings their bell", async () => {
    const maria = await member();
    await ctx.db.update(profiles).set({ preferredLanguage: "bg" }).where(eq(profiles.userId, maria.user.id));
    const msg = await compose(maria.user.id, "Среща", "В понеделник в 10:00.");
    expect(msg).toMatchObject({ sender: "admin", content: "**Среща**\n\nВ понеделник в 10:00.", preview: "Среща...", dueAt: null });
    const [mail] = await ctx.mailTo(maria.user.email);
    expect(mail!.template).toBe("messageToMember");
    expect(mail!.subject).toBe("Ново съобщение: Среща");
    expect(mail!.html).toContain('lang="bg"');
    expect(mail!.text).toContain("В понеделник в 10:00.");
    expect(mail!.text).toContain(LINK);
    const bell = await bellOf(maria.user.id);
    expect(bell).toEqual([expect.objectContaining({ kind: "message_received", link: "/dashboard/messages" })]);
    expect(bell[0]!.data).toMatchObject({ messageId: msg.id });
  });

  it("Compose New needs recipient, subject and content ('Please fill in all fields'), a real client, and a one-line subject", async () => {
    const maria = await member();
    for (const body of [{}, { clientId: maria.user.id, subject: "", content: "x" }, { clientId: maria.user.id, subject: "x", content: " " }, { clientId: "", subject: "x", content: "x" }]) {
      const res = await admin.post("/api/messages/compose", body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe("Please fill in all fields");
    }
    const inject = await admin.post("/api/messages/compose", { clientId: maria.user.id, subject: "Hi\r\nBcc: victim@example.com", content: "x" });
    expect(inject.statusCode).toBe(400);
    expect(inject.json().error.message).toBe("The subject must be a single line");
    expect((await admin.post("/api/messages/compose", { clientId: admin.user.id, subject: "x", content: "x" })).statusCode).toBe(404);
    expect((await admin.post("/api/messages/compose", { clientId: "nobody", subject: "x", content: "x" })).statusCode).toBe(404);
    expect((await maria.post("/api/messages/compose", { clientId: maria.user.id, subject: "x", content: "x" })).statusCode).toBe(403);
    expect(await ctx.mailTo(maria.user.email)).toHaveLength(0);
  });

  it("a name cannot inject mail headers: subjects stay one line", async () => {
    const eve = await member("Eve\r\nBcc: victim@example.com");
    await write(eve, "hi");
    const [mail] = (await ctx.mailTo(OPERATOR)).filter((m) => m.headers["Reply-To"] === eve.user.email);
    expect(mail!.subject).not.toMatch(/[\r\n]/);
    expect(Object.keys(mail!.headers)).toEqual(["Reply-To"]);
  });

  it("a name and subject with escape sequences typed as text are mailed as typed, never decoded", async () => {
    // The JS string holds a backslash: the six characters a person types, not a NUL.
    const ann = await member("Ann \\u0000 Lee");
    const res = await admin.post("/api/messages/compose", { clientId: ann.user.id, subject: "Re \\u000d\\u000aBcc: x@example.com", content: "Your \\x41 form" });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await ctx.mailTo(ann.user.email);
    expect(mail!.subject).toBe("New message: Re \\u000d\\u000aBcc: x@example.com");
    expect(mail!.text).toContain("Hello Ann \\u0000 Lee,");
    expect(mail!.text).toContain("Your \\x41 form");
    expect(mail!.subject).not.toMatch(/[\r\n]/);
    expect(`${mail!.text}${mail!.html}`).not.toContain("\u0000");
  });

  it("Reply answers the client's unanswered messages (answeredAt), goes to that client, and HTML stays text in the email", async () => {
    const maria = await member();
    const q1 = await write(maria, "one");
    const q2 = await write(maria, "two");
    const res = await admin.post(`/api/messages/${q1.id}/reply`, { content: XSS, clientId: "ignored" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ sender: "admin", client: { id: maria.user.id }, content: XSS });
    const rows = await ctx.db.select().from(messages).where(and(eq(messages.userId, maria.user.id), eq(messages.sender, "client")));
    expect(rows.map((r) => r.answeredAt?.toISOString())).toEqual([res.json().createdAt, res.json().createdAt]);
    expect([q1.id, q2.id].sort()).toEqual(rows.map((r) => r.id).sort());
    const [mail] = await ctx.mailTo(maria.user.email);
    expect(mail!.subject).toBe("New message from Concierge");
    expect(mail!.html).not.toContain("<script>");
    expect(mail!.html).toContain("&lt;script&gt;");
    // A later client message is due again.
    const q3 = await write(maria, "three");
    expect(q3.answeredAt).toBeNull();
  });

  it("a member who turned email notifications off gets no email, but the bell still rings", async () => {
    const maria = await member();
    await ctx.db.update(profiles).set({ notifyEmail: false }).where(eq(profiles.userId, maria.user.id));
    await compose(maria.user.id);
    expect(await ctx.mailTo(maria.user.email)).toHaveLength(0);
    expect(await bellOf(maria.user.id)).toHaveLength(1);
  });
});

describe("attachments", () => {
  it("a member attaches their upload; the operator downloads it; the email names the file, never its content", async () => {
    const maria = await member();
    const docId = await maria.stage("Lease agreement.pdf");
    const msg = await write(maria, "Here is my lease", [docId]);
    expect(msg.attachments).toEqual([expect.objectContaining({ id: docId, fileName: "Lease agreement.pdf", clientId: maria.user.id, status: "available" })]);
    const dl = await admin.get(`/api/documents/${docId}/download`);
    expect(dl.statusCode).toBe(200);
    expect(dl.rawPayload.equals(FILES.pdf)).toBe(true);
    const [mail] = (await ctx.mailTo(OPERATOR)).filter((m) => m.headers["Reply-To"] === maria.user.email);
    expect(mail!.text).toContain("Lease agreement.pdf");
    expect(mail!.text).not.toContain(FILES.pdf.toString("latin1").slice(0, 20));
    // Attached once: it cannot be attached again, nor taken by a task.
    expect((await maria.post("/api/messages", { content: "again", documentIds: [docId] })).statusCode).toBe(400);
    expect((await maria.post("/api/tasks", { title: "steal", documentIds: [docId] })).statusCode).toBe(400);
  });

  it("the operator's attachment goes to the client, who may download it; another member may not", async () => {
    const [maria, ivan] = [await member(), await member("Ivan")];
    const docId = await admin.stage("Summary.pdf");
    const msg = await compose(maria.user.id, "Summary", "Attached.", [docId]);
    expect(msg.attachments).toHaveLength(1);
    const [doc] = await ctx.db.select().from(documents).where(eq(documents.id, docId));
    expect(doc).toMatchObject({ userId: maria.user.id, messageId: msg.id });
    expect((await maria.get(`/api/documents/${docId}/download`)).statusCode).toBe(200);
    expect((await ivan.get(`/api/documents/${docId}/download`)).statusCode).toBe(404);
    const list = (await maria.get("/api/messages")).json();
    expect(list.items[0].attachments[0].id).toBe(docId);
    const [mail] = await ctx.mailTo(maria.user.email);
    expect(mail!.text).toContain("Summary.pdf");
  });

  it("never attaches another member's upload; nothing is written", async () => {
    const [maria, ivan] = [await member(), await member("Ivan")];
    const ivansDoc = await ivan.stage();
    const res = await maria.post("/api/messages", { content: "steal", documentIds: [ivansDoc] });
    expect(res.statusCode).toBe(400);
    expect(await ctx.db.select().from(messages).where(eq(messages.userId, maria.user.id))).toHaveLength(0);
    expect(await ctx.mailTo(OPERATOR).then((ms) => ms.filter((m) => m.headers["Reply-To"] === maria.user.email))).toHaveLength(0);
  });

  it("a message's attachment is not swept as an abandoned upload after 24 h", async () => {
    const maria = await member();
    const docId = await maria.stage();
    await write(maria, "keep it", [docId]);
    const staged = await maria.stage("abandoned.pdf");
    ctx.clock.advance(25 * 3600 * 1000);
    await createRetentionJob({ db: ctx.db, storage: store, clock: ctx.clock, retentionDays: 30, log: ctx.app.log }).runOnce();
    const [kept] = await ctx.db.select().from(documents).where(eq(documents.id, docId));
    const [gone] = await ctx.db.select().from(documents).where(eq(documents.id, staged));
    expect(kept!.deletedAt).toBeNull();
    expect(gone!.deletedAt).not.toBeNull();
  });
});

describe("abuse", () => {
  it("a member cannot flood the operator's inbox: 429 after MESSAGE_RATE messages in the window", async () => {
    const maria = await member();
    for (let i = 0; i < MESSAGE_RATE.max; i += 1) expect((await maria.post("/api/messages", { content: `n${i}` })).statusCode).toBe(201);
    const res = await maria.post("/api/messages", { content: "one too many" });
    expect(res.statusCode).toBe(429);
    expect(await ctx.db.select().from(messages).where(eq(messages.content, "one too many"))).toHaveLength(0);
    ctx.clock.advance(MESSAGE_RATE.windowMs);
    expect((await maria.post("/api/messages", { content: "later" })).statusCode).toBe(201);
  });
});

describe("account data", () => {
  it("the export holds the member's conversation", async () => {
    const maria = await member();
    await write(maria, "export me");
    const res = await maria.get("/api/account/export");
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.stringify(res.json())).toContain("export me");
  });

  it("deleting the account removes the conversation and its attachments", async () => {
    const maria = await member();
    const docId = await maria.stage();
    const msg = await write(maria, "delete me", [docId]);
    await compose(maria.user.id);
    const res = await maria.post("/api/account/delete", { confirmation: "DELETE", password: TEST_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(await ctx.db.select().from(messages).where(eq(messages.userId, maria.user.id))).toHaveLength(0);
    expect(await ctx.db.select().from(documents).where(eq(documents.id, docId))).toHaveLength(0);
    expect((await admin.get(`/api/messages/${msg.id}`)).statusCode).toBe(404);
  });
});
