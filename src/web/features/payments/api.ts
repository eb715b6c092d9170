import { pathOf } from "@core/contract";
import type { InvoiceRequest } from "@core/invoices";
import type { PaymentListQuery, paymentsContract, RecordPaymentInput } from "@core/payments";
import { PAYMENT_TYPES } from "@core/payments-constants";
import { paymentsRoutes } from "@core/routes/payments";
import type { RefundRequest, refundsContract } from "@core/refunds";
import { refundsRoutes } from "@core/routes/refunds";
import { useMutation } from "@tanstack/react-query";
import { client } from "@web/lib/api";
import { useRefreshingMutation } from "@web/lib/mutation";
import { pagedList, useDetail } from "@web/lib/list-query";
import { param, urlSchema, type UrlValues } from "@web/ui/url-state";

const paymentsApi = client<typeof paymentsContract>(paymentsRoutes);
const refundsApi = client<typeof refundsContract>(refundsRoutes);

export const PAYMENTS_QUERY_KEY = ["payments"] as const;

/** The payments' URL: the admin's filters (plus the cursor, and `payment`, the open one). */
export const paymentListUrl = urlSchema({
  from: param.day(),
  to: param.day(),
  type: param.oneOf(PAYMENT_TYPES),
  clientId: param.text(),
  /** The admin's view: the payments, or the open payment requests. */
  view: param.oneOf(["payments", "open"], "payments"),
});
export type PaymentFilter = Partial<UrlValues<typeof paymentListUrl>>;

/** The list request for this role: the filters are the admin's. */
export const paymentListQuery = ({ view: _view, ...url }: PaymentListQuery & { view?: string }, admin: boolean): PaymentListQuery => (admin ? url : { cursor: url.cursor });

/** The admin's filtered books, or the member's own history with open requests. */
const paymentListPages = pagedList(PAYMENTS_QUERY_KEY, (query: PaymentListQuery, signal) => paymentsApi.list({ query, signal }));
export const paymentListQueryOptions = paymentListPages.options;
export const usePaymentList = paymentListPages.useList;

export const usePayment = (id: string | null) => useDetail(PAYMENTS_QUERY_KEY, id, (itemId, signal) => paymentsApi.get({ params: { id: itemId }, signal }));

/** The CSV of the same filters (a plain link: the browser streams the download). */
export const exportUrl = (query: PaymentListQuery, separator?: "semicolon") =>
  pathOf(paymentsRoutes.exportCsv, undefined, { ...query, cursor: undefined, limit: undefined, view: undefined, separator });

export const useRecordPayment = () => useRefreshingMutation((input: RecordPaymentInput) => paymentsApi.record({ body: input }), [PAYMENTS_QUERY_KEY, ["clients"], ["audit"]]);

/** The payment's receipt and invoice as files: plain links, the browser downloads them with the session cookie. */
export const receiptPdfUrl = (id: string) => pathOf(paymentsRoutes.receiptPdf, { id });
export const invoicePdfUrl = (id: string) => pathOf(paymentsRoutes.invoicePdf, { id });

export const useRequestInvoice = (id: string) => useRefreshingMutation((body: InvoiceRequest) => paymentsApi.requestInvoice({ params: { id }, body }), [PAYMENTS_QUERY_KEY]);

export function useResendReceipt() {
  return useMutation({
    mutationFn: (id: string) => paymentsApi.resendReceipt({ params: { id } }),
  });
}

/** The provider's page for an open request. */
export function payRequest(id: string) {
  return paymentsApi.payRequest({ params: { id } });
}

/** A payment's refunds (and, for the operator, what is left to refund). Kept under the payments' key: a refund refreshes both. */
export const useRefunds = (paymentId: string) => useDetail([...PAYMENTS_QUERY_KEY, "refunds"], paymentId, (id, signal) => refundsApi.list({ params: { id }, signal }));

export const useRefund = (paymentId: string) => useRefreshingMutation((body: RefundRequest) => refundsApi.create({ params: { id: paymentId }, body }), [PAYMENTS_QUERY_KEY, ["hours"], ["clients"], ["audit"]]);

export const creditNotePdfUrl = (refundId: string) => pathOf(refundsRoutes.creditNotePdf, { id: refundId });
