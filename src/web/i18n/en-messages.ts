import "@core/i18n/messages/english";
import { messageTranslator } from "@core/i18n/messages/say";

/** The messages' English: a chunk of its own, fetched as the web starts (en.ts's loadEnglishMessages). */
export const sayEnglish = messageTranslator("en");
