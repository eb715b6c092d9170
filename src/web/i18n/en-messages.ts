import "@core/i18n/messages/english";
import { messageTranslator } from "@core/i18n/messages/say";

/** The messages' English: a chunk of its own, fetched once the page is idle or when a message is first said (en.ts's loadEnglishMessages). */
export const sayEnglish = messageTranslator("en");
