import { and, eq, inArray, isNull } from "drizzle-orm";
import { MESSAGES, messagePreview, splitComposed } from "../../../core/messages";
import { REPLY_DUE_MS } from "../../../core/sla";
import { recordAudit } from "../audit";
import type { DbOrTx } from "../../db/client";
import { documents, messages } from "../../db/schema";
import type { Actor } from "../../http/access";
import { HttpError, notFound } from "../../http/errors";
import { operatorMailLang } from "../../mail/language";
import { enqueueMail } from "../../mail/outbox";
import { wantsEmail } from "../../mail/preferences";
import { notifyAdmins, notifyUsers } from "../notifications";
import { messagePolicy } from "../../policies/message";
import { stagedBy } from "../../storage/document-records";
import { issueReplyAddress } from "./inbound/reply-address";
import { clientOf } from "./store";

export type SendCtx = {
  now: Date;
  operatorEmail: string;
  publicUrl: string;
  /** With a reply domain, the other side's email carries a reply address for this conversation (inbound/). */
  replyDomain?: string | null;
};

/** Where every message email and bell entry points: the conversation screen (both roles). */
export const CONVERSATION_PATH = "/dashboard/messages";

/**
 * A new message in `clientId`'s conversation, written by `actor` (a member only ever in their
 * own: the route passes actor.userId). One transaction holds the message, its attachments, the
 * SLA fields, the other side's email and bell entry: none exists without the others.
 *
 * - a client's message is due for an answer in 24 h;
 * - the operator writing to a client answers all of that client's unanswered messages;
 * - attachments are the writer's own uploads not yet attached anywhere; they move to the
 *   client (so both sides may download them), by the documents' usual rules.
 */
export async function sendMessage(db: DbOrTx, actor: Actor, input: { clientId: string; content: string; documentIds: string[] }, ctx: SendCtx): Promise<string> {
  const sender = messagePolicy.senderOf(actor);
  return db.transaction(async (tx) => {
    const client = (await clientOf(tx, input.clientId)) ?? notFound(MESSAGES.clientNotFound);
    const [message] = await tx
      .insert(messages)
      .values({
        userId: client.id,
        sender,
        authorId: actor.userId,
        content: input.content,
        dueAt: sender === "client" ? new Date(ctx.now.getTime() + REPLY_DUE_MS) : null,
        createdAt: ctx.now,
      })
      .returning({ id: messages.id });
    const id = message!.id;

    const ids = [...new Set(input.documentIds)];
    const attached = ids.length
      ? await tx
          .update(documents)
          .set({ messageId: id, userId: client.id })
          .where(and(inArray(documents.id, ids), stagedBy(actor)))
          .returning({ fileName: documents.fileName })
      : [];
    if (attached.length !== ids.length) throw new HttpError(400, "document_unavailable", MESSAGES.documentUnavailable);
    const fileNames = attached.map((d) => d.fileName);
    const link = `${ctx.publicUrl}${CONVERSATION_PATH}`;
    const preview = messagePreview(input.content);
    const replyTo = (role: "client" | "admin", email: string) =>
      ctx.replyDomain ? issueReplyAddress(tx, client.id, { role, email }, ctx.replyDomain, ctx.now) : Promise.resolve(undefined);

    if (sender === "admin") {
      await tx
        .update(messages)
        .set({ answeredAt: ctx.now })
        .where(and(eq(messages.userId, client.id), eq(messages.sender, "client"), isNull(messages.answeredAt)));
      if (await wantsEmail(tx, client.id, "email")) {
        const { subject, body } = splitComposed(input.content);
        await enqueueMail(
          tx,
          { template: "messageToMember", to: client.email, data: { lang: client.lang, name: client.name, subject, content: body, attachments: fileNames, link, replyTo: await replyTo("client", client.email) } },
          ctx.now,
        );
      }
      await notifyUsers(tx, [client.id], { kind: "message_received", data: { messageId: id, preview }, link: CONVERSATION_PATH }, ctx.now);
      // The operator writing to a client is on the record; the text stays in the conversation.
      await recordAudit(tx, {
        actorId: actor.userId,
        action: "message.sent",
        entity: "message",
        entityId: id,
        clientId: client.id,
        after: { subject: splitComposed(input.content).subject, attachments: fileNames.length },
        at: ctx.now,
      });
    } else {
      await enqueueMail(
        tx,
        {
          template: "messageToOperator",
          to: ctx.operatorEmail,
          data: {
            lang: await operatorMailLang(tx, ctx.operatorEmail),
            clientName: client.name || client.email,
            clientEmail: client.email,
            content: input.content,
            attachments: fileNames,
            sentAt: ctx.now.toISOString(),
            link,
            replyTo: await replyTo("admin", ctx.operatorEmail),
          },
        },
        ctx.now,
      );
      await notifyAdmins(tx, { kind: "message_from_client", data: { messageId: id, client: client.name || client.email, preview }, link: CONVERSATION_PATH }, ctx.now);
    }
    return id;
  });
}
