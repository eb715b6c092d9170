import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "../db/schema";
import { setupTestApp } from "../test/app";
import { clientPolicy } from "./client";
import { cast, each, OPERATOR_ONLY, OPERATOR_SEES, visible } from "./policy-test-kit";

const ctx = await setupTestApp();
const c = await cast(ctx);

describe("clientPolicy", () => {
  it("scope: only the operator sees a client, a member not even their own row (that is the account's)", async () => {
    expect(await each(c, (who) => visible(ctx, user, clientPolicy.scope(who), eq(user.id, c.owner.userId)))).toEqual(OPERATOR_SEES);
  });

  it("scope: an operator is not a client, so an admin's id is not found like an unknown one", async () => {
    expect(await visible(ctx, user, clientPolicy.scope(c.admin), eq(user.id, c.admin.userId))).toBe(0);
  });

  it("canManage, canEdit, canDeductHours: the operator's", async () => {
    for (const rule of [clientPolicy.canManage, clientPolicy.canEdit, clientPolicy.canDeductHours]) {
      expect(await each(c, rule)).toEqual(OPERATOR_ONLY);
    }
  });
});
