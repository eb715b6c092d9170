import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api";

const MAX_RETRIES = 3;

/**
 * Cache garbage collection after 5 minutes, 3 retries with exponential backoff
 * capped at 30 s. A 4xx answer will not change on retry, so it is not retried.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: 5 * 60 * 1000,
        retry: (failureCount, error) => !(isApiError(error) && error.isClientError) && failureCount < MAX_RETRIES,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        refetchOnWindowFocus: false,
      },
    },
  });
}

/**
 * A dashboard page's first data is fetched by its route loader while its code loads
 * (routing/dashboard-routes.tsx). The page's own query treats that answer as fresh for a
 * moment, so mounting does not ask again; mutations and live updates still invalidate it.
 */
export const PRELOADED_FRESH_MS = 2_000;
