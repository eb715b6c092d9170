import { z } from "zod";
import { clientRefSchema } from "./row-fields";
import { contract } from "./contract";
import { pageOf, tabbedPageParams } from "./list-query";
import { documentRowSchema } from "./documents";
import { CONVERSATION_FILTERS, MAX_MESSAGE_LENGTH, MAX_SUBJECT_LENGTH, splitComposed } from "./messages-constants";
import { messagesRoutes } from "./routes/messages";
import { type Message, messageGroup, messageGroupWith, type MessageParam, messageText, msg } from "./i18n/messages/message";

/*
 * Messages: one conversation per client with the operator.
 *
 * Routes: core/routes/messages.ts.
 *
 * When the operator writes to a client (compose or reply), that client's unanswered messages
 * get answeredAt. Every new message emails the other side (a member per their Email
 * notifications switch, in their preferred language; the operator always) with a link to the
 * conversation — file names of attachments, never their contents — and rings the other side's
 * bell (message_received / message_from_client, link /dashboard/messages).
 *
 * Attachments: upload each file with POST /api/documents/uploads (core/routes/documents.ts), then pass
 * the ids as documentIds. The client and the operator download them by the documents' download route.
 *
 * Content is plain text: shown and emailed as text, never HTML. Subjects must be one line.
 */

export const MESSAGE_SENDERS = ["client", "admin"] as const;
export type MessageSender = (typeof MESSAGE_SENDERS)[number];

/** The product's texts and the few the product adds. */
export const MESSAGES = {
  sent: msg("messages.sent"),
  sendFailed: (message: MessageParam): Message => msg("messages.sendFailed", { message }),
  fillAll: msg("messages.fillAll"),
  ...messageGroupWith("messages", "message", ["loadFailed", "updateFailed"]),
  ...messageGroup("messages", [
    "subjectOneLine", "contentTooLong", "subjectTooLong", "clientNotFound", "adminUsesCompose", "documentUnavailable", "tooManyDocuments",
  ]),
} as const;

export { CONVERSATION_FILTERS, type ConversationFilter, MAX_MESSAGE_LENGTH, MAX_SUBJECT_LENGTH, splitComposed } from "./messages-constants";
export const MAX_MESSAGE_DOCUMENTS = 5;
export const MESSAGE_PAGE_SIZE = 20;
/** The admin table's preview is the first line, 30 characters, then '...'. */
export const PREVIEW_LENGTH = 30;

const uuid = z.string().uuid();
const fillAll = messageText(MESSAGES.fillAll);

const contentSchema = z.string(fillAll).trim().min(1, fillAll).max(MAX_MESSAGE_LENGTH, messageText(MESSAGES.contentTooLong));
const documentIdsSchema = z.array(uuid).max(MAX_MESSAGE_DOCUMENTS, messageText(MESSAGES.tooManyDocuments)).default([]);

/** A member's message to the operator. Unknown keys (userId, sender, isRead…) are dropped, never obeyed. */
export const sendMessageSchema = z.object({ content: contentSchema, documentIds: documentIdsSchema });
export type SendMessageInput = z.input<typeof sendMessageSchema>;
export type SendMessage = z.output<typeof sendMessageSchema>;

/** A reply in an existing conversation (either side). */
export const replyMessageSchema = sendMessageSchema;
export type ReplyMessageInput = SendMessageInput;

/** The admin's Compose New: recipient, subject and content all required. */
export const composeMessageSchema = z.object({
  clientId: z.string(fillAll).trim().min(1, fillAll).max(100, fillAll),
  subject: z
    .string(fillAll)
    .trim()
    .min(1, fillAll)
    .max(MAX_SUBJECT_LENGTH, messageText(MESSAGES.subjectTooLong))
    // A subject is one line: it may reach an email's Subject header.
    .refine((s) => !/[\r\n\u2028\u2029]/.test(s), messageText(MESSAGES.subjectOneLine)),
  content: contentSchema,
  documentIds: documentIdsSchema,
});
export type ComposeMessageInput = z.input<typeof composeMessageSchema>;
export type ComposeMessage = z.output<typeof composeMessageSchema>;

/** A composed message is the subject in bold markers, a blank line, then the body. */
export const composedContent = (subject: string, body: string) => `**${subject}**\n\n${body}`;

/**
 * The first line, truncated to 30 characters, plus '...' (the bold markers of a
 * composed subject left out). '...' is added only when something was cut.
 */
export function messagePreview(content: string): string {
  const { subject, body } = splitComposed(content);
  const text = subject ?? body;
  const first = text.split(/\r?\n/)[0] ?? "";
  const cut = first.length > PREVIEW_LENGTH || text.length > first.length || (subject !== null && body.length > 0);
  return cut ? `${first.slice(0, PREVIEW_LENGTH)}...` : first;
}

/** Message ids are shown as their first 8 characters. */
export const messageShortId = (id: string) => id.slice(0, 8);

export const MESSAGE_FILTERS = ["all", "unread"] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

