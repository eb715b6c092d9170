import type { Currency } from "@core/money";
import { orderItemName } from "@core/money-lines";
import { formatMoney } from "@core/money";
import { HeaderRow } from "@web/ui/header-row";
import { INTL_LOCALE, useI18n } from "@web/i18n/I18nProvider";
import type { OrderLine } from "@web/lib/payments";
import type { CheckoutTranslate } from "./catalogue";

/** A paid order's lines as the server priced them, with its total. */
export function OrderLines({ items, total, currency, t }: { items: OrderLine[]; total: number; currency: Currency; t: CheckoutTranslate }) {
  const { locale } = useI18n();
  const format = (minor: number) => formatMoney(minor, currency, INTL_LOCALE[locale]);
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t("success.order")}</caption>
      <thead>
        <HeaderRow
          className="border-b text-left text-muted-foreground"
          cell="py-2"
          columns={[{ label: t("success.item") }, { label: t("success.qty"), right: true }, { label: t("success.amount"), right: true }]}
        />
      </thead>
      <tbody>
        {items.map((line, i) => (
          <tr key={i} className="border-b last:border-0">
            {/* A bill's line is its description, an appointment's its service and Sofia time: the catalogue names only the storefront's lines. */}
            <td className="py-2.5 pr-3">{orderItemName(line, locale)}</td>
            <td className="py-2.5 text-right tabular-nums">{line.quantity}</td>
            <td className="py-2.5 pl-3 text-right tabular-nums">{format(line.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t font-semibold">
          <th scope="row" colSpan={2} className="pt-3 text-left">
            {t("success.total")}
          </th>
          <td className="pt-3 text-right tabular-nums" data-testid="order-total">
            {format(total)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
