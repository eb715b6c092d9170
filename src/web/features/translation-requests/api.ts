import { pathOf, type ResponseOf } from "@core/contract";
import { translationRoutes } from "@core/routes/translation";
import type { TranslationListQuery, TranslationStatusInput, translationContract } from "@core/translation";
import { INBOX_SORTS } from "@core/contact-inbox-constants";
import { TRANSLATION_FILTERS } from "@core/translation-constants";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { client } from "@web/lib/api";
import { PRELOADED_FRESH_MS } from "@web/lib/query-client";
import { sendFile, type UploadProgress } from "@web/lib/upload";
import { param } from "@web/ui/url-state";
import { z } from "zod";

const translationApi = client<typeof translationContract>(translationRoutes);

export const TRANSLATION_REQUESTS_KEY = ["translation-requests"] as const;

/** The requests' URL: filter and order (plus the cursor, and `id`, the open request). */
export const translationRequestsUrl = z.object({ status: param.oneOf(TRANSLATION_FILTERS, "all"), sort: param.oneOf(INBOX_SORTS, "newest") });

export const translationRequestsQueryOptions = (query: TranslationListQuery) =>
  queryOptions({
    queryKey: [...TRANSLATION_REQUESTS_KEY, "list", query],
    queryFn: ({ signal }) => translationApi.list({ query, signal }),
    staleTime: PRELOADED_FRESH_MS,
  });

export function useTranslationRequests(query: TranslationListQuery) {
  return useQuery({ ...translationRequestsQueryOptions(query), placeholderData: keepPreviousData });
}

export function useTranslationRequest(id: string | null) {
  return useQuery({
    queryKey: [...TRANSLATION_REQUESTS_KEY, "detail", id],
    queryFn: ({ signal }) => translationApi.get({ params: { id: id ?? "" }, signal }),
    enabled: id !== null,
  });
}

export function useSetTranslationStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TranslationStatusInput) => translationApi.setStatus({ params: { id }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRANSLATION_REQUESTS_KEY }),
  });
}

/** Deliver: the file as the raw body (XMLHttpRequest, so the progress is real bytes sent). */
export function useDeliverSummary(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (p: UploadProgress) => void }) =>
      sendFile<ResponseOf<typeof translationContract.deliver>>({ url: pathOf(translationRoutes.deliver, { id }), body: file, onProgress }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRANSLATION_REQUESTS_KEY }),
  });
}

export const documentUrl = (id: string) => pathOf(translationRoutes.document, { id });
export const summaryUrl = (id: string) => pathOf(translationRoutes.summary, { id });
