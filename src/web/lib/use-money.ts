import { formatHours } from "@core/hours-rule";
import { BGN_PER_EUR, CURRENCIES, type Currency, formatDecimal, formatMoney, SITE_CURRENCY } from "@core/money";
import { INTL_LOCALE, useI18n } from "@web/i18n/I18nProvider";

/** Amounts in minor units, formatted for the UI language with 2 decimals. */
export function useMoney() {
  const { locale } = useI18n();
  const intl = INTL_LOCALE[locale];
  return {
    money: (minor: number, currency: string) => formatMoney(minor, (CURRENCIES.includes(currency as Currency) ? currency : SITE_CURRENCY) as Currency, intl),
    hours: (n: number) => formatHours(n, locale),
    /**
     * The values of an "incl. {amount} converted at {rate}" note under a euro total that counts
     * BGN records (docs/decisions/0033-euro.md); null when it counts none.
     */
    bgnIncluded: (stotinki: number | undefined) =>
      stotinki ? { amount: formatMoney(stotinki, "BGN", intl), rate: formatDecimal(BGN_PER_EUR, intl, 5) } : null,
  };
}
