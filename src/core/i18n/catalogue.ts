import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { INTL_LOCALE as INTL, type Locale, LOCALES } from "../locale";

/**
 * Keyed message catalogues (docs/decisions/0028-i18n-library.md): one JSON file per language beside
 * the feature that shows the text (`locales/en.json`, `locales/bg.json`), ICU messages
 * (`{name}`, `{count, plural, one {# task} other {# tasks}}`), read through Lingui. The build
 * compiles the messages (scripts/catalogues.mjs), so the browser ships Lingui's small runtime
 * without the ICU parser; tests and development compile them on first use.
 */
/** One Lingui instance per language, so nothing depends on a global "active" language. */
// Each starts with an empty catalogue, so Lingui does not warn "Messages for locale … not loaded" on start.
const instances = Object.fromEntries(LOCALES.map((l) => [l, setupI18n({ locale: l, locales: [INTL[l]], messages: { [l]: {} } })])) as Record<Locale, I18n>;

/** A catalogue file's shape: texts, grouped in objects (a key is the dotted path). */
export type CatalogueFile = { readonly [key: string]: string | CatalogueFile };

/** The dotted keys of a catalogue file's texts. */
export type KeyOf<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${KeyOf<T[K]>}`;
}[keyof T & string];

export type MessageValues = Record<string, string | number | Date>;
export type Translate<K extends string> = (key: K, values?: MessageValues) => string;

/** A compiled message is an array (scripts/catalogues.mjs); a source message is a string. */
function flatten(file: unknown, prefix: string, into: Messages): Messages {
  for (const [key, value] of Object.entries(file as Record<string, unknown>)) {
    if (typeof value === "string" || Array.isArray(value)) into[`${prefix}${key}`] = value as Messages[string];
    else flatten(value, `${prefix}${key}.`, into);
  }
  return into;
}

const namespaces = new Set<string>();
/** "bg:chrome": the languages each catalogue has loaded. */
const loaded = new Set<string>();

export type Catalogue<K extends string> = { namespace: string; translate: (locale: Locale) => Translate<K> };

/**
 * Lingui decodes `\uXXXX` and `\xXX` in a formatted message, the values inside included: a name
 * typed as the six characters `\u0000` would become a real NUL (every mail naming that person
 * failing) and a typed `\u000d\u000a` a line break in a mail's subject. Each backslash of a
 * string value is handed over as `\u005c` instead, which that one decoding pass turns back into
 * the backslash, so a value comes out exactly as typed, and a value with no backslash (a select's
 * selector, a date's ISO text) is passed untouched. The catalogue's own escape sequences still
 * decode as before (docs/decisions/0028-i18n-library.md; catalogue.test.ts holds it to the Lingui in use).
 */
function asTyped(values: MessageValues): MessageValues {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === "string" ? value.replaceAll("\\", "\\u005c") : value]));
}

/**
 * A language's file left out of the code that reads the catalogue and fetched when the language
 * is chosen (loadFetchedLanguage, web/i18n/bg.ts): the catalogues of every public page's islands
 * and of the dashboard's first page ship English only. Until it is loaded, English shows.
 */
export const FETCHED = "fetched";

/**
 * Registers a feature's catalogue under its namespace, in every language. English is the
 * reference: the other languages' files must have exactly its keys (checked by the type here
 * and by src/server/http/catalogues.test.ts, which also fails on a key nobody uses).
 */
export function defineCatalogue<E extends CatalogueFile>(
  namespace: string,
  files: { en: E | typeof FETCHED } & Record<Exclude<Locale, "en">, { [K in keyof E]: unknown } | typeof FETCHED>,
): Catalogue<KeyOf<E>> {
  if (namespaces.has(namespace)) throw new Error(`Two catalogues are named "${namespace}": their keys would overwrite each other`);
  namespaces.add(namespace);
  for (const locale of LOCALES) {
    const file = files[locale];
    if (file !== FETCHED) loadFetchedLanguage(namespace, locale, file as CatalogueFile);
  }
  return {
    namespace,
    translate: (locale) => (key, values) => instances[loaded.has(`${locale}:${namespace}`) ? locale : "en"]._(`${namespace}.${key}`, values && asTyped(values)),
  };
}

/** Adds a language's file of a catalogue that left it FETCHED, once it has been fetched. */
export function loadFetchedLanguage(namespace: string, locale: Locale, file: CatalogueFile): void {
  instances[locale].load(locale, flatten(file, `${namespace}.`, {}));
  loaded.add(`${locale}:${namespace}`);
}

/**
 * A group's texts as an object, for a component that takes its words that way:
 * `textsOf(t, "remove", ["title", "lead", "confirm", "cancel"])`.
 */
export function textsOf<P extends string, const N extends string>(t: Translate<`${NoInfer<P>}.${NoInfer<N>}`>, prefix: P, names: readonly N[]): Record<N, string> {
  return Object.fromEntries(names.map((n) => [n, t(`${prefix}.${n}`)])) as Record<N, string>;
}
