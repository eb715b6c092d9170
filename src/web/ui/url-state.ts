import { isCalendarDay } from "@core/calendar-day";
import { useLocation, useNavigate, useSearchParams } from "react-router";

/**
 * A list's state in the URL: its filters (string parameters, each falling back on a bad value,
 * so a hand-edited link never breaks the page), the page cursor and the item whose details are
 * open. Back, Refresh and a shared link show the same list.
 *
 * Read without zod: every list page reads its URL before its first render, and zod's code and
 * start-up cost a phone ~150 ms there. The server checks the query it is sent with
 * the contract's zod schema as before.
 */

/** One parameter: what a raw value (or its absence) reads as. */
type Param<T> = (raw: string | undefined) => T;
type Shape = Record<string, Param<string | undefined>>;
/** A list's parameters (`urlSchema({ q: param.text() })`). */
export type UrlSchema<S extends Shape = Shape> = { shape: S };
type Parsed<S extends Shape> = { [K in keyof S]: ReturnType<S[K]> };
/** The values a list's parameters read as. */
export type UrlValues<U> = U extends UrlSchema<infer S> ? Parsed<S> : never;

/** Earlier pages' cursors ride in the history entry, so Previous walks back without offsets. */
type HistoryState = { trail?: string[]; opened?: boolean } | null;

/** The parameter kinds a list's URL uses: each reads a bad or missing value as its fallback. */
export const param = {
  /** Free text (a search): trimmed, empty (or over 300 characters) is absent. */
  text: (): Param<string | undefined> => (raw) => {
    const text = raw?.trim();
    return text && text.length <= 300 ? text : undefined;
  },
  /** One of `values`; anything else is `fallback` (a default value is kept out of the URL). */
  oneOf:
    <const T extends readonly [string, ...string[]], const F extends T[number] | undefined = undefined>(values: T, fallback?: F): Param<T[number] | F> =>
    (raw) =>
      (values as readonly string[]).includes(raw as string) ? (raw as T[number]) : (fallback as F),
  /** A calendar day, yyyy-mm-dd. */
  day: (): Param<string | undefined> => (raw) => (raw !== undefined && isCalendarDay(raw) ? raw : undefined),
};

/** A list's URL parameters, by name. */
export const urlSchema = <S extends Shape>(shape: S): UrlSchema<S> => ({ shape });

function parse<S extends Shape>({ shape }: UrlSchema<S>, get: (key: string) => string | undefined): Parsed<S> {
  return Object.fromEntries(Object.entries(shape).map(([key, read]) => [key, read(get(key))])) as Parsed<S>;
}

type Values<S extends Shape> = Parsed<S> & { cursor?: string };

/** The filters and cursor a URL asks for: the page and its route loader read the same. */
export function readUrlState<S extends Shape>(schema: UrlSchema<S>, params: URLSearchParams): Values<S> {
  return { ...parse(schema, (key) => params.get(key) ?? undefined), cursor: params.get("cursor") || undefined };
}

/**
 * `item` names the parameter of the open item (`task`, `payment`…). Changing a filter goes back
 * to the first page and closes the item; Next and Previous keep the filters.
 */
export function useUrlState<S extends Shape>(schema: UrlSchema<S>, item?: string) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const state = useLocation().state as HistoryState;
  const trail = state?.trail ?? [];
  const values = readUrlState(schema, params);
  const defaults: Record<string, unknown> = parse(schema, () => undefined);

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
    /** `replace`: this entry is refined, not a new step (a search box typing), so Back skips the keystrokes. */
    set: (change: { [K in keyof S]?: string }, opts?: { replace?: boolean }) => write({ ...change, cursor: undefined, ...closed }, null, opts?.replace),
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
