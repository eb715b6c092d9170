import { createContext, useContext } from "react";

/**
 * Starts a path's code and data ahead of a likely navigation (a sidebar link's hover or focus).
 * The dashboard's route table provides it (routing/dashboard-routes.tsx), so the layouts use it
 * without importing the route table, which loads them (no import cycle).
 */
export type PreloadPath = (to: string) => void;

export const PathPreloadContext = createContext<PreloadPath>(() => undefined);

export const usePathPreload = (): PreloadPath => useContext(PathPreloadContext);
