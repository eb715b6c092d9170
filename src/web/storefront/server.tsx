/**
 * The build's prerender entry (`vite build --ssr storefront/server.tsx`; scripts/prerender.mjs
 * calls it): renders one public page, in one language, with the site's settings, to HTML with
 * React (react-dom/server). The page's islands (lib/island.tsx) are rendered each as a root
 * of its own, in the very tree the browser hydrates (IslandRoot), and put in their places.
 */
import { localeOfPath, NOT_FOUND_PAGE, publicPageOf } from "@core/site-routes";
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { type RouteObject, StaticRouter, useRoutes } from "react-router";
import { PublicLayout } from "@web/layouts/PublicLayout";
import { loadEnglishMessages } from "@web/i18n/en";
import { loadDictionary } from "@web/i18n/I18nProvider";
import { type IslandName, type IslandProps, IslandSinkContext, islandSlot } from "@web/lib/island";
import type { SiteConfig } from "@web/lib/site-config";
import { DocumentHeadContext } from "@web/lib/use-document-title";
import { IslandRoot } from "./IslandRoot";
import { STOREFRONT_PAGES } from "./pages";
import { StorefrontApp } from "./StorefrontApp";
import type { Locale } from "@core/locale";

export { pageDescription } from "@web/seo/page-meta";
export { headTags } from "@web/seo/head";
export { SITE_CURRENCY } from "@core/money";
export { PRERENDER_PRICES } from "@core/prerender-prices";
export { NOT_FOUND_PAGE, PUBLIC_PAGES, localizedPath } from "@core/site-routes";
export { LOCALES } from "@core/locale";
export { islandModule } from "./islands";
// The members area's first frames, sent by the server (core/dashboard-shell.ts).
export { renderAppShell } from "@web/routing/dashboard-shell";
export { SHELL_ACCOUNTS, shellFramesOf, shellKey } from "@core/dashboard-shell";

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export async function renderPage(
  url: string,
  locale: Locale,
  siteConfig: SiteConfig,
): Promise<{ html: string; title: string; islands: IslandName[] }> {
  const { pathname } = new URL(url, "http://localhost");
  if ((publicPageOf(pathname)?.locale ?? localeOfPath(pathname) ?? "en") !== locale) throw new Error(`${url} is not in ${locale}`);
  const [page] = await Promise.all([STOREFRONT_PAGES[publicPageOf(pathname)?.page ?? NOT_FOUND_PAGE](), loadDictionary(locale), loadEnglishMessages()]);
  const head: { title?: string } = {};
  const islands = new Map<IslandName, { component: ComponentType<never>; props: IslandProps }>();
  const sink = (name: IslandName, component: ComponentType<never>, props: IslandProps) => {
    const seen = islands.get(name);
    if (seen && JSON.stringify(seen.props) !== JSON.stringify(props)) throw new Error(`${url}: two "${name}" islands`);
    islands.set(name, { component, props });
  };
  const Page = page;
  // In one pass (the page's code is loaded above): React's streaming renderers move large
  // Suspense boundaries' HTML behind a script, and this page must read without one.
  let html = renderToString(
    <DocumentHeadContext value={head}>
      <IslandSinkContext value={sink}>
        <StorefrontApp locale={locale} siteConfig={siteConfig}>
          {/* The app's public layout and page, under a static router: links as the app draws them. */}
          <StaticRouter location={url}>
            <Routes routes={[{ element: <PublicLayout />, children: [{ path: "*", element: <Page /> }] }]} />
          </StaticRouter>
        </StorefrontApp>
      </IslandSinkContext>
    </DocumentHeadContext>,
  );
  if (html.includes("<!--$!-->") || html.includes("<!--$?-->")) throw new Error(`${url}: a part of the page suspended while rendering`);
  for (const [name, { component, props }] of islands) {
    const Component = component as ComponentType<IslandProps>;
    const island = renderToString(
      <IslandRoot locale={locale} siteConfig={siteConfig}>
        <Component {...props} />
      </IslandRoot>,
      { identifierPrefix: `${name}-` },
    );
    if (!html.includes(islandSlot(name))) throw new Error(`${url}: no place for the "${name}" island`);
    html = html.replace(islandSlot(name), () => island);
  }
  if (html.includes("<script")) throw new Error(`${url} renders a script: its HTML must read without JavaScript`);
  if (!head.title) throw new Error(`${url} sets no document title`);
  return { html, title: head.title, islands: [...islands.keys()] };
}
