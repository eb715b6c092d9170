import { english } from "../test/english";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { documents, translationRequests, translationUploads } from "../db/schema";
import { STORAGE_FULL_MESSAGE } from "../http/errors";
import { createRetentionJob } from "../jobs/retention";
import { setupTestApp, uniqueEmail } from "../test/app";
import { uniqueIp } from "../test/browser";
import { createAdmin, createMember } from "../test/factories";
import { startLocalS3 } from "../test/local-s3";
import { FILES, openCheckout, payTestSession } from "../test/payments";
import { s3Env } from "../test/s3-env";
import { apiAs } from "../test/tasks";

/**
 * With files in S3, the global guard is a ceiling on the bytes the bucket keeps
 * (S3_MAX_TOTAL_MB, counted in the database): every kind of stored file counts — member
 * documents (staged, task and message files), translation uploads and English summaries —
 * until deleted. At the ceiling every upload route answers 507 storage_full and writes nothing.
 */
const MB = 1024 * 1024;
const DAY = 24 * 3600 * 1000;
const s3 = await startLocalS3();
const store = s3.store();
const ctx = await setupTestApp({ storage: store, env: { ...s3Env(s3.options), S3_MAX_TOTAL_MB: "1" } });
const admin = await apiAs(ctx, await createAdmin(ctx));
const member = await apiAs(ctx, await createMember(ctx));

/** A PDF of `bytes` bytes (a real PDF head, then padding). */
const pdf = (bytes: number) => Buffer.concat([FILES.pdf, Buffer.alloc(Math.round(bytes) - FILES.pdf.length, 0x20)]);
const translationUpload = (data: Buffer) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/translation/uploads",
    payload: data,
    remoteAddress: uniqueIp(),
    headers: { "content-type": "application/octet-stream", "x-file-name": "letter.pdf" },
  });
const rows = async () => {
  const [d] = await ctx.db.select({ n: count() }).from(documents);
  const [t] = await ctx.db.select({ n: count() }).from(translationUploads);
  const [s] = await ctx.db.select({ key: translationRequests.summaryStorageKey }).from(translationRequests);
  return { documents: d!.n, uploads: t!.n, summary: s?.key ?? null };
};

describe("the S3 ceiling (S3_MAX_TOTAL_MB)", () => {
  it("counts every kept file, refuses every upload route with 507 at the ceiling, and frees space when files are deleted", async () => {
    // A paid translation order (0.3 MB original) and its 0.3 MB English summary, in the bucket.
    const email = uniqueEmail("ceiling");
    const up = await translationUpload(pdf(0.3 * MB));
    expect(up.statusCode, up.body).toBe(201);
    const translation = { uploadId: up.json().uploadId, name: "Anna Smith", email, notes: "", language: "en" };
    expect((await payTestSession(ctx, await openCheckout(ctx, { items: [{ kind: "translation" }], translation }))).statusCode).toBe(200);
    const [request] = await ctx.db.select().from(translationRequests).where(eq(translationRequests.email, email));
    const summaryUrl = `/api/translation/requests/${request!.id}/summary`;
    expect((await admin.upload(summaryUrl, pdf(0.3 * MB), "summary.pdf")).statusCode).toBe(201);
    // A member's staged document and a file on a task: 0.2 MB each, 1.0 MB in all.
    const staged = await member.upload("/api/documents/uploads", pdf(0.2 * MB), "a.pdf");
    expect(staged.statusCode, staged.body).toBe(201);
    const task = await member.submit();
    const onTask = await member.upload(`/api/tasks/${task.id}/documents`, pdf(0.2 * MB), "b.pdf");
    expect(onTask.statusCode, onTask.body).toBe(201);

    // At the ceiling: every upload route answers 507 with the clear message, and writes nothing.
    const before = { rows: await rows(), objects: s3.objectKeys().sort() };
    const refused = [
      await member.upload("/api/documents/uploads", pdf(1000), "c.pdf"),
      await member.upload(`/api/tasks/${task.id}/documents`, pdf(1000), "d.pdf"),
      await translationUpload(pdf(1000)),
      await admin.upload(summaryUrl, pdf(1000), "summary-v2.pdf"),
    ];
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(507);
      expect(res.json().error).toMatchObject({ code: "storage_full", message: english(STORAGE_FULL_MESSAGE) });
    }
    expect(await rows()).toEqual(before.rows);
    expect(s3.objectKeys().sort()).toEqual(before.objects);

    // The operator deletes a document: its bytes no longer count, uploads work again.
    expect((await admin.del(`/api/documents/${staged.json().id}`)).statusCode).toBe(200);
    const again = await member.upload("/api/documents/uploads", pdf(0.25 * MB), "e.pdf");
    expect(again.statusCode, again.body).toBe(201);
    // Over the ceiling again (0.8 MB + 0.25 MB)...
    expect((await translationUpload(pdf(1000))).statusCode).toBe(507);

    // ...until retention deletes the kept files (summary included): the bucket has room again.
    ctx.clock.advance(31 * DAY);
    const job = createRetentionJob({ db: ctx.db, storage: store, clock: ctx.clock, retentionDays: 30, log: ctx.app.log });
    while ((await job.runOnce()) > 0) {}
    expect(s3.objectKeys()).toEqual([]);
    expect((await translationUpload(pdf(0.5 * MB))).statusCode).toBe(201);
  });
});
