import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A form's validation fetched on its first use (the first check: a send, or a field left after
 * one), not with the page: zod's code and its start-up cost a phone ~150 ms on the first paint's
 * main thread (issue 21). A failed fetch is tried again on the next check.
 */
export function lazyResolver<Input extends FieldValues, Output>(load: () => Promise<Resolver<Input, unknown, Output>>): Resolver<Input, unknown, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  return async (...args) => {
    loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    });
    return (await loading)(...args);
  };
}
