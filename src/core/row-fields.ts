import { z } from "zod";

/*
 * Fields many lists' rows share, written once: who a row names, the client it links to, and
 * what a request became once the operator acted on it.
 */

/** A person as lists show them: their name and email address. */
export const personFields = { name: z.string(), email: z.string() };

/** A client a row links to (the link opens their page). */
export const clientRefSchema = z.object({ id: z.string(), ...personFields });
export type ClientRef = z.infer<typeof clientRefSchema>;

/** The client and the task the operator made of a request (contact or order); null until then. */
export const convertedFields = { clientId: z.string().nullable(), taskId: z.string().nullable() };
