import { say } from "../../core/i18n/messages/catalogue";
import type { Message } from "../../core/i18n/messages/message";

/** A message's English, as the API answers it: the tests assert the texts users see. */
export const english = (message: Message): string => say(message, "en");
