import type { auditContract } from "@core/audit";
import type { AddClientInput, ClientEditInput, ClientListQuery, clientsContract, DeductHoursInput } from "@core/clients";
import type { documentsContract } from "@core/documents";
import type { PaymentRequestCreateInput, paymentsContract } from "@core/payments";
import { auditRoutes } from "@core/routes/audit";
import { clientsRoutes } from "@core/routes/clients";
import { paymentsRoutes } from "@core/routes/payments";
import { documentsRoutes } from "@core/routes/documents";
import { tasksRoutes } from "@core/routes/tasks";
import type { tasksContract } from "@core/tasks";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { client } from "@web/lib/api";
import { useRefreshingMutation } from "@web/lib/mutation";
import { pagedList } from "@web/lib/list-query";
import { PRELOADED_FRESH_MS } from "@web/lib/query-client";
import { param, urlSchema } from "@web/ui/url-state";

export type { ClientDetails, ClientRow } from "@core/clients";

const clientsApi = client<typeof clientsContract>(clientsRoutes);
const paymentsApi = client<typeof paymentsContract>(paymentsRoutes);
const auditApi = client<typeof auditContract>(auditRoutes);
const tasksApi = client<typeof tasksContract>(tasksRoutes);
const documentsApi = client<typeof documentsContract>(documentsRoutes);

export const CLIENTS_QUERY_KEY = ["clients"] as const;

/** Manage Clients' URL: the search (and the cursor, which every list has). */
export const clientListUrl = urlSchema({ q: param.text() });

/** Manage Clients, one keyset page. */
const clientListPages = pagedList(CLIENTS_QUERY_KEY, (query: ClientListQuery, signal) => clientsApi.list({ query, signal }));
export const clientListQueryOptions = clientListPages.options;
export const useClientList = clientListPages.useList;

export const clientQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...CLIENTS_QUERY_KEY, "detail", id],
    queryFn: ({ signal }) => clientsApi.get({ params: { id }, signal }),
    retry: (count, err) => !(err && "status" in err && err.status === 404) && count < 2,
    staleTime: PRELOADED_FRESH_MS,
  });

export function useClient(id: string) {
  return useQuery(clientQueryOptions(id));
}

export function useClientLedger(id: string) {
  return useQuery({
    queryKey: [...CLIENTS_QUERY_KEY, "ledger", id],
    queryFn: ({ signal }) => clientsApi.ledger({ params: { id }, signal }),
  });
}

/** Everything about clients (lists, balances, ledgers, payments) refreshes after a change. */
const BOOKS = [CLIENTS_QUERY_KEY, ["payments"], ["audit"]];

export const useCreateClient = () => useRefreshingMutation((input: AddClientInput) => clientsApi.create({ body: input }), BOOKS);

export const useEditClient = (id: string) => useRefreshingMutation((input: ClientEditInput) => clientsApi.update({ params: { id }, body: input }), BOOKS);

/** A new invitation link for a client who has not set a password yet; the old link stops working. */
export const useResendInvite = (id: string) => useRefreshingMutation(() => clientsApi.resendInvite({ params: { id } }), BOOKS);

export const useClearUndeliverable = (id: string) => useRefreshingMutation(() => clientsApi.clearUndeliverable({ params: { id } }), BOOKS);

export const useDeductHours = (id: string) => useRefreshingMutation((input: DeductHoursInput) => clientsApi.deductHours({ params: { id }, body: input }), BOOKS);

/** A client's tasks, documents, payments and audit rows for the detail tabs (each route filtered by clientId). */
export function useClientTasks(clientId: string, enabled = true) {
  return useQuery({
    queryKey: ["tasks", "client", clientId],
    queryFn: ({ signal }) => tasksApi.list({ query: { clientId, limit: 100 }, signal }),
    enabled,
  });
}

export function useClientDocuments(clientId: string, enabled = true) {
  return useQuery({
    queryKey: ["documents", "client", clientId],
    queryFn: ({ signal }) => documentsApi.list({ query: { clientId, limit: 100 }, signal }),
    enabled,
  });
}

export function useClientPayments(clientId: string, enabled = true) {
  return useQuery({
    queryKey: ["payments", "client", clientId],
    queryFn: ({ signal }) => paymentsApi.list({ query: { clientId, limit: 100 }, signal }),
    enabled,
  });
}

export function usePaymentRequests(clientId: string) {
  return useQuery({
    queryKey: ["payments", "requests", clientId],
    queryFn: ({ signal }) => paymentsApi.listRequests({ params: { id: clientId }, signal }),
  });
}

export const useRequestPayment = (clientId: string) =>
  useRefreshingMutation((input: PaymentRequestCreateInput) => paymentsApi.createRequest({ params: { id: clientId }, body: input }), BOOKS);

export const useCancelPaymentRequest = () => useRefreshingMutation((id: string) => paymentsApi.cancelRequest({ params: { id } }), BOOKS);

export function useClientAudit(clientId: string) {
  return useQuery({
    queryKey: ["audit", "client", clientId],
    queryFn: ({ signal }) => auditApi.list({ query: { clientId, limit: 100 }, signal }),
  });
}
