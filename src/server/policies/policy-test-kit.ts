import { and, count, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { expect, it } from "vitest";
import type { Actor } from "../http/access";
import type { TestContext } from "../test/app";
import { createAdmin, createMember, type TestUser } from "../test/factories";
import type { Who } from "./who";

/**
 * The four people every policy test asks about (Outline's policies/*.test.ts): the member who
 * owns the row, another member, the operator, and nobody (an anonymous request).
 */
export type Cast = { owner: Actor; other: Actor; admin: Actor; anonymous: null; users: { owner: TestUser; other: TestUser; admin: TestUser } };

const actorOf = (u: TestUser): Actor => ({ userId: u.id, email: u.email, role: u.role, sessionId: `session-of-${u.id}` });

export async function cast(ctx: TestContext): Promise<Cast> {
  const [owner, other, admin] = await Promise.all([createMember(ctx), createMember(ctx), createAdmin(ctx)]);
  return { owner: actorOf(owner), other: actorOf(other), admin: actorOf(admin), anonymous: null, users: { owner, other, admin } };
}

/** How many rows of `table` matching `where` the policy's scope lets `who` see, counted by the database. */
export async function visible(ctx: TestContext, table: PgTable, scope: SQL, where: SQL): Promise<number> {
  const [r] = await ctx.db.select({ n: count() }).from(table).where(and(scope, where));
  return Number(r?.n ?? 0);
}

/** The four answers, in cast order, for a table-driven expectation. */
export const each = async <T>(c: Cast, rule: (who: Who) => T | Promise<T>) => ({
  owner: await rule(c.owner),
  other: await rule(c.other),
  admin: await rule(c.admin),
  anonymous: await rule(c.anonymous),
});

/** A rule only the operator passes: the answer most operator-only rules expect from `each`. */
export const OPERATOR_ONLY = { owner: false, other: false, admin: true, anonymous: false };

/** A row only the operator's scope shows: `visible` counts, through `each`. */
export const OPERATOR_SEES = { owner: 0, other: 0, admin: 1, anonymous: 0 };

/** Each of the rules passes for the operator alone. */
export async function expectOperatorOnly(c: Cast, rules: ((who: Who) => boolean | Promise<boolean>)[]) {
  for (const rule of rules) expect(await each(c, rule)).toEqual(OPERATOR_ONLY);
}

/** The row matching `where` shows through the policy's scope to the operator alone. */
export async function expectOnlyOperatorSees(ctx: TestContext, c: Cast, table: PgTable, scope: (who: Who) => SQL, where: SQL) {
  expect(await each(c, (who) => visible(ctx, table, scope(who), where))).toEqual(OPERATOR_SEES);
}

type Rule = (who: Who) => boolean | Promise<boolean>;

/**
 * The two tests of an entity only the operator handles: the row matching `where` shows through the
 * policy's scope to the operator alone (`sees` names it), and each of `rules` passes for the operator alone.
 */
export function itKeepsToTheOperator<R extends string>(
  ctx: TestContext,
  c: Cast,
  policy: { scope: (who: Who) => SQL } & Record<R, Rule>,
  t: { sees: string; table: PgTable; where: SQL; rules: R[] },
) {
  it(`scope: only the operator sees ${t.sees}`, () => expectOnlyOperatorSees(ctx, c, t.table, policy.scope, t.where));
  it(`${t.rules.join(", ")}: the operator's`, () => expectOperatorOnly(c, t.rules.map((r) => policy[r])));
}
