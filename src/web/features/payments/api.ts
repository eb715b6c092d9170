import {
  type PaymentListQuery,
  paymentDetailsSchema,
  paymentListPageSchema,
  paymentRecordedSchema,
  paymentRequestCheckoutSchema,
  type RecordPaymentInput,
} from "@core/payments";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "@web/lib/api";
import { PRELOADED_FRESH_MS } from "@web/lib/query-client";

export const PAYMENTS_QUERY_KEY = ["payments"] as const;

export function withQuery(path: string, query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (typeof value === "string" ? value !== "" : typeof value === "number") params.set(key, String(value));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** GET /api/payments: the admin's filtered books, or the member's own history with open requests. */
export const paymentListQueryOptions = (query: PaymentListQuery) =>
  queryOptions({
    queryKey: [...PAYMENTS_QUERY_KEY, "list", query],
    queryFn: ({ signal }) => api.get(withQuery("/api/payments", query), { signal, schema: paymentListPageSchema }),
    staleTime: PRELOADED_FRESH_MS,
  });

export function usePaymentList(query: PaymentListQuery) {
  return useQuery({ ...paymentListQueryOptions(query), placeholderData: keepPreviousData });
}

export function usePayment(id: string | null) {
  return useQuery({
    queryKey: [...PAYMENTS_QUERY_KEY, "detail", id],
    queryFn: ({ signal }) => api.get(`/api/payments/${encodeURIComponent(id ?? "")}`, { signal, schema: paymentDetailsSchema }),
    enabled: id !== null,
  });
}

/** The CSV of the same filters (a plain link: the browser streams the download). */
export const exportUrl = (query: PaymentListQuery) => withQuery("/api/payments/export.csv", { ...query, cursor: undefined, limit: undefined });

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecordPaymentInput) => api.post("/api/payments", input, { schema: paymentRecordedSchema }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PAYMENTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ["clients"] }),
        queryClient.invalidateQueries({ queryKey: ["audit"] }),
      ]),
  });
}

export function useResendReceipt() {
  return useMutation({
    mutationFn: (id: string) => api.post(`/api/payments/${encodeURIComponent(id)}/resend-receipt`, {}, { schema: z.object({ message: z.string() }) }),
  });
}

/** POST /api/payment-requests/:id/checkout: the provider's page for an open request. */
export function payRequest(id: string) {
  return api.post(`/api/payment-requests/${encodeURIComponent(id)}/checkout`, {}, { schema: paymentRequestCheckoutSchema });
}
