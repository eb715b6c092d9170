import type { newsletterContract, SubscriberListQuery } from "@core/newsletter";
import { SUBSCRIBER_FILTERS } from "@core/newsletter-constants";
import { pathOf } from "@core/contract";
import { newsletterRoutes } from "@core/routes/newsletter";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client } from "@web/lib/api";
import { pagedList } from "@web/lib/list-query";
import { param, urlSchema } from "@web/ui/url-state";

/** The operator's Newsletter screen: its list, export and removal. */
const SUBSCRIBERS_KEY = ["newsletter-subscribers"] as const;
const newsletterApi = client<typeof newsletterContract>(newsletterRoutes);

export const subscribersUrl = urlSchema({ status: param.oneOf(SUBSCRIBER_FILTERS, "all") });

const subscriberPages = pagedList(SUBSCRIBERS_KEY, (query: SubscriberListQuery, signal) => newsletterApi.list({ query, signal }));
export const subscribersQueryOptions = subscriberPages.options;
export const useSubscribers = subscriberPages.useList;

/** The CSV of the tab shown (a plain link: the browser downloads it with the session cookie). */
export const subscribersExportUrl = (status: string) => pathOf(newsletterRoutes.exportCsv, undefined, { status });

export function useRemoveSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => newsletterApi.remove({ params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUBSCRIBERS_KEY }),
  });
}
