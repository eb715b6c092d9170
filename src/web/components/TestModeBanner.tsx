import { useSiteConfig } from "@web/lib/site-config";
import { uiCatalogue } from "@web/ui/catalogue";
import { useCatalogue } from "@web/i18n/use-catalogue";

/**
 * Shown on every page of a site running the built-in test checkout on purpose (PAYMENTS=test,
 * e.g. staging), so nobody mistakes it for the real shop. A labelled landmark, so screen
 * reader users can find it, and wrapping text, so it never widens a phone's page.
 */
export function TestModeBanner() {
  const { testModeBanner } = useSiteConfig();
  const ui = useCatalogue(uiCatalogue);
  if (!testModeBanner) return null;
  return (
    <aside aria-label={ui("testMode.label")} className="bg-amber-300 px-4 py-2 text-center text-sm text-black [overflow-wrap:anywhere]">
      <strong className="font-bold tracking-wide">{ui("testMode.title")}</strong> · {ui("testMode.body")}
    </aside>
  );
}
