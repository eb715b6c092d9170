import { isApiError } from "@web/lib/api";
import { toast } from "@web/ui/toast";

type SetError = (name: never, error: { type: "server"; message: string }, options: { shouldFocus: true }) => void;

/**
 * A settings form's refused save: with `setError`, the server's message on each field it named;
 * otherwise a toast `title`, with the server's reason when the request itself was at fault.
 */
export function showSaveFailure(err: unknown, title: string, translate: (message: string) => string, setError?: SetError): void {
  const fields = setError && isApiError(err) ? Object.entries(err.fields ?? {}) : [];
  for (const [name, message] of fields) setError?.(name as never, { type: "server", message }, { shouldFocus: true });
  if (fields.length > 0) return;
  toast.error(title, { description: isApiError(err) && err.isClientError ? translate(err.message) : undefined });
}
