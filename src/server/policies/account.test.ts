import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "../db/schema";
import { setupTestApp } from "../test/app";
import { accountPolicy } from "./account";
import { cast } from "./policy-test-kit";

const ctx = await setupTestApp();
const c = await cast(ctx);
const stored = async (id: string) => (await ctx.db.select({ role: user.role, twoFactorEnabled: user.twoFactorEnabled }).from(user).where(eq(user.id, id)))[0];

describe("accountPolicy", () => {
  it("lacksTwoFactor: an operator account without a second factor, as stored", async () => {
    expect(accountPolicy.lacksTwoFactor(await stored(c.owner.userId))).toBe(false);
    expect(accountPolicy.lacksTwoFactor(await stored(c.other.userId))).toBe(false);
    expect(accountPolicy.lacksTwoFactor(await stored(c.admin.userId))).toBe(true);
    expect(accountPolicy.lacksTwoFactor(null)).toBe(false);
    await ctx.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, c.admin.userId));
    expect(accountPolicy.lacksTwoFactor(await stored(c.admin.userId))).toBe(false);
  });
});
