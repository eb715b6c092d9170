/**
 * The build's renderer of the app's first frames (core/dashboard-shell.ts): one path, for one
 * kind of account, in one language, drawn by the app's own tree — its providers, the routes,
 * the layout and the page in its loading state — under a static router, with stand-ins for the
 * name and email. Called by scripts/prerender.mjs through the build's server entry
 * (storefront/server.tsx); never part of the browser's code.
 */
import { SHELL_FIELD_PATHS, SHELL_FIELD_TOKENS, SHELL_TOKENS, type ShellAccount, type ShellFacts, type ShellFrame, shellExamplePath } from "@core/dashboard-shell";
import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import { type RouteObject, StaticRouter, useRoutes } from "react-router";
import { AppProviders } from "@web/AppProviders";
import { loadEnglishMessages } from "@web/i18n/en";
import { loadDictionary } from "@web/i18n/I18nProvider";
import { FirstFrame } from "@web/lib/first-frame";
import { FrameSetupMissing } from "@web/features/dashboard/setup/frame";
import { SETUP_FIELDS } from "@core/setup-fields";
import { createQueryClient } from "@web/lib/query-client";
import { DocumentHeadContext } from "@web/lib/use-document-title";
import { ME_QUERY_KEY, type Me } from "@web/lib/session/session";
import { type SiteConfig, SiteConfigProvider } from "@web/lib/site-config";
import { createRoutes } from "@web/routes";
import { dashboardRoute } from "./dashboard-routes";
// The first frames in Bulgarian read the home's and the bell's Bulgarian (start-app.tsx fetches it in the browser).
import "./fetched-bg";
import type { Locale } from "@core/locale";

/**
 * The account the frame is drawn for: the stand-ins, and what makes the layout draw the page (none
 * for a visitor). On Profile and Settings the profile's fields are stand-ins too (the switches'
 * states are drawn by the page, core/dashboard-shell.ts), and `facts` what else Settings shows.
 */
function standInAccount(account: ShellAccount, locale: Locale, path: string, facts: ShellFacts | undefined): Me | null {
  if (account === "visitor") return null;
  const admin = account !== "member";
  const without2fa = account === "admin-without-2fa";
  const fields = SHELL_FIELD_PATHS.includes(path);
  return {
    user: {
      id: "frame",
      email: SHELL_TOKENS.email,
      name: SHELL_TOKENS.name,
      role: admin ? "admin" : "member",
      emailVerified: true,
      twoFactorEnabled: facts && "twoFactor" in facts ? facts.twoFactor : !without2fa,
      createdAt: new Date(0).toISOString(),
    },
    profile: fields
      ? { fullName: SHELL_FIELD_TOKENS.fullName, phone: SHELL_FIELD_TOKENS.phone, address: SHELL_FIELD_TOKENS.address, preferredLanguage: locale }
      : { fullName: SHELL_TOKENS.name, phone: "", address: "", preferredLanguage: locale },
    notifications: { email: true, taskUpdates: true, documentUpdates: true, paymentReceipts: true, promotions: false },
    mustEnrollTwoFactor: false,
    suggestTwoFactor: without2fa,
    soleAdmin: facts && "soleAdmin" in facts ? facts.soleAdmin : false,
  };
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

const SUSPENDED = /<!--\$[!?]-->/;

export async function renderAppShell(path: string, account: ShellAccount, locale: Locale, siteConfig: SiteConfig, facts?: ShellFacts): Promise<ShellFrame> {
  await Promise.all([loadDictionary(locale), loadEnglishMessages()]);
  const queryClient = createQueryClient();
  queryClient.setQueryData(ME_QUERY_KEY, standInAccount(account, locale, path, facts));
  // A visitor's screen is drawn in the app's whole route tree (its layout is not the members area's).
  const routes = account === "visitor" ? createRoutes(queryClient) : [{ path: "/", children: [dashboardRoute(queryClient)] }];
  // The page's tab title, in its language (the shell's own is English until the app sets it).
  const head: { title?: string } = {};
  const render = () =>
    renderToString(
      <DocumentHeadContext value={head}>
      <SiteConfigProvider value={siteConfig}>
        <AppProviders queryClient={queryClient} initialLocale={locale}>
          {/* The app's own layouts are lazy too, above any boundary of theirs: one here lets them wait. */}
          <FirstFrame.Provider value={true}>
            <FrameSetupMissing value={facts && "setupUnfinished" in facts && facts.setupUnfinished ? SETUP_FIELDS : []}>
              <Suspense>
                <StaticRouter location={shellExamplePath(path)}>
                  <Routes routes={routes} />
                </StaticRouter>
              </Suspense>
            </FrameSetupMissing>
          </FirstFrame.Provider>
        </AppProviders>
      </SiteConfigProvider>
      </DocumentHeadContext>,
    );
  // The layout and pages are React.lazy: the first passes start their code, a later one draws it.
  let html = render();
  for (let pass = 0; SUSPENDED.test(html); pass++) {
    // A part that waits says "does not support Suspense"; any other message is an error in a render.
    for (const [, message] of html.matchAll(/<template data-msg="([^"]*)"/g)) {
      if (!message?.includes("does not support Suspense")) throw new Error(`${path} (${account}, ${locale}): ${message}`);
    }
    if (pass === 50) throw new Error(`${path}: a part of the frame is still loading`);
    await new Promise((resolve) => setTimeout(resolve, 10));
    html = render();
  }
  queryClient.clear();
  if (html.includes("<script")) throw new Error(`${path}: the frame renders a script`);
  if (!html.includes("<main")) throw new Error(`${path}: the frame has no <main> (was the page redirected?)`);
  // Inert: it is there to be seen. A press or a keystroke in it would be lost when the app draws
  // the page in its place; until then nothing in it takes one (nor is it read out twice).
  return { html: `<div inert>${html}</div>`, title: head.title };
}
