import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { taskStatusCounts, tasks } from "../db/schema";
import { setupTestApp } from "../test/app";
import { cast, each, expectOperatorOnly, OPERATOR_ONLY, visible } from "./policy-test-kit";
import { taskPolicy } from "./task";

const ctx = await setupTestApp();
const c = await cast(ctx);
const [task] = await ctx.db.insert(tasks).values({ userId: c.owner.userId, title: "Residence permit" }).returning();

describe("taskPolicy", () => {
  it("scope: the owner and the operator see the task; another member and nobody do not", async () => {
    expect(await each(c, (who) => visible(ctx, tasks, taskPolicy.scope(who), eq(tasks.id, task!.id)))).toEqual({ owner: 1, other: 0, admin: 1, anonymous: 0 });
  });

  it("countsScope: the same rule over the tab counts", async () => {
    const owners = eq(taskStatusCounts.userId, c.owner.userId);
    expect(await each(c, (who) => visible(ctx, taskStatusCounts, taskPolicy.countsScope(who), owners))).toEqual({ owner: 1, other: 0, admin: 1, anonymous: 0 });
  });

  it("canUpdate, seesClient, canSearch: the operator's", async () => {
    await expectOperatorOnly(c, [taskPolicy.canUpdate, taskPolicy.seesClient, taskPolicy.canSearch]);
  });

  it("canAttach: the owner while the task is open, the operator always", async () => {
    const open = { userId: c.owner.userId, status: "in_progress" as const };
    const done = { userId: c.owner.userId, status: "completed" as const };
    expect(await each(c, (who) => taskPolicy.canAttach(who, open))).toEqual({ owner: true, other: false, admin: true, anonymous: false });
    expect(await each(c, (who) => taskPolicy.canAttach(who, done))).toEqual(OPERATOR_ONLY);
  });
});
