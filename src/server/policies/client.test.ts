import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "../db/schema";
import { setupTestApp } from "../test/app";
import { clientPolicy } from "./client";
import { cast, expectOnlyOperatorSees, expectOperatorOnly, visible } from "./policy-test-kit";

const ctx = await setupTestApp();
const c = await cast(ctx);

describe("clientPolicy", () => {
  it("scope: only the operator sees a client, a member not even their own row (that is the account's)", async () => {
    await expectOnlyOperatorSees(ctx, c, user, clientPolicy.scope, eq(user.id, c.owner.userId));
  });

  it("scope: an operator is not a client, so an admin's id is not found like an unknown one", async () => {
    expect(await visible(ctx, user, clientPolicy.scope(c.admin), eq(user.id, c.admin.userId))).toBe(0);
  });

  it("canManage, canEdit, canDeductHours: the operator's", async () => {
    await expectOperatorOnly(c, [clientPolicy.canManage, clientPolicy.canEdit, clientPolicy.canDeductHours]);
  });
});
