import { FileText } from "lucide-react";
import { Link } from "react-router";
import { DocumentLinks, type DocumentLinksCopy } from "@web/components/DocumentLinks";
import { useCopy, useI18n } from "@web/i18n/I18nProvider";
import { formatDate } from "@web/lib/format-date";
import { Card, CardContent, CardHeader } from "@web/ui/card";
import { Skeleton } from "@web/ui/skeleton";
import { useRecentDocuments } from "./api";
import { documentsCopy } from "./copy";

/** The member's Recent Documents panel (their uploads and the operator's uploads for them). */
export function RecentDocuments() {
  const copy = useCopy(documentsCopy);
  const { locale } = useI18n();
  const recent = useRecentDocuments();
  const links: DocumentLinksCopy = {
    view: copy.actions.open,
    viewDocument: copy.actions.openDocument,
    download: copy.actions.download,
    downloadDocument: copy.actions.downloadDocument,
    ...copy.links,
  };
  return (
    <Card className="gap-4">
      <CardHeader className="flex-row items-center justify-between gap-3">
        <h2 className="text-base leading-tight font-semibold">{copy.recent.title}</h2>
        <Link to="/dashboard/tasks" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {copy.recent.viewAll}
        </Link>
      </CardHeader>
      <CardContent>
        {recent.isPending ? (
          <div className="grid gap-2">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : recent.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {copy.messages.loadFailed(recent.error.message)}
          </p>
        ) : recent.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{copy.recent.empty}</p>
        ) : (
          <ul className="grid gap-2" data-testid="recent-documents">
            {recent.data.items.map((doc) => (
              <li key={doc.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3">
                <span className="flex min-w-0 items-center gap-2">
                  <FileText className="size-4 shrink-0 text-primary" aria-hidden="true" />
                  <span className="grid min-w-0">
                    <span className="truncate text-sm font-medium">{doc.fileName}</span>
                    <span className="text-xs text-muted-foreground">
                      {doc.title} · {formatDate(doc.uploadedAt, locale)}
                    </span>
                  </span>
                </span>
                <DocumentLinks doc={doc} copy={links} compact />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
