import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { cookieValue, LANGUAGE_COOKIE, languageOfAcceptLanguage, languageOfUrl, siteLocaleOf } from "@core/i18n/language-rule";
import { useDeferred } from "@web/ui/deferred";
import { type Dictionary, en, englishMessages, loadEnglishMessages } from "./en";
import { INTL_LOCALE, type Locale, LOCALES, pickLocale } from "@core/locale";

export { INTL_LOCALE, LOCALES, type Locale };

/**
 * The UI language for a member's preferred language: the app is translated into English and
 * Bulgarian only, so Spanish, French and German (which still drive nothing else) show English.
 */
export const localeFor = (language: string): Locale => pickLocale(language);


/**
 * The API's messages in a language (en.ts, bg.ts; the screens' words are Lingui catalogues):
 * English's come once the page is idle or a message is first said (en.ts); another language's
 * are fetched the first time it is needed, English's with them (start-app.tsx waits for the stored
 * one before the first render, so nothing flashes).
 */
const DICTIONARIES: Partial<Record<Locale, Dictionary>> = { en };
const LOADERS: Record<Locale, () => Promise<Dictionary>> = {
  en: async () => en,
  // Bulgarian's messages fall back to the English ones' keys (lib/api.ts): both are in before it shows.
  bg: () => Promise.all([import("./bg"), loadEnglishMessages()]).then(([m]) => m.bg),
};

/** What else an entry fetches with a language: the app, its dashboard's catalogues' (routing/fetched-bg.ts). */
const FETCHED_WITH: Partial<Record<Locale, () => Promise<unknown>>> = {};
export function fetchWithLanguage(locale: Locale, load: () => Promise<unknown>): void {
  FETCHED_WITH[locale] = load;
}

export async function loadDictionary(locale: Locale): Promise<Dictionary> {
  const loaded = DICTIONARIES[locale] ?? (await Promise.all([LOADERS[locale](), FETCHED_WITH[locale]?.()]))[0];
  DICTIONARIES[locale] = loaded;
  return loaded;
}

type I18nState = { locale: Locale; setLocale: (locale: Locale) => void; t: Dictionary };

const I18nContext = createContext<I18nState | null>(null);

/**
 * The visitor's language choice (docs/decisions/0018-language-rule.md), kept in a cookie the server
 * reads too (emails, sign-up) and, as before, in localStorage (same key; the inline script of
 * index.html reads it before the first paint).
 */
function readStoredLocale(): Locale {
  if (typeof document === "undefined") return "en";
  let stored: string | null = cookieValue(document.cookie, LANGUAGE_COOKIE);
  try {
    stored ??= localStorage.getItem(LANGUAGE_COOKIE);
  } catch {
    // Storage disabled: the cookie or the browser's languages decide.
  }
  return siteLocaleOf(stored) ?? languageOfAcceptLanguage(navigator.languages) ?? "en";
}

/** Keeps the visitor's choice for the next page, the next visit and the server (one year). */
export function rememberLocale(locale: Locale): void {
  if (typeof document === "undefined") return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers we serve (Safari before 18.4, Firefox)
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
  try {
    localStorage.setItem(LANGUAGE_COOKIE, locale);
  } catch {
    // Storage disabled: the cookie keeps it.
  }
}

/**
 * The language a page starts in: its URL's (a public page's path, or a link's `lang`
 * parameter), which is then the visitor's choice; else the signed-in account's (`account`,
 * the members-area frame's); else the stored choice.
 */
export function startLocale(location: { pathname: string; search: string }, account?: Locale | null): Locale {
  const fromUrl = languageOfUrl(location.pathname, location.search);
  if (fromUrl) rememberLocale(fromUrl);
  return fromUrl ?? account ?? readStoredLocale();
}

/**
 * `initialLocale`: the language of the URL (a prerendered public page is /x in English and
 * /bg/x in Bulgarian), so the first render matches the server's HTML; else the stored choice.
 */
export function I18nProvider({ children, initialLocale }: { children: ReactNode; initialLocale?: Locale }) {
  // English if the language's dictionary could not be fetched.
  const [locale, setLocaleState] = useState<Locale>(() => {
    const wanted = initialLocale ?? readStoredLocale();
    return DICTIONARIES[wanted] ? wanted : "en";
  });
  // The messages' English (en.ts): fetched once the page is idle after its first paint (the app;
  // the storefront on first need only), or at once when something says a message; once it is in,
  // what shows a message renders again.
  const messagesIn = useDeferred(englishMessages) !== undefined;
  // The last language asked for: a slow fetch must not override a later choice.
  const wanted = useRef(locale);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const setLocale = useCallback((next: Locale) => {
    wanted.current = next;
    if (DICTIONARIES[next]) setLocaleState(next);
    else
      loadDictionary(next).then(
        () => wanted.current === next && setLocaleState(next),
        (err: unknown) => console.error(err),
      );
    rememberLocale(next);
  }, []);

  const value = useMemo(() => {
    const t = DICTIONARIES[locale] ?? en;
    return { locale, setLocale, t: messagesIn ? { ...t } : t };
  }, [locale, setLocale, messagesIn]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

export function useI18n(): I18nState {
  const ctx = useContext(I18nContext);
  if (!ctx) throw new Error("useI18n must be used within an I18nProvider");
  return ctx;
}
