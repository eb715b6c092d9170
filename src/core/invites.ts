import { messageText, msg } from "./i18n/messages/message";
import { z } from "zod";
import { contract } from "./contract";
import { invitesRoutes } from "./routes/invites";
import { LOCALES } from "./locale";

/*
 * The client's side of the operator's invitation: /invite?token=… checks the
 * link, the client sets a password through Better Auth's /reset-password (the link is one of its
 * reset tokens) and is signed in. docs/decisions/0024-client-invites.md.
 */

export const INVITE_MESSAGES = {
  invalidLink: msg("invite.invalidLink"),
} as const;

export const inviteCheckSchema = z.strictObject({
  token: z.string(messageText(INVITE_MESSAGES.invalidLink)).regex(/^[A-Za-z0-9_-]{16,128}$/, messageText(INVITE_MESSAGES.invalidLink)),
});

export const inviteSchema = z.object({
  /** The account's email: the page signs in with it once the password is set. */
  email: z.string(),
  name: z.string(),
  /** The language the operator chose for the client: the page's and the dashboard's. */
  language: z.enum(LOCALES),
});
export type Invite = z.infer<typeof inviteSchema>;

export const invitesContract = contract(invitesRoutes, {
  check: { body: inviteCheckSchema, response: { 200: inviteSchema } },
});
