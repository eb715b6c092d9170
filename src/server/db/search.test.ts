import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestApp } from "../test/app";
import { likePattern, usersMatching } from "./search";

const ctx = await setupTestApp();

/** The plan PostgreSQL (or PGlite) would run for `query`, with sequential scans priced out. */
async function planOf(query: ReturnType<typeof sql>): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return JSON.stringify(await tx.execute(sql`explain ${query}`));
  });
}

describe("the operator's searches", () => {
  it("find tasks and users through trigram indexes, not by scanning", async () => {
    const p = likePattern("petrova");
    expect(await planOf(sql`select id from tasks where title ilike ${p}`)).toContain("tasks_title_trgm_idx");
    expect(await planOf(sql`select id from "user" where email ilike ${p}`)).toContain("user_email_trgm_idx");
    expect(await planOf(sql`select id from "user" where name ilike ${p}`)).toContain("user_name_trgm_idx");
    const users = await planOf(sql`select * from ${usersMatching(p)} as m`);
    expect(users).toContain("profiles_full_name_trgm_idx");
    expect(users).toContain("invoices_company_name_trgm_idx");
  });

  it("take the search's own %, _ and \\ literally", () => {
    expect(likePattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});
