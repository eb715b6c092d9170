import { defineCatalogue } from "../catalogue";
import type { KeyedMessage } from "./keyed";
import { isKnownKey, keyOf } from "./key-of";
import bg from "./locales/bg.json" with { type: "json" };
import en from "./locales/en.json" with { type: "json" };
import type { Locale } from "../../locale";

/**
 * The messages catalogue: every toast, validation message and API error, keyed
 * `<group>.<name>` (AUTH_MESSAGES.invalidAdmin is auth.invalidAdmin). The web loads it with the Bulgarian
 * dictionary (src/web/i18n/bg.ts), so an English page carries none of it.
 */
const messagesCatalogue = defineCatalogue("coreMessages", { en, bg });

/** The longest chain of messages inside messages ("Failed to submit task: {message}" with an API error in it). */
const MAX_DEPTH = 3;

/**
 * A text in `locale`, by its key: a message's text (src/core's constants, a template's text, an
 * API error the web received with its key), with each parameter that is itself a message said
 * in the language too. A text the catalogue does not know is returned as it is.
 */
export function messageTranslator(locale: Locale): (text: string) => string {
  const t = messagesCatalogue.translate(locale) as (key: string, values?: KeyedMessage["params"]) => string;
  const say = (text: string, depth: number): string => {
    const message = keyOf(text);
    // A key this web does not know (a newer API's) shows the API's English.
    if (!message || !isKnownKey(message.key)) return text;
    const params = message.params && Object.fromEntries(Object.entries(message.params).map(([name, value]) => [name, typeof value === "string" && depth < MAX_DEPTH ? say(value, depth + 1) : value]));
    return t(message.key, params);
  };
  return (text) => say(text, 0);
}
