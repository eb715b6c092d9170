import { priceList } from "@core/catalogue";
import { formatMoney } from "@core/money";
import { INTL_LOCALE, useI18n } from "@web/i18n/I18nProvider";
import { useSiteConfig } from "./site-config";

/** The catalogue in the site currency, with a formatter for the current language. */
export function usePrices() {
  const { currency, isLoading } = useSiteConfig();
  const { locale } = useI18n();
  return {
    currency,
    isLoading,
    prices: priceList(currency),
    format: (minor: number) => formatMoney(minor, currency, INTL_LOCALE[locale]),
  };
}
