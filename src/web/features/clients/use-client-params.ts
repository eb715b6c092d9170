import { useSearchParams } from "react-router";
import { useLocation } from "react-router";

/** The list request a URL asks for (the page and its route loader read the same). */
export function clientListQuery(params: URLSearchParams): { q?: string; cursor?: string } {
  return { q: params.get("q")?.trim() || undefined, cursor: params.get("cursor") || undefined };
}

/** Search text and page cursor live in the URL, so Back and a shared link show the same list. */
export function useClientParams() {
  const [params, setParams] = useSearchParams();
  const state = useLocation().state as { trail?: string[] } | null;
  const trail = state?.trail ?? [];
  const { q, cursor } = clientListQuery(params);

  const set = (change: Record<string, string | undefined>, nextTrail: string[] = []) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(change)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { state: { trail: nextTrail } });
  };

  return {
    q,
    cursor,
    hasPrevious: Boolean(cursor),
    setSearch: (value: string) => set({ q: value.trim() || undefined, cursor: undefined }),
    next: (c: string) => set({ cursor: c }, [...trail, cursor ?? ""]),
    previous: () => set({ cursor: trail.at(-1) || undefined }, trail.slice(0, -1)),
  };
}
