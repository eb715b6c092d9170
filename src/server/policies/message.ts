import { and, eq, type SQL, sql } from "drizzle-orm";
import type { MessageSender } from "../../core/messages";
import { messages } from "../db/schema";
import type { Actor } from "../http/access";

/**
 * Who may see or write a message (STYLE: one policy per entity). A member's scope is their
 * own conversation with the operator, so another member's message id answers 404 like an
 * unknown one; the operator sees every conversation.
 */
export const messagePolicy = {
  scope: (actor: Actor): SQL => (actor.role === "admin" ? sql`true` : eq(messages.userId, actor.userId)),
  /** The side the actor writes as; a member's message always goes to the operator. */
  senderOf: (actor: Actor): MessageSender => (actor.role === "admin" ? "admin" : "client"),
  /** The messages the actor receives: the operator's for a member, clients' for the operator. */
  received: (actor: Actor): SQL => eq(messages.sender, actor.role === "admin" ? "client" : "admin"),
  /** Unread messages the actor is the recipient of, within their scope. */
  unreadForActor: (actor: Actor): SQL =>
    and(messagePolicy.scope(actor), messagePolicy.received(actor), eq(messages.isRead, false)) as SQL,
  isRecipient: (actor: Actor, m: { sender: MessageSender; userId: string }) =>
    actor.role === "admin" ? m.sender === "client" : m.sender === "admin" && m.userId === actor.userId,
  /** The operator composes to any client; a member only writes in their own conversation. */
  canCompose: (actor: Actor) => actor.role === "admin",
};
