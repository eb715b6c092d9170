import type { Clock } from "../../clock";
import type { Db } from "../../db/client";
import { type IssueDeps, sendBatch } from "./issues-store";

/**
 * Sends newsletter issues on, a batch a minute (NEWSLETTER_SEND_PER_MINUTE): what a send still
 * owes is in the database (confirmed subscribers without a delivery row), so a restart half-way
 * simply continues, and nobody gets an issue twice.
 */
export function createNewsletterSendJob(deps: { db: Db; clock: Clock } & IssueDeps) {
  return { runOnce: () => sendBatch(deps.db, deps, deps.clock.now()) };
}
