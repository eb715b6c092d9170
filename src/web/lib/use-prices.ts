import { formatMoney, SITE_CURRENCY } from "@core/money";
import { INTL_LOCALE, useI18n } from "@web/i18n/I18nProvider";
import { useSiteConfig } from "./site-config";

/** The price list in force (the server's, sent in the page), in euro, with a formatter for the current language. */
export function usePrices() {
  const { prices, isLoading } = useSiteConfig();
  const { locale } = useI18n();
  return {
    currency: SITE_CURRENCY,
    isLoading,
    prices,
    format: (minor: number) => formatMoney(minor, SITE_CURRENCY, INTL_LOCALE[locale]),
  };
}
