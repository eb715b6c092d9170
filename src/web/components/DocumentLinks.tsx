import type { DocumentRow } from "@core/documents";
import { Download, ExternalLink } from "lucide-react";
import { downloadUrl } from "@web/lib/documents";
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
