import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications } from "../db/schema";
import { setupTestApp } from "../test/app";
import { notificationPolicy } from "./notification";
import { cast, each, expectOnlyOperatorSees, visible } from "./policy-test-kit";

const ctx = await setupTestApp();
const c = await cast(ctx);
const [bell] = await ctx.db.insert(notifications).values({ userId: c.owner.userId, kind: "message_received", link: "/dashboard/messages" }).returning();
const [adminBell] = await ctx.db.insert(notifications).values({ userId: c.admin.userId, kind: "message_received", link: "/dashboard/messages" }).returning();

describe("notificationPolicy", () => {
  it("scope: only the owner, the operator included, sees their bell", async () => {
    expect(await each(c, (who) => visible(ctx, notifications, notificationPolicy.scope(who), eq(notifications.id, bell!.id)))).toEqual({ owner: 1, other: 0, admin: 0, anonymous: 0 });
    await expectOnlyOperatorSees(ctx, c, notifications, notificationPolicy.scope, eq(notifications.id, adminBell!.id));
  });
});
