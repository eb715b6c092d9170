import { CURRENCIES, type Currency } from "@core/money";
import { createContext, createElement, type ReactNode, useContext, useSyncExternalStore } from "react";

export type SiteConfig = {
  currency: Currency;
  /** The site takes no real money (PAYMENTS=test on the server): every page says so. */
  testModeBanner: boolean;
};

/**
 * The response's check, by hand rather than with zod: the cart asks for the currency on the
 * prerendered pages, and zod would more than double the JavaScript they load.
 */
const SiteConfig = {
  safeParse: (data: unknown) => {
    const given = typeof data === "object" && data !== null ? (data as Partial<SiteConfig>) : {};
    return CURRENCIES.includes(given.currency as Currency)
      ? { success: true as const, data: { currency: given.currency as Currency, testModeBanner: given.testModeBanner === true } }
      : { success: false as const };
  },
};

/** The server writes its settings into every page it sends, as <meta name="site-config" content="{…}">. */
export const SITE_CONFIG_META = "site-config";

/** The settings the page came with, or undefined (an old page, or no server: `npm run dev`). */
export function readPageSiteConfig(): SiteConfig | undefined {
  const content = document.querySelector(`meta[name="${SITE_CONFIG_META}"]`)?.getAttribute("content");
  if (!content) return undefined;
  try {
    const parsed = SiteConfig.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const DEFAULT_CONFIG: SiteConfig = { currency: "BGN", testModeBanner: false };

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
    fetch("/api/config", { headers: { accept: "application/json" } })
      .then((r) => (r.ok ? r.json() : undefined))
      .then((data: unknown) => SiteConfig.safeParse(data))
      .then((parsed) => parsed, () => ({ success: false as const }))
      .then((parsed) => {
        // One try: on any failure the default is right for this deployment's embedded mode.
        known = parsed.success ? parsed.data : DEFAULT_CONFIG;
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

/** Public site settings; BGN when the server has none or can't be reached. */
export function useSiteConfig(): SiteConfig & { isLoading: boolean } {
  const given = useContext(SiteConfigContext);
  const fromPage = useSyncExternalStore(subscribe, current, notKnown);
  const config = given ?? fromPage;
  return { ...(config ?? DEFAULT_CONFIG), isLoading: !config };
}
