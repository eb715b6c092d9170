import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { bg } from "./bg";
import { type Dictionary, en } from "./en";

export const LOCALES = ["en", "bg"] as const;
export type Locale = (typeof LOCALES)[number];

export const LOCALE_NAMES: Record<Locale, string> = { en: "English", bg: "Български" };
/** Locale for numbers and money (Intl). */
export const INTL_LOCALE: Record<Locale, string> = { en: "en-GB", bg: "bg-BG" };

const DICTIONARIES: Record<Locale, Dictionary> = { en, bg };
/** Same key as the inline script in index.html, which sets <html lang> before first paint. */
const STORAGE_KEY = "concierge-locale";

type I18nState = { locale: Locale; setLocale: (locale: Locale) => void; t: Dictionary };

const I18nContext = createContext<I18nState | null>(null);

function readStoredLocale(): Locale {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return LOCALES.includes(stored as Locale) ? (stored as Locale) : "en";
  } catch {
    return "en";
  }
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(readStoredLocale);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const setLocale = useCallback((next: Locale) => {
    setLocaleState(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Storage disabled: the choice lasts for this visit only.
    }
  }, []);

  const value = useMemo(() => ({ locale, setLocale, t: DICTIONARIES[locale] }), [locale, setLocale]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

export function useI18n(): I18nState {
  const ctx = useContext(I18nContext);
  if (!ctx) throw new Error("useI18n must be used within an I18nProvider");
  return ctx;
}

/** Picks the current language's version of a page's copy (`{ en, bg }`, same shape). */
export function useCopy<T>(copy: Record<Locale, T>): T {
  return copy[useI18n().locale];
}
