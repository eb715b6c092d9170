import type { ResponseOf } from "@core/contract";
import { HOUR_PACKS, type PriceList, SEED_PRICES } from "@core/price-list";
import { CURRENCIES, type Currency, SITE_CURRENCY } from "@core/money";
import { siteConfigRoutes } from "@core/routes/site-config";
import type { siteConfigContract } from "@core/site-config";
import { createContext, createElement, type ReactNode, useContext, useSyncExternalStore } from "react";
import { client } from "./api";

/** What a page needs of the server's settings (core/site-config.ts). */
export type SiteConfig = Pick<ResponseOf<typeof siteConfigContract.get>, "currency" | "testModeBanner" | "prices" | "invoicesOffered">;

const siteConfigApi = client<typeof siteConfigContract>(siteConfigRoutes);

/**
 * The <meta>'s check, by hand rather than with zod: the cart asks for the currency on the
 * prerendered pages, and zod would more than double the JavaScript they load. (The API's
 * answer needs none: the server's serializer checked it against the contract.)
 */
function fromPage(data: unknown): SiteConfig | undefined {
  const given = typeof data === "object" && data !== null ? (data as Partial<SiteConfig>) : {};
  if (!CURRENCIES.includes(given.currency as Currency)) return undefined;
  return { currency: given.currency as Currency, testModeBanner: given.testModeBanner === true, prices: pricesOf(given.prices), invoicesOffered: given.invoicesOffered === true };
}

const isAmount = (v: unknown): v is number => Number.isInteger(v) && (v as number) > 0;

/** The page's price list, or the seed one where it is not a whole list (an old page). */
function pricesOf(given: unknown): PriceList {
  const p = (given ?? {}) as Partial<PriceList>;
  const packs = (p.packs ?? {}) as Partial<PriceList["packs"]>;
  const whole = isAmount(p.hourly) && isAmount(p.daily) && isAmount(p.translation) && HOUR_PACKS.every((h) => isAmount(packs[h]));
  return whole ? (p as PriceList) : SEED_PRICES;
}

/** The server writes its settings into every page it sends, as <meta name="site-config" content="{…}">. */
export const SITE_CONFIG_META = "site-config";

/** The settings the page came with, or undefined (an old page, or no server: `npm run dev`). */
export function readPageSiteConfig(): SiteConfig | undefined {
  const content = document.querySelector(`meta[name="${SITE_CONFIG_META}"]`)?.getAttribute("content");
  if (!content) return undefined;
  try {
    return fromPage(JSON.parse(content));
  } catch {
    return undefined;
  }
}

const DEFAULT_CONFIG: SiteConfig = { currency: SITE_CURRENCY, testModeBanner: false, prices: SEED_PRICES, invoicesOffered: false };

/*
 * The settings are the page's: known before the first render from its <meta> (no flash of the
 * default currency), and asked of GET /api/config only where the page has none (Vite's dev
 * server). No query cache: the prerendered pages' islands read them without TanStack Query.
 */
let known: SiteConfig | undefined;
let asked = false;
const listeners = new Set<() => void>();

function current(): SiteConfig | undefined {
  if (known || typeof document === "undefined") return known;
  known = readPageSiteConfig();
  if (!known && !asked) {
    asked = true;
    siteConfigApi
      .get()
      .then(
        ({ currency, testModeBanner, prices, invoicesOffered }) => ({ currency, testModeBanner, prices, invoicesOffered }),
        // One try: on any failure the default is right for this deployment's embedded mode.
        () => DEFAULT_CONFIG,
      )
      .then((config) => {
        known = config;
        for (const listener of listeners) listener();
      });
  }
  return known;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Starts with known settings, so nothing renders with the default first. */
export function seedSiteConfig(config: SiteConfig): void {
  known ??= config;
}

/** The settings a render is for, where the page's <meta> is not (the build's prerender) or not yet read (hydrating an island). */
const SiteConfigContext = createContext<SiteConfig | undefined>(undefined);

export function SiteConfigProvider({ value, children }: { value: SiteConfig | undefined; children: ReactNode }) {
  return createElement(SiteConfigContext, { value }, children);
}

const notKnown = () => undefined;

/** Public site settings; EUR when the server has none or can't be reached. */
export function useSiteConfig(): SiteConfig & { isLoading: boolean } {
  const given = useContext(SiteConfigContext);
  const fromPage = useSyncExternalStore(subscribe, current, notKnown);
  const config = given ?? fromPage;
  return { ...(config ?? DEFAULT_CONFIG), isLoading: !config };
}
