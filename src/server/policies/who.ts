import type { Actor } from "../http/access";

/**
 * Whom a policy rule is asked about: a signed-in actor, or nobody (an anonymous request). The
 * access hook stops anonymous requests before member and admin routes, but the rules say
 * "nobody" themselves, so a policy answers the same whoever calls it (and its tests prove it).
 */
export type Who = Actor | null;

/** The operator: the only role whose rules reach past their own rows. */
export const isOperator = (who: Who): boolean => who?.role === "admin";
