import { CURRENCIES, type Currency } from "@core/money";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "./api";

const SiteConfig = z.object({ currency: z.enum(CURRENCIES) });
export type SiteConfig = z.infer<typeof SiteConfig>;

const DEFAULT_CONFIG: SiteConfig = { currency: "BGN" };

/** Public site settings from GET /api/config; BGN when the server has none or can't be reached. */
export function useSiteConfig(): SiteConfig & { isLoading: boolean } {
  const query = useQuery({
    queryKey: ["site-config"],
    queryFn: ({ signal }) => api.get("/api/config", { signal, schema: SiteConfig }),
    staleTime: Number.POSITIVE_INFINITY,
    // One try: on any failure the default is right for this deployment's embedded mode.
    retry: false,
  });
  const currency: Currency = query.data?.currency ?? DEFAULT_CONFIG.currency;
  return { currency, isLoading: query.isPending };
}
