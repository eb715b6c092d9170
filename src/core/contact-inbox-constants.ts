import { messageGroup } from "./i18n/messages/message";
/**
 * The contact inbox's statuses, filters, sorts and texts: apart from core/contact-inbox.ts's
 * zod schemas (which re-exports them), so the operator's screens load no zod to list them.
 */

export const CONTACT_STATUSES = ["new", "answered", "closed"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export const CONTACT_FILTERS = ["all", ...CONTACT_STATUSES] as const;
export type ContactFilter = (typeof CONTACT_FILTERS)[number];
export const INBOX_SORTS = ["newest", "due"] as const;
export type InboxSort = (typeof INBOX_SORTS)[number];
export const CONTACT_PAGE_SIZE = 20;

export const CONTACT_INBOX_MESSAGES = {
  ...messageGroup("contactInbox", [
    "subjectRequired", "subjectOneLine", "bodyRequired", "replySent", "statusChanged", "convertedToClient", "linkedToClient", "convertedToTask", "adminEmail",
    "alreadyClient", "alreadyTask", "needsClient", "clientNotFound", "notFound",
  ]),
} as const;
