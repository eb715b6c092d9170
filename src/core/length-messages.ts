import { type Message, messageGroupWith, type MessageParam, msg } from "./i18n/messages/message";

/** The schemas' length limits, said with the limit as a parameter (`LENGTH_MESSAGES.title(200)`). */
export const LENGTH_MESSAGES = {
  ...messageGroupWith("length", "max", ["name", "fullName", "phone", "address", "title", "description", "message", "notes", "subject", "reply"]),
  documentsPerTask: (n: MessageParam): Message => msg("length.documentsPerTask", { n }),
};
