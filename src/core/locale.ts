/**
 * The languages the product speaks: every page, email, PDF and catalogue is written in each of
 * them. The one place the list is spelled out; everything else imports it.
 */
export type Locale = "en" | "bg";

export const LOCALES = ["en", "bg"] as const satisfies readonly Locale[];

/** Whether a value (a stored language, a URL's, a form's) is one of the product's languages. */
export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/**
 * A value's language, English for anything else: a profile's es/fr/de, an older row's null,
 * whatever a form or a command line sent.
 */
export const pickLocale = (value: unknown): Locale => (isLocale(value) ? value : "en");

/** The Intl locale of each language (numbers, money, dates). */
export const INTL_LOCALE: Record<Locale, string> = { en: "en-GB", bg: "bg-BG" };
