import { onlineManager } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";

/**
 * Whether the browser is online, as TanStack Query sees it: a mutation sent while offline waits
 * (paused) and goes, once, when the connection is back. A form reads this to say so instead of
 * spinning with no end.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(onlineManager.subscribe.bind(onlineManager), () => onlineManager.isOnline(), () => true);
}
