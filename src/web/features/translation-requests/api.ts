import {
  type TranslationListQuery,
  type TranslationStatusInput,
  TRANSLATION_FILTERS,
  type TranslationFilter,
  translationActionResultSchema,
  type TranslationActionResult,
  translationListPageSchema,
  translationRequestDetailsSchema,
  translationRequestUrl,
} from "@core/translation";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiRequest } from "@web/lib/api";
import { PRELOADED_FRESH_MS } from "@web/lib/query-client";
import { sendFile, type UploadProgress } from "@web/lib/upload";

export const TRANSLATION_REQUESTS_KEY = ["translation-requests"] as const;

function withQuery(query: TranslationListQuery): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== "") params.set(k, String(v));
  const qs = params.toString();
  return qs ? `/api/translation/requests?${qs}` : "/api/translation/requests";
}

/** The filter and order a URL asks for (the page and its route loader read the same). */
export function translationRequestsView(params: URLSearchParams): { status: TranslationFilter; sort: "due" | "newest" } {
  const status = params.get("status") ?? "";
  return {
    status: (TRANSLATION_FILTERS as readonly string[]).includes(status) ? (status as TranslationFilter) : "all",
    sort: params.get("sort") === "due" ? "due" : "newest",
  };
}

export const translationRequestsQueryOptions = (query: TranslationListQuery) =>
  queryOptions({
    queryKey: [...TRANSLATION_REQUESTS_KEY, "list", query],
    queryFn: ({ signal }) => api.get(withQuery(query), { signal, schema: translationListPageSchema }),
    staleTime: PRELOADED_FRESH_MS,
  });

export function useTranslationRequests(query: TranslationListQuery) {
  return useQuery({ ...translationRequestsQueryOptions(query), placeholderData: keepPreviousData });
}

export function useTranslationRequest(id: string | null) {
  return useQuery({
    queryKey: [...TRANSLATION_REQUESTS_KEY, "detail", id],
    queryFn: ({ signal }) => api.get(translationRequestUrl(id ?? ""), { signal, schema: translationRequestDetailsSchema }),
    enabled: id !== null,
  });
}

export function useSetTranslationStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TranslationStatusInput) => apiRequest(translationRequestUrl(id), { method: "PATCH", body: input, schema: translationActionResultSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRANSLATION_REQUESTS_KEY }),
  });
}

/** Deliver: the file as the raw body (XMLHttpRequest, so the progress is real bytes sent). */
export function useDeliverSummary(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (p: UploadProgress) => void }) =>
      sendFile<TranslationActionResult>({ url: `${translationRequestUrl(id)}/summary`, body: file, onProgress }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRANSLATION_REQUESTS_KEY }),
  });
}

export const documentUrl = (id: string) => `${translationRequestUrl(id)}/document`;
export const summaryUrl = (id: string) => `${translationRequestUrl(id)}/summary`;
