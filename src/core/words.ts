import { defineCatalogue } from "./i18n/catalogue";
import type { Locale } from "./locale";
import bg from "./locales/bg.json" with { type: "json" };
import en from "./locales/en.json" with { type: "json" };

/**
 * The product's own words that core's modules put together for every screen, email and
 * document: Sofia's time, the kinds of appointment and of contact request (item names and the
 * hours rule have catalogues of their own, ./names and ./hours, so a screen carries only what it
 * says). Both languages ship, as every reader needs them at once.
 */
const wordsCatalogue = defineCatalogue("words", { en, bg });

export type Words = ReturnType<typeof wordsCatalogue.translate>;

/** The words in `locale`. */
export const wordsIn = (locale: Locale): Words => wordsCatalogue.translate(locale);

/** A group of words by name, in each language: `{ en: { phone_call: "Phone call", … }, bg: … }`. */
export function wordTable<G extends "appointmentServices" | "appointmentPlaces" | "contactServices">(group: G): Record<Locale, Record<keyof (typeof en)[G], string>> {
  const of = (locale: Locale) => Object.fromEntries(Object.keys(en[group]).map((name) => [name, (wordsIn(locale) as (key: string) => string)(`${group}.${name}`)]));
  return { en: of("en"), bg: of("bg") } as Record<Locale, Record<keyof (typeof en)[G], string>>;
}
