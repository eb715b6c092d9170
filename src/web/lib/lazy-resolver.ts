import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A form's validation fetched on its first use (the first check: a send, or a field left after
 * one), not with the page: zod's code and its start-up cost a phone ~150 ms on the first paint's
 * main thread (issue 21). A failed fetch is tried again on the next check.
 */
export function lazyResolver<Input extends FieldValues, Output>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
  /** Start fetching now (a dialog's form as it opens), so the first send needn't wait. */
  { now = false } = {},
): Resolver<Input, unknown, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const start = () =>
    (loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    }));
  if (now) start().catch((err: unknown) => console.error(err));
  return async (...args) => (await start())(...args);
}
