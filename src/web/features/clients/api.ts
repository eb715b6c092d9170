import {
  type AddClientInput,
  type ClientEditInput,
  type ClientListQuery,
  clientDetailsSchema,
  clientListPageSchema,
  clientSavedSchema,
  type DeductHoursInput,
  deductHoursResultSchema,
  ledgerPageSchema,
} from "@core/clients";
import { auditPageSchema } from "@core/audit";
import { documentListPageSchema } from "@core/documents";
import {
  type PaymentRequestCreateInput,
  paymentListPageSchema,
  paymentRequestListSchema,
  paymentRequestSchema,
} from "@core/payments";
import { taskListPageSchema } from "@core/tasks";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiRequest } from "@web/lib/api";
import { PRELOADED_FRESH_MS } from "@web/lib/query-client";

export type { ClientDetails, ClientRow } from "@core/clients";

export const CLIENTS_QUERY_KEY = ["clients"] as const;

export function withQuery(path: string, query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (typeof value === "string" ? value !== "" : typeof value === "number") params.set(key, String(value));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** GET /api/clients: Manage Clients, one keyset page. */
export const clientListQueryOptions = (query: ClientListQuery) =>
  queryOptions({
    queryKey: [...CLIENTS_QUERY_KEY, "list", query],
    queryFn: ({ signal }) => api.get(withQuery("/api/clients", query), { signal, schema: clientListPageSchema }),
    staleTime: PRELOADED_FRESH_MS,
  });

export function useClientList(query: ClientListQuery) {
  return useQuery({ ...clientListQueryOptions(query), placeholderData: keepPreviousData });
}

export const clientQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...CLIENTS_QUERY_KEY, "detail", id],
    queryFn: ({ signal }) => api.get(`/api/clients/${encodeURIComponent(id)}`, { signal, schema: clientDetailsSchema }),
    retry: (count, err) => !(err && "status" in err && err.status === 404) && count < 2,
    staleTime: PRELOADED_FRESH_MS,
  });

export function useClient(id: string) {
  return useQuery(clientQueryOptions(id));
}

export function useClientLedger(id: string) {
  return useQuery({
    queryKey: [...CLIENTS_QUERY_KEY, "ledger", id],
    queryFn: ({ signal }) => api.get(`/api/clients/${encodeURIComponent(id)}/ledger`, { signal, schema: ledgerPageSchema }),
  });
}

/** Everything about clients (lists, balances, ledgers, payments) refreshes after a change. */
function useInvalidateBooks() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: CLIENTS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: ["payments"] }),
      queryClient.invalidateQueries({ queryKey: ["audit"] }),
    ]);
}

export function useCreateClient() {
  const invalidate = useInvalidateBooks();
  return useMutation({
    mutationFn: (input: AddClientInput) => api.post("/api/clients", input, { schema: clientSavedSchema }),
    onSuccess: invalidate,
  });
}

export function useEditClient(id: string) {
  const invalidate = useInvalidateBooks();
  return useMutation({
    mutationFn: (input: ClientEditInput) =>
      apiRequest(`/api/clients/${encodeURIComponent(id)}`, { method: "PATCH", body: input, schema: clientSavedSchema }),
    onSuccess: invalidate,
  });
}

export function useDeductHours(id: string) {
  const invalidate = useInvalidateBooks();
  return useMutation({
    mutationFn: (input: DeductHoursInput) => api.post(`/api/clients/${encodeURIComponent(id)}/deduct-hours`, input, { schema: deductHoursResultSchema }),
    onSuccess: invalidate,
  });
}

/** A client's tasks, documents, payments and audit rows for the detail tabs (each route filtered by clientId). */
export function useClientTasks(clientId: string, enabled = true) {
  return useQuery({
    queryKey: ["tasks", "client", clientId],
    queryFn: ({ signal }) => api.get(withQuery("/api/tasks", { clientId, limit: 100 }), { signal, schema: taskListPageSchema }),
    enabled,
  });
}

export function useClientDocuments(clientId: string, enabled = true) {
  return useQuery({
    queryKey: ["documents", "client", clientId],
    queryFn: ({ signal }) => api.get(withQuery("/api/documents", { clientId, limit: 100 }), { signal, schema: documentListPageSchema }),
    enabled,
  });
}

export function useClientPayments(clientId: string, enabled = true) {
  return useQuery({
    queryKey: ["payments", "client", clientId],
    queryFn: ({ signal }) => api.get(withQuery("/api/payments", { clientId, limit: 100 }), { signal, schema: paymentListPageSchema }),
    enabled,
  });
}

export function usePaymentRequests(clientId: string) {
  return useQuery({
    queryKey: ["payments", "requests", clientId],
    queryFn: ({ signal }) => api.get(`/api/clients/${encodeURIComponent(clientId)}/payment-requests`, { signal, schema: paymentRequestListSchema }),
  });
}

export function useRequestPayment(clientId: string) {
  const invalidate = useInvalidateBooks();
  return useMutation({
    mutationFn: (input: PaymentRequestCreateInput) =>
      api.post(`/api/clients/${encodeURIComponent(clientId)}/payment-requests`, input, { schema: paymentRequestSchema }),
    onSuccess: invalidate,
  });
}

export function useCancelPaymentRequest() {
  const invalidate = useInvalidateBooks();
  return useMutation({
    mutationFn: (id: string) => api.post(`/api/payment-requests/${encodeURIComponent(id)}/cancel`, {}, { schema: paymentRequestSchema }),
    onSuccess: invalidate,
  });
}

export function useClientAudit(clientId: string) {
  return useQuery({
    queryKey: ["audit", "client", clientId],
    queryFn: ({ signal }) => api.get(withQuery("/api/audit", { clientId, limit: 100 }), { signal, schema: auditPageSchema }),
  });
}
