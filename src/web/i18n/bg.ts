import { loadFetchedLanguage } from "@core/i18n/catalogue";
import "@core/i18n/messages/bulgarian";
// Its keys and the English it falls back to (a message said in Bulgarian needs the catalogue's keys).
import "@core/i18n/messages/english";
import { messageTranslator } from "@core/i18n/messages/say";
import dashboardLayout from "../layouts/locales/bg.json";
import ui from "../ui/locales/bg.json";
import chrome from "./chrome/locales/bg.json";
import type { Dictionary } from "./en";

// The Bulgarian of the catalogues that leave it FETCHED, so English pages ship English only: the
// chrome (every public page's islands), the kit's and the dashboard's frame (the home's and the
// bell's come with the app's routing/fetched-bg.ts). Fetched with the messages' Bulgarian, before
// a page in Bulgarian renders.
loadFetchedLanguage("chrome", "bg", chrome);
loadFetchedLanguage("ui", "bg", ui);
loadFetchedLanguage("dashboardLayout", "bg", dashboardLayout);

/** Bulgarian for the API's messages; fetched the first time the UI is in Bulgarian (I18nProvider.tsx). */
export const bg: Dictionary = {
  /** Every toast, validation message and API error, by its key in the messages catalogue (src/core/i18n/messages). */
  messages: messageTranslator("bg"),
};
