import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "./button";

type Props = {
  copy: { pagination: string; previous: string; next: string };
  /** The list is past its first page. */
  hasPrevious: boolean;
  /** The server's cursor of the next page, if there is one. */
  nextCursor: string | null | undefined;
  busy: boolean;
  onPrevious: () => void;
  onNext: (cursor: string) => void;
};

/** Keyset Previous / Next under a list; absent when everything fits on one page. */
export function CursorPager({ copy, hasPrevious, nextCursor, busy, onPrevious, onNext }: Props) {
  if (!hasPrevious && !nextCursor) return null;
  return (
    <nav aria-label={copy.pagination} className="mt-4 flex justify-between gap-2 border-t pt-4">
      <Button variant="outline" size="sm" onClick={onPrevious} disabled={!hasPrevious || busy}>
        <ChevronLeft aria-hidden="true" />
        {copy.previous}
      </Button>
      <Button variant="outline" size="sm" onClick={() => nextCursor && onNext(nextCursor)} disabled={!nextCursor || busy}>
        {copy.next}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
