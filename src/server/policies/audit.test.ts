import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { recordAudit } from "../db/audit-log";
import { auditLog } from "../db/schema";
import { setupTestApp } from "../test/app";
import { auditPolicy } from "./audit";
import { cast, each, expectOnlyOperatorSees, OPERATOR_ONLY } from "./policy-test-kit";

const ctx = await setupTestApp();
const c = await cast(ctx);
await recordAudit(ctx.db, { actorId: c.admin.userId, action: "client.updated", entity: "client", entityId: c.owner.userId, clientId: c.owner.userId, after: { phone: "+359" }, at: ctx.clock.now() });

describe("auditPolicy", () => {
  it("scope: only the operator reads the log, not even about themselves for a member", async () => {
    await expectOnlyOperatorSees(ctx, c, auditLog, auditPolicy.scope, eq(auditLog.clientId, c.owner.userId));
  });

  it("canRead: the operator's", async () => {
    expect(await each(c, auditPolicy.canRead)).toEqual(OPERATOR_ONLY);
  });
});
