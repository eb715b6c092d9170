import { useSyncExternalStore } from "react";

/** Whether the window matches the CSS media `query`, following its changes; `serverValue` in a server render. */
export function useMediaQuery<S extends boolean | undefined>(query: string, serverValue: S): boolean | S {
  return useSyncExternalStore<boolean | S>(
    (changed) => {
      const media = window.matchMedia(query);
      media.addEventListener("change", changed);
      return () => media.removeEventListener("change", changed);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
