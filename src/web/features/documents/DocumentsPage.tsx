import type { DocumentRow } from "@core/documents";
import { ChevronLeft, ChevronRight, Filter, LoaderCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "@web/ui/toast";
import { DashboardPageHeader } from "@web/components/DashboardPageHeader";
import { useCopy } from "@web/i18n/I18nProvider";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { Button } from "@web/ui/button";
import { Card, CardContent } from "@web/ui/card";
import { AccessLogDialog } from "./AccessLogDialog";
import { useDocumentList } from "./api";
import { documentsCopy } from "./copy";
import { DeleteDocumentDialog } from "./DeleteDocumentDialog";
import { DocumentFilters } from "./DocumentFilters";
import { DocumentTable } from "./DocumentTable";
import { UploadDocumentDialog } from "./UploadDocumentDialog";
import { useDocumentParams } from "./use-document-params";
import { useTranslate } from "@web/i18n/use-translate";

const FILTERS_ID = "document-filters";

/** /dashboard/documents (admin): Document Management — list, filter, upload, delete, access log. */
export function DocumentsPage() {
  const translate = useTranslate();
  const copy = useCopy(documentsCopy);
  useDocumentTitle(copy.title);
  const params = useDocumentParams();
  const list = useDocumentList(params.query);
  const [showFilters, setShowFilters] = useState(params.filtered);
  const [deleting, setDeleting] = useState<DocumentRow | null>(null);
  const [logOf, setLogOf] = useState<DocumentRow | null>(null);

  const errorMessage = list.isError ? copy.messages.loadFailed(list.error.message) : null;
  useEffect(() => {
    if (errorMessage) toast.error(errorMessage, { id: "documents-load-failed" });
  }, [errorMessage]);
  const data = list.data;

  return (
    <div className="grid grid-cols-1 gap-6">
      <DashboardPageHeader
        title={copy.title}
        description={copy.lead}
        actions={
          <>
            <Button variant="outline" aria-expanded={showFilters} aria-controls={FILTERS_ID} onClick={() => setShowFilters((s) => !s)}>
              <Filter aria-hidden="true" />
              {copy.filter.title}
            </Button>
            <UploadDocumentDialog copy={copy} />
          </>
        }
      />
      {showFilters && <DocumentFilters id={FILTERS_ID} value={params.filter} onApply={params.setFilter} copy={copy} />}

      <Card>
        <CardContent aria-busy={list.isFetching}>
          {list.isPending ? (
            <p role="status" className="flex items-center gap-2 py-6 text-muted-foreground">
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              {copy.loading}
            </p>
          ) : list.isError && !data ? (
            <div role="alert" className="flex flex-wrap items-center gap-3 py-6 text-sm text-destructive">
              {translate(errorMessage)}
              <Button variant="outline" size="sm" onClick={() => list.refetch()}>
                {copy.retry}
              </Button>
            </div>
          ) : data && data.items.length === 0 ? (
            <p className="py-6 text-center font-medium">{params.filtered ? copy.emptyFiltered : copy.empty}</p>
          ) : data ? (
            <DocumentTable items={data.items} onDelete={setDeleting} onLog={setLogOf} copy={copy} />
          ) : null}

          {(params.hasPrevious || data?.nextCursor) && (
            <nav aria-label={copy.pagination} className="mt-4 flex justify-between gap-2 border-t pt-4">
              <Button variant="outline" size="sm" onClick={params.previous} disabled={!params.hasPrevious || list.isFetching}>
                <ChevronLeft aria-hidden="true" />
                {copy.previous}
              </Button>
              <Button
                variant="outline"
                size="sm"
                onClick={() => data?.nextCursor && params.next(data.nextCursor)}
                disabled={!data?.nextCursor || list.isFetching}
              >
                {copy.next}
                <ChevronRight aria-hidden="true" />
              </Button>
            </nav>
          )}
        </CardContent>
      </Card>

      {deleting && <DeleteDocumentDialog doc={deleting} onClose={() => setDeleting(null)} copy={copy} />}
      {logOf && <AccessLogDialog doc={logOf} onClose={() => setLogOf(null)} copy={copy} />}
    </div>
  );
}
