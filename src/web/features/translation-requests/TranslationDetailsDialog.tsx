import { saidOf } from "@web/lib/api";
import { textsOf } from "@core/i18n/catalogue";
import type { TranslationRequestDetails } from "@core/translation";
import { FileDown, Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "@web/ui/toast";
import { BlockHeading } from "@web/components/BlockHeading";
import { DocumentDropzone, dropzoneCopy } from "@web/components/DocumentDropzone";
import { DueBadge } from "@web/components/DueBadge";
import { UploadProgressBar } from "@web/components/UploadProgressBar";
import { useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { formatDateTime } from "@web/lib/format-date";
import type { UploadProgress } from "@web/lib/upload";
import { useMoney } from "@web/lib/use-money";
import { DetailItem, DetailsDialog, EmailDetail, DetailsList, DetailsSection } from "@web/ui/details-dialog";
import { Label } from "@web/ui/label";
import { NativeSelect } from "@web/ui/native-select";
import { documentUrl, summaryUrl, useDeliverSummary, useSetTranslationStatus, useTranslationRequest } from "./api";
import { type TranslationRequestsTranslate, translationRequestsCatalogue } from "./catalogue";
import { useReason } from "@web/i18n/use-translate";
import { useSaidAction } from "@web/lib/use-said-action";
import { SubmitButton } from "@web/ui/form-dialog-submit";

type Props = { id: string; now: Date; onClose: () => void };


/** One request: customer, files, payment, due time, status, Deliver summary, delivery history and access log. */
export function TranslationDetailsDialog({ id, now, onClose }: Props) {
  const t = useCatalogue(translationRequestsCatalogue);
  const { locale } = useI18n();
  const { money } = useMoney();
  const request = useTranslationRequest(id);

  return (
    <DetailsDialog
      query={request}
      onClose={onClose}
      copy={textsOf(t, "details", ["title", "loading", "close"])}
      heading={(r) => ({ title: `${t("details.title")}: ${r.name}`, lead: `${t("details.paid")} ${formatDateTime(r.createdAt, locale)}` })}
    >
      {(r) => (
        <div className="grid gap-6 text-sm">
          <DetailsList>
            <EmailDetail label={t("details.email")} email={r.email} />
            <DetailItem label={t("details.language")}>{t(`details.languages.${r.language}`)}</DetailItem>
            <DetailItem label={t("columns.payment")}>{`${money(r.payment.amount, r.payment.currency)} · ${t("details.reference")} ${r.payment.reference ?? "—"}`}</DetailItem>
            <DetailItem label={t("columns.due")}>
              {r.status !== "delivered" && r.dueAt ? <DueBadge dueAt={r.dueAt} now={now} /> : r.deliveredAt ? t("deliveredOn", { when: formatDateTime(r.deliveredAt, locale) }) : "—"}
            </DetailItem>
            <DetailItem label={t("details.notes")}>
              <span className="whitespace-pre-wrap">{r.notes || t("noNotes")}</span>
            </DetailItem>
            <DetailItem label={t("details.document")}>
              <FileLink available={r.document.available} href={documentUrl(r.id)} name={r.document.fileName} t={t} />
            </DetailItem>
            <DetailItem label={t("details.summary")}>
              {r.summary ? <FileLink available={r.summary.available} href={summaryUrl(r.id)} name={r.summary.fileName} t={t} /> : t("details.noSummary")}
            </DetailItem>
          </DetailsList>
          <StatusForm request={r} t={t} />
          {r.abilities.canDeliver && <DeliverForm request={r} t={t} />}
          <History request={r} t={t} />
        </div>
      )}
    </DetailsDialog>
  );
}

function FileLink({ available, href, name, t }: { available: boolean; href: string; name: string; t: TranslationRequestsTranslate }) {
  if (!available)
    return (
      <span className="text-muted-foreground">
        {name} · {t("fileGone")}
      </span>
    );
  return (
    <a className="inline-flex items-center gap-1 break-all underline underline-offset-4" href={href} download aria-label={t("details.downloadLabel", { name })}>
      <FileDown className="size-4 shrink-0" aria-hidden="true" />
      {name}
    </a>
  );
}

function StatusForm({ request, t }: { request: TranslationRequestDetails; t: TranslationRequestsTranslate }) {
  const run = useSaidAction();
  const [status, setStatus] = useState<"new" | "in_progress">(request.status === "in_progress" ? "in_progress" : "new");
  const save = useSetTranslationStatus(request.id);
  if (!request.abilities.canChangeStatus) return <p className="text-muted-foreground">{t("details.deliveredLocked")}</p>;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await run(save.mutateAsync({ status }), (message) => t("details.statusFailed", { message }));
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3 border-t pt-4">
      <div className="grid min-w-48 gap-1.5">
        <Label htmlFor="translation-status">{t("details.statusLabel")}</Label>
        <NativeSelect id="translation-status" value={status} onChange={(e) => setStatus(e.target.value as "new" | "in_progress")}>
          <option value="new">{t("statuses.new")}</option>
          <option value="in_progress">{t("statuses.in_progress")}</option>
        </NativeSelect>
      </div>
      <SubmitButton variant="outline" pending={save.isPending} disabled={status === request.status}>
        {t("details.saveStatus")}
      </SubmitButton>
    </form>
  );
}

function DeliverForm({ request, t }: { request: TranslationRequestDetails; t: TranslationRequestsTranslate }) {
  const reason = useReason();
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const deliver = useDeliverSummary(request.id);
  const again = request.summary !== null;
  const busy = progress !== null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) {
      setMissing(true);
      toast.error(t("deliver.required"));
      return;
    }
    setProgress({ loaded: 0, total: file.size });
    try {
      const res = await deliver.mutateAsync({ file, onProgress: setProgress });
      toast.success(saidOf(res));
      setFile(null);
      setMissing(false);
    } catch (err) {
      toast.error(t("deliver.failed", { message: reason(err) }));
    } finally {
      setProgress(null);
    }
  };

  return (
    <section aria-labelledby="deliver-title" className="grid gap-3 border-t pt-4">
      <BlockHeading id="deliver-title" title={again ? t("deliver.redeliver") : t("deliver.title")} lead={again ? t("deliver.leadAgain") : t("deliver.lead")} />
      <form noValidate onSubmit={submit} className="grid gap-3" aria-busy={busy}>
        <div className="grid gap-2">
          <Label htmlFor="summary-file">{t("deliver.file")}</Label>
          <DocumentDropzone id="summary-file" file={file} onFile={setFile} invalid={missing && !file} disabled={busy} copy={dropzoneCopy(t)} />
        </div>
        {progress && <UploadProgressBar id="summary-upload-progress" progress={progress} label={t("deliver.uploading")} sent={(sent, total) => t("deliver.sent", { sent, total })} />}
        <div>
          <SubmitButton pending={busy} icon={<Send aria-hidden="true" />} pendingLabel={t("deliver.uploading")}>
            {t("deliver.submit")}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}

