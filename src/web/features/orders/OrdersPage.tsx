import type { OrderRow } from "@core/orders";
import { orderItemsSummary } from "@core/money-lines";
import { ORDER_FILTERS } from "@core/orders-constants";
import { Eye } from "lucide-react";
import { DashboardScreen } from "@web/components/DashboardScreen";
import { InboxList } from "@web/components/InboxList";
import { PersonCell } from "@web/components/PersonCell";
import { useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { formatDateTime } from "@web/lib/format-date";
import { useMoney } from "@web/lib/use-money";
import { Badge } from "@web/ui/badge";
import { Button } from "@web/ui/button";
import type { Column } from "@web/ui/data-table";
import { DeferredView, deferred } from "@web/ui/deferred";
import { useUrlState } from "@web/ui/url-state";
import { ordersUrl, useOrders } from "./api";
import { type OrdersTranslate, ordersCatalogue } from "./catalogue";

export const ORDER_STATUS_VARIANT = { new: "default", in_progress: "accent", done: "secondary" } as const;

/**
 * An order's dialog, with its forms and their validation (react-hook-form, zod and the schemas of
 * clients, tasks and invoices): its code and start-up held a phone's main thread for most of a
 * second before the list could be used. Fetched when an order is opened (a link to it included),
 * or as the pointer or the focus reaches its Open button; not when the page is idle: on a phone
 * that start-up would still be a long task during load.
 */
const orderDetailsDialog = deferred(() => import("./OrderDetailsDialog"));

/** /dashboard/orders: every paid storefront order, its note and what has been done about it. */
export function OrdersPage() {
  const t = useCatalogue(ordersCatalogue);
  const url = useUrlState(ordersUrl, "id");
  const list = useOrders(url.values);
  const columns = useOrderColumns(t, url.open);

  return (
    <DashboardScreen title={t("title")} description={t("lead")}>
      <InboxList name="orders" t={t} filters={ORDER_FILTERS} url={url} list={list} counts={list.data?.counts} columns={columns} />
      <DeferredView module={orderDetailsDialog} wanted={url.openId}>
        {(m) => (url.openId ? <m.OrderDetailsDialog id={url.openId} onClose={url.close} /> : null)}
      </DeferredView>
    </DashboardScreen>
  );
}

function useOrderColumns(t: OrdersTranslate, onOpen: (id: string) => void): Column<OrderRow>[] {
  const { locale } = useI18n();
  const { money } = useMoney();
  return [
    { header: t("columns.customer"), card: "title", cell: (r) => <PersonCell name={r.customerName ?? ""} email={r.customerEmail ?? ""} /> },
    {
      header: t("columns.order"),
      cell: (r) => (
        <span className="grid gap-0.5">
          <span className="font-mono text-xs">{r.ref}</span>
          <span className="text-sm">{orderItemsSummary(r.items, locale)}</span>
        </span>
      ),
    },
    { header: t("columns.note"), cell: (r) => <span className="text-sm text-muted-foreground">{r.notes || t("noNote")}</span>, className: "max-w-56 break-words", card: "line" },
    { header: t("columns.amount"), cell: (r) => money(r.total, r.currency), className: "whitespace-nowrap" },
    { header: t("columns.paid"), cell: (r) => formatDateTime(r.paidAt, locale), className: "whitespace-nowrap" },
    { header: t("columns.status"), cell: (r) => <Badge variant={ORDER_STATUS_VARIANT[r.status]}>{t(`statuses.${r.status}`)}</Badge>, card: "aside" },
    {
      header: t("columns.actions"),
      card: "footer",
      cell: (r) => (
        <Button variant="outline" size="sm" onClick={() => onOpen(r.id)} onPointerEnter={orderDetailsDialog.prefetch} onFocus={orderDetailsDialog.prefetch} aria-label={t("openLabel", { ref: r.ref })}>
          <Eye aria-hidden="true" />
          {t("open")}
        </Button>
      ),
    },
  ];
}
