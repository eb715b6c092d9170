import type { ComponentType } from "react";
import type { IslandName, IslandProps } from "@web/lib/island";

type IslandModule = () => Promise<{ default: ComponentType<IslandProps> }>;

/**
 * Each island's component (lib/island.tsx), each behind a module of its own (./islands/), so
 * that Vite's manifest names its chunk (`storefront/islands/<name>.ts`) even where the app
 * imports the component too: a page loads only its islands' code.
 */
export const ISLANDS: Record<IslandName, IslandModule> = {
  "header-controls": () => import("./islands/header-controls"),
  "floating-cart": () => import("./islands/floating-cart"),
  newsletter: () => import("./islands/newsletter"),
  "contact-form": () => import("./islands/contact-form"),
  pricing: () => import("./islands/pricing"),
  "translation-form": () => import("./islands/translation-form"),
};

/** Island → its module, as Vite's manifest names it (the prerender lists the page's islands' chunks). */
export const islandModule = (name: IslandName) => `storefront/islands/${name}.ts`;
