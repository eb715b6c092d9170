import { localizedPath, publicPageOf } from "@core/site-routes";
import { useI18n } from "./I18nProvider";

/**
 * A public page's link in the current language: "/pricing" in Bulgarian is "/bg/pricing"; other
 * links as given. Without React Router (LocalizedLink.tsx has its links): the storefront's islands use it.
 */
export function useLocalizedTo(): <T>(to: T) => T {
  const { locale } = useI18n();
  return (to) => {
    if (locale === "en" || typeof to !== "string") return to;
    const [path = "", rest = ""] = to.split(/(?=[?#])/, 2);
    const page = publicPageOf(path);
    return (page && page.locale === "en" ? localizedPath(page.page, locale) + rest : to) as typeof to;
  };
}
