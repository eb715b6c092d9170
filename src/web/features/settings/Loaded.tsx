import type { ReactNode } from "react";

type Props<T> = { query: { data: T | undefined; isError: boolean }; loading: string; failed: string; children: (data: T) => ReactNode };

/** A settings part's data once it came; until then the sentence in its place (an alert when the load failed). */
export function Loaded<T>({ query, loading, failed, children }: Props<T>) {
  if (query.data !== undefined) return children(query.data);
  return (
    <p role={query.isError ? "alert" : "status"} className="text-sm text-muted-foreground">
      {query.isError ? failed : loading}
    </p>
  );
}
