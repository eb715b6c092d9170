import { localizeLink } from "@core/i18n/language-rule";
import { isClientRoute, LOCALIZED_CLIENT_PAGES, localizedPath, publicPageOf } from "@core/site-routes";
import { useI18n } from "./I18nProvider";

/**
 * A link in the current language: a public page's is its address in that language ("/pricing"
 * in Bulgarian is "/bg/pricing"); an app page outside the members area (sign-in, checkout) gets
 * `?lang=bg`, so it opens in the language the visitor reads now, even before this page's script
 * has stored the choice (the language rule, docs/decisions/0018-language-rule.md). The members
 * area follows the account's language. Without React Router (LocalizedLink.tsx has its links):
 * the storefront's islands use it.
 */
export function useLocalizedTo(): <T>(to: T) => T {
  const { locale } = useI18n();
  return (to) => {
    if (locale === "en" || typeof to !== "string") return to;
    const [path = "", rest = ""] = to.split(/(?=[?#])/, 2);
    const page = publicPageOf(path);
    if (page) return (page.locale === "en" ? localizedPath(page.page, locale) + rest : to) as typeof to;
    if ((LOCALIZED_CLIENT_PAGES as readonly string[]).includes(path)) return (localizedPath(path, locale) + rest) as typeof to;
    const appPage = isClientRoute(path) && !/^\/dashboard(\/|$)/.test(path);
    return (appPage ? localizeLink(to, locale) : to) as typeof to;
  };
}
