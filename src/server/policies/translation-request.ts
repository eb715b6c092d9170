import { type SQL, sql } from "drizzle-orm";
import type { TranslationStatus } from "../../core/translation";
import { isOperator, type Who } from "./who";

/**
 * Who may see or act on a paid translation request (the operator's Translation requests).
 * The customer has no account here: they reach their summary only through the delivery
 * link's token. A member's scope is empty; the routes are also declared `admin`.
 */
export const translationRequestPolicy = {
  scope: (actor: Who): SQL => (isOperator(actor) ? sql`true` : sql`false`),
  /** The uploaded document and the delivered summary hold personal data: each download is logged. */
  canDownload: (actor: Who) => isOperator(actor),
  /** New ↔ In progress by hand; a delivered request changes only by delivering a new summary (409 already_delivered). */
  canChangeStatus: (actor: Who, request: { status: TranslationStatus }) => isOperator(actor) && request.status !== "delivered",
  canDeliver: (actor: Who) => isOperator(actor),
};
