import { z } from "zod";
import { contract } from "./contract";
import { MAX_MESSAGE_LENGTH } from "./messages";
import { cannedRepliesRoutes } from "./routes/canned-replies";

/*
 * Canned replies: short texts the operator saves once and inserts into a reply,
 * in English or Bulgarian, with `{name}` filled with the client's name.
 */

export const CANNED_REPLY_MESSAGES = {
  titleRequired: "Please give the reply a title",
  titleTooLong: "Title is too long (80 characters at most)",
  textRequired: "Please write the reply in English or Bulgarian",
  textTooLong: `The reply is too long (${MAX_MESSAGE_LENGTH} characters at most)`,
  saved: "Canned reply saved",
  deleted: "Canned reply deleted",
  notFound: "Canned reply not found",
} as const;
const M = CANNED_REPLY_MESSAGES;

export { fillCannedReply, NAME_PLACEHOLDER } from "./canned-reply-text";

const replyText = z.string().trim().max(MAX_MESSAGE_LENGTH, M.textTooLong).default("");

export const cannedReplyInputSchema = z
  .strictObject({
    title: z.string(M.titleRequired).trim().min(1, M.titleRequired).max(80, M.titleTooLong),
    textEn: replyText,
    textBg: replyText,
  })
  .refine((v) => v.textEn !== "" || v.textBg !== "", { message: M.textRequired, path: ["textEn"] });
export type CannedReplyInput = z.input<typeof cannedReplyInputSchema>;

export const cannedReplySchema = z.object({ id: z.string(), title: z.string(), textEn: z.string(), textBg: z.string(), createdAt: z.string() });
export type CannedReply = z.infer<typeof cannedReplySchema>;

export const cannedReplyParamsSchema = z.object({ id: z.string().max(100) });

export const cannedRepliesContract = contract(cannedRepliesRoutes, {
  list: { response: { 200: z.object({ items: z.array(cannedReplySchema) }) } },
  create: { body: cannedReplyInputSchema, response: { 201: z.object({ message: z.string(), reply: cannedReplySchema }) } },
  remove: { params: cannedReplyParamsSchema, response: { 200: z.object({ message: z.string() }) } },
});
