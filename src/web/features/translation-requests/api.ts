import { pathOf, type ResponseOf } from "@core/contract";
import { translationRoutes } from "@core/routes/translation";
import type { TranslationListQuery, TranslationStatusInput, translationContract } from "@core/translation";
import { INBOX_SORTS } from "@core/contact-inbox-constants";
import { TRANSLATION_FILTERS } from "@core/translation-constants";
import { client } from "@web/lib/api";
import { useRefreshingMutation } from "@web/lib/mutation";
import { pagedList, useDetail } from "@web/lib/list-query";
import { sendFile, type UploadProgress } from "@web/lib/upload";
import { param, urlSchema } from "@web/ui/url-state";

const translationApi = client<typeof translationContract>(translationRoutes);

export const TRANSLATION_REQUESTS_KEY = ["translation-requests"] as const;

/** The requests' URL: filter and order (plus the cursor, and `id`, the open request). */
export const translationRequestsUrl = urlSchema({ status: param.oneOf(TRANSLATION_FILTERS, "all"), sort: param.oneOf(INBOX_SORTS, "newest") });

const translationRequestsPages = pagedList(TRANSLATION_REQUESTS_KEY, (query: TranslationListQuery, signal) => translationApi.list({ query, signal }));
export const translationRequestsQueryOptions = translationRequestsPages.options;
export const useTranslationRequests = translationRequestsPages.useList;

export const useTranslationRequest = (id: string | null) => useDetail(TRANSLATION_REQUESTS_KEY, id, (itemId, signal) => translationApi.get({ params: { id: itemId }, signal }));

export const useSetTranslationStatus = (id: string) =>
  useRefreshingMutation((input: TranslationStatusInput) => translationApi.setStatus({ params: { id }, body: input }), [TRANSLATION_REQUESTS_KEY]);

/** Deliver: the file as the raw body (XMLHttpRequest, so the progress is real bytes sent). */
export function useDeliverSummary(id: string) {
  return useRefreshingMutation(
    ({ file, onProgress }: { file: File; onProgress: (p: UploadProgress) => void }) =>
      sendFile<ResponseOf<typeof translationContract.deliver>>({ url: pathOf(translationRoutes.deliver, { id }), body: file, onProgress }),
    [TRANSLATION_REQUESTS_KEY],
  );
}

export const documentUrl = (id: string) => pathOf(translationRoutes.document, { id });
export const summaryUrl = (id: string) => pathOf(translationRoutes.summary, { id });
