import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, translationRequests, translationUploads } from "../db/schema";
import { setupTestApp } from "../test/app";
import { cast, each, itKeepsToTheOperator, OPERATOR_ONLY } from "./policy-test-kit";
import { translationRequestPolicy } from "./translation-request";

const ctx = await setupTestApp();
const c = await cast(ctx);
// A paid translation request placed by the owner (their order, their upload).
const now = ctx.clock.now();
const [upload] = await ctx.db
  .insert(translationUploads)
  .values({ tokenHash: randomUUID(), storageKey: `translation/${randomUUID()}`, fileName: "letter.pdf", contentType: "application/pdf", size: 10, expiresAt: now })
  .returning();
const [order] = await ctx.db
  .insert(orders)
  .values({ purpose: "translation", status: "paid", items: [], subtotal: 2000, tip: 0, total: 2000, currency: "BGN", gateway: "test", userId: c.owner.userId, paidAt: now })
  .returning();
const [request] = await ctx.db
  .insert(translationRequests)
  .values({ orderId: order!.id, uploadId: upload!.id, name: "Maria Petrova", email: c.users.owner.email })
  .returning();

describe("translationRequestPolicy", () => {
  const sees = "a request, not even the member who paid for it (they get a delivery link)";
  itKeepsToTheOperator(ctx, c, translationRequestPolicy, { sees, table: translationRequests, where: eq(translationRequests.id, request!.id), rules: ["canDownload", "canDeliver"] });

  it("canChangeStatus: the operator's, until the summary is delivered", async () => {
    expect(await each(c, (who) => translationRequestPolicy.canChangeStatus(who, request!))).toEqual(OPERATOR_ONLY);
    expect(translationRequestPolicy.canChangeStatus(c.admin, { status: "delivered" })).toBe(false);
  });
});
