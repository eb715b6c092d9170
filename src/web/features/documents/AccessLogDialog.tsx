import type { DocumentRow } from "@core/documents";
import { useI18n } from "@web/i18n/I18nProvider";
import { formatDateTime } from "@web/lib/format-date";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/ui/dialog";
import { useAccessLog } from "./api";
import type { DocumentsTranslate } from "./catalogue";
import { useTranslate } from "@web/i18n/use-translate";
import { LoadingLine } from "@web/ui/list-states";


/** Who uploaded, downloaded or deleted a document, newest first. */
export function AccessLogDialog({ doc, onClose, t }: { doc: DocumentRow; onClose: () => void; t: DocumentsTranslate }) {
  const translate = useTranslate();
  const { locale } = useI18n();
  const log = useAccessLog(doc.id);
  const when = (iso: string) => formatDateTime(iso, locale);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t("log.close")} width="2xl">
        <DialogHeader>
          <DialogTitle>{t("log.title")}</DialogTitle>
          <DialogDescription className="break-words">{t("log.lead", { name: doc.fileName })}</DialogDescription>
        </DialogHeader>
        {log.isPending ? (
          <LoadingLine className="text-sm">{t("loading")}</LoadingLine>
        ) : log.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t("messages.loadFailed", { message: translate(log.error.message) })}
          </p>
        ) : log.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("log.empty")}</p>
        ) : (
          <ul className="grid gap-2 text-sm" aria-label={t("log.title")}>
            {log.data.items.map((entry) => (
              <li key={entry.id} className="grid gap-1 rounded-lg border p-3 sm:grid-cols-[8rem_1fr_auto] sm:items-center sm:gap-3">
                <span className="font-medium">{t(`log.actions.${entry.action}`)}</span>
                <span className="min-w-0 break-words">{entry.actorEmail ?? t("log.unknown")}</span>
                <span className="text-muted-foreground">
                  {when(entry.at)} · <span className="font-mono text-xs">{entry.ip}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
