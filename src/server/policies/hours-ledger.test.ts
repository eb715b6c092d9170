import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hoursLedger } from "../db/schema";
import { postLedgerEntry } from "../features/hours/ledger";
import { ledgerRows } from "../features/hours/ledger-rows";
import { setupTestApp } from "../test/app";
import { hoursLedgerPolicy } from "./hours-ledger";
import { cast, each, OPERATOR_ONLY, visible } from "./policy-test-kit";

const ctx = await setupTestApp();
const c = await cast(ctx);
await ctx.db.transaction(async (tx) => {
  await postLedgerEntry(tx, { userId: c.owner.userId, hours: 3, reason: "adjustment", description: "Opening balance", createdAt: ctx.clock.now() });
  await postLedgerEntry(tx, { userId: c.owner.userId, hours: -1, reason: "deduction", description: "Bank visit", createdAt: ctx.clock.now() });
});
const owners = eq(hoursLedger.userId, c.owner.userId);

describe("hoursLedgerPolicy", () => {
  it("scope: the owner and the operator read the ledger; another member and nobody do not", async () => {
    expect(await each(c, (who) => visible(ctx, hoursLedger, hoursLedgerPolicy.scope(who), owners))).toEqual({ owner: 2, other: 0, admin: 2, anonymous: 0 });
  });

  it("of: one account's ledger within the scope (GET /api/hours asks for the caller's own, the client detail for the client's)", async () => {
    const ofOwner = (who: Parameters<typeof hoursLedgerPolicy.of>[0]) => visible(ctx, hoursLedger, hoursLedgerPolicy.of(who, c.owner.userId), owners);
    expect(await each(c, ofOwner)).toEqual({ owner: 2, other: 0, admin: 2, anonymous: 0 });
    // Asking for one's own ledger never reaches another's rows, the operator included.
    expect(await each(c, (who) => (who ? visible(ctx, hoursLedger, hoursLedgerPolicy.of(who, who.userId), owners) : 0))).toEqual({ owner: 2, other: 0, admin: 0, anonymous: 0 });
  });

  it("ledgerRows: the member's page and the operator's client detail read the same rows, newest first", async () => {
    const mine = await ledgerRows(ctx.db, hoursLedgerPolicy.of(c.owner, c.owner.userId), { limit: 10 });
    const operators = await ledgerRows(ctx.db, hoursLedgerPolicy.of(c.admin, c.owner.userId), { limit: 10 });
    expect(mine.map((r) => r.description).sort()).toEqual(["Bank visit", "Opening balance"]);
    expect(operators).toEqual(mine);
    expect(await ledgerRows(ctx.db, hoursLedgerPolicy.of(c.other, c.owner.userId), { limit: 10 })).toEqual([]);
  });

  it("ownedBy: the account's own rows, for its data export", async () => {
    expect(await visible(ctx, hoursLedger, hoursLedgerPolicy.ownedBy(c.owner.userId), owners)).toBe(2);
    expect(await visible(ctx, hoursLedger, hoursLedgerPolicy.ownedBy(c.other.userId), owners)).toBe(0);
  });

  it("canAdjust: the operator's", async () => {
    expect(await each(c, hoursLedgerPolicy.canAdjust)).toEqual(OPERATOR_ONLY);
  });
});
