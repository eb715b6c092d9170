import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appointments } from "../db/schema";
import { setupTestApp } from "../test/app";
import { appointmentPolicy, hashCancelToken, hashPayToken } from "./appointment";
import { cast, each, expectOperatorOnly, visible } from "./policy-test-kit";

const ctx = await setupTestApp();
const c = await cast(ctx);
const now = ctx.clock.now();
const HOUR = 3_600_000;
const token = () => randomBytes(32).toString("base64url");
const linkToken = token();
const payToken = token();

/** One appointment of the owner's, `hoursAhead` from now (each at its own time: no two overlap). */
async function appointment(status: "held" | "confirmed" | "cancelled", hoursAhead: number, extra: Partial<typeof appointments.$inferInsert> = {}) {
  const startsAt = new Date(now.getTime() + hoursAhead * HOUR);
  const endsAt = new Date(startsAt.getTime() + HOUR);
  const [row] = await ctx.db
    .insert(appointments)
    .values({
      status,
      service: "phone_call",
      durationMinutes: 60,
      startsAt,
      endsAt,
      blockedUntil: endsAt,
      place: "phone",
      name: "Maria",
      email: c.users.owner.email,
      phone: "+359 88 123 4567",
      purpose: "A call",
      userId: c.owner.userId,
      paidWith: "card",
      price: 5000,
      currency: "EUR",
      ...extra,
    })
    .returning();
  return row!;
}

const confirmed = await appointment("confirmed", 72, { cancelTokenHash: hashCancelToken(linkToken) });
const held = await appointment("held", 96, { heldUntil: new Date(now.getTime() + 600_000), payTokenHash: hashPayToken(payToken) });
const count = (scope: (who: Parameters<typeof appointmentPolicy.scope>[0]) => ReturnType<typeof appointmentPolicy.scope>, id: string) =>
  each(c, (who) => visible(ctx, appointments, scope(who), eq(appointments.id, id)));

describe("appointmentPolicy", () => {
  it("scope: the customer and the operator see a confirmed appointment; another member and a visitor do not", async () => {
    expect(await count(appointmentPolicy.scope, confirmed.id)).toEqual({ owner: 1, other: 0, admin: 1, anonymous: 0 });
  });

  it("scope: a hold of an unfinished checkout is no appointment of the customer's yet; the operator's calendar shows it", async () => {
    expect(await count(appointmentPolicy.scope, held.id)).toEqual({ owner: 0, other: 0, admin: 1, anonymous: 0 });
  });

  it("customerScope: the dashboard's own appointments are the customer's alone, the operator's included", async () => {
    expect(await count(appointmentPolicy.customerScope, confirmed.id)).toEqual({ owner: 1, other: 0, admin: 0, anonymous: 0 });
  });

  it("linkScope: the holder of the cancel/reschedule link reaches that appointment, and nothing else", async () => {
    const through = (t: string, id: string) => visible(ctx, appointments, appointmentPolicy.linkScope(t), eq(appointments.id, id));
    expect(await through(linkToken, confirmed.id)).toBe(1);
    expect(await through(linkToken, held.id)).toBe(0);
    // Another token, the pay link's, the stored hash itself, a token of the wrong shape: nothing.
    expect(await visible(ctx, appointments, appointmentPolicy.linkScope(token()), eq(appointments.userId, c.owner.userId))).toBe(0);
    expect(await through(payToken, held.id)).toBe(0);
    expect(await through(confirmed.cancelTokenHash!, confirmed.id)).toBe(0);
    expect(await through(`${linkToken}x`, confirmed.id)).toBe(0);
  });

  it("payLinkScope: the holder of a hold's pay link reaches that hold; the cancel link's token does not", async () => {
    const through = (t: string, id: string) => visible(ctx, appointments, appointmentPolicy.payLinkScope(t), eq(appointments.id, id));
    expect(await through(payToken, held.id)).toBe(1);
    expect(await through(linkToken, confirmed.id)).toBe(0);
    expect(await through(token(), held.id)).toBe(0);
  });

  it("canChangeOnline: confirmed and more than 24 hours away; not a day before, not once cancelled", () => {
    expect(appointmentPolicy.canChangeOnline(confirmed, now)).toBe(true);
    expect(appointmentPolicy.canChangeOnline(confirmed, new Date(confirmed.startsAt.getTime() - 23 * HOUR))).toBe(false);
    expect(appointmentPolicy.canChangeOnline({ ...confirmed, status: "cancelled" }, now)).toBe(false);
    expect(appointmentPolicy.canChangeOnline(held, now)).toBe(false);
  });

  it("canManage: the operator's; canBookPrepaid: anyone signed in, never a visitor", async () => {
    await expectOperatorOnly(c, [appointmentPolicy.canManage]);
    expect(await each(c, appointmentPolicy.canBookPrepaid)).toEqual({ owner: true, other: true, admin: true, anonymous: false });
  });
});
