import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { accountLocaleAtLoad, App, preloadFirstPage } from "./App";
import { fetchWithLanguage, loadDictionary, startLocale } from "./i18n/I18nProvider";
import { nextTask } from "./lib/next-task";
import { readPageSiteConfig } from "./lib/site-config";

/** Starts the browser app in `root`: its language and first page first, so the first render is the page in that language. */
export async function startApp(root: HTMLElement): Promise<void> {
  // The language rule (docs/decisions/0018-language-rule.md): the URL's (/bg/x, or a link's ?lang=bg);
  // a members-area page's, its account's (the server drew its first frame in it); else the
  // visitor's stored choice, else the browser's languages.
  const locale = startLocale(window.location, accountLocaleAtLoad());
  // The dashboard's first page's catalogues ship English only; Bulgarian comes with bg.ts.
  fetchWithLanguage("bg", () => import("./routing/fetched-bg"));
  const siteConfig = readPageSiteConfig();
  const prerendered = document.documentElement.hasAttribute("data-prerendered");

  // A non-English page: fetch its dictionary first, so the first render is in that language
  // (English is in this bundle and resolves at once; on a failed fetch the app starts in English).
  // The first page's code too, so the first render is the page, not a loading state (no layout shift).
  // In a task after the app's own: its modules and the first page's do not run as one long task.
  // The messages' English (i18n/en.ts) is not among them: it comes once the page is idle, or with the first message.
  await nextTask();
  await Promise.all([loadDictionary(locale), preloadFirstPage()]).catch((err: unknown) => console.error(err));
  const app = (
    <StrictMode>
      <App initialLocale={locale} siteConfig={siteConfig} />
    </StrictMode>
  );
  // A prerendered page (the build rendered it, scripts/prerender.mjs) is hydrated: its HTML stays.
  if (prerendered) hydrateRoot(root, app);
  // As a transition, the first render yields to the browser every few milliseconds (no long
  // task on a phone); a members-area frame the server painted stays until it is done.
  else startTransition(() => createRoot(root).render(app));
}
