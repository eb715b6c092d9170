import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications } from "../../db/schema";
import { fulfilOrder, fulfilmentDepsOf } from "../payments";
import { setupTestApp, uniqueEmail } from "../../test/app";
import { createAdmin } from "../../test/factories";
import { effectsOf, FILES, openCheckout, payTestSession, sessionStatus, tempStore } from "../../test/payments";

const { store } = tempStore();
const ctx = await setupTestApp({ storage: store });
const admin = await createAdmin(ctx);

const bellOf = (userId: string, kind: "order_paid" | "translation_requested") =>
  ctx.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

/** Pays a session, then reports it paid again through every other path: fulfilment must still ring once. */
async function payAndRepeat(sessionId: string) {
  expect((await payTestSession(ctx, sessionId)).statusCode).toBe(200);
  await sessionStatus(ctx, sessionId);
  const { order } = await effectsOf(ctx, sessionId);
  const outcome = await fulfilOrder(fulfilmentDepsOf(ctx.app), { sessionId, status: "paid", amountTotal: order.total, currency: order.currency });
  expect(outcome).toBe("already_paid");
}

describe("paid orders ring the operator's bell, exactly once", () => {
  it("an hour pack or service order: order_paid with the reference and total", async () => {
    const before = (await bellOf(admin.id, "order_paid")).length;
    const sessionId = await openCheckout(ctx, { items: [{ kind: "hourly", quantity: 2 }], customer: { name: "Elena", email: uniqueEmail("buyer") } });
    await payAndRepeat(sessionId);
    const rows = await bellOf(admin.id, "order_paid");
    expect(rows).toHaveLength(before + 1);
    const { order } = await effectsOf(ctx, sessionId);
    expect(rows.find((r) => r.data.orderRef === order.id.slice(0, 8).toUpperCase())).toMatchObject({
      link: `/dashboard/orders?id=${order.id}`,
      data: { total: order.total, currency: order.currency, customer: "Elena" },
    });
  });

  it("a translation: translation_requested (and no order_paid)", async () => {
    const paidBefore = (await bellOf(admin.id, "order_paid")).length;
    const before = (await bellOf(admin.id, "translation_requested")).length;
    const up = await ctx.app.inject({
      method: "POST",
      url: "/api/translation/uploads",
      payload: FILES.pdf,
      headers: { "content-type": "application/octet-stream", "x-file-name": "birth-certificate.pdf" },
    });
    expect(up.statusCode, up.body).toBe(201);
    const sessionId = await openCheckout(ctx, {
      items: [{ kind: "translation" }],
      translation: { name: "Anna", email: uniqueEmail("t"), notes: "", uploadId: up.json().uploadId },
    });
    await payAndRepeat(sessionId);
    const rows = await bellOf(admin.id, "translation_requested");
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ link: "/dashboard/translations", data: { name: "Anna" } });
    expect(await bellOf(admin.id, "order_paid")).toHaveLength(paidBefore);
  });
});
