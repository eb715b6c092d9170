/**
 * The prerendered public pages' script (an entry of the one Vite build, next to the app's
 * index.html): hydrates the page's islands (lib/island.tsx) — each interactive part a React
 * root of its own, its code in a chunk of its own — while the rest of the page stays the
 * server's HTML and ships no component code (React, within 80 KiB on the home page).
 * The app's screens run src/web/main.tsx; both share the one React chunk.
 *
 * An island whose server HTML is what the visitor should see (the forms, the pricing cards,
 * the header's buttons in the light theme, the floating cart with an empty cart) hydrates when
 * reached for — a pointer over it, the focus in it, a touch — so the page loads React and
 * this script only. One that differs (a stored cart to show, the dark theme's icon) hydrates
 * at once. A press or a send made before an island has hydrated is held by the shell's inline
 * script and performed once it has (early-events.ts); what was typed is handed over
 * (typed-fields.ts).
 */
// Before anything loads zod (a form's validation): no `new Function` under our CSP.
import "@web/lib/zod-config";
import { siteLocaleOf } from "@core/i18n/language-rule";
import { createRoot, hydrateRoot } from "react-dom/client";
import { type IslandName, ISLAND_NAMES } from "@web/lib/island";
import { loadDictionary } from "@web/i18n/I18nProvider";
import { readPageSiteConfig } from "@web/lib/site-config";
import { prefetchWhenIdle } from "@web/ui/deferred";
import { Toaster } from "@web/ui/toaster";
import { CART_CHANGE_EVENT, hasStoredCart } from "@web/lib/cart/cart-signal";
import { HELD_EVENT, hasHeldEvents, replayEarlyEvents } from "./early-events";
import { IslandRoot } from "./IslandRoot";
import { ISLANDS } from "./islands";
import { hasTypedFields, keepTypedFields } from "./typed-fields";

// Menus and dialogs load when reached for (hover, focus, press), not with the page.
prefetchWhenIdle(false);

// The page's language (the server's choice for a 404). Opening the page chose it: index.html's
// first script stored it for the pages and emails that follow (docs/decisions/0018-language-rule.md).
const locale = siteLocaleOf(document.documentElement.lang) ?? "en";
const siteConfig = readPageSiteConfig();
const logFailure = (err: unknown) => console.error(err);
// The language's words, with the first island (Bulgarian's is a chunk of its own).
let dictionary: Promise<unknown> | undefined;

const islands = [...document.querySelectorAll<HTMLElement>("[data-island]")].filter((el) =>
  ISLAND_NAMES.includes(el.dataset.island as IslandName),
);
const reachedEarly = new Set(islands.filter((el) => hasHeldEvents(el) || hasTypedFields(el) || el.contains(document.activeElement)));
// What is typed before an island hydrates goes to its component once it has.
const handOvers = new Map(islands.map((el) => [el, keepTypedFields(el)]));
const started = new Set<HTMLElement>();

function hydrate(el: HTMLElement) {
  if (started.has(el)) return;
  started.add(el);
  const name = el.dataset.island as IslandName;
  const props = JSON.parse(el.dataset.props ?? "{}") as Record<string, never>;
  // The messages' English is not with it: it comes with an island's first message (a form's check or answer, a toast: i18n/en.ts).
  dictionary ??= loadDictionary(locale).then(mountToaster);
  Promise.all([ISLANDS[name](), dictionary])
    .then(([{ default: Component }]) => {
      const hydrated = () => {
        handOvers.get(el)?.();
        // After React has rendered what was typed (its updates come in a microtask): a held
        // press on "Add to cart" must add the typed hours, not the default.
        replayEarlyEvents(el);
        // Reached for with the focus: the island's own focus handlers (a form fetching its code) run now.
        if (document.activeElement && el.contains(document.activeElement)) {
          document.activeElement.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
        }
      };
      hydrateRoot(
        el,
        <IslandRoot locale={locale} siteConfig={siteConfig} onHydrated={hydrated}>
          <Component {...props} />
        </IslandRoot>,
        { identifierPrefix: `${name}-` },
      );
    })
    // Offline for a moment: the page still reads and its links work; the next reach tries again.
    .catch((err: unknown) => {
      started.delete(el);
      dictionary = undefined;
      logFailure(err);
    });
}

/** Whether the island should hydrate now: reached for already, or its server HTML is not what this visitor should see. */
function needsHydrationNow(el: HTMLElement, name: IslandName): boolean {
  if (reachedEarly.has(el)) return true;
  if (name === "floating-cart") return hasStoredCart();
  if (name === "header-controls") return document.documentElement.classList.contains("dark");
  return false;
}

// A drag brings no pointer events: its entering, or anything the shell held for the island, fetches the code.
const REACHES = ["pointerover", "focusin", "pointerdown", "touchstart", "dragenter", HELD_EVENT] as const;
for (const el of islands) {
  const name = el.dataset.island as IslandName;
  if (needsHydrationNow(el, name)) hydrate(el);
  else for (const type of REACHES) el.addEventListener(type, () => hydrate(el), { once: true, passive: true });
  // Something went into the cart (an island here, another tab): the floating cart shows it.
  if (name === "floating-cart") {
    const onChange = () => hasStoredCart() && hydrate(el);
    window.addEventListener(CART_CHANGE_EVENT, onChange);
    window.addEventListener("storage", onChange);
  }
}

// The page's script has run: every island hydrates when reached for (the e2e suite waits for this).
document.documentElement.removeAttribute("data-prerendered");

/** Toasts (an island's; sonner loads with the first one), in a root of their own. */
function mountToaster() {
  const toasts = document.createElement("div");
  document.body.append(toasts);
  createRoot(toasts).render(
    <IslandRoot locale={locale} siteConfig={siteConfig}>
      <Toaster />
    </IslandRoot>,
  );
}
