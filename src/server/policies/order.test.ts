import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "../db/schema";
import { setupTestApp } from "../test/app";
import { orderPolicy } from "./order";
import { cast, each, OPERATOR_ONLY, visible } from "./policy-test-kit";

const ctx = await setupTestApp();
const c = await cast(ctx);
const [order] = await ctx.db
  .insert(orders)
  .values({ purpose: "services", status: "paid", items: [], subtotal: 3000, tip: 0, total: 3000, currency: "BGN", userId: c.owner.userId, gateway: "test", paidAt: new Date() })
  .returning();

describe("orderPolicy", () => {
  it("scope: the operator and the member who owns it", async () => {
    expect(await each(c, (who) => visible(ctx, orders, orderPolicy.scope(who), eq(orders.id, order!.id)))).toEqual({ owner: 1, other: 0, admin: 1, anonymous: 0 });
  });

  it("canChangeStatus: the operator's", async () => {
    expect(await each(c, orderPolicy.canChangeStatus)).toEqual(OPERATOR_ONLY);
  });

  it("canLinkClient once; canConvertToTask once and only with a client", async () => {
    const guest = { userId: null, taskId: null };
    const linked = { userId: c.owner.userId, taskId: null };
    expect(await each(c, (who) => orderPolicy.canLinkClient(who, guest))).toEqual(OPERATOR_ONLY);
    expect(await each(c, (who) => orderPolicy.canConvertToTask(who, linked))).toEqual(OPERATOR_ONLY);
    expect(orderPolicy.canLinkClient(c.admin, linked)).toBe(false);
    expect(orderPolicy.canConvertToTask(c.admin, guest)).toBe(false);
    expect(orderPolicy.canConvertToTask(c.admin, { ...linked, taskId: order!.id })).toBe(false);
  });
});
