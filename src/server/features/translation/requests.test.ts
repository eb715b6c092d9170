import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "../../../core/upload";
import { translationAccessLog, translationDeliveries, translationDownloads, translationRequests, translationUploads } from "../../db/schema";
import { createRetentionJob } from "../../jobs/retention";
import { linkFrom, setupTestApp, uniqueEmail } from "../../test/app";
import { cookieCall, uniqueIp } from "../../test/browser";
import { operatorAliceBob } from "../../test/factories";
import { FILES, openCheckout, payTestSession, tempStore } from "../../test/payments";
import type { Locale } from "../../../core/locale";

const { dir, store } = tempStore();
const ctx = await setupTestApp({ storage: store });
const { admin, adminCookie, aliceCookie, bobCookie } = await operatorAliceBob(ctx);
const DAY = 24 * 3600 * 1000;

const call = cookieCall(ctx);

const uploadSummary = (id: string, data: Buffer | string, name: string, cookie = adminCookie) =>
  ctx.app.inject({
    method: "POST",
    url: `/api/translation/requests/${id}/summary`,
    payload: data,
    remoteAddress: uniqueIp(),
    headers: { origin: ctx.config.publicUrl, cookie, "content-type": "application/octet-stream", "x-file-name": encodeURIComponent(name) },
  });

/** A paid translation order, through the local test checkout; returns its request. */
async function paidRequest(opts: { language?: Locale; name?: string } = {}) {
  const email = uniqueEmail("translate");
  const up = await ctx.app.inject({
    method: "POST",
    url: "/api/translation/uploads",
    payload: FILES.pdf,
    remoteAddress: uniqueIp(),
    headers: { "content-type": "application/octet-stream", "x-file-name": encodeURIComponent("Договор.pdf") },
  });
  const translation = { uploadId: up.json().uploadId, name: opts.name ?? "Anna Smith", email, notes: "Pages 1-2", language: opts.language ?? "en" };
  const sessionId = await openCheckout(ctx, { items: [{ kind: "translation" }], translation });
  expect((await payTestSession(ctx, sessionId)).statusCode).toBe(200);
  const [row] = await ctx.db.select().from(translationRequests).where(eq(translationRequests.email, email));
  return row!;
}

const SUMMARY = Buffer.from("English summary\nRental agreement between A and B, 12 months.\n");
const summaryFiles = () => (fs.existsSync(path.join(dir, "summaries")) ? fs.readdirSync(path.join(dir, "summaries")) : []);

async function deliver(id: string, data = SUMMARY, name = "summary.txt") {
  const res = await uploadSummary(id, data, name);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
async function linkFor(email: string) {
  const [mail] = await ctx.mailTo(email);
  return linkFrom(mail!.text, "http://concierge.localhost/api/translation/deliveries/").replace("http://concierge.localhost", "");
}
const downloadsOf = async (requestId: string) => {
  const ds = await ctx.db.select().from(translationDeliveries).where(eq(translationDeliveries.requestId, requestId));
  let n = 0;
  for (const d of ds) n += (await ctx.db.select().from(translationDownloads).where(eq(translationDownloads.deliveryId, d.id))).length;
  return n;
};

describe("access", () => {
  it("every operator route answers 401 signed out and 403 to members", async () => {
    const r = await paidRequest();
    const routes: ["GET" | "PATCH", string, object?][] = [
      ["GET", "/api/translation/requests"],
      ["GET", `/api/translation/requests/${r.id}`],
      ["PATCH", `/api/translation/requests/${r.id}`, { status: "in_progress" }],
      ["GET", `/api/translation/requests/${r.id}/document`],
      ["GET", `/api/translation/requests/${r.id}/summary`],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, undefined, body)).statusCode, url).toBe(401);
      for (const cookie of [aliceCookie, bobCookie]) expect((await call(method, url, cookie, body)).statusCode, url).toBe(403);
    }
    expect((await uploadSummary(r.id, SUMMARY, "s.txt", aliceCookie)).statusCode).toBe(403);
    const [row] = await ctx.db.select().from(translationRequests).where(eq(translationRequests.id, r.id));
    expect(row).toMatchObject({ status: "new", summaryStorageKey: null });
    expect(await ctx.db.select().from(translationAccessLog).where(eq(translationAccessLog.requestId, r.id))).toHaveLength(0);
  });

  it("unknown and non-UUID ids answer 404, before any upload is stored", async () => {
    const before = summaryFiles().length;
    for (const id of ["00000000-0000-4000-8000-000000000009", "nope"]) {
      expect((await call("GET", `/api/translation/requests/${id}`, adminCookie)).statusCode).toBe(404);
      expect((await uploadSummary(id, SUMMARY, "s.txt")).statusCode).toBe(404);
    }
    expect(summaryFiles().length).toBe(before);
  });
});

