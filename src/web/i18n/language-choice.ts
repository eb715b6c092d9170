import { createContext, useContext } from "react";
import type { Locale } from "./I18nProvider";

/**
 * Where a language chosen in the header is kept beyond this tab: the dashboard provides the
 * member's profile (saved at once, so a reload or another device keeps it); public and
 * sign-in pages provide nothing (their language is the URL's, or this browser's).
 */
export const LanguageChoiceContext = createContext<((locale: Locale) => void) | null>(null);

export const useLanguageChoice = () => useContext(LanguageChoiceContext);
