import { asc, eq } from "drizzle-orm";
import { CANNED_REPLY_MESSAGES, type CannedReply, cannedRepliesContract } from "../../../core/canned-replies";
import { recordAudit } from "../audit";
import { cannedReplies } from "../../db/schema";
import { HttpError, said } from "../../http/errors";
import { isUuid } from "../../http/keyset";
import { declareRoutes } from "../../http/route";
import type { AppInstance } from "../../http/types";

const toReply = (r: typeof cannedReplies.$inferSelect): CannedReply => ({ id: r.id, title: r.title, textEn: r.textEn, textBg: r.textBg, createdAt: r.createdAt.toISOString() });

/**
 * The operator's canned replies (core/routes/canned-replies.ts): a list every operator shares.
 * Saving and deleting leave audit rows like every privileged change.
 */
export async function cannedRepliesRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  const { db, clock } = app.deps;

  route.from(cannedRepliesContract.list, {}, async () => ({
    items: (await db.select().from(cannedReplies).orderBy(asc(cannedReplies.title), asc(cannedReplies.id))).map(toReply),
  }));

  route.from(cannedRepliesContract.create, {}, async (req, reply) => {
    const now = clock.now();
    const saved = await db.transaction(async (tx) => {
      const [row] = await tx.insert(cannedReplies).values({ ...req.body, createdBy: req.actor.userId, createdAt: now }).returning();
      await recordAudit(tx, { actorId: req.actor.userId, action: "canned_reply.saved", entity: "canned_reply", entityId: row!.id, after: { title: row!.title }, at: now });
      return row!;
    });
    return reply.status(201).send({ ...said(CANNED_REPLY_MESSAGES.saved), reply: toReply(saved) });
  });

  route.from(cannedRepliesContract.remove, {}, async (req) => {
    const notFound = () => new HttpError(404, "not_found", CANNED_REPLY_MESSAGES.notFound);
    if (!isUuid(req.params.id)) throw notFound();
    const now = clock.now();
    await db.transaction(async (tx) => {
      const [gone] = await tx.delete(cannedReplies).where(eq(cannedReplies.id, req.params.id)).returning();
      if (!gone) throw notFound();
      await recordAudit(tx, { actorId: req.actor.userId, action: "canned_reply.deleted", entity: "canned_reply", entityId: gone.id, before: { title: gone.title }, at: now });
    });
    return { ...said(CANNED_REPLY_MESSAGES.deleted) };
  });
}
