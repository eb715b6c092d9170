import type { DocumentRow } from "@core/documents";
import { documentShortId } from "@core/documents-constants";
import { History, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { DocumentLinks } from "@web/components/DocumentLinks";
import { DOCUMENT_LINKS_COPY } from "@web/components/document-links-copy";
import { useCopy, useI18n } from "@web/i18n/I18nProvider";
import { cn } from "@web/lib/cn";
import { formatDate } from "@web/lib/format-date";
import { Badge } from "@web/ui/badge";
import { Button } from "@web/ui/button";
import type { DocumentsCopy } from "./copy";

type Props = {
  items: DocumentRow[];
  onDelete: (doc: DocumentRow) => void;
  onLog: (doc: DocumentRow) => void;
  copy: DocumentsCopy;
};

const STATUS_TONE = {
  available: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200",
  expired: "bg-stone-100 text-stone-800 dark:bg-stone-800 dark:text-stone-200",
  deleted: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
} as const;

/** Document Management's rows: a table from 768 px, stacked cards below. */
export function DocumentTable({ items, onDelete, onLog, copy }: Props) {
  const { locale } = useI18n();
  const c = copy.columns;
  const links = useCopy(DOCUMENT_LINKS_COPY);
  const status = (doc: DocumentRow) => (
    <Badge variant="outline" className={cn("border-transparent", STATUS_TONE[doc.status])}>
      {copy.status[doc.status]}
    </Badge>
  );
  const client = (doc: DocumentRow) => (
    <span className="grid">
      <span>{doc.clientName}</span>
      {doc.uploadedByAdmin && <span className="text-xs text-muted-foreground">{copy.byOperator}</span>}
    </span>
  );
  const actions = (doc: DocumentRow) => (
    <div className="flex flex-wrap gap-2">
      <DocumentLinks doc={doc} copy={links} compact />
      <Button variant="outline" size="sm" onClick={() => onLog(doc)} aria-label={copy.actions.logDocument(doc.fileName)} title={copy.actions.log}>
        <History aria-hidden="true" />
      </Button>
      {doc.status === "available" && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => onDelete(doc)}
          aria-label={copy.actions.deleteDocument(doc.fileName)}
          title={copy.actions.delete}
          className="text-destructive hover:text-destructive"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      )}
    </div>
  );

  return (
    <>
      <table className="hidden w-full text-sm md:table">
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            {[c.id, c.client, c.fileName, c.type, c.uploaded, c.status, c.actions].map((h) => (
              <th key={h} scope="col" className="py-2 pr-4 font-medium last:pr-0">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((doc) => (
            <tr key={doc.id} className="border-b align-top last:border-0">
              <td className="py-3 pr-4 font-mono text-xs">{documentShortId(doc.id)}</td>
              <td className="py-3 pr-4">{client(doc)}</td>
              <td className="max-w-56 py-3 pr-4 break-words">
                <span className="font-medium">{doc.fileName}</span>
                <span className="block text-xs text-muted-foreground">{doc.title}</span>
              </td>
              <td className="py-3 pr-4 uppercase">{doc.fileType}</td>
              <td className="py-3 pr-4 whitespace-nowrap">{formatDate(doc.uploadedAt, locale)}</td>
              <td className="py-3 pr-4">{status(doc)}</td>
              <td className="py-3">{actions(doc)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="grid gap-3 md:hidden">
        {items.map((doc) => (
          <li key={doc.id} className="grid gap-3 rounded-xl border p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p className="min-w-0 font-medium break-words">{doc.fileName}</p>
              {status(doc)}
            </div>
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <Field label={c.id}>
                <span className="font-mono text-xs">{documentShortId(doc.id)}</span>
              </Field>
              <Field label={c.type}>
                <span className="uppercase">{doc.fileType}</span>
              </Field>
              <Field label={c.client}>{client(doc)}</Field>
              <Field label={c.uploaded}>{formatDate(doc.uploadedAt, locale)}</Field>
            </dl>
            {actions(doc)}
          </li>
        ))}
      </ul>
    </>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}
