import type { DocumentRow } from "@core/documents";
import { documentShortId } from "@core/documents-constants";
import { History, Trash2 } from "lucide-react";
import type { ComponentProps } from "react";
import { DocumentLinks, documentLinksCopy } from "@web/components/DocumentLinks";
import { useI18n } from "@web/i18n/I18nProvider";
import { formatDate } from "@web/lib/format-date";
import { Badge } from "@web/ui/badge";
import { Button } from "@web/ui/button";
import { DataTable } from "@web/ui/data-table";
import type { DocumentsTranslate } from "./catalogue";

type Props = Omit<ComponentProps<typeof DataTable<DocumentRow>>, "columns" | "rowKey"> & {
  onDelete: (doc: DocumentRow) => void;
  onLog: (doc: DocumentRow) => void;
  t: DocumentsTranslate;
};

const STATUS_TONE = {
  available: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200",
  expired: "bg-stone-100 text-stone-800 dark:bg-stone-800 dark:text-stone-200",
  deleted: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
} as const;

/** Document Management's columns. */
export function DocumentTable({ onDelete, onLog, t, ...table }: Props) {
  const { locale } = useI18n();
  const links = documentLinksCopy(t);
  return (
    <DataTable
      {...table}
      rowKey={(doc) => doc.id}
      columns={[
        { header: t("columns.id"), cell: (doc) => <span className="font-mono text-xs">{documentShortId(doc.id)}</span> },
        {
          header: t("columns.client"),
          cardRank: 3.5,
          cell: (doc) => (
            <span className="grid">
              <span>{doc.clientName}</span>
              {doc.uploadedByAdmin && <span className="text-xs text-muted-foreground">{t("byOperator")}</span>}
            </span>
          ),
        },
        {
          header: t("columns.fileName"),
          className: "max-w-56 break-words",
          card: "title",
          cell: (doc) => (
            <>
              <span className="font-medium">{doc.fileName}</span>
              <span className="block text-xs text-muted-foreground">{doc.title}</span>
            </>
          ),
          cardCell: (doc) => doc.fileName,
        },
        { header: t("columns.type"), cell: (doc) => <span className="uppercase">{doc.fileType}</span> },
        { header: t("columns.uploaded"), cell: (doc) => formatDate(doc.uploadedAt, locale), className: "whitespace-nowrap" },
        {
          header: t("columns.status"),
          card: "aside",
          cell: (doc) => (
            <Badge variant="tone" className={STATUS_TONE[doc.status]}>
              {t(`status.${doc.status}`)}
            </Badge>
          ),
        },
        {
          header: t("columns.actions"),
          card: "footer",
          cell: (doc) => (
            <div className="flex flex-wrap gap-2">
              <DocumentLinks doc={doc} copy={links} compact />
              <Button variant="outline" size="sm" onClick={() => onLog(doc)} aria-label={t("actions.logDocument", { name: doc.fileName })} title={t("actions.log")}>
                <History aria-hidden="true" />
              </Button>
              {doc.status === "available" && (
                <Button
                  variant="outline-danger"
                  size="sm"
                  onClick={() => onDelete(doc)}
                  aria-label={t("actions.deleteDocument", { name: doc.fileName })}
                  title={t("actions.delete")}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              )}
            </div>
          ),
        },
      ]}
    />
  );
}
