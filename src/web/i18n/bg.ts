import { loadFetchedLanguage } from "@core/i18n/catalogue";
import { MESSAGES_BG } from "@core/i18n/messages-bg";
import chrome from "./chrome/locales/bg.json";
import type { Dictionary } from "./en";

// The chrome catalogue's Bulgarian (chrome/catalogue.ts) comes with the messages' Bulgarian.
loadFetchedLanguage("chrome", "bg", chrome);

/** Bulgarian for the API's messages; fetched the first time the UI is in Bulgarian (I18nProvider.tsx). */
export const bg: Dictionary = {
  /** Every toast, validation message and API error, keyed by its English text (src/core/i18n). */
  messages: MESSAGES_BG,
};
