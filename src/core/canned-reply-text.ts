/** A canned reply's name placeholder, apart from core/canned-replies.ts's zod schemas (which re-exports it): the inbox fills replies without loading zod. */

/** Where the client's name goes in a canned reply. */
export const NAME_PLACEHOLDER = "{name}";

/** The reply's text for a client: every `{name}` becomes their name (nothing when unknown). */
export function fillCannedReply(text: string, clientName: string): string {
  return text.replaceAll(NAME_PLACEHOLDER, clientName.trim());
}
