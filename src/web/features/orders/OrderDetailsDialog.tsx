import { pathOf } from "@core/contract";
import type { OrderDetails } from "@core/orders";
import { paymentsRoutes } from "@core/routes/payments";
import { ORDER_INBOX_STATUSES, type OrderInboxStatus } from "@core/orders-constants";
import { ClipboardList, UserPlus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { ClientLink } from "@web/components/ClientLink";
import { useCopy, useI18n } from "@web/i18n/I18nProvider";
import { formatDateTime } from "@web/lib/date-time";
import { useMoney } from "@web/lib/use-money";
import { Button } from "@web/ui/button";
import { DetailItem, DetailsDialog, DetailsSection } from "@web/ui/details-dialog";
import { DialogDescription, DialogHeader, DialogTitle } from "@web/ui/dialog";
import { FormField } from "@web/ui/form-field";
import { NativeSelect, SelectOptions } from "@web/ui/native-select";
import { toast } from "@web/ui/toast";
import { useLinkClient, useOrder, useSetOrderStatus } from "./api";
import { type OrdersCopy, ordersCopy } from "./copy";
import { ConvertOrderToTask, CreateClientForOrder, errorText } from "./OrderForms";

/** One paid order: who, what, the note; status, Link client, Convert to task. */
export function OrderDetailsDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const copy = useCopy(ordersCopy);
  const { locale } = useI18n();
  const { money } = useMoney();
  const order = useOrder(id);
  const d = copy.details;

  return (
    <DetailsDialog query={order} onClose={onClose} copy={d}>
      {(o) => (
        <>
          <DialogHeader>
            <DialogTitle>{`${d.title} ${o.ref}`}</DialogTitle>
            <DialogDescription>{`${copy.purposes[o.purpose]} · ${formatDateTime(o.paidAt, locale)}`}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-6 text-sm">
            <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <DetailItem label={d.customer}>{o.customerName || "—"}</DetailItem>
              <DetailItem label={d.email}>
                {o.customerEmail ? (
                  <a className="break-all underline-offset-4 hover:underline" href={`mailto:${o.customerEmail}`}>
                    {o.customerEmail}
                  </a>
                ) : (
                  "—"
                )}
              </DetailItem>
              <DetailItem label={d.language}>{copy.languages[o.language]}</DetailItem>
              <DetailItem label={d.paid}>{formatDateTime(o.paidAt, locale)}</DetailItem>
              <DetailItem label={d.amount} strong>
                {money(o.total, o.currency)}
              </DetailItem>
              <DetailItem label={d.status}>{copy.statuses[o.status]}</DetailItem>
              <DetailItem label={d.client}>{o.client ? <ClientLink client={o.client} /> : d.guest}</DetailItem>
              <DetailItem label={d.task}>
                {o.task ? (
                  <Link className="underline underline-offset-4" to={`/dashboard/tasks?task=${o.task.id}`}>
                    {o.task.title}
                  </Link>
                ) : (
                  d.none
                )}
              </DetailItem>
              <DetailItem label={d.invoice} wide>
                {o.invoice && o.paymentId ? (
                  <a className="underline underline-offset-4" href={pathOf(paymentsRoutes.invoicePdf, { id: o.paymentId })} download>
                    {d.invoiceLine(o.invoice.number, o.invoice.companyName, o.invoice.eik)}
                  </a>
                ) : (
                  d.none
                )}
              </DetailItem>
            </dl>
            <DetailsSection id="order-note" title={d.note}>
              <p className="rounded-lg bg-muted p-3 break-words whitespace-pre-wrap">{o.notes || copy.noNote}</p>
            </DetailsSection>
            <DetailsSection id="order-items" title={d.items}>
              <ul className="grid gap-1">
                {o.lines.map((l) => (
                  <li key={`${l.kind}-${l.name}-${l.amount}`} className="flex justify-between gap-4">
                    <span>{l.quantity > 1 ? `${l.name} × ${l.quantity}` : l.name}</span>
                    <span className="whitespace-nowrap">{money(l.amount, o.currency)}</span>
                  </li>
                ))}
              </ul>
            </DetailsSection>
            <Actions order={o} copy={copy} />
          </div>
        </>
      )}
    </DetailsDialog>
  );
}

function Actions({ order, copy }: { order: OrderDetails; copy: OrdersCopy }) {
  const [open, setOpen] = useState<"client" | "task" | null>(null);
  const setStatus = useSetOrderStatus(order.id);
  const link = useLinkClient(order.id);
  const { canChangeStatus, canLinkClient, canConvertToTask } = order.abilities;
  if (!canChangeStatus && !canLinkClient && !canConvertToTask) return null;

  const changeStatus = async (status: OrderInboxStatus) => {
    try {
      toast.success((await setStatus.mutateAsync({ status })).message);
    } catch (err) {
      toast.error(copy.status.failed(errorText(err)));
    }
  };
  // An account has the order's email: linking needs nothing more; otherwise the form creates one.
  const linkClient = async () => {
    if (!order.matchedClient) return setOpen(open === "client" ? null : "client");
    try {
      toast.success((await link.mutateAsync({})).message);
    } catch (err) {
      toast.error(copy.link.failed(errorText(err)));
    }
  };

  return (
    <section className="grid gap-4 border-t pt-4">
      {canChangeStatus && (
        <FormField id="order-status" label={copy.status.label}>
          <NativeSelect id="order-status" value={order.status} disabled={setStatus.isPending} onChange={(e) => void changeStatus(e.target.value as OrderInboxStatus)}>
            <SelectOptions values={ORDER_INBOX_STATUSES} label={(s) => copy.statuses[s]} />
          </NativeSelect>
        </FormField>
      )}
      {canLinkClient && order.matchedClient && <p className="text-muted-foreground">{copy.link.matched(order.matchedClient.name, order.matchedClient.email)}</p>}
      <div className="flex flex-wrap gap-2">
        {canLinkClient && (
          <Button variant="outline" aria-expanded={order.matchedClient ? undefined : open === "client"} onClick={linkClient} disabled={link.isPending}>
            <UserPlus aria-hidden="true" />
            {copy.link.button}
          </Button>
        )}
        {canConvertToTask && (
          <Button variant="outline" aria-expanded={open === "task"} aria-controls="order-task" onClick={() => setOpen(open === "task" ? null : "task")}>
            <ClipboardList aria-hidden="true" />
            {copy.toTask.button}
          </Button>
        )}
      </div>
      {open === "client" && canLinkClient && <CreateClientForOrder order={order} copy={copy} onDone={() => setOpen(null)} />}
      {open === "task" && canConvertToTask && <ConvertOrderToTask order={order} copy={copy} onDone={() => setOpen(null)} />}
    </section>
  );
}
