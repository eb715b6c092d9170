import type { ReactNode } from "react";
import { lineText, orderItemName } from "@core/money-lines";
import { textsOf } from "@core/i18n/catalogue";
import { PAYMENT_MESSAGES, paymentShortId } from "@core/payments-constants";
import { Download, LoaderCircle, Mail } from "lucide-react";
import { toast } from "@web/ui/toast";
import { useI18n } from "@web/i18n/I18nProvider";
import { useMessagesNow, useTranslate } from "@web/i18n/use-translate";
import { formatDate } from "@web/lib/format-date";
import { useMoney } from "@web/lib/use-money";
import { useSiteConfig } from "@web/lib/site-config";
import { Button } from "@web/ui/button";
import { DetailItem, DetailsDialog, DetailsSection } from "@web/ui/details-dialog";
import { DialogClose, DialogFooter } from "@web/ui/dialog";
import { creditNotePdfUrl, invoicePdfUrl, receiptPdfUrl, usePayment, useRefunds, useResendReceipt } from "./api";
import { InvoiceDialog } from "./InvoiceDialog";
import { RefundDialog } from "./RefundDialog";
import type { PaymentsTranslate } from "./catalogue";
import { uiCatalogue } from "@web/ui/catalogue";
import { useCatalogue } from "@web/i18n/use-catalogue";

type Props = { id: string; onClose: () => void; t: PaymentsTranslate };

