import { isOperator, type Who } from "./who";

/**
 * Who may see the operator inbox: the operator only. It lists every kind of waiting work and
 * every client's money, so nobody else reads any of it (its routes are declared `admin` too).
 */
export const inboxPolicy = {
  canSee: (actor: Who) => isOperator(actor),
  /** Mark a conversation handled without writing a reply. */
  canHandle: (actor: Who) => isOperator(actor),
};
