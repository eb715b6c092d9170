import { z } from "zod";
import { contract } from "./contract";
import { devMailboxRoutes } from "./routes/dev-mailbox";

export const devMailboxQuerySchema = z.object({
  /** Only the emails to this address (compared in lower case). */
  to: z.string().optional(),
});

/** One outbox row as written: rendered content, and where the worker is with it. */
export const devMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  template: z.string(),
  /** Its Reply-To (a reply-by-email address reply+…@REPLY_DOMAIN on message emails), if any. */
  replyTo: z.string().nullable(),
  status: z.enum(["pending", "sent", "dead", "suppressed"]),
  createdAt: z.string(),
});

export const devMailboxContract = contract(devMailboxRoutes, {
  list: { query: devMailboxQuerySchema, response: { 200: z.array(devMailSchema) } },
});
