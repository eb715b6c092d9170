import type { PaymentListQuery } from "@core/payments";
import { PAYMENT_TYPES, type PaymentType } from "@core/payments-constants";
import { useLocation, useSearchParams } from "react-router";

export type PaymentFilter = { from?: string; to?: string; type?: PaymentType; clientId?: string };
const FILTER_KEYS = ["from", "to", "type", "clientId"] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function paymentFilter(params: URLSearchParams): PaymentFilter {
  const get = (k: string) => params.get(k) || undefined;
  const from = get("from");
  const to = get("to");
  const type = get("type");
  return {
    from: from && DAY.test(from) ? from : undefined,
    to: to && DAY.test(to) ? to : undefined,
    type: PAYMENT_TYPES.includes(type as PaymentType) ? (type as PaymentType) : undefined,
    clientId: get("clientId"),
  };
}

/** The list request a URL asks for (the page and its route loader read the same): filters are the admin's. */
export function paymentListQuery(params: URLSearchParams, admin: boolean): PaymentListQuery {
  const cursor = params.get("cursor") || undefined;
  return admin ? { ...paymentFilter(params), cursor } : { cursor };
}

/** Filters, cursor and the open payment live in the URL: Back and shared links keep them. */
export function usePaymentParams() {
  const [params, setParams] = useSearchParams();
  const state = useLocation().state as { trail?: string[] } | null;
  const trail = state?.trail ?? [];
  const get = (k: string) => params.get(k) || undefined;
  const filter = paymentFilter(params);
  const query: PaymentListQuery = { ...filter, cursor: get("cursor") };

  const set = (change: Record<string, string | undefined>, nextTrail: string[] = trail) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(change)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { state: { trail: nextTrail } });
  };

  return {
    query,
    /** The list request for this role. */
    listQuery: (admin: boolean) => paymentListQuery(params, admin),
    filter,
    filtered: FILTER_KEYS.some((k) => filter[k]),
    hasPrevious: Boolean(query.cursor),
    paymentId: get("payment") ?? null,
    setFilter: (f: PaymentFilter) => set({ ...Object.fromEntries(FILTER_KEYS.map((k) => [k, f[k]])), cursor: undefined }, []),
    next: (cursor: string) => set({ cursor }, [...trail, query.cursor ?? ""]),
    previous: () => set({ cursor: trail.at(-1) || undefined }, trail.slice(0, -1)),
    openPayment: (id: string | null) => set({ payment: id ?? undefined }),
  };
}
