/**
 * The prerendered public pages' script (vite.storefront.config.ts): hydrates the page the
 * build rendered (storefront/server.tsx), with a bundle of its own — no router, no query
 * cache, forms and menus loaded when used — so the home page stays within its JavaScript
 * budget (issue 11). The app's screens run src/web/main.tsx.
 */
import "@web/lib/zod-config";
import { localeOfPath, NOT_FOUND_PAGE, publicPageOf } from "@core/site-routes";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadDictionary } from "@web/i18n/I18nProvider";
import { hydrateInTurns, whenHydrated } from "@web/lib/prerender";
import { readPageSiteConfig } from "@web/lib/site-config";
import { prefetchWhenIdle } from "@web/ui/deferred";
import { STOREFRONT_PAGES } from "./pages";
import { StorefrontApp } from "./StorefrontApp";
import { keepTypedFields } from "./typed-fields";

// Menus and dialogs load when reached for (hover, focus, press), not with the page.
prefetchWhenIdle(false);

const root = document.getElementById("root");
if (!root) throw new Error("the page has no #root element");

const { pathname, search, hash } = window.location;
const match = publicPageOf(pathname);
const locale = match?.locale ?? localeOfPath(pathname) ?? "en";

Promise.all([STOREFRONT_PAGES[match?.page ?? NOT_FOUND_PAGE](), loadDictionary(locale)])
  // The page's code has just run, a task of its own on a phone's CPU: hydrate in the next one.
  .then(([page]) => new Promise<typeof page>((resolve) => setTimeout(() => resolve(page))))
  .then((page) => {
    // What was typed before hydration goes to its component once every part has hydrated.
    whenHydrated(keepTypedFields(root));
    hydrateInTurns(() =>
      hydrateRoot(
        root,
        <StrictMode>
          <StorefrontApp page={page} location={{ pathname, search, hash }} locale={locale} siteConfig={readPageSiteConfig()} />
        </StrictMode>,
      ),
    );
  })
  // Offline for a moment: the page still reads and its links work.
  .catch((err: unknown) => console.error(err));
