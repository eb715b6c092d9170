import { english } from "../test/english";
import { describe, expect, it } from "vitest";
import { UPLOAD_QUOTA_MESSAGES } from "../../core/upload";
import { setupTestApp, type TestContext } from "../test/app";
import { createMember } from "../test/factories";
import { FILES } from "../test/payments";
import { apiAs } from "../test/tasks";
import { STORAGE_FULL_MESSAGE } from "../http/errors";

/** Storage budgets: per account and per address a day, and the disk guard (507). */
const MB = 1024 * 1024;
const ctx = await setupTestApp({ env: { UPLOAD_QUOTA_ACCOUNT_MB: "1", UPLOAD_QUOTA_ADDRESS_MB: "1" } });
const fullDisk = await setupTestApp({ env: { STORAGE_MIN_FREE_MB: "10000000" } });

/** A PDF of `bytes` bytes (its head is a real PDF's, so the content check takes it). */
const pdf = (bytes: number) => Buffer.concat([FILES.pdf, Buffer.alloc(bytes - FILES.pdf.length, 0x20)]);
const translationUpload = (app: TestContext, data: Buffer, remoteAddress: string) =>
  app.app.inject({ method: "POST", url: "/api/translation/uploads", payload: data, remoteAddress, headers: { "content-type": "application/octet-stream", "x-file-name": "letter.pdf" } });

describe("daily upload quotas", () => {
  it("an address uploads at most UPLOAD_QUOTA_ADDRESS_MB of translation documents a day; another address still can", async () => {
    const first = await translationUpload(ctx, pdf(0.6 * MB), "203.0.113.50");
    expect(first.statusCode, first.body).toBe(201);
    const second = await translationUpload(ctx, pdf(0.6 * MB), "203.0.113.50");
    expect(second.statusCode).toBe(429);
    expect(second.json().error).toMatchObject({ code: "upload_quota_exceeded", message: english(UPLOAD_QUOTA_MESSAGES.addressQuota) });
    expect((await translationUpload(ctx, pdf(0.6 * MB), "203.0.113.51")).statusCode).toBe(201);
    // A day later the budget is back.
    ctx.clock.advance(24 * 3600 * 1000);
    expect((await translationUpload(ctx, pdf(0.6 * MB), "203.0.113.50")).statusCode).toBe(201);
  });

  it("an account uploads at most UPLOAD_QUOTA_ACCOUNT_MB of documents a day, whatever its address", async () => {
    const member = await apiAs(ctx, await createMember(ctx));
    const other = await apiAs(ctx, await createMember(ctx));
    expect((await member.upload("/api/documents/uploads", pdf(0.6 * MB), "a.pdf")).statusCode).toBe(201);
    const refused = await member.upload("/api/documents/uploads", pdf(0.6 * MB), "b.pdf");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ code: "upload_quota_exceeded", message: english(UPLOAD_QUOTA_MESSAGES.accountQuota) });
    expect((await other.upload("/api/documents/uploads", pdf(0.6 * MB), "c.pdf")).statusCode).toBe(201);
  });
});

describe("the disk guard", () => {
  it("answers 507 storage_full before the disk fills (free space under STORAGE_MIN_FREE_MB), for members and visitors", async () => {
    const member = await apiAs(fullDisk, await createMember(fullDisk));
    const results = [await translationUpload(fullDisk, pdf(1000), "203.0.113.60"), await member.upload("/api/documents/uploads", pdf(1000), "a.pdf")];
    for (const res of results) {
      expect(res.statusCode).toBe(507);
      expect(res.json().error).toMatchObject({ code: "storage_full", message: english(STORAGE_FULL_MESSAGE) });
    }
  });
});
