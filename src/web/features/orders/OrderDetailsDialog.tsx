import { textsOf } from "@core/i18n/catalogue";
import { orderItemName } from "@core/money-lines";
import { pathOf } from "@core/contract";
import type { OrderDetails } from "@core/orders";
import { paymentsRoutes } from "@core/routes/payments";
import { ORDER_INBOX_STATUSES, type OrderInboxStatus } from "@core/orders-constants";
import { ClipboardList, UserPlus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { ClientLink } from "@web/components/ClientLink";
import { useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { formatDateTime } from "@web/lib/format-date";
import { useMoney } from "@web/lib/use-money";
import { Button } from "@web/ui/button";
import { DetailItem, DetailsDialog, EmailDetail, DetailsList, DetailsSection } from "@web/ui/details-dialog";
import { FormField } from "@web/ui/form-field";
import { NativeSelect, SelectOptions } from "@web/ui/native-select";
import { useLinkClient, useOrder, useSetOrderStatus } from "./api";
import { type OrdersTranslate, ordersCatalogue } from "./catalogue";
import { ConvertOrderToTask, CreateClientForOrder } from "./OrderForms";
import { useSaidAction } from "@web/lib/use-said-action";

/** One paid order: who, what, the note; status, Link client, Convert to task. */
export function OrderDetailsDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const t = useCatalogue(ordersCatalogue);
  const { locale } = useI18n();
  const { money } = useMoney();
  const order = useOrder(id);

  return (
    <DetailsDialog
      query={order}
      onClose={onClose}
      copy={textsOf(t, "details", ["title", "loading", "close"])}
      heading={(o) => ({ title: `${t("details.title")} ${o.ref}`, lead: `${t(`purposes.${o.purpose}`)} · ${formatDateTime(o.paidAt, locale)}` })}
    >
      {(o) => (
        <div className="grid gap-6 text-sm">
          <DetailsList>
            <DetailItem label={t("details.customer")}>{o.customerName || "—"}</DetailItem>
            <EmailDetail label={t("details.email")} email={o.customerEmail} />
            <DetailItem label={t("details.language")}>{t(`languages.${o.language}`)}</DetailItem>
            <DetailItem label={t("details.paid")}>{formatDateTime(o.paidAt, locale)}</DetailItem>
            <DetailItem label={t("details.amount")} strong>
              {money(o.total, o.currency)}
            </DetailItem>
            <DetailItem label={t("details.status")}>{t(`statuses.${o.status}`)}</DetailItem>
            <DetailItem label={t("details.client")}>{o.client ? <ClientLink client={o.client} /> : t("details.guest")}</DetailItem>
            <DetailItem label={t("details.task")}>
              {o.task ? (
                <Link className="underline underline-offset-4" to={`/dashboard/tasks?task=${o.task.id}`}>
                  {o.task.title}
                </Link>
              ) : (
                t("details.none")
              )}
            </DetailItem>
            <DetailItem label={t("details.invoice")} wide>
              {o.invoice && o.paymentId ? (
                <a className="underline underline-offset-4" href={pathOf(paymentsRoutes.invoicePdf, { id: o.paymentId })} download>
                  {t("details.invoiceLine", { number: o.invoice.number, company: o.invoice.companyName, eik: o.invoice.eik })}
                </a>
              ) : (
                t("details.none")
              )}
            </DetailItem>
          </DetailsList>
          <DetailsSection id="order-note" title={t("details.note")}>
            <p className="rounded-lg bg-muted p-3 break-words whitespace-pre-wrap">{o.notes || t("noNote")}</p>
          </DetailsSection>
          <DetailsSection id="order-items" title={t("details.items")}>
            <ul className="grid gap-1">
              {o.lines.map((l) => (
                <li key={`${l.kind}-${l.name}-${l.amount}`} className="flex justify-between gap-4">
                  <span>{l.quantity > 1 ? `${orderItemName(l, locale)} × ${l.quantity}` : orderItemName(l, locale)}</span>
                  <span className="whitespace-nowrap">{money(l.amount, o.currency)}</span>
                </li>
              ))}
            </ul>
          </DetailsSection>
          <Actions order={o} t={t} />
        </div>
      )}
    </DetailsDialog>
  );
}

function Actions({ order, t }: { order: OrderDetails; t: OrdersTranslate }) {
  const run = useSaidAction();
  const [open, setOpen] = useState<"client" | "task" | null>(null);
  const setStatus = useSetOrderStatus(order.id);
  const link = useLinkClient(order.id);
  const { canChangeStatus, canLinkClient, canConvertToTask } = order.abilities;
  if (!canChangeStatus && !canLinkClient && !canConvertToTask) return null;

  const changeStatus = (status: OrderInboxStatus) => run(setStatus.mutateAsync({ status }), (message) => t("status.failed", { message }));
  // An account has the order's email: linking needs nothing more; otherwise the form creates one.
  const linkClient = async () => {
    if (!order.matchedClient) return setOpen(open === "client" ? null : "client");
    await run(link.mutateAsync({}), (message) => t("link.failed", { message }));
  };

  return (
    <section className="grid gap-4 border-t pt-4">
      {canChangeStatus && (
        <FormField id="order-status" label={t("status.label")}>
          <NativeSelect id="order-status" value={order.status} disabled={setStatus.isPending} onChange={(e) => void changeStatus(e.target.value as OrderInboxStatus)}>
            <SelectOptions values={ORDER_INBOX_STATUSES} label={(s) => t(`statuses.${s}`)} />
          </NativeSelect>
        </FormField>
      )}
      {canLinkClient && order.matchedClient && <p className="text-muted-foreground">{t("link.matched", { name: order.matchedClient.name, email: order.matchedClient.email })}</p>}
      <div className="flex flex-wrap gap-2">
        {canLinkClient && (
          <Button variant="outline" aria-expanded={order.matchedClient ? undefined : open === "client"} onClick={linkClient} disabled={link.isPending}>
            <UserPlus aria-hidden="true" />
            {t("link.button")}
          </Button>
        )}
        {canConvertToTask && (
          <Button variant="outline" aria-expanded={open === "task"} aria-controls="order-task" onClick={() => setOpen(open === "task" ? null : "task")}>
            <ClipboardList aria-hidden="true" />
            {t("toTask.button")}
          </Button>
        )}
      </div>
      {open === "client" && canLinkClient && <CreateClientForOrder order={order} t={t} onDone={() => setOpen(null)} />}
      {open === "task" && canConvertToTask && <ConvertOrderToTask order={order} t={t} onDone={() => setOpen(null)} />}
    </section>
  );
}
