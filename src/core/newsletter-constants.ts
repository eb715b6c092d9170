/** The newsletter's plain values, without zod (the operator's first page reads them; core/newsletter.ts re-exports them). */

/** The operator's Newsletter screen: who is on the list, in which language, since when. */
export const SUBSCRIBER_STATUSES = ["pending", "confirmed"] as const;
export const SUBSCRIBER_FILTERS = ["all", ...SUBSCRIBER_STATUSES] as const;
export type SubscriberFilter = (typeof SUBSCRIBER_FILTERS)[number];
