import { defineCatalogue, FETCHED } from "../catalogue";
import type { Locale } from "../../locale";
import { isKnownKey } from "./known-keys";
import type en from "./locales/en.json";
import { isMessage, type Message, type MessageParam, messageOfText } from "./message";

/**
 * The messages catalogue: every toast, validation message and API error, keyed
 * `<group>.<name>` (AUTH_MESSAGES.invalidAdmin is auth.invalidAdmin). Its Bulgarian is loaded
 * by bulgarian.ts (the server at its start, the web when the UI is first in Bulgarian), so an
 * English page carries none of it; its English by english.ts (the server's modules through
 * catalogue.ts, the web once idle or when a message is first said: web/i18n/en.ts), so no first load carries it.
 */
export const MESSAGES_NAMESPACE = "coreMessages";
const messagesCatalogue = defineCatalogue<typeof en>(MESSAGES_NAMESPACE, { en: FETCHED, bg: FETCHED });

/** The longest chain of messages inside messages ("Failed to submit task: {message}" with an API error in it). */
const MAX_DEPTH = 3;

/**
 * A message in `locale`: its key's text with its parameters, each parameter that is itself a
 * message said in the language too. A text is a message's `messageText` (a schema's, an API
 * error's); any other text (zod's own, a name, a reason typed by someone) is returned as it is.
 */
export function say(said: Message | string, locale: Locale, depth = 0): string {
  const t = messagesCatalogue.translate(locale) as (key: string, values?: Record<string, string | number>) => string;
  const keyed = typeof said === "string" ? messageOfText(said) : said;
  if (!keyed || !isKnownKey(keyed.key)) return typeof said === "string" ? said : keyed?.key ?? "";
  const inner = (value: MessageParam): string | number => (typeof value === "number" ? value : depth < MAX_DEPTH ? say(value, locale, depth + 1) : isMessage(value) ? value.key : value);
  return t(keyed.key, keyed.params && Object.fromEntries(Object.entries(keyed.params).map(([name, value]) => [name, inner(value)])));
}

/** `say` in one language. */
export const messageTranslator =
  (locale: Locale): ((said: Message | string) => string) =>
  (said) =>
    say(said, locale);
