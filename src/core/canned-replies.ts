import { saidShape } from "./api-error-schema";
import { messageGroup, messageText } from "./i18n/messages/message";
import { z } from "zod";
import { contract } from "./contract";
import { MAX_MESSAGE_LENGTH } from "./messages";
import { cannedRepliesRoutes } from "./routes/canned-replies";

/*
 * Canned replies: short texts the operator saves once and inserts into a reply,
 * in English or Bulgarian, with `{name}` filled with the client's name.
 */

export const CANNED_REPLY_MESSAGES = {
  ...messageGroup("cannedReply", ["titleRequired", "titleTooLong", "textRequired", "textTooLong", "saved", "deleted", "notFound"]),
} as const;
const M = CANNED_REPLY_MESSAGES;

export { fillCannedReply, NAME_PLACEHOLDER } from "./canned-reply-text";

const replyText = z.string().trim().max(MAX_MESSAGE_LENGTH, messageText(M.textTooLong)).default("");

export const cannedReplyInputSchema = z
  .strictObject({
    title: z.string(messageText(M.titleRequired)).trim().min(1, messageText(M.titleRequired)).max(80, messageText(M.titleTooLong)),
    textEn: replyText,
    textBg: replyText,
  })
  .refine((v) => v.textEn !== "" || v.textBg !== "", { message: messageText(M.textRequired), path: ["textEn"] });
export type CannedReplyInput = z.input<typeof cannedReplyInputSchema>;

export const cannedReplySchema = z.object({ id: z.string(), title: z.string(), textEn: z.string(), textBg: z.string(), createdAt: z.string() });
export type CannedReply = z.infer<typeof cannedReplySchema>;

export const cannedReplyParamsSchema = z.object({ id: z.string().max(100) });

export const cannedRepliesContract = contract(cannedRepliesRoutes, {
  list: { response: { 200: z.object({ items: z.array(cannedReplySchema) }) } },
  create: { body: cannedReplyInputSchema, response: { 201: z.object({ ...saidShape, reply: cannedReplySchema }) } },
  remove: { params: cannedReplyParamsSchema, response: { 200: z.object({ ...saidShape }) } },
});
