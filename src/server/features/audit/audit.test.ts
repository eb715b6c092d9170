import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setRoleByEmail } from "../../auth/provision";
import { auditLog } from "../../db/schema";
import { setupTestApp } from "../../test/app";
import { createAdmin, createMember } from "../../test/factories";
import { apiAs, creditHours } from "../../test/tasks";

const ctx = await setupTestApp();
const auditOf = (entityId: string) => ctx.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));

describe("audit rows of the operator's other actions", () => {
  it("task updated (with the hours drawn), document uploaded for a client and deleted, role changed", async () => {
    const admin = await apiAs(ctx, await createAdmin(ctx));
    const member = await apiAs(ctx, await createMember(ctx));
    await creditHours(ctx, member.user.id, 3);
    const task = await member.submit({ title: "Bank account" });

    const updated = await admin.patch(`/api/tasks/${task.id}`, { status: "in_progress", adminNotes: "Called the bank", hoursSpent: 1.5, drawFromBalance: true });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await auditOf(task.id)).toMatchObject([
      {
        action: "task.updated",
        actorId: admin.user.id,
        clientId: member.user.id,
        before: { status: "pending", adminNotes: null, hoursUsed: 0 },
        after: { status: "in_progress", adminNotes: "Called the bank", hoursUsed: 1.5, drawnFromBalance: 1.5 },
      },
    ]);
    // The task debit crossed below 2 hours: one low-balance email, as for deductions.
    expect((await ctx.mailTo(member.user.email)).filter((m) => m.template === "lowBalance")).toHaveLength(1);

    const staged = await admin.stage("lease.pdf");
    const uploaded = await admin.post("/api/documents", { title: "Lease", clientId: member.user.id, notes: "", documentId: staged });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(await auditOf(staged)).toMatchObject([{ action: "document.uploaded", clientId: member.user.id, after: { title: "Lease", fileName: "lease.pdf" } }]);
    expect((await admin.del(`/api/documents/${staged}`)).statusCode).toBe(200);
    expect((await auditOf(staged)).map((a) => a.action).sort()).toEqual(["document.deleted", "document.uploaded"]);

    await setRoleByEmail(ctx.db, member.user.email, "admin");
    expect(await auditOf(member.user.id)).toMatchObject([{ action: "role.changed", before: { role: "member" }, after: { role: "admin" } }]);

    const page = (await admin.get(`/api/audit?actorId=${admin.user.id}`)).json();
    expect(page.items.map((i: { action: string }) => i.action)).toEqual(expect.arrayContaining(["task.updated", "document.uploaded", "document.deleted"]));
  });
});
