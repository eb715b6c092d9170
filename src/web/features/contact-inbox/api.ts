import type { ContactConvertClientInput, ContactConvertTaskInput, ContactInboxQuery, ContactReplyInput, ContactStatusInput, contactInboxContract } from "@core/contact-inbox";
import { CONTACT_FILTERS, type ContactFilter, INBOX_SORTS, type InboxSort } from "@core/contact-inbox-constants";
import { contactInboxRoutes } from "@core/routes/contact";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { client } from "@web/lib/api";
import { PRELOADED_FRESH_MS } from "@web/lib/query-client";

export const CONTACT_INBOX_KEY = ["contact-inbox"] as const;
const inboxApi = client<typeof contactInboxContract>(contactInboxRoutes);

/** The filter and order a URL asks for (the page and its route loader read the same). */
export function contactInboxView(params: URLSearchParams): { status: ContactFilter; sort: InboxSort } {
  const status = params.get("status") ?? "";
  const sort = params.get("sort") ?? "";
  return {
    status: (CONTACT_FILTERS as readonly string[]).includes(status) ? (status as ContactFilter) : "all",
    sort: (INBOX_SORTS as readonly string[]).includes(sort) ? (sort as InboxSort) : "newest",
  };
}

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
