import { msg } from "../../../core/i18n/messages/message";
import { asc, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { composedContent, MESSAGES, messagesContract } from "../../../core/messages";
import type { AppInstance } from "../../http/types";
import { messages } from "../../db/schema";
import type { Actor } from "../../http/access";
import { HttpError, notFound } from "../../http/errors";
import { uuidOr404 } from "../../http/keyset";
import { messagePolicy } from "../../policies/message";
import { listConversations, openConversation } from "./conversations";
import { sendMessage } from "./send";
import { findMessage, listMessages, markConversationRead, markOpened, messageDetails, messageRow } from "./store";
import { declareRoutes } from "../../http/route";

/**
 * A person writes a few messages an hour; a script filling the other side's inbox (each one is
 * an email) writes hundreds. Counted per signed-in user, both sides.
 */
export const MESSAGE_RATE = { max: 60, windowMs: 10 * 60_000 };
const writerKey = (req: FastifyRequest) => `user:${req.actor?.userId ?? req.ip}`;

/** Messages, both sides. The routes of core/routes/messages.ts. */
export async function messageRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  const { db, clock, config } = app.deps;
  const ctx = () => ({ now: clock.now(), operatorEmail: app.business.operatorEmail(), publicUrl: config.publicUrl, replyDomain: config.replyDomain });
  const row = async (actor: Actor, id: string) => (await messageRow(db, actor, id)) ?? notFound();
  const limitWrites = async (req: FastifyRequest) => app.rateLimiter.hit("message", writerKey(req), MESSAGE_RATE);

  app.accountData.register({
    name: "messages",
    export: (_db, owner) =>
      db
        .select({ id: messages.id, sender: messages.sender, content: messages.content, isRead: messages.isRead, readAt: messages.readAt, createdAt: messages.createdAt })
        .from(messages)
        .where(eq(messages.userId, owner.userId))
        .orderBy(asc(messages.createdAt)),
    // The conversation goes with the user row (ON DELETE CASCADE); attachments are the client's
    // documents, whose files "documents" erases. An admin's authored rows keep author_id null.
  });

  route.from(messagesContract.list, {}, async (req) => listMessages(db, req.actor, req.query));

  route.from(messagesContract.conversations, {}, async (req) => listConversations(db, req.actor, req.query));

  route.from(messagesContract.conversation, {}, async (req) => (await openConversation(db, req.actor, req.params.clientId, clock.now())) ?? notFound());

  route.from(
    messagesContract.send,
    { onRequest: limitWrites },
    async (req, reply) => {
      const actor = req.actor;
      if (!messagePolicy.canSend(actor)) throw new HttpError(403, "forbidden", MESSAGES.adminUsesCompose);
      const id = await sendMessage(db, actor, { clientId: actor.userId, content: req.body.content, documentIds: req.body.documentIds }, ctx());
      return reply.status(201).send(await row(actor, id));
    },
  );

  route.from(
    messagesContract.compose,
    { onRequest: limitWrites },
    async (req, reply) => {
      const actor = req.actor;
      const { clientId, subject, content, documentIds } = req.body;
      const id = await sendMessage(db, actor, { clientId, content: composedContent(subject, content), documentIds }, ctx());
      return reply.status(201).send(await row(actor, id));
    },
  );

  route.from(
    messagesContract.markRead,
    {},
    async (req) => {
      const actor = req.actor;
      if (!messagePolicy.canMarkRead(actor)) throw new HttpError(403, "forbidden", msg("api.adminOpensOneMessage"));
      return { updated: await markConversationRead(db, actor, clock.now()) };
    },
  );

  route.from(
    messagesContract.get,
    {},
    async (req) => {
      const actor = req.actor;
      const message = (await findMessage(db, actor, uuidOr404(req.params.id))) ?? notFound();
      await markOpened(db, actor, message, clock.now());
      return (await messageDetails(db, actor, message.id)) ?? notFound();
    },
  );

  route.from(
    messagesContract.reply,
    { onRequest: limitWrites },
    async (req, reply) => {
      const actor = req.actor;
      // The conversation is the replied-to message's, as the actor's scope sees it: a member's own only.
      const message = (await findMessage(db, actor, uuidOr404(req.params.id))) ?? notFound();
      if (!messagePolicy.canReply(actor, message)) notFound();
      const id = await sendMessage(db, actor, { clientId: message.userId, content: req.body.content, documentIds: req.body.documentIds }, ctx());
      return reply.status(201).send(await row(actor, id));
    },
  );
}
