import type { DocumentRow } from "@core/documents";
import { Filter } from "lucide-react";
import { useState } from "react";
import { DashboardPageHeader } from "@web/components/DashboardPageHeader";
import { useCopy } from "@web/i18n/I18nProvider";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { Button } from "@web/ui/button";
import { CursorPager } from "@web/ui/cursor-pager";
import { useUrlState } from "@web/ui/url-state";
import { AccessLogDialog } from "./AccessLogDialog";
import { documentListUrl, useDocumentList } from "./api";
import { documentsCopy } from "./copy";
import { DeleteDocumentDialog } from "./DeleteDocumentDialog";
import { DocumentFilters } from "./DocumentFilters";
import { DocumentTable } from "./DocumentTable";
import { UploadDocumentDialog } from "./UploadDocumentDialog";

const FILTERS_ID = "document-filters";

/** /dashboard/documents (admin): Document Management — list, filter, upload, delete, access log. */
export function DocumentsPage() {
  const copy = useCopy(documentsCopy);
  useDocumentTitle(copy.title);
  const url = useUrlState(documentListUrl);
  const list = useDocumentList(url.values);
  const [showFilters, setShowFilters] = useState(url.filtered);
  const [deleting, setDeleting] = useState<DocumentRow | null>(null);
  const [logOf, setLogOf] = useState<DocumentRow | null>(null);

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
      {showFilters && <DocumentFilters id={FILTERS_ID} value={url.values} onApply={url.set} copy={copy} />}

      <DocumentTable
        query={list}
        rows={list.data?.items}
        onDelete={setDeleting}
        onLog={setLogOf}
        copy={copy}
        texts={{
          loading: copy.loading,
          empty: url.filtered ? copy.emptyFiltered : copy.empty,
          error: list.isError ? copy.messages.loadFailed(list.error.message) : null,
          errorToastId: "documents-load-failed",
          retry: copy.retry,
        }}
        footer={<CursorPager label={copy.pagination} url={url} query={list} />}
      />

      {deleting && <DeleteDocumentDialog doc={deleting} onClose={() => setDeleting(null)} copy={copy} />}
      {logOf && <AccessLogDialog doc={logOf} onClose={() => setLogOf(null)} copy={copy} />}
    </div>
  );
}
