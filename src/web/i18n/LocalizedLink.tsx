import { localizedPath, publicPageOf } from "@core/site-routes";
import type { ComponentProps } from "react";
import { Link as RouterLink, NavLink as RouterNavLink, type To } from "react-router";
import { useI18n } from "./I18nProvider";

/** A public page's link in the current language: "/pricing" in Bulgarian is "/bg/pricing"; other links as given. */
export function useLocalizedTo(): (to: To) => To {
  const { locale } = useI18n();
  return (to) => {
    if (locale === "en" || typeof to !== "string") return to;
    const [path = "", rest = ""] = to.split(/(?=[?#])/, 2);
    const page = publicPageOf(path);
    return page && page.locale === "en" ? localizedPath(page.page, locale) + rest : to;
  };
}

/** react-router's Link, pointing at the current language's version of a public page. */
export function Link({ to, ...props }: ComponentProps<typeof RouterLink>) {
  return <RouterLink to={useLocalizedTo()(to)} {...props} />;
}

/** react-router's NavLink, pointing at the current language's version of a public page. */
export function NavLink({ to, ...props }: ComponentProps<typeof RouterNavLink>) {
  return <RouterNavLink to={useLocalizedTo()(to)} {...props} />;
}
