import type { FieldValues, Resolver } from "react-hook-form";
import { deferred } from "@web/ui/deferred";

/**
 * A form's validation fetched on its first use (the first check: a send, or a field left after
 * one), not with the page: zod's code and its start-up cost a phone ~150 ms on the first paint's
 * main thread (issue 21). Fetched once, as any deferred code (ui/deferred.tsx): a failed fetch is
 * tried again on the next check.
 */
export function lazyResolver<Input extends FieldValues, Output>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
  /** Start fetching now (a dialog's form as it opens), so the first send needn't wait. */
  { now = false } = {},
): Resolver<Input, unknown, Output> {
  const validation = deferred(load);
  if (now) validation.load().catch((err: unknown) => console.error(err));
  return async (...args) => (await validation.load())(...args);
}
