import type { BusinessSettingsValues, businessContract, PriceChangeInput } from "@core/business-settings";
import { businessRoutes } from "@core/routes/business";
import { client } from "@web/lib/api";
import { useStoringMutation } from "@web/lib/mutation";
import { pageQuery } from "@web/lib/list-query";

const businessApi = client<typeof businessContract>(businessRoutes);
const SETTINGS_KEY = ["business", "settings"] as const;
const PRICES_KEY = ["business", "prices"] as const;

/** GET /api/business/settings (administrators). */
const settings = pageQuery(SETTINGS_KEY, (signal) => businessApi.settings({ signal }));
export const businessSettingsQueryOptions = settings.options;
export const useBusinessSettings = settings.usePage;

/** PUT /api/business/settings; the dashboard's "finish setting up" card follows. */
export const useSaveBusinessSettings = () =>
  useStoringMutation((body: BusinessSettingsValues) => businessApi.saveSettings({ body }), SETTINGS_KEY, (saved) => saved.settings, ["dashboard"]);

/** GET /api/business/prices: each item's price in force and its scheduled changes. */
const prices = pageQuery(PRICES_KEY, (signal) => businessApi.prices({ signal }));
export const priceTableQueryOptions = prices.options;
export const usePriceTable = prices.usePage;

/** POST /api/business/prices. */
export const useSetPrice = () => useStoringMutation((body: PriceChangeInput) => businessApi.setPrice({ body }), PRICES_KEY, (saved) => saved.prices);
