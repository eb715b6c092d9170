import { LoaderCircle } from "lucide-react";
import { type ReactNode, useDeferredValue, useEffect } from "react";
import { useTranslate } from "@web/i18n/use-translate";
import { cn } from "@web/lib/cn";
import { Button } from "./button";
import { Skeleton } from "./skeleton";
import { toast } from "./toast";

/** What a list needs to know of its query (TanStack Query's result has it). */
export type ListQuery = { isPending: boolean; isFetching: boolean; isError: boolean; refetch: () => unknown };

export type ListTexts = {
  /** The product's loading sentence; without one, placeholder lines. */
  loading?: string;
  empty: string;
  /** A second line under the empty text. */
  emptyHint?: string;
  /** The load failure (the product's text): an alert in place of the rows and a toast. */
  error: string | null;
  /** The failure's toast id (a refetch that fails again does not stack toasts); without one, no toast. */
  errorToastId?: string;
  /** The button that asks again; without it the alert stands alone. */
  retry?: string;
};

type Props<T> = { query: ListQuery; rows: T[] | undefined; texts: ListTexts; children: (rows: T[]) => ReactNode };

/**
 * Loading, error (when nothing is shown yet), empty, or the rows: the same ladder on every list.
 * Rows that arrive are drawn in a deferred render, which yields to the browser every few
 * milliseconds: a query's update is otherwise rendered in one piece (a long task on a phone).
 */
export function ListStates<T>({ query, rows: latest, texts, children }: Props<T>) {
  const rows = useDeferredValue(latest);
  const isPending = useDeferredValue(query.isPending);
  const translate = useTranslate();
  const { error, errorToastId } = texts;
  useEffect(() => {
    if (error && errorToastId) toast.error(error, { id: errorToastId });
  }, [error, errorToastId]);

  if (isPending && !texts.loading) {
    return (
      <div className="grid gap-2">
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-8 w-full" />
      </div>
    );
  }
  if (isPending) return <LoadingLine className="py-6">{texts.loading}</LoadingLine>;
  if (!rows) {
    if (!query.isError) return null;
    return (
      <LoadFailed className="py-6" retry={texts.retry} onRetry={() => query.refetch()}>
        {translate(error)}
      </LoadFailed>
    );
  }
  if (rows.length === 0) {
    return (
      <div className="grid gap-1 py-6 text-center">
        <p className="font-medium">{texts.empty}</p>
        {texts.emptyHint && <p className="text-sm text-muted-foreground">{texts.emptyHint}</p>}
      </div>
    );
  }
  return children(rows);
}

/** The loading sentence with its spinner, in place of what loads. */
export function LoadingLine({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <p role="status" className={cn("flex items-center gap-2 text-muted-foreground", className)}>
      <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
      {children}
    </p>
  );
}

/** A load failure in place of what did not come, with the button that asks again (when there is one). */
export function LoadFailed({ retry, onRetry, className, children }: { retry?: string; onRetry: () => unknown; className?: string; children: ReactNode }) {
  return (
    <div role="alert" className={cn("flex flex-wrap items-center gap-3 text-sm text-destructive", className)}>
      {children}
      {retry && (
        <Button variant="outline" size="sm" onClick={() => onRetry()}>
          {retry}
        </Button>
      )}
    </div>
  );
}
