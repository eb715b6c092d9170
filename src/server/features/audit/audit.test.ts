import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setRoleByEmail } from "../../auth/provision";
import { auditLog, orders, translationRequests } from "../../db/schema";
import { setupTestApp, uniqueEmail } from "../../test/app";
import { createAdmin, createMember } from "../../test/factories";
import { FILES, openCheckout, paidTranslation, payTestSession } from "../../test/payments";
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

describe("audit rows of the inboxes", () => {
  it("an order's status change and the operator's downloads of a translation customer's files, with actor and entity", async () => {
    const admin = await apiAs(ctx, await createAdmin(ctx));
    const buyer = uniqueEmail("audit-order");
    await payTestSession(ctx, await openCheckout(ctx, { items: [{ kind: "hourly", quantity: 1 }], customer: { email: buyer, notes: "Help" } }));
    const [order] = await ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.customerEmail, buyer));
    expect((await admin.patch(`/api/orders/${order!.id}`, { status: "in_progress" })).statusCode).toBe(200);
    expect(await auditOf(order!.id)).toMatchObject([
      { action: "order.status_changed", actorId: admin.user.id, entity: "order", entityId: order!.id, before: { status: "new" }, after: { status: "in_progress" } },
    ]);

    const customer = uniqueEmail("audit-translation");
    await paidTranslation(ctx, { email: customer });
    const [request] = await ctx.db.select({ id: translationRequests.id }).from(translationRequests).where(eq(translationRequests.email, customer));
    const original = await admin.get(`/api/translation/requests/${request!.id}/document`);
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload).toEqual(FILES.pdf);
    expect(await auditOf(request!.id)).toMatchObject([
      { action: "translation.document_downloaded", actorId: admin.user.id, entity: "translation_request", entityId: request!.id, after: { fileName: "contract.pdf" } },
    ]);

    expect((await admin.upload(`/api/translation/requests/${request!.id}/summary`, Buffer.from("English summary\n"), "summary.txt")).statusCode).toBe(201);
    expect((await admin.get(`/api/translation/requests/${request!.id}/summary`)).statusCode).toBe(200);
    const trail = await auditOf(request!.id);
    expect(trail.find((a) => a.action === "translation.summary_downloaded")).toMatchObject({ actorId: admin.user.id, entity: "translation_request", after: { fileName: "summary.txt" } });

    // The audit log lists them by name.
    const page = (await admin.get(`/api/audit?actorId=${admin.user.id}`)).json();
    expect(page.items.map((i: { action: string }) => i.action)).toEqual(
      expect.arrayContaining(["order.status_changed", "translation.document_downloaded", "translation.summary_downloaded"]),
    );
  });
});
