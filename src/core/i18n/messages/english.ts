import { loadFetchedLanguage } from "../catalogue";
import { addKnownKeys } from "./known-keys";
import en from "./locales/en.json" with { type: "json" };
import { MESSAGES_NAMESPACE } from "./say";

/** The messages' English and their keys: imported by the server (catalogue.ts), fetched by the web once idle or when a message is first said (web/i18n/en.ts). */
loadFetchedLanguage(MESSAGES_NAMESPACE, "en", en);
addKnownKeys(en);
