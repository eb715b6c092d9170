import { useLocation, useNavigate, useSearchParams } from "react-router";
import { z } from "zod";

/**
 * A list's state in the URL: its filters (a zod object of string parameters, each falling back
 * on a bad value, so a hand-edited link never breaks the page), the page cursor and the item
 * whose details are open. Back, Refresh and a shared link show the same list.
 */
type UrlSchema = z.ZodObject<Record<string, z.ZodType<string | undefined>>>;

/** Earlier pages' cursors ride in the history entry, so Previous walks back without offsets. */
type HistoryState = { trail?: string[]; opened?: boolean } | null;

/** The parameter kinds a list's URL uses: each reads a bad or missing value as its fallback. */
export const param = {
  /** Free text (a search): trimmed, empty is absent. */
  text: () => z.string().trim().min(1).max(300).optional().catch(undefined),
  /** One of `values`; anything else is `fallback` (a default value is kept out of the URL). */
  oneOf: <const T extends readonly [string, ...string[]], const F extends T[number] | undefined = undefined>(values: T, fallback?: F) =>
    z
      .enum(values)
      .optional()
      .catch(undefined)
      .transform((v) => (v ?? fallback) as T[number] | F),
  /** A calendar day, yyyy-mm-dd. */
  day: () => z.iso.date().optional().catch(undefined),
};

type Values<S extends UrlSchema> = z.output<S> & { cursor?: string };

/** The filters and cursor a URL asks for: the page and its route loader read the same. */
export function readUrlState<S extends UrlSchema>(schema: S, params: URLSearchParams): Values<S> {
  return { ...schema.parse(Object.fromEntries(params)), cursor: params.get("cursor") || undefined };
}

/**
 * `item` names the parameter of the open item (`task`, `payment`…). Changing a filter goes back
 * to the first page and closes the item; Next and Previous keep the filters.
 */
export function useUrlState<S extends UrlSchema>(schema: S, item?: string) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const state = useLocation().state as HistoryState;
  const trail = state?.trail ?? [];
  const values = readUrlState(schema, params);
  const defaults: Record<string, unknown> = schema.parse({});

  const write = (change: Record<string, string | undefined>, nextState: HistoryState, replace = false) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value && value !== defaults[key]) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { state: nextState, replace });
  };
  const closed = item ? { [item]: undefined } : {};

  return {
    values,
    cursor: values.cursor,
    /** A page other than the first can go back even when opened from a shared link. */
    hasPrevious: Boolean(values.cursor),
    /** Which filters differ from their defaults. */
    filtered: Object.keys(schema.shape).some((key) => (values as Record<string, unknown>)[key] !== defaults[key]),
    set: (change: { [K in keyof z.output<S>]?: string }) => write({ ...change, cursor: undefined, ...closed }, null),
    next: (cursor: string) => write({ cursor, ...closed }, { trail: [...trail, values.cursor ?? ""] }),
    previous: () => write({ cursor: trail.at(-1) || undefined, ...closed }, { trail: trail.slice(0, -1) }),
    openId: item ? params.get(item) : null,
    open: (id: string) => item && write({ [item]: id }, { trail, opened: true }),
    close: () => {
      // Opened here: step back, so Back after closing does not reopen it. From a link: drop the parameter.
      if (state?.opened) navigate(-1);
      else write(closed, { trail }, true);
    },
  };
}
