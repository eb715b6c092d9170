/**
 * The build's prerender entry (`vite build -c vite.storefront.config.ts --ssr`; scripts/prerender.mjs
 * calls it): renders one public page, in one language, with the site's settings, to HTML — the
 * same tree the browser hydrates (StorefrontApp).
 */
import { localeOfPath, NOT_FOUND_PAGE, publicPageOf, type SiteLocale } from "@core/site-routes";
import { renderToStringAsync } from "preact-render-to-string";
import type { VNode } from "preact";
import { loadDictionary } from "@web/i18n/I18nProvider";
import { DocumentHeadContext } from "@web/lib/use-document-title";
import type { SiteConfig } from "@web/lib/site-config";
import { STOREFRONT_PAGES } from "./pages";
import { StorefrontApp } from "./StorefrontApp";

export { PAGE_DESCRIPTIONS } from "@web/seo/page-meta";
export { headTags } from "@web/seo/head";
export { CURRENCIES } from "@core/money";
export { NOT_FOUND_PAGE, PUBLIC_PAGES, SITE_LOCALES, localizedPath } from "@core/site-routes";
export { STOREFRONT_PAGE_MODULES } from "./pages";

export async function renderPage(url: string, locale: SiteLocale, siteConfig: SiteConfig): Promise<{ html: string; title: string }> {
  const { pathname, search, hash } = new URL(url, "http://localhost");
  if ((publicPageOf(pathname)?.locale ?? localeOfPath(pathname) ?? "en") !== locale) throw new Error(`${url} is not in ${locale}`);
  const [page] = await Promise.all([STOREFRONT_PAGES[publicPageOf(pathname)?.page ?? NOT_FOUND_PAGE](), loadDictionary(locale)]);
  const head: { title?: string } = {};
  // The storefront renders with Preact (vite.storefront.config.ts): this JSX is Preact's here.
  const html = await renderToStringAsync(
    (
      <DocumentHeadContext value={head}>
        <StorefrontApp page={page} location={{ pathname, search, hash }} locale={locale} siteConfig={siteConfig} />
      </DocumentHeadContext>
    ) as unknown as VNode,
  );
  if (html.includes("<script")) throw new Error(`${url} renders a script: its HTML must read without JavaScript`);
  if (!head.title) throw new Error(`${url} sets no document title`);
  return { html, title: head.title };
}
