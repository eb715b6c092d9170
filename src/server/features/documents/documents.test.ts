import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "../../../core/upload";
import { documentAccessLog, documents, profiles } from "../../db/schema";
import { createRetentionJob } from "../../jobs/retention";
import { setupTestApp, uniqueEmail } from "../../test/app";
import { createAdmin, createMember, TEST_PASSWORD } from "../../test/factories";
import { FILES, tempStore } from "../../test/payments";
import { type ApiClient, apiAs } from "../../test/tasks";

const { dir, store } = tempStore();
const ctx = await setupTestApp({ storage: store });
const DAY = 24 * 3600 * 1000;
const INVALID_TYPE = "Invalid file type. Please upload a supported document format.";

let admin: ApiClient;
const member = async (name = "Maria Member") => apiAs(ctx, await createMember(ctx, { name }));
beforeAll(async () => {
  admin = await apiAs(ctx, await createAdmin(ctx));
});
const rowOf = async (id: string) => (await ctx.db.select().from(documents).where(eq(documents.id, id)))[0]!;
const onDisk = async (id: string) => fs.existsSync(path.join(dir, (await rowOf(id)).storageKey));

describe("POST /api/documents/uploads (every upload path checks the spec's rules)", () => {
  it("refuses an oversized file with 413 and the spec's message, and stores nothing", async () => {
    const maria = await member();
    const res = await maria.upload("/api/documents/uploads", Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x20), "big.pdf");
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe("File is too large. Maximum size is 5MB.");
    const task = await maria.submit();
    const attach = await maria.upload(`/api/tasks/${task.id}/documents`, Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x20), "big.txt");
    expect(attach.statusCode).toBe(413);
    expect(await ctx.db.select().from(documents).where(eq(documents.uploadedBy, maria.user.id))).toHaveLength(0);
  });

  it("refuses a type outside the allow-list and content that is not what the extension says", async () => {
    const maria = await member();
    for (const [data, name] of [
      [FILES.pdf, "script.exe"],
      [FILES.pdf, "page.html"],
      [FILES.exe, "invoice.pdf"],
      [FILES.exe, "notes.txt"],
      [FILES.pdf, "photo.png"],
    ] as const) {
      const res = await maria.upload("/api/documents/uploads", data, name);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error.message).toBe(INVALID_TYPE);
    }
    const task = await maria.submit();
    expect((await maria.upload(`/api/tasks/${task.id}/documents`, FILES.exe, "invoice.pdf")).json().error.message).toBe(INVALID_TYPE);
  });

  it("keeps only a safe name: no path, no control or bidi characters", async () => {
    const maria = await member();
    const res = await maria.upload("/api/documents/uploads", FILES.pdf, "../../etc/\u0007pass\u202ewd\r\n.pdf");
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().fileName).toBe("passwd.pdf");
    expect((await rowOf(res.json().id)).storageKey).toMatch(/^documents\/\d{13}-[0-9a-f]{24}\.pdf$/);
    const windows = await maria.upload("/api/documents/uploads", FILES.pdf, "C:\\Users\\x\\Договор.pdf");
    expect(windows.json().fileName).toBe("Договор.pdf");
  });

  it("limits each uploader (not each address) to 60 documents in 10 minutes", async () => {
    const [maria, ivan] = [await member(), await member()];
    for (let i = 0; i < 60; i++) expect((await maria.upload("/api/documents/uploads", FILES.text, `n${i}.txt`)).statusCode).toBe(201);
    expect((await maria.upload("/api/documents/uploads", FILES.text, "one-more.txt")).statusCode).toBe(429);
    expect((await ivan.upload("/api/documents/uploads", FILES.text, "mine.txt")).statusCode).toBe(201);
    ctx.clock.advance(10 * 60_000 + 1);
    expect((await maria.upload("/api/documents/uploads", FILES.text, "later.txt")).statusCode).toBe(201);
  });

  it("is for signed-in users only", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/documents/uploads",
      payload: FILES.pdf,
      headers: { "content-type": "application/octet-stream", "x-file-name": "a.pdf", origin: ctx.config.publicUrl },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("GET /api/documents/:id/download", () => {
  it("sends the owner the file as an attachment with a safe name, private and not sniffable, and logs who and from where", async () => {
    const maria = await member();
    const task = await maria.submit({}, false);
    const up = await maria.upload(`/api/tasks/${task.id}/documents`, FILES.pdf, 'Наем "май".pdf');
    const id = up.json().id;
    expect(up.json().fileName).toBe("Наем май.pdf");
    const dl = await maria.get(`/api/documents/${id}/download`);
    expect(dl.statusCode).toBe(200);
    expect(dl.rawPayload).toEqual(FILES.pdf);
    expect(dl.headers["content-type"]).toBe("application/pdf");
    expect(dl.headers["content-disposition"]).toBe(`attachment; filename="____ ___.pdf"; filename*=UTF-8''${encodeURIComponent("Наем май.pdf")}`);
    expect(dl.headers["x-content-type-options"]).toBe("nosniff");
    expect(dl.headers["cache-control"]).toBe("private, no-store");

    expect((await admin.get(`/api/documents/${id}/download`)).statusCode).toBe(200);
    const log = (await admin.get(`/api/documents/${id}/access-log`)).json().items;
    expect(log.map((e: { action: string }) => e.action)).toEqual(expect.arrayContaining(["upload", "download", "download"]));
    expect(log.filter((e: { action: string }) => e.action === "download")).toHaveLength(2);
    expect(log.find((e: { actorId: string; action: string }) => e.action === "download" && e.actorId === maria.user.id)).toMatchObject({ actorEmail: maria.user.email, ip: "127.0.0.1" });
  });

  it("answers 404 to another member, an unknown id and a non-UUID; members cannot read the access log", async () => {
    const [maria, ivan] = [await member(), await member()];
    const task = await maria.submit({}, true);
    const id = task.documents[0].id;
    expect((await ivan.get(`/api/documents/${id}/download`)).statusCode).toBe(404);
    expect((await ivan.get("/api/documents/00000000-0000-4000-8000-000000000000/download")).statusCode).toBe(404);
    expect((await ivan.get("/api/documents/..%2F..%2Fetc%2Fpasswd/download")).statusCode).toBe(404);
    expect((await maria.get(`/api/documents/${id}/access-log`)).statusCode).toBe(403);
    const logged = await ctx.db.select().from(documentAccessLog).where(eq(documentAccessLog.documentId, id));
    expect(logged.filter((e) => e.action === "download")).toHaveLength(0);
  });
});

describe("DELETE /api/documents/:id", () => {
  it("removes the file from storage, keeps the record as deleted, logs it; downloads answer 410", async () => {
    const maria = await member();
    const task = await maria.submit({}, true);
    const id = task.documents[0].id;
    expect((await maria.del(`/api/documents/${id}`)).statusCode).toBe(403);
    expect(await onDisk(id)).toBe(true);

    ctx.clock.advance(1000);
    const res = await admin.del(`/api/documents/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: "deleted" });
    expect(await onDisk(id)).toBe(false);
    expect((await maria.get(`/api/tasks/${task.id}`)).json().documents[0]).toMatchObject({ id, status: "deleted" });
    expect((await maria.get(`/api/documents/${id}/download`)).statusCode).toBe(410);
    const log = (await admin.get(`/api/documents/${id}/access-log`)).json().items;
    expect(log[0]).toMatchObject({ action: "delete", actorId: admin.user.id });
  });
});

describe("retention", () => {
  it("deletes task documents after 30 days: they show as expired and no longer download; an upload never attached goes after 24 h", async () => {
    const job = createRetentionJob({ db: ctx.db, storage: store, clock: ctx.clock, retentionDays: 30, log: ctx.app.log });
    const maria = await member();
    const task = await maria.submit({}, true);
    const id = task.documents[0].id;
    const staged = await maria.stage("forgotten.pdf");
    ctx.clock.advance(DAY + 1000);
    await job.runOnce();
    expect((await rowOf(staged)).deletedReason).toBe("retention");
    expect(await onDisk(id)).toBe(true);

    ctx.clock.advance(29 * DAY);
    while ((await job.runOnce()) > 0) {}
    expect(await onDisk(id)).toBe(false);
    expect((await maria.get(`/api/tasks/${task.id}`)).json().documents[0]).toMatchObject({ id, status: "expired" });
    expect((await maria.get(`/api/documents/${id}/download`)).statusCode).toBe(410);
  });
});

describe("POST /api/documents (the admin uploads a document for a client)", () => {
  it("creates a Pending task for the client holding the document, and emails the client", async () => {
    const maria = await member("Maria Client");
    const docId = await admin.stage("Tax certificate.pdf");
    const res = await admin.post("/api/documents", { title: "Your tax certificate", clientId: maria.user.id, notes: "Keep a copy", documentId: docId });
    expect(res.statusCode, res.body).toBe(201);
    const { taskId, document } = res.json();
    expect(document).toMatchObject({ id: docId, taskId, clientId: maria.user.id, clientName: "Maria Client", uploadedByAdmin: true, title: "Your tax certificate" });
    const task = (await maria.get(`/api/tasks/${taskId}`)).json();
    expect(task).toMatchObject({ status: "pending", title: "Your tax certificate", description: "Keep a copy" });
    expect((await maria.get(`/api/documents/${docId}/download`)).statusCode).toBe(200);
    const [mail] = await ctx.mailTo(maria.user.email);
    expect(mail!.subject).toBe("A new document for you: Your tax certificate");
  });

  it("is refused to members with the spec's message, and needs title, client and file", async () => {
    const maria = await member();
    const docId = await maria.stage();
    const denied = await maria.post("/api/documents", { title: "x", clientId: maria.user.id, notes: "", documentId: docId });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe("Only admins can upload documents");
    const missing = await admin.post("/api/documents", { title: "", clientId: maria.user.id, notes: "" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe("Please fill in all required fields and select a file");
    // A file someone else uploaded is not the admin's to hand out.
    const notMine = await admin.post("/api/documents", { title: "x", clientId: maria.user.id, notes: "", documentId: docId });
    expect(notMine.statusCode).toBe(400);
  });
});

describe("GET /api/documents", () => {
  it("lists a member's own documents (theirs and the operator's for them), newest first, never another's", async () => {
    const [maria, ivan] = [await member(), await member()];
    const task = await maria.submit({}, true);
    ctx.clock.advance(1000);
    await admin.upload(`/api/tasks/${task.id}/documents`, FILES.png, "stamp.png");
    await ivan.submit({}, true);
    await maria.stage("not-yet-attached.pdf");
    const page = (await maria.get("/api/documents?limit=5")).json();
    expect(page.items.map((d: { fileName: string }) => d.fileName)).toEqual(["stamp.png", "passport.pdf"]);
    expect(page.items.every((d: { clientId: string }) => d.clientId === maria.user.id)).toBe(true);
    expect((await maria.get(`/api/documents?clientId=${ivan.user.id}`)).json().items).toHaveLength(0);
  });

  it("filters for the admin by client, type, status and date range, with keyset pages", async () => {
    const maria = await member();
    const task = await maria.submit({}, true);
    await admin.upload(`/api/tasks/${task.id}/documents`, FILES.png, "a.png");
    await admin.upload(`/api/tasks/${task.id}/documents`, FILES.png, "b.png");
    await admin.del(`/api/documents/${task.documents[0].id}`);
    const q = (s: string) => admin.get(`/api/documents?clientId=${maria.user.id}${s}`).then((r) => r.json());
    expect((await q("")).items).toHaveLength(3);
    expect((await q("&type=png")).items).toHaveLength(2);
    expect((await q("&status=deleted")).items.map((d: { fileName: string }) => d.fileName)).toEqual(["passport.pdf"]);
    expect((await q("&status=available")).items).toHaveLength(2);
    const today = ctx.clock.now().toISOString().slice(0, 10);
    expect((await q(`&from=${today}&to=${today}`)).items).toHaveLength(3);
    expect((await q("&to=2000-01-01")).items).toHaveLength(0);
    const first = await q("&limit=2");
    expect(first.items).toHaveLength(2);
    const second = await q(`&limit=2&cursor=${first.nextCursor}`);
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
  });
});

describe("GET /api/clients/search", () => {
  it("finds clients by name or email for the admin; members get 403", async () => {
    const maria = await member("Zornitsa Searchable");
    await ctx.db.insert(profiles).values({ userId: maria.user.id, fullName: "Zornitsa Searchable" }).onConflictDoNothing();
    const found = (await admin.get("/api/clients/search?q=zornitsa")).json().items;
    expect(found).toEqual([{ id: maria.user.id, name: "Zornitsa Searchable", email: maria.user.email }]);
    expect((await maria.get("/api/clients/search?q=a")).statusCode).toBe(403);
  });
});

describe("account deletion", () => {
  it("erases the member's files with the account", async () => {
    const email = uniqueEmail("leaving");
    const leaving = await apiAs(ctx, await createMember(ctx, { email }));
    const task = await leaving.submit({}, true);
    const key = (await rowOf(task.documents[0].id)).storageKey;
    const res = await leaving.post("/api/account/delete", { confirmation: "DELETE", password: TEST_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(fs.existsSync(path.join(dir, key))).toBe(false);
    expect(await ctx.db.select().from(documents).where(eq(documents.userId, leaving.user.id))).toHaveLength(0);
  });
});