describe("the operator's list and detail", () => {
  it("shows customer, notes, document, payment and due time (paid + 48 h); status changes", async () => {
    const r = await paidRequest();
    const list = (await call("GET", "/api/translation/requests?limit=100", adminCookie)).json();
    const item = list.items.find((i: { id: string }) => i.id === r.id);
    expect(item).toMatchObject({
      name: "Anna Smith",
      email: r.email,
      notes: "Pages 1-2",
      status: "new",
      document: { fileName: "Договор.pdf", available: true, contentType: "application/pdf" },
      payment: { amount: 1023, currency: "EUR" },
      summary: null,
    });
    expect(Date.parse(item.dueAt) - Date.parse(item.createdAt)).toBe(48 * 3600 * 1000);
    expect(item.payment.reference).toMatch(/^[0-9A-F]{8}$/);

    const started = await call("PATCH", `/api/translation/requests/${r.id}`, adminCookie, { status: "in_progress" });
    expect(started.json()).toMatchObject({ message: "Status updated", request: { status: "in_progress", abilities: { canChangeStatus: true, canDeliver: true } } });
    expect((await call("PATCH", `/api/translation/requests/${r.id}`, adminCookie, { status: "delivered" })).statusCode).toBe(400);
    const inProgress = (await call("GET", "/api/translation/requests?status=in_progress&limit=100", adminCookie)).json();
    expect(inProgress.items.map((i: { id: string }) => i.id)).toContain(r.id);
  });

  it("the original downloads as an attachment (nosniff, no-store) and each download is logged", async () => {
    const r = await paidRequest();
    const res = await call("GET", `/api/translation/requests/${r.id}/document`, adminCookie);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(FILES.pdf);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="_______.pdf"; filename*=UTF-8''${encodeURIComponent("Договор.pdf")}`);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const details = (await call("GET", `/api/translation/requests/${r.id}`, adminCookie)).json();
    expect(details.accessLog).toEqual([expect.objectContaining({ action: "document_download", actorEmail: admin.email })]);
  });
});

describe("delivering the summary", () => {
  it("stores the file, marks the request delivered and emails the customer a link in their language", async () => {
    const r = await paidRequest({ language: "bg" });
    const before = summaryFiles().length;
    ctx.clock.advance(3600_000);
    const { message, request } = await deliver(r.id);
    expect(message).toBe("Summary delivered: the customer has been emailed a download link");
    expect(request).toMatchObject({
      status: "delivered",
      deliveredAt: ctx.clock.now().toISOString(),
      summary: { fileName: "summary.txt", size: SUMMARY.length, available: true },
      // Delivered: the status is locked until a new summary is delivered.
      abilities: { canChangeStatus: false, canDeliver: true },
    });
    expect(request.deliveries).toHaveLength(1);
    expect(Date.parse(request.deliveries[0].expiresAt) - ctx.clock.now().getTime()).toBe(7 * DAY);

    const [row] = await ctx.db.select().from(translationRequests).where(eq(translationRequests.id, r.id));
    expect(row!.deliveredBy).toBe(admin.id);
    expect(row!.summaryStorageKey).toMatch(/^summaries\/\d{13}-[0-9a-f]{24}\.txt$/);
    expect(fs.readFileSync(path.join(dir, row!.summaryStorageKey!))).toEqual(SUMMARY);
    expect(summaryFiles().length).toBe(before + 1);

    const [mail] = await ctx.mailTo(r.email);
    expect(mail).toMatchObject({ template: "translationDelivered", subject: "Вашето резюме на английски е готово" });
    expect(mail!.text).toContain("„Договор.pdf“");
    const link = await linkFor(r.email);
    expect(link).toMatch(/^\/api\/translation\/deliveries\/[A-Za-z0-9_-]{43}$/);
    const [delivery] = await ctx.db.select().from(translationDeliveries).where(eq(translationDeliveries.requestId, r.id));
    expect(delivery!.tokenHash).not.toContain(link.split("/").pop());
  });

  it("follows the document rules: 5 MB, allow-list, content check; a refusal changes nothing", async () => {
    const r = await paidRequest();
    const before = summaryFiles().length;
    const big = await uploadSummary(r.id, Buffer.concat([FILES.pdf, Buffer.alloc(MAX_UPLOAD_BYTES)]), "big.pdf");
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe("File is too large. Maximum size is 5MB.");
    for (const [data, name] of [
      [FILES.exe, "summary.pdf"],
      [FILES.pdf, "summary.exe"],
      [Buffer.from("<html><script>alert(1)</script></html>"), "summary.html"],
    ] as const) {
      const res = await uploadSummary(r.id, data, name);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe("Invalid file type. Please upload a supported document format.");
    }
    const json = await call("POST", `/api/translation/requests/${r.id}/summary`, adminCookie, { file: "x" });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.code).toBe("file_missing");
    expect(summaryFiles().length).toBe(before);
    const [row] = await ctx.db.select().from(translationRequests).where(eq(translationRequests.id, r.id));
    expect(row).toMatchObject({ status: "new", summaryStorageKey: null });
    expect(await ctx.mailTo(r.email)).toHaveLength(1); // the receipt only
  });
});

describe("mail headers", () => {
  it("a customer name with line breaks is one line: nothing is injected into the operator's or the customer's email", async () => {
    const r = await paidRequest({ name: "Eve\r\nBcc: victim@example.com\nX-Evil: 1" });
    expect(r.name).toBe("Eve Bcc: victim@example.com X-Evil: 1");
    const [toOperator] = (await ctx.mailTo("operator@concierge.test")).filter((m) => m.text.includes(r.email));
    expect(toOperator!.subject).toBe("New translation request: Договор.pdf — Eve Bcc: victim@example.com X-Evil: 1");
    await deliver(r.id);
    const [mail] = await ctx.mailTo(r.email);
    expect(mail!.subject).toBe("Your English summary is ready");
    expect(mail!.text).toContain("Hello Eve Bcc: victim@example.com X-Evil: 1,");
    for (const m of [toOperator!, mail!]) expect(Object.values(m.headers).join("")).not.toMatch(/[\r\n]/);
  });
});

describe("the delivery link", () => {
  it("downloads the summary without an account, as an attachment, and records each download", async () => {
    const r = await paidRequest();
    await deliver(r.id, FILES.pdf, "English summary.pdf");
    const link = await linkFor(r.email);
    const res = await ctx.app.inject({ method: "GET", url: link, remoteAddress: "203.0.113.7" });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(FILES.pdf);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain("attachment;");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(await downloadsOf(r.id)).toBe(1);
    const head = await ctx.app.inject({ method: "HEAD", url: link, remoteAddress: uniqueIp() });
    expect(head.statusCode).toBe(200);
    expect(await downloadsOf(r.id)).toBe(1);
    const details = (await call("GET", `/api/translation/requests/${r.id}`, adminCookie)).json();
    expect(details.deliveries[0].downloads).toEqual([{ at: ctx.clock.now().toISOString(), ip: "203.0.113.7" }]);
  });

  it("an altered, truncated or unknown token answers 404 and records nothing", async () => {
    const r = await paidRequest();
    await deliver(r.id);
    const link = await linkFor(r.email);
    const token = link.split("/").pop()!;
    const flip = (c: string) => (c === "A" ? "B" : "A");
    for (const bad of [
      token.slice(0, -1) + flip(token.at(-1)!),
      flip(token[0]!) + token.slice(1),
      token.slice(0, 42),
      `${token}x`,
      "A".repeat(43),
      "..%2F..%2Fetc%2Fpasswd",
    ]) {
      const res = await ctx.app.inject({ method: "GET", url: `/api/translation/deliveries/${bad}`, remoteAddress: uniqueIp() });
      expect(res.statusCode, bad).toBe(404);
      expect(res.json().error.message).toBe("This download link has expired or is not valid.");
    }
    expect(await downloadsOf(r.id)).toBe(0);
    const page = await ctx.app.inject({ method: "GET", url: "/api/translation/deliveries/nope", headers: { accept: "text/html" }, remoteAddress: uniqueIp() });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain("This download link has expired or is not valid.");
    expect(page.body).toContain("Тази връзка за изтегляне е изтекла или е невалидна.");
  });

  it("expires after 7 days: then 404 and nothing recorded", async () => {
    const r = await paidRequest();
    await deliver(r.id);
    const link = await linkFor(r.email);
    ctx.clock.advance(7 * DAY - 1000);
    expect((await ctx.app.inject({ method: "GET", url: link, remoteAddress: uniqueIp() })).statusCode).toBe(200);
    ctx.clock.advance(1000);
    expect((await ctx.app.inject({ method: "GET", url: link, remoteAddress: uniqueIp() })).statusCode).toBe(404);
    expect(await downloadsOf(r.id)).toBe(1);
  });

  it("a redelivery replaces the file and sends a new link; the old link stops working", async () => {
    const r = await paidRequest();
    await deliver(r.id, SUMMARY, "v1.txt");
    const oldLink = await linkFor(r.email);
    const [first] = await ctx.db.select().from(translationRequests).where(eq(translationRequests.id, r.id));
    const v2 = Buffer.from("English summary, corrected\n");
    ctx.clock.advance(60_000);
    const { request } = await deliver(r.id, v2, "v2.txt");
    expect(request.summary.fileName).toBe("v2.txt");
    expect(request.deliveries).toHaveLength(2);
    expect(request.deliveries.map((d: { active: boolean }) => d.active)).toEqual([true, false]);
    expect(fs.existsSync(path.join(dir, first!.summaryStorageKey!))).toBe(false);

    const newLink = await linkFor(r.email);
    expect(newLink).not.toBe(oldLink);
    expect((await ctx.app.inject({ method: "GET", url: oldLink, remoteAddress: uniqueIp() })).statusCode).toBe(404);
    const res = await ctx.app.inject({ method: "GET", url: newLink, remoteAddress: uniqueIp() });
    expect(res.rawPayload).toEqual(v2);
    expect(await downloadsOf(r.id)).toBe(1);
  });
});

describe("retention", () => {
  it("deletes the summary and the original after the retention period; the link then answers 404", async () => {
    const r = await paidRequest();
    await deliver(r.id);
    const link = await linkFor(r.email);
    const [row] = await ctx.db.select().from(translationRequests).where(eq(translationRequests.id, r.id));
    const [upload] = await ctx.db.select().from(translationUploads).where(eq(translationUploads.id, r.uploadId));
    ctx.clock.advance(31 * DAY);
    const log = ctx.app.log;
    const job = createRetentionJob({ db: ctx.db, storage: store, clock: ctx.clock, retentionDays: 30, log, batchSize: 1000 });
    while ((await job.runOnce()) > 0) {}
    expect(fs.existsSync(path.join(dir, row!.summaryStorageKey!))).toBe(false);
    expect(fs.existsSync(path.join(dir, upload!.storageKey))).toBe(false);
    const details = (await call("GET", `/api/translation/requests/${r.id}`, adminCookie)).json();
    expect(details.summary).toMatchObject({ fileName: "summary.txt", available: false });
    expect(details.document.available).toBe(false);
    expect((await call("GET", `/api/translation/requests/${r.id}/summary`, adminCookie)).statusCode).toBe(410);
    expect((await call("GET", `/api/translation/requests/${r.id}/document`, adminCookie)).statusCode).toBe(410);
    expect((await ctx.app.inject({ method: "GET", url: link, remoteAddress: uniqueIp() })).statusCode).toBe(404);
  });
});
