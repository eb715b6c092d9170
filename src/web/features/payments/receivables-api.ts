import type { paymentsContract } from "@core/payments";
import { paymentsRoutes } from "@core/routes/payments";
import type { receivablesContract } from "@core/receivables";
import { receivablesRoutes } from "@core/routes/receivables";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { client } from "@web/lib/api";

const receivablesApi = client<typeof receivablesContract>(receivablesRoutes);

export const OPEN_REQUESTS_QUERY_KEY = ["payments", "open-requests"] as const;

/** The operator's open payment requests and their totals per currency. */
export const useOpenRequests = () => useQuery({ queryKey: OPEN_REQUESTS_QUERY_KEY, queryFn: ({ signal }) => receivablesApi.openRequests({ signal }) });

/** Email the client a reminder now; the list (reminders sent) and the audit follow. */
export function useRemindRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => receivablesApi.remind({ params: { id } }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: OPEN_REQUESTS_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: ["audit"] })]),
  });
}

/** What a pay link's page shows (no sign-in). */
export const payLinkQuery = (token: string) => ({
  queryKey: ["pay-link", token],
  queryFn: ({ signal }: { signal: AbortSignal }) => receivablesApi.payLink({ params: { token }, signal }),
  retry: false,
  gcTime: 0,
});

export const openPayLinkCheckout = (token: string) => receivablesApi.payLinkCheckout({ params: { token } });

const paymentsApi = client<typeof paymentsContract>(paymentsRoutes);

/** Cancel an open request (its checkouts close at the provider); every payments list follows. */
export function useCancelOpenRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => paymentsApi.cancelRequest({ params: { id } }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ["payments"] }), queryClient.invalidateQueries({ queryKey: ["clients"] })]),
  });
}
