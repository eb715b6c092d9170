import { english } from "../../test/english";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CANNED_REPLY_MESSAGES, fillCannedReply } from "../../../core/canned-replies";
import { auditLog } from "../../db/schema";
import { setupTestApp } from "../../test/app";
import { createAdmin, createMember } from "../../test/factories";
import { apiAs } from "../../test/tasks";

/* Canned replies: the operator saves short texts and inserts them into replies. */
const ctx = await setupTestApp();

describe("canned replies", () => {
  it("the operator saves one in both languages, lists it by title and deletes it, each change audited", async () => {
    const admin = await apiAs(ctx, await createAdmin(ctx));
    const title = `Thanks ${Date.now().toString(36)}`;
    const saved = await admin.post("/api/canned-replies", { title: ` ${title} `, textEn: "Thank you, {name}. We are on it.", textBg: "Благодарим, {name}. Заемаме се." });
    expect(saved.statusCode, saved.body).toBe(201);
    const reply = saved.json().reply;
    expect(saved.json()).toMatchObject({ message: english(CANNED_REPLY_MESSAGES.saved), reply: { title, textEn: "Thank you, {name}. We are on it.", textBg: "Благодарим, {name}. Заемаме се." } });
    expect((await admin.get("/api/canned-replies")).json().items).toContainEqual(reply);

    const gone = await admin.del(`/api/canned-replies/${reply.id}`);
    expect(gone.json()).toMatchObject({ message: english(CANNED_REPLY_MESSAGES.deleted) });
    expect((await admin.get("/api/canned-replies")).json().items).not.toContainEqual(reply);
    expect((await admin.del(`/api/canned-replies/${reply.id}`)).statusCode).toBe(404);
    expect((await admin.del("/api/canned-replies/nope")).statusCode).toBe(404);
    const trail = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, reply.id));
    expect(trail.map((t) => t.action).sort()).toEqual(["canned_reply.deleted", "canned_reply.saved"]);
  });

  it("needs a title and a text in at least one language", async () => {
    const admin = await apiAs(ctx, await createAdmin(ctx));
    const noTitle = await admin.post("/api/canned-replies", { title: " ", textEn: "Hi" });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().error.message).toBe(english(CANNED_REPLY_MESSAGES.titleRequired));
    const noText = await admin.post("/api/canned-replies", { title: "Empty", textEn: " ", textBg: "" });
    expect(noText.statusCode).toBe(400);
    expect(noText.json().error.message).toBe(english(CANNED_REPLY_MESSAGES.textRequired));
    expect((await admin.post("/api/canned-replies", { title: "Bulgarian only", textBg: "Здравейте, {name}!" })).statusCode).toBe(201);
  });

  it("is the operator's: a member gets 403 on every route (their own or another's), a visitor 401", async () => {
    const admin = await apiAs(ctx, await createAdmin(ctx));
    const id = (await admin.post("/api/canned-replies", { title: "Private", textEn: "Hi {name}" })).json().reply.id;
    const member = await apiAs(ctx, await createMember(ctx));
    const foreign = await apiAs(ctx, await createMember(ctx));
    for (const m of [member, foreign]) {
      expect((await m.get("/api/canned-replies")).statusCode).toBe(403);
      expect((await m.post("/api/canned-replies", { title: "Mine", textEn: "x" })).statusCode).toBe(403);
      expect((await m.del(`/api/canned-replies/${id}`)).statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: "GET", url: "/api/canned-replies" })).statusCode).toBe(401);
    expect((await admin.get("/api/canned-replies")).json().items.map((r: { id: string }) => r.id)).toContain(id);
  });
});

describe("fillCannedReply", () => {
  it("puts the client's name wherever {name} stands", () => {
    expect(fillCannedReply("Hello {name}, thanks — {name}!", " Maria ")).toBe("Hello Maria, thanks — Maria!");
    expect(fillCannedReply("No placeholder", "Maria")).toBe("No placeholder");
  });
});
