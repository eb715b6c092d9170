import { and, eq, type SQL, sql } from "drizzle-orm";
import type { MessageSender } from "../../core/messages";
import { messages } from "../db/schema";
import type { Actor } from "../http/access";
import { isOperator, type Who } from "./who";

/**
 * Who may see or write a message (one policy per entity). A member's scope is their
 * own conversation with the operator, so another member's message id answers 404 like an
 * unknown one; the operator sees every conversation.
 */
export const messagePolicy = {
  scope: (actor: Who): SQL => (!actor ? sql`false` : isOperator(actor) ? sql`true` : eq(messages.userId, actor.userId)),
  /** The side the actor writes as; a member's message always goes to the operator. */
  senderOf: (actor: Actor): MessageSender => (isOperator(actor) ? "admin" : "client"),
  /** The messages the actor receives: the operator's for a member, clients' for the operator. */
  received: (actor: Actor): SQL => eq(messages.sender, isOperator(actor) ? "client" : "admin"),
  /** Unread messages the actor is the recipient of, within their scope. */
  unreadForActor: (actor: Actor): SQL =>
    and(messagePolicy.scope(actor), messagePolicy.received(actor), eq(messages.isRead, false)) as SQL,
  /** What a feed shows the actor: the operator's inbox is what clients wrote; a member's is both sides. */
  inbox: (actor: Actor): SQL | undefined => (isOperator(actor) ? messagePolicy.received(actor) : undefined),
  isRecipient: (actor: Who, m: { sender: MessageSender; userId: string }) =>
    !actor ? false : isOperator(actor) ? m.sender === "client" : m.sender === "admin" && m.userId === actor.userId,
  /** The operator composes to any client; a member only writes in their own conversation. */
  canCompose: (actor: Who) => isOperator(actor),
  /** A member writes to the operator (POST /api/messages); the operator composes or replies instead. */
  canSend: (actor: Who) => !!actor && !isOperator(actor),
  /** Opening the conversation marks the operator's messages read: a member's; the operator opens messages one at a time. */
  canMarkRead: (actor: Who) => !!actor && !isOperator(actor),
  /** A reply in a message's conversation: the operator in any, a member only in their own. */
  canReply: (actor: Who, m: { userId: string }) => !!actor && (isOperator(actor) || m.userId === actor.userId),
  /** The operator narrows the feed to one client; a member's feed is their own conversation anyway. */
  canFilterByClient: (actor: Who) => isOperator(actor),
  /** The operator sees whose conversation a message is in; a member's are all their own. */
  seesClient: (actor: Who) => isOperator(actor),
};
