import type { Translate } from "@core/i18n/catalogue";
import type { DocumentRow } from "@core/documents";
import { Download, ExternalLink, FileText } from "lucide-react";
import { downloadUrl } from "@web/lib/documents";
import { cn } from "@web/lib/cn";
import { Button } from "@web/ui/button";

export type DocumentLinksCopy = {
  view: string;
  viewDocument: (name: string) => string;
  download: string;
  downloadDocument: (name: string) => string;
  /** 'Deleted after 30 days' (retention) and the admin-deleted note. */
  expired: string;
  deleted: string;
};

/** The keys a feature's catalogue has for its document links. */
export type DocumentLinksKey = `links.${"view" | "viewDocument" | "download" | "downloadDocument" | "expired" | "deleted"}`;

/** Document links' words from their feature's catalogue. */
export function documentLinksCopy(t: Translate<DocumentLinksKey>): DocumentLinksCopy {
  return {
    view: t("links.view"),
    viewDocument: (name) => t("links.viewDocument", { name }),
    download: t("links.download"),
    downloadDocument: (name) => t("links.downloadDocument", { name }),
    expired: t("links.expired"),
    deleted: t("links.deleted"),
  };
}

/**
 * View (a new tab) and Download for a stored document, both through the authorised download
 * route; a file that is gone shows why instead of a link.
 */
export function DocumentLinks({ doc, copy, compact = false }: { doc: DocumentRow; copy: DocumentLinksCopy; compact?: boolean }) {
  if (doc.status !== "available") {
    return <span className="text-sm text-muted-foreground">{doc.status === "expired" ? copy.expired : copy.deleted}</span>;
  }
  const href = downloadUrl(doc.id);
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline" size="sm">
        <a href={href} target="_blank" rel="noopener noreferrer" aria-label={copy.viewDocument(doc.fileName)}>
          <ExternalLink aria-hidden="true" />
          {!compact && copy.view}
        </a>
      </Button>
      <Button asChild variant="outline" size="sm">
        <a href={href} download={doc.fileName} aria-label={copy.downloadDocument(doc.fileName)}>
          <Download aria-hidden="true" />
          {!compact && copy.download}
        </a>
      </Button>
    </div>
  );
}

/** Documents a row each: the file's name, then View and Download (a task's files, a message's attachments). */
export function DocumentList({ docs, copy, label, compact, itemClassName }: { docs: DocumentRow[]; copy: DocumentLinksCopy; label?: string; compact?: boolean; itemClassName?: string }) {
  return (
    <ul className="grid gap-2" aria-label={label}>
      {docs.map((doc) => (
        <li key={doc.id} className={cn("flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3", itemClassName)}>
          <span className="flex min-w-0 items-center gap-2">
            <FileText className="size-4 shrink-0 text-primary" aria-hidden="true" />
            <span className="min-w-0 truncate text-sm font-medium">{doc.fileName}</span>
          </span>
          <DocumentLinks doc={doc} copy={copy} compact={compact} />
        </li>
      ))}
    </ul>
  );
}
