import { zodResolver as checkWith } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import { loadEnglishMessages } from "@web/i18n/en";

/**
 * react-hook-form's zodResolver, whose errors come once the messages' English is in
 * (i18n/en.ts, which no page loads before it is interactive): a form sent at once shows its
 * errors said, never blank nor as keys. Forms import this, not "@hookform/resolvers/zod".
 */
export const zodResolver = ((...args: unknown[]) => {
  const check = (checkWith as (...a: unknown[]) => Resolver<FieldValues>)(...args);
  return async (...input: Parameters<Resolver<FieldValues>>) => {
    const result = await check(...input);
    // A failed fetch (offline) still shows the errors: a message said blank, never its key.
    if (Object.keys(result.errors).length > 0) await loadEnglishMessages().catch((err: unknown) => console.error(err));
    return result;
  };
}) as typeof checkWith;
