/**
 * The build's prerender entry (`vite build -c vite.storefront.config.ts --ssr`; scripts/prerender.mjs
 * calls it): renders one public page, in one language, with the site's settings, to HTML — the
 * same tree the browser hydrates (StorefrontApp).
 */
import { localeOfPath, NOT_FOUND_PAGE, publicPageOf, type SiteLocale } from "@core/site-routes";
import { prerender } from "react-dom/static";
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
  const { prelude } = await prerender(
    <DocumentHeadContext value={head}>
      <StorefrontApp page={page} location={{ pathname, search, hash }} locale={locale} siteConfig={siteConfig} />
    </DocumentHeadContext>,
    // Never outline a large finished boundary behind a swap script: the HTML must read without JavaScript.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  if (html.includes("<script")) throw new Error(`${url} still suspends: its HTML needs a script`);
  if (!head.title) throw new Error(`${url} sets no document title`);
  return { html, title: head.title };
}
