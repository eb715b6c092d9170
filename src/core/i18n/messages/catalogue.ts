import { type CatalogueLocale, defineCatalogue, FETCHED } from "../catalogue";
import { isKnownKey, keyOf } from "./key-of";
import en from "./locales/en.json" with { type: "json" };
import { isMessage, type Message, messageOfText } from "./message";

/**
 * The messages catalogue: every toast, validation message and API error, keyed
 * `<group>.<name>` (AUTH_MESSAGES.invalidAdmin is auth.invalidAdmin). Its Bulgarian is loaded
 * by bulgarian.ts (the server at its start, the web when the UI is first in Bulgarian), so an
 * English page carries none of it.
 */
export const MESSAGES_NAMESPACE = "coreMessages";
const messagesCatalogue = defineCatalogue(MESSAGES_NAMESPACE, { en, bg: FETCHED });

/** The longest chain of messages inside messages ("Failed to submit task: {message}" with an API error in it). */
const MAX_DEPTH = 3;

/**
 * A message in `locale`: its key's text with its parameters, each parameter that is itself a
 * message said in the language too. A text is a message's `messageText` (a schema's), or
 * (until every module makes its messages by key) a text of the catalogue's English; any other
 * text (zod's own, a name) is returned as it is, and so is a key this catalogue does not know
 * (a newer API's), in which case the caller's English stands.
 */
export function say(said: Message | string, locale: CatalogueLocale, depth = 0): string {
  const t = messagesCatalogue.translate(locale) as (key: string, values?: Record<string, string | number>) => string;
  const keyed = typeof said === "string" ? (messageOfText(said) ?? keyOf(said)) : said;
  if (!keyed || !isKnownKey(keyed.key)) return typeof said === "string" ? said : keyed?.key ?? "";
  const params =
    keyed.params &&
    Object.fromEntries(
      Object.entries(keyed.params).map(([name, value]) => [name, isMessage(value) || (typeof value === "string" && depth < MAX_DEPTH) ? (depth < MAX_DEPTH ? say(value, locale, depth + 1) : String(value)) : value]),
    );
  return t(keyed.key, params as Record<string, string | number> | undefined);
}

/** `say` in one language. */
export const messageTranslator =
  (locale: CatalogueLocale): ((said: Message | string) => string) =>
  (said) =>
    say(said, locale);
