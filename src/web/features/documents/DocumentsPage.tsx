import type { DocumentRow } from "@core/documents";
import { Filter } from "lucide-react";
import { useState } from "react";
import { DashboardScreen } from "@web/components/DashboardScreen";
import { Button } from "@web/ui/button";
import { CursorPager } from "@web/ui/cursor-pager";
import { useUrlState } from "@web/ui/url-state";
import { AccessLogDialog } from "./AccessLogDialog";
import { documentListUrl, useDocumentList } from "./api";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { documentsCatalogue } from "./catalogue";
import { DeleteDocumentDialog } from "./DeleteDocumentDialog";
import { DocumentFilters } from "./DocumentFilters";
import { DocumentTable } from "./DocumentTable";
import { UploadDocumentDialog } from "./UploadDocumentDialog";
import { useTranslate } from "@web/i18n/use-translate";

const FILTERS_ID = "document-filters";

/** /dashboard/documents (admin): Document Management — list, filter, upload, delete, access log. */
export function DocumentsPage() {
  const t = useCatalogue(documentsCatalogue);
  const translate = useTranslate();
  const url = useUrlState(documentListUrl);
  const list = useDocumentList(url.values);
  const [showFilters, setShowFilters] = useState(url.filtered);
  const [deleting, setDeleting] = useState<DocumentRow | null>(null);
  const [logOf, setLogOf] = useState<DocumentRow | null>(null);

  return (
    <DashboardScreen
      title={t("title")}
      description={t("lead")}
      actions={
        <>
          <Button variant="outline" aria-expanded={showFilters} aria-controls={FILTERS_ID} onClick={() => setShowFilters((s) => !s)}>
            <Filter aria-hidden="true" />
            {t("filter.title")}
          </Button>
          <UploadDocumentDialog t={t} />
        </>
      }
    >
      {showFilters && <DocumentFilters id={FILTERS_ID} value={url.values} onApply={url.set} t={t} />}

      <DocumentTable
        query={list}
        rows={list.data?.items}
        onDelete={setDeleting}
        onLog={setLogOf}
        t={t}
        texts={{
          loading: t("loading"),
          empty: url.filtered ? t("emptyFiltered") : t("empty"),
          error: list.isError ? t("messages.loadFailed", { message: translate(list.error.message) }) : null,
          errorToastId: "documents-load-failed",
          retry: t("retry"),
        }}
        footer={<CursorPager label={t("pagination")} url={url} query={list} />}
      />

      {deleting && <DeleteDocumentDialog doc={deleting} onClose={() => setDeleting(null)} t={t} />}
      {logOf && <AccessLogDialog doc={logOf} onClose={() => setLogOf(null)} t={t} />}
    </DashboardScreen>
  );
}
