import { type CatalogueLocale, defineCatalogue } from "../catalogue";
import type { KeyedMessage } from "./keyed";
import { keyOf } from "./key-of";
import bg from "./locales/bg.json" with { type: "json" };
import en from "./locales/en.json" with { type: "json" };

/**
 * The messages catalogue: every toast, validation message and API error, keyed
 * `<group>.<name>` (auth.invalidAdminCredentials). The web loads it with the Bulgarian
 * dictionary (src/web/i18n/bg.ts), so an English page carries none of it.
 */
const messagesCatalogue = defineCatalogue("coreMessages", { en, bg });

/** The catalogue's keys: a key the API sends that this web does not know shows the API's English. */
const keys = new Set<string>();
(function walk(node: object, prefix: string) {
  for (const [name, value] of Object.entries(node)) {
    if (typeof value === "string" || Array.isArray(value)) keys.add(`${prefix}${name}`);
    else walk(value, `${prefix}${name}.`);
  }
})(en, "");

/** The longest chain of messages inside messages ("Failed to submit task: {message}" with an API error in it). */
const MAX_DEPTH = 3;

/**
 * A text in `locale`, by its key: a message's text (src/core's constants, a template's text, an
 * API error the web received with its key), with each parameter that is itself a message said
 * in the language too. A text the catalogue does not know is returned as it is.
 */
export function messageTranslator(locale: CatalogueLocale): (text: string) => string {
  const t = messagesCatalogue.translate(locale) as (key: string, values?: KeyedMessage["params"]) => string;
  const say = (text: string, depth: number): string => {
    const message = keyOf(text);
    if (!message || !keys.has(message.key)) return text;
    const params = message.params && Object.fromEntries(Object.entries(message.params).map(([name, value]) => [name, typeof value === "string" && depth < MAX_DEPTH ? say(value, depth + 1) : value]));
    return t(message.key, params);
  };
  return (text) => say(text, 0);
}
