import type { ContactConvertClientInput, ContactConvertTaskInput, ContactInboxQuery, ContactReplyInput, ContactStatusInput, contactInboxContract } from "@core/contact-inbox";
import { CONTACT_FILTERS, INBOX_SORTS } from "@core/contact-inbox-constants";
import { contactInboxRoutes } from "@core/routes/contact";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { client } from "@web/lib/api";
import { PRELOADED_FRESH_MS } from "@web/lib/query-client";
import { param } from "@web/ui/url-state";
import { z } from "zod";

export const CONTACT_INBOX_KEY = ["contact-inbox"] as const;
const inboxApi = client<typeof contactInboxContract>(contactInboxRoutes);

/** The inbox's URL: filter and order (plus the cursor, and `id`, the open request). */
export const contactInboxUrl = z.object({ status: param.oneOf(CONTACT_FILTERS, "all"), sort: param.oneOf(INBOX_SORTS, "newest") });

export const contactInboxQueryOptions = (query: ContactInboxQuery) =>
  queryOptions({
    queryKey: [...CONTACT_INBOX_KEY, "list", query],
    queryFn: ({ signal }) => inboxApi.list({ query, signal }),
    staleTime: PRELOADED_FRESH_MS,
  });

export function useContactInbox(query: ContactInboxQuery) {
  return useQuery({ ...contactInboxQueryOptions(query), placeholderData: keepPreviousData });
}

export function useContactRequest(id: string | null) {
  return useQuery({
    queryKey: [...CONTACT_INBOX_KEY, "detail", id],
    queryFn: ({ signal }) => inboxApi.get({ params: { id: id ?? "" }, signal }),
    enabled: id !== null,
  });
}

/** Every action answers the updated request; the list and the clients/tasks screens refresh. */
function useAction<I, O>(request: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CONTACT_INBOX_KEY }),
        queryClient.invalidateQueries({ queryKey: ["clients"] }),
        queryClient.invalidateQueries({ queryKey: ["tasks"] }),
      ]),
  });
}

export const useReply = (id: string) => useAction((input: ContactReplyInput) => inboxApi.reply({ params: { id }, body: input }));
export const useSetStatus = (id: string) => useAction((input: ContactStatusInput) => inboxApi.setStatus({ params: { id }, body: input }));
export const useConvertToClient = (id: string) => useAction((input: ContactConvertClientInput) => inboxApi.convertToClient({ params: { id }, body: input }));
export const useConvertToTask = (id: string) => useAction((input: ContactConvertTaskInput) => inboxApi.convertToTask({ params: { id }, body: input }));
