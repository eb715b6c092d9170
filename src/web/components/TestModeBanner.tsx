import { type Locale, useCopy } from "@web/i18n/I18nProvider";
import { useSiteConfig } from "@web/lib/site-config";

const copy: Record<Locale, { label: string; title: string; body: string }> = {
  en: {
    label: "Test mode notice",
    title: "TEST MODE",
    body: "This site takes no real payments: no card is charged and no order is real. Test card: 4242 4242 4242 4242.",
  },
  bg: {
    label: "Известие за тестов режим",
    title: "ТЕСТОВ РЕЖИМ",
    body: "Този сайт не приема истински плащания: никоя карта не се таксува и никоя поръчка не е истинска. Тестова карта: 4242 4242 4242 4242.",
  },
};

/**
 * Shown on every page of a site running the built-in test checkout on purpose (PAYMENTS=test,
 * e.g. staging), so nobody mistakes it for the real shop. A labelled landmark, so screen
 * reader users can find it, and wrapping text, so it never widens a phone's page.
 */
export function TestModeBanner() {
  const { testModeBanner } = useSiteConfig();
  const t = useCopy(copy);
  if (!testModeBanner) return null;
  return (
    <aside aria-label={t.label} className="bg-amber-300 px-4 py-2 text-center text-sm text-black [overflow-wrap:anywhere]">
      <strong className="font-bold tracking-wide">{t.title}</strong> · {t.body}
    </aside>
  );
}