/** View: order lines, provider id, ledger effects; resend the receipt when the payment's abilities allow (the operator). */
export function PaymentDetailsDialog({ id, onClose, t }: Props) {
  const { locale } = useI18n();
  const ui = useCatalogue(uiCatalogue);
  const translate = useTranslate();
  const { money, hours } = useMoney();
  const payment = usePayment(id);
  // A refund due is said by its message (PAYMENT_MESSAGES.refundDue): the messages' English first.
  useMessagesNow(payment.data?.status === "refund_due");
  const { invoicesOffered } = useSiteConfig();
  const resend = useResendReceipt();
  const refunds = useRefunds(id);
  const refundable = refunds.data?.refundable;

  const onResend = async () => {
    try {
      await resend.mutateAsync(id);
      toast.success(t("details.sent"));
    } catch (err) {
      toast.error(err instanceof Error ? err.message : String(err));
    }
  };

  return (
    <DetailsDialog
      query={payment}
      onClose={onClose}
      copy={textsOf(t, "details", ["title", "loading", "close"])}
      heading={() => ({ title: t("details.title"), lead: `${t("columns.id")}: ${paymentShortId(id)}` })}
      width="xl"
    >
      {(p) => (
        <>
          <div className="grid gap-4 text-sm">
            {p.status === "refund_due" && (
              <p role="alert" className="rounded-md border border-amber-500/50 bg-amber-500/10 p-3">
                {translate(PAYMENT_MESSAGES.refundDue)}
              </p>
            )}
            <dl className="grid grid-cols-2 gap-3">
              <DetailItem label={t("columns.service")}>{lineText(p.description, p.lines, locale)}</DetailItem>
              <DetailItem label={t("columns.type")}>{ui(`payment.types.${p.type}`)}</DetailItem>
              <DetailItem label={t("columns.amount")}>{money(p.amount, p.currency)}</DetailItem>
              <DetailItem label={t("columns.date")}>{formatDate(p.createdAt, locale)}</DetailItem>
              <DetailItem label={t("columns.status")}>{ui(`payment.statuses.${p.status}`)}</DetailItem>
              {p.refundedAmount > 0 && <DetailItem label={t("details.refunded")}>{money(p.refundedAmount, p.currency)}</DetailItem>}
              <DetailItem label={t("details.provider")}>
                <span className="font-mono text-xs break-all">{p.providerPaymentId ?? t("details.none")}</span>
              </DetailItem>
              {p.receiptNumber && <DetailItem label={t("details.receiptNumber")}>{p.receiptNumber}</DetailItem>}
              {p.invoice && <DetailItem label={t("details.invoiceNumber")}>{p.invoice.number}</DetailItem>}
              {p.order?.status && <DetailItem label={t("details.orderStatus")}>{t(`details.orderStatuses.${p.order.status}`)}</DetailItem>}
            </dl>
            {p.order?.notes && (
              <DetailsSection id="payment-note" title={t("details.note")}>
                <p className="rounded-lg bg-muted p-3 break-words whitespace-pre-wrap">{p.order.notes}</p>
              </DetailsSection>
            )}
            {p.order && (
              <DetailsSection id="payment-lines" title={t("details.lines")}>
                <ul className="grid gap-1">
                  {p.order.lines.map((line, i) => (
                    <li key={i} className="flex justify-between gap-4">
                      <span>{`${line.quantity} × ${orderItemName(line, locale)}`}</span>
                      <span className="tabular-nums">{money(line.amount, p.currency)}</span>
                    </li>
                  ))}
                  {p.order.tip > 0 && (
                    <li className="flex justify-between gap-4">
                      <span>{t("details.tip")}</span>
                      <span className="tabular-nums">{money(p.order.tip, p.currency)}</span>
                    </li>
                  )}
                  <li className="flex justify-between gap-4 border-t pt-1 font-semibold">
                    <span>{t("details.total")}</span>
                    <span className="tabular-nums">{money(p.order.total, p.currency)}</span>
                  </li>
                </ul>
              </DetailsSection>
            )}
            <DetailsSection id="payment-ledger" title={t("details.ledger")} none={p.ledger.length === 0 && t("details.noLedger")}>
              <ul className="grid gap-1">
                {p.ledger.map((l) => (
                  <li key={l.id} className="flex justify-between gap-4">
                    <span>{lineText(l.description, l.line, locale)}</span>
                    <span className="tabular-nums">{`${l.hours > 0 ? "+" : "−"}${hours(Math.abs(l.hours))}`}</span>
                  </li>
                ))}
              </ul>
            </DetailsSection>
            {(refunds.data?.items.length ?? 0) > 0 && (
              <DetailsSection id="payment-refunds" title={t("details.refunds")}>
                <ul className="grid gap-2">
                  {refunds.data?.items.map((r) => (
                    <li key={r.id} className="grid gap-1">
                      <div className="flex justify-between gap-4">
                        <span>{`${formatDate(r.createdAt, locale)} · ${t(`details.refundStatuses.${r.status}`)} · ${r.reason}`}</span>
                        <span className="tabular-nums">{`−${money(r.amount, r.currency)}`}</span>
                      </div>
                      {r.creditNote && (
                        <a className="text-sm underline" href={creditNotePdfUrl(r.id)} download>
                          {t("details.creditNote", { number: r.creditNote.number })}
                        </a>
                      )}
                    </li>
                  ))}
                </ul>
              </DetailsSection>
            )}
          </div>
          <DialogFooter className="flex-wrap">
            {p.receiptNumber && <DownloadButton href={receiptPdfUrl(id)}>{t("details.downloadReceipt")}</DownloadButton>}
            {p.invoice ? (
              <DownloadButton href={invoicePdfUrl(id)}>{t("details.downloadInvoice")}</DownloadButton>
            ) : (
              // No invoice for money given back (the server refuses it too).
              p.receiptNumber && invoicesOffered && p.refundedAmount === 0 && p.status !== "refund_due" && <InvoiceDialog paymentId={id} t={t} />
            )}
            {refundable && refundable.left > 0 && <RefundDialog paymentId={id} refundable={refundable} t={t} />}
            {p.abilities.canResendReceipt && (
              <Button variant="outline" onClick={onResend} disabled={resend.isPending}>
                {resend.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Mail aria-hidden="true" />}
                {t("details.resend")}
              </Button>
            )}
            <DialogClose asChild>
              <Button>{t("details.close")}</Button>
            </DialogClose>
          </DialogFooter>
        </>
      )}
    </DetailsDialog>
  );
}

/** A PDF of the payment (its receipt, its invoice), downloaded. */
function DownloadButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button variant="outline" asChild>
      <a href={href} download>
        <Download aria-hidden="true" />
        {children}
      </a>
    </Button>
  );
}
