/**
 * The message box's check, fetched when the box is first used (lib/lazy-resolver.ts): zod and the
 * messages' schemas stay off the messages page's first render. The attachment is the drop zone's to check.
 */
import { sendMessageSchema } from "@core/messages";
import { zodResolver } from "@web/lib/zod-resolver";

export const messageResolver = zodResolver(sendMessageSchema.pick({ content: true }));
