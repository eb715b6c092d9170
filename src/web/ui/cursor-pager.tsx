import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "./button";

type Props = {
  copy: { pagination: string; previous: string; next: string };
  /** The list's URL state (useUrlState): where Previous and Next go. */
  url: { hasPrevious: boolean; previous: () => void; next: (cursor: string) => void };
  /** The page's query: the server's cursor of the next page, if any, and whether one is loading. */
  query: { isFetching: boolean; data?: { nextCursor?: string | null } };
};

/** Keyset Previous / Next under a list; absent when everything fits on one page. */
export function CursorPager({ copy, url, query }: Props) {
  const nextCursor = query.data?.nextCursor;
  if (!url.hasPrevious && !nextCursor) return null;
  return (
    <nav aria-label={copy.pagination} className="mt-4 flex justify-between gap-2 border-t pt-4">
      <Button variant="outline" size="sm" onClick={url.previous} disabled={!url.hasPrevious || query.isFetching}>
        <ChevronLeft aria-hidden="true" />
        {copy.previous}
      </Button>
      <Button variant="outline" size="sm" onClick={() => nextCursor && url.next(nextCursor)} disabled={!nextCursor || query.isFetching}>
        {copy.next}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