/** GET /api/messages query. */
export const messageListQuerySchema = z.object({
  ...tabbedPageParams(MESSAGE_FILTERS, MESSAGE_PAGE_SIZE, { cursorMax: 200 }),
  /** Admin only: one client's conversation. */
  clientId: z.string().max(100).optional(),
});
export type MessageListQuery = z.input<typeof messageListQuerySchema>;

/** Whose conversation (admin view; for a member it is themself). */

/** One message, in the member's conversation, the admin table and Message Details. Dates are ISO strings. */
export const messageRowSchema = z.object({
  id: z.string(),
  client: clientRefSchema,
  sender: z.enum(MESSAGE_SENDERS),
  /** Plain text (a composed one: `**subject**\n\nbody`). */
  content: z.string(),
  preview: z.string(),
  /** The recipient side's: a client's message is read when the operator opened it, the operator's when the client did. */
  isRead: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
  /** Client messages: the reply is due then (24 h); null for the operator's. */
  dueAt: z.string().nullable(),
  /** Client messages: when the operator next wrote to this client; null while unanswered. */
  answeredAt: z.string().nullable(),
  attachments: z.array(documentRowSchema),
  /** true when the caller is the recipient and has not read it yet (highlighted). */
  unreadForMe: z.boolean(),
});
export type MessageRow = z.infer<typeof messageRowSchema>;

/** What the actor may do on the Messages screen (messagePolicy): the screen shows an action only when it is allowed. */
const conversationAbilitiesSchema = z.object({
  /** Write to the operator in one's own conversation (the member's message box). */
  canSend: z.boolean(),
  /** Compose New to any client (the operator). */
  canCompose: z.boolean(),
  /** Opening the conversation marks the operator's messages read (the member; the operator opens messages one at a time). */
  canMarkRead: z.boolean(),
});

export const messageListPageSchema = z.object({
  ...pageOf(messageRowSchema),
  /** Messages unread by the caller's side over their whole scope. */
  unread: z.number().int(),
  abilities: conversationAbilitiesSchema,
});
export type MessageListPage = z.infer<typeof messageListPageSchema>;

/** Message Details: the message, and what the actor may do with it (messagePolicy). */
export const messageDetailsSchema = messageRowSchema.extend({
  abilities: z.object({
    /** Reply in this message's conversation: the operator in any, a member in their own. */
    canReply: z.boolean(),
  }),
});
export type MessageDetails = z.infer<typeof messageDetailsSchema>;

export const markReadResultSchema = z.object({ updated: z.number().int() });

export const messageParamsSchema = z.object({ id: z.string() });


/** GET /api/messages/conversations query. */
export const conversationListQuerySchema = z.object(tabbedPageParams(CONVERSATION_FILTERS, MESSAGE_PAGE_SIZE, { cursorMax: 200 }));

/** One client's conversation in the operator's list. `id` is the client's. */
export const conversationRowSchema = z.object({
  id: z.string(),
  client: clientRefSchema,
  last: z.object({ id: z.string(), sender: z.enum(MESSAGE_SENDERS), preview: z.string(), createdAt: z.string(), attachments: z.number().int() }),
  /** The client's messages the operator has not opened. */
  unread: z.number().int(),
  /** The oldest client message not yet answered, and when its answer is due (24 h); null when none waits. */
  waitingSince: z.string().nullable(),
  dueAt: z.string().nullable(),
});
export type ConversationRow = z.infer<typeof conversationRowSchema>;

export const conversationListPageSchema = z.object({
  ...pageOf(conversationRowSchema),
  // An object with one key per filter (not a record): the OpenAPI document then names its properties.
  counts: z.object({ all: z.number().int(), unread: z.number().int(), waiting: z.number().int() } satisfies Record<(typeof CONVERSATION_FILTERS)[number], z.ZodType>),
  abilities: z.object({ canCompose: z.boolean() }),
});
export type ConversationListPage = z.infer<typeof conversationListPageSchema>;

/** One client's whole conversation (oldest first) and whether the operator may reply in it. */
export const conversationSchema = z.object({
  client: clientRefSchema,
  items: z.array(messageRowSchema),
  abilities: z.object({ canReply: z.boolean() }),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const messagesContract = contract(messagesRoutes, {
  conversations: { query: conversationListQuerySchema, response: { 200: conversationListPageSchema } },
  conversation: { params: z.object({ clientId: z.string().max(100) }), response: { 200: conversationSchema } },
  list: { query: messageListQuerySchema, response: { 200: messageListPageSchema } },
  send: { body: sendMessageSchema, response: { 201: messageRowSchema } },
  compose: { body: composeMessageSchema, response: { 201: messageRowSchema } },
  markRead: { response: { 200: markReadResultSchema } },
  get: { params: messageParamsSchema, response: { 200: messageDetailsSchema } },
  reply: { params: messageParamsSchema, body: replyMessageSchema, response: { 201: messageRowSchema } },
});
