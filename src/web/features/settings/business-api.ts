import type { BusinessSettingsValues, businessContract, PriceChangeInput } from "@core/business-settings";
import { businessRoutes } from "@core/routes/business";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { client } from "@web/lib/api";
import { PRELOADED_FRESH_MS } from "@web/lib/query-client";

const businessApi = client<typeof businessContract>(businessRoutes);
const SETTINGS_KEY = ["business", "settings"] as const;
const PRICES_KEY = ["business", "prices"] as const;

/** GET /api/business/settings (administrators). */
export const businessSettingsQueryOptions = () => queryOptions({ queryKey: SETTINGS_KEY, queryFn: ({ signal }) => businessApi.settings({ signal }), staleTime: PRELOADED_FRESH_MS });
export const useBusinessSettings = () => useQuery(businessSettingsQueryOptions());

/** PUT /api/business/settings; the dashboard's "finish setting up" card follows. */
export function useSaveBusinessSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BusinessSettingsValues) => businessApi.saveSettings({ body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(SETTINGS_KEY, saved.settings);
      void queryClient.invalidateQueries({ queryKey: ["dashboard"] });
    },
  });
}

/** GET /api/business/prices: each item's price in force and its scheduled changes. */
export const priceTableQueryOptions = () => queryOptions({ queryKey: PRICES_KEY, queryFn: ({ signal }) => businessApi.prices({ signal }), staleTime: PRELOADED_FRESH_MS });
export const usePriceTable = () => useQuery(priceTableQueryOptions());

/** POST /api/business/prices. */
export function useSetPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PriceChangeInput) => businessApi.setPrice({ body }),
    onSuccess: (saved) => queryClient.setQueryData(PRICES_KEY, saved.prices),
  });
}
