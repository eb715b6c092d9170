import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { translationUploads } from "../db/schema";
import { setupTestApp, uniqueEmail } from "../test/app";
import { FILES, openCheckout, payTestSession, tempStore } from "../test/payments";
import { createRetentionJob } from "./retention";

const { dir, store } = tempStore();
const ctx = await setupTestApp({ storage: store });
const job = createRetentionJob({ db: ctx.db, storage: store, clock: ctx.clock, retentionDays: 30, log: ctx.app.log });
const DAY = 24 * 3600 * 1000;

async function uploadDocument(name: string) {
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/translation/uploads",
    payload: FILES.pdf,
    headers: { "content-type": "application/octet-stream", "x-file-name": encodeURIComponent(name) },
  });
  expect(res.statusCode).toBe(201);
  const [row] = await ctx.db.select().from(translationUploads).where(eq(translationUploads.fileName, name));
  return { uploadId: res.json().uploadId as string, row: row! };
}
const onDisk = (key: string) => fs.existsSync(path.join(dir, key));
const rowOf = async (id: string) => (await ctx.db.select().from(translationUploads).where(eq(translationUploads.id, id)))[0]!;

describe("document retention", () => {
  it("deletes an unpaid upload once its 24-hour window has passed, and keeps the record", async () => {
    const { row } = await uploadDocument(`unpaid-${Date.now()}.pdf`);
    await job.runOnce();
    expect(onDisk(row.storageKey)).toBe(true);

    ctx.clock.advance(DAY + 1000);
    await job.runOnce();
    expect(onDisk(row.storageKey)).toBe(false);
    expect((await rowOf(row.id)).deletedAt).toEqual(ctx.clock.now());
  });

  it("keeps a paid document for the retention period, then deletes it", async () => {
    const email = uniqueEmail("retention");
    const { uploadId, row } = await uploadDocument(`paid-${Date.now()}.pdf`);
    const sessionId = await openCheckout(ctx, { items: [{ kind: "translation" }], translation: { uploadId, name: "Maria", email, notes: "" } });
    expect((await payTestSession(ctx, sessionId)).statusCode).toBe(200);

    ctx.clock.advance(29 * DAY);
    await job.runOnce();
    expect(onDisk(row.storageKey)).toBe(true);
    expect((await rowOf(row.id)).deletedAt).toBeNull();

    ctx.clock.advance(DAY);
    await job.runOnce();
    expect(onDisk(row.storageKey)).toBe(false);
    expect((await rowOf(row.id)).deletedAt).not.toBeNull();
  });
});
