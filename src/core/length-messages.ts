import { type Message, type MessageParam, msg } from "./i18n/messages/message";

/** The schemas' length limits, said with the limit as a parameter (`LENGTH_MESSAGES.title(200)`). */
export const LENGTH_MESSAGES = {
  name: (max: MessageParam): Message => msg("length.name", { max }),
  fullName: (max: MessageParam): Message => msg("length.fullName", { max }),
  phone: (max: MessageParam): Message => msg("length.phone", { max }),
  address: (max: MessageParam): Message => msg("length.address", { max }),
  title: (max: MessageParam): Message => msg("length.title", { max }),
  description: (max: MessageParam): Message => msg("length.description", { max }),
  message: (max: MessageParam): Message => msg("length.message", { max }),
  notes: (max: MessageParam): Message => msg("length.notes", { max }),
  subject: (max: MessageParam): Message => msg("length.subject", { max }),
  reply: (max: MessageParam): Message => msg("length.reply", { max }),
  documentsPerTask: (n: MessageParam): Message => msg("length.documentsPerTask", { n }),
};
