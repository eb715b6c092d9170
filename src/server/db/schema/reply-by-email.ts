import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { contactReplies, contactSubmissions } from "./contact";
import { messages } from "./conversations";
import { ts, uuidId } from "./columns";

/**
 * Reply addresses (docs/decisions/0025-reply-by-email.md): every message email carries Reply-To
 * reply+<token>@REPLY_DOMAIN. Only the token's SHA-256 is kept; the token binds a reply to one
 * conversation (the client `client_id`) and to the person the email went to.
 */
export const replyTokens = pgTable(
  "reply_tokens",
  {
    id: uuidId(),
    tokenHash: text("token_hash").notNull().unique(),
    /** The conversation: the client whose messages these are (or, for a contact request's thread, null). */
    clientId: text("client_id").references(() => user.id, { onDelete: "cascade" }),
    /** A contact request's thread: the operator's answer to a visitor, whose reply joins that request. */
    contactSubmissionId: uuid("contact_submission_id").references(() => contactSubmissions.id, { onDelete: "cascade" }),
    /**
     * Whom the email went to: the client (their account's current address must send the reply),
     * the operator, or a visitor who wrote through the contact form (the address they gave).
     */
    recipientRole: text("recipient_role", { enum: ["client", "admin", "visitor"] }).notNull(),
    /** The address the email went to (the operator's, or the client's at the time). */
    recipientEmail: text("recipient_email").notNull(),
    createdAt: ts("created_at").notNull(),
    expiresAt: ts("expires_at").notNull(),
  },
  (t) => [
    index("reply_tokens_expires_idx").on(t.expiresAt),
    // Bound to exactly one thread: a client's conversation or a contact request.
    check("reply_tokens_one_thread", sql`(${t.clientId} is null) <> (${t.contactSubmissionId} is null)`),
  ],
);

/**
 * Every email that reached the reply mailbox, once: `message_key` is its Message-ID (or a hash of
 * the raw message without one), unique, so a refetch after a crash or an IMAP outage is a no-op.
 * A dropped email keeps why; a posted one points at the message it became.
 */
export const inboundEmails = pgTable(
  "inbound_emails",
  {
    id: uuidId(),
    messageKey: text("message_key").notNull().unique(),
    /** `unsubscribed`: an email to the newsletter's unsubscribe address that unsubscribed its sender. */
    status: text("status", { enum: ["posted", "dropped", "unsubscribed"] }).notNull(),
    /** Why it was dropped (unknown_token, sender_mismatch, auto_reply…); null when posted. */
    reason: text("reason"),
    fromAddress: text("from_address"),
    tokenId: uuid("token_id").references(() => replyTokens.id, { onDelete: "set null" }),
    messageId: uuid("message_id").references(() => messages.id, { onDelete: "set null" }),
    /** Or the contact request's reply it became (a visitor answering the operator). */
    contactReplyId: uuid("contact_reply_id").references(() => contactReplies.id, { onDelete: "set null" }),
    source: text("source", { enum: ["imap", "dev"] }).notNull(),
    receivedAt: ts("received_at").notNull(),
  },
  (t) => [
    index("inbound_emails_received_idx").on(t.receivedAt),
    // The operator inbox asks, per waiting message, whether it came by email.
    index("inbound_emails_message_idx").on(t.messageId).where(sql`message_id is not null`),
  ],
);
