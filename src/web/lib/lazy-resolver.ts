import { useEffect, useRef } from "react";
import type { FieldValues, Resolver } from "react-hook-form";
import { loadEnglishMessages } from "@web/i18n/en";
import { deferred } from "@web/ui/deferred";

/** A form's resolver whose validation is fetched on first use; `prefetch` starts that fetch. */
export type LazyResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & {
  /** Starts fetching the validation (the form's first focus), so the first send needn't wait for it. */
  prefetch: () => void;
};

/**
 * A form's validation fetched on its first use (the form's first focus, through `prefetch`, or
 * at the latest its first check), not with the page: zod's code and its start-up cost a phone
 * ~150 ms on the first paint's main thread. Fetched once, as any deferred code
 * (ui/deferred.tsx): a failed fetch is tried again on the next focus or check. The messages'
 * English comes with it (i18n/en.ts): a check's errors are messages, said as soon as it returns.
 */
export function lazyResolver<Input extends FieldValues, Output>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
  /** Start fetching now (a dialog's form as it opens). */
  { now = false } = {},
): LazyResolver<Input, Output> {
  const validation = deferred(() => Promise.all([load(), loadEnglishMessages()]).then(([resolver]) => resolver));
  // A failed prefetch is logged; the check that follows fetches again and reports its own failure.
  const prefetch = () => void validation.load().catch((err: unknown) => console.error(err));
  if (now) prefetch();
  return Object.assign(async (...args: Parameters<Resolver<Input, unknown, Output>>) => (await validation.load())(...args), { prefetch });
}

/**
 * A form's props that start its validation on the form's first focus, a focus given before the
 * app took over the painted page included (the field keeps it through hydration, but no handler
 * saw it arrive).
 */
export function usePrefetchOnFocus(resolver: { prefetch: () => void }) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (ref.current?.contains(document.activeElement)) resolver.prefetch();
  }, [resolver]);
  return { ref, onFocus: resolver.prefetch };
}
