/** The messages' plain values, without zod (every members-area first page reads them; core/messages.ts re-exports them). */

export const MAX_MESSAGE_LENGTH = 10_000;
export const MAX_SUBJECT_LENGTH = 200;

export const CONVERSATION_FILTERS = ["all", "unread", "waiting"] as const;
export type ConversationFilter = (typeof CONVERSATION_FILTERS)[number];
