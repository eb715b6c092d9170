import { eq, type SQL, sql } from "drizzle-orm";
import { documents } from "../db/schema";
import { isOperator, type Who } from "./who";

/**
 * Who may see a document: its client and the operator. Every document query
 * goes through `scope`, so a foreign id answers the same 404 as an unknown one.
 */
export const documentPolicy = {
  scope: (actor: Who): SQL => (!actor ? sql`false` : isOperator(actor) ? sql`true` : eq(documents.userId, actor.userId)),
  canDelete: (actor: Who) => isOperator(actor),
  canReadAccessLog: (actor: Who) => isOperator(actor),
  /** The document records which side uploaded it (the operator's files are marked as theirs). */
  uploadsAsOperator: (actor: Who) => isOperator(actor),
};
