/**
 * The build's prerender entry (vite build --ssr; scripts/prerender.mjs calls it): renders one
 * public page, in one language, with the site's settings, to HTML — waiting for its lazy chunks.
 */
import "./lib/zod-config";
import type { SiteLocale } from "@core/site-routes";
import { prerender } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppProviders } from "./AppProviders";
import { loadDictionary } from "./i18n/I18nProvider";
import { createQueryClient } from "./lib/query-client";
import { type SiteConfig, seedSiteConfig } from "./lib/site-config";
import { DocumentHeadContext } from "./lib/use-document-title";
import { createRoutes } from "./routes";

export { PAGE_DESCRIPTIONS } from "./seo/page-meta";

/**
 * A page whose lazy chunk was still loading is written with its loading state and a script
 * that swaps the content in later (React's streaming format), which needs JavaScript: render
 * again once the chunks have arrived, so the HTML holds the page itself.
 */
export async function renderPage(url: string, locale: SiteLocale, siteConfig: SiteConfig): Promise<{ html: string; title: string }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const rendered = await renderOnce(url, locale, siteConfig);
    if (!rendered.html.includes("<script")) {
      if (!rendered.title) throw new Error(`${url} sets no document title`);
      return rendered;
    }
  }
  throw new Error(`${url} still suspends after its chunks loaded`);
}

async function renderOnce(url: string, locale: SiteLocale, siteConfig: SiteConfig): Promise<{ html: string; title: string }> {
  await loadDictionary(locale);
  const queryClient = createQueryClient();
  seedSiteConfig(queryClient, siteConfig);
  const handler = createStaticHandler(createRoutes(queryClient));
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error(`${url} redirects`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const head: { title?: string } = {};
  const { prelude } = await prerender(
    <DocumentHeadContext value={head}>
      <AppProviders queryClient={queryClient} initialLocale={locale}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </DocumentHeadContext>,
    // Never outline a large finished boundary behind a swap script: the HTML must read without JavaScript.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  return { html, title: head.title ?? "" };
}

export { headTags } from "./seo/head";
export { CURRENCIES } from "@core/money";
export { NOT_FOUND_PAGE, PUBLIC_PAGES, SITE_LOCALES, localizedPath } from "@core/site-routes";
