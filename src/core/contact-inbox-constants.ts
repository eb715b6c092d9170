/**
 * The contact inbox's statuses, filters, sorts and texts: apart from core/contact-inbox.ts's
 * zod schemas (which re-exports them), so the operator's screens load no zod to list them.
 */

export const CONTACT_STATUSES = ["new", "answered", "closed"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = { new: "New", answered: "Answered", closed: "Closed" };
export const CONTACT_FILTERS = ["all", ...CONTACT_STATUSES] as const;
export type ContactFilter = (typeof CONTACT_FILTERS)[number];
export const INBOX_SORTS = ["newest", "due"] as const;
export type InboxSort = (typeof INBOX_SORTS)[number];
export const CONTACT_PAGE_SIZE = 20;

export const CONTACT_INBOX_MESSAGES = {
  subjectRequired: "Please enter a subject",
  subjectOneLine: "The subject must be a single line",
  bodyRequired: "Please enter your reply",
  replySent: "Reply sent",
  statusChanged: "Status updated",
  convertedToClient: "Client added successfully!",
  linkedToClient: "This email already has a client account: the message is now linked to it.",
  convertedToTask: "Task created",
  adminEmail: "A client with this email already exists",
  alreadyClient: "This message is already linked to a client",
  alreadyTask: "This message has already become a task",
  needsClient: "Convert the message into a client first, or choose a client",
  clientNotFound: "Client not found",
  notFound: "Contact request not found",
} as const;
