import { messageGroup } from "./i18n/messages/message";
/**
 * The operator inbox's kinds, filters and page size: apart from core/inbox.ts's zod schemas, so
 * the screen loads no zod to list them.
 */

/** What an item is: a member's message, an email reply (a member's or a visitor's), a contact request, a paid order, a translation request. */
export const INBOX_KINDS = ["message", "email", "contact", "order", "translation"] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
export const INBOX_KIND_FILTERS = ["all", ...INBOX_KINDS] as const;
export type InboxKindFilter = (typeof INBOX_KIND_FILTERS)[number];

/** new: nobody has looked at it yet (unread, New); in_progress: opened or taken up, not done. */
export const INBOX_ITEM_STATES = ["new", "in_progress"] as const;
export type InboxItemState = (typeof INBOX_ITEM_STATES)[number];
export const INBOX_STATE_FILTERS = ["all", ...INBOX_ITEM_STATES, "overdue"] as const;
export type InboxStateFilter = (typeof INBOX_STATE_FILTERS)[number];

/** Waiting at least this long. */
export const INBOX_WAITING_FILTERS = ["any", "1h", "24h", "3d"] as const;
export type InboxWaitingFilter = (typeof INBOX_WAITING_FILTERS)[number];
export const WAITING_MS: Record<InboxWaitingFilter, number> = { any: 0, "1h": 3_600_000, "24h": 86_400_000, "3d": 3 * 86_400_000 };

export const INBOX_PAGE_SIZE = 25;

export const INBOX_MESSAGES = {
  ...messageGroup("inbox", ["clientNotFound", "nothingWaiting", "handled"]),
} as const;
