/** The messages' plain values and text, without zod (every members-area first page reads them; core/messages.ts re-exports them). */

export const MAX_MESSAGE_LENGTH = 10_000;
export const MAX_SUBJECT_LENGTH = 200;

export const CONVERSATION_FILTERS = ["all", "unread", "waiting"] as const;
export type ConversationFilter = (typeof CONVERSATION_FILTERS)[number];

/** The subject and body of a composed message (subject null for a plain one). Text only, never HTML. */
export function splitComposed(content: string): { subject: string | null; body: string } {
  const m = /^\*\*([^\r\n]+)\*\*\n\n([\s\S]*)$/.exec(content);
  return m ? { subject: m[1]!, body: m[2]! } : { subject: null, body: content };
}