function History({ request, t }: { request: TranslationRequestDetails; t: TranslationRequestsTranslate }) {
  const { locale } = useI18n();
  return (
    <>
      <DetailsSection id="delivery-history" title={t("history.title")} className="grid gap-2 border-t pt-4" none={request.deliveries.length === 0 && t("history.none")}>
        <ol className="grid gap-3">
          {request.deliveries.map((d) => (
            <li key={d.id} className="grid gap-1 rounded-lg border p-3">
              <p className="font-medium">
                {t("history.sent", { when: formatDateTime(d.createdAt, locale) })} · {d.active ? t("history.expires", { when: formatDateTime(d.expiresAt, locale) }) : t("history.ended", { when: formatDateTime(d.expiresAt, locale) })}
              </p>
              <p className="text-muted-foreground">
                {d.active ? t("history.active") : t("history.inactive")} · {t("history.downloads", { count: d.downloads.length })}
              </p>
              {d.downloads.length > 0 && (
                <ul className="grid gap-0.5 text-xs text-muted-foreground">
                  {d.downloads.map((x, i) => (
                    <li key={i}>{t("history.download", { when: formatDateTime(x.at, locale), ip: x.ip })}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      </DetailsSection>
      <DetailsSection id="translation-access-log" title={t("log.title")} className="grid gap-2 border-t pt-4" none={request.accessLog.length === 0 && t("log.none")}>
        <ul className="grid gap-1 text-muted-foreground">
          {request.accessLog.map((e, i) => (
            <li key={i}>{t("log.entry", { who: e.actorEmail ?? "—", what: t(`log.actions.${e.action}`), when: formatDateTime(e.at, locale) })}</li>
          ))}
        </ul>
      </DetailsSection>
    </>
  );
}
