import { loadFetchedLanguage } from "../catalogue";
import { MESSAGES_NAMESPACE } from "./say";
import bg from "./locales/bg.json" with { type: "json" };

/** The messages' Bulgarian: imported by the server, and by the web when the UI is first in Bulgarian (src/web/i18n/bg.ts). */
loadFetchedLanguage(MESSAGES_NAMESPACE, "bg", bg);
