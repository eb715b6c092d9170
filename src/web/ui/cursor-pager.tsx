import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { Button } from "./button";
import { uiCatalogue } from "./catalogue";

type Props = {
  /** Names the pages ("Order pages"). */
  label: string;
  /** The list's URL state (useUrlState): where Previous and Next go. */
  url: { hasPrevious: boolean; previous: () => void; next: (cursor: string) => void };
  /** The page's query: the server's cursor of the next page, if any, and whether one is loading. */
  query: { isFetching: boolean; data?: { nextCursor?: string | null } };
};

/** Keyset Previous / Next under a list; absent when everything fits on one page. */
export function CursorPager({ label, url, query }: Props) {
  const t = useCatalogue(uiCatalogue);
  const nextCursor = query.data?.nextCursor;
  if (!url.hasPrevious && !nextCursor) return null;
  return (
    <nav aria-label={label} className="mt-4 flex justify-between gap-2 border-t pt-4">
      <Button variant="outline" size="sm" onClick={url.previous} disabled={!url.hasPrevious || query.isFetching}>
        <ChevronLeft aria-hidden="true" />
        {t("list.previous")}
      </Button>
      <Button variant="outline" size="sm" onClick={() => nextCursor && url.next(nextCursor)} disabled={!nextCursor || query.isFetching}>
        {t("list.next")}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
