import type { TranslationRequestDetails } from "@core/translation";
import { FileDown, LoaderCircle, Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "@web/ui/toast";
import { DocumentDropzone } from "@web/components/DocumentDropzone";
import { DueBadge } from "@web/components/DueBadge";
import { UploadProgressBar } from "@web/components/UploadProgressBar";
import { useCopy, useI18n } from "@web/i18n/I18nProvider";
import { formatDateTime } from "@web/lib/date-time";
import type { UploadProgress } from "@web/lib/upload";
import { useMoney } from "@web/lib/use-money";
import { Button } from "@web/ui/button";
import { DetailItem, DetailsDialog, DetailsSection } from "@web/ui/details-dialog";
import { DialogDescription, DialogHeader, DialogTitle } from "@web/ui/dialog";
import { Label } from "@web/ui/label";
import { NativeSelect } from "@web/ui/native-select";
import { documentUrl, summaryUrl, useDeliverSummary, useSetTranslationStatus, useTranslationRequest } from "./api";
import { type TranslationRequestsCopy, translationRequestsCopy } from "./copy";

type Props = { id: string; now: Date; onClose: () => void };

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** One request: customer, files, payment, due time, status, Deliver summary, delivery history and access log. */
export function TranslationDetailsDialog({ id, now, onClose }: Props) {
  const copy = useCopy(translationRequestsCopy);
  const { locale } = useI18n();
  const { money } = useMoney();
  const request = useTranslationRequest(id);
  const d = copy.details;

  return (
    <DetailsDialog query={request} onClose={onClose} copy={d}>
      {(r) => (
        <>
          <DialogHeader>
            <DialogTitle>{`${d.title}: ${r.name}`}</DialogTitle>
            <DialogDescription>{`${d.paid} ${formatDateTime(r.createdAt, locale)}`}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-6 text-sm">
            <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <DetailItem label={d.email}>
                <a className="break-all underline-offset-4 hover:underline" href={`mailto:${r.email}`}>
                  {r.email}
                </a>
              </DetailItem>
              <DetailItem label={d.language}>{d.languages[r.language]}</DetailItem>
              <DetailItem label={copy.columns.payment}>{`${money(r.payment.amount, r.payment.currency)} · ${d.reference} ${r.payment.reference ?? "—"}`}</DetailItem>
              <DetailItem label={copy.columns.due}>
                {r.status !== "delivered" && r.dueAt ? <DueBadge dueAt={r.dueAt} now={now} /> : r.deliveredAt ? copy.deliveredOn(formatDateTime(r.deliveredAt, locale)) : "—"}
              </DetailItem>
              <DetailItem label={d.notes}>
                <span className="whitespace-pre-wrap">{r.notes || copy.noNotes}</span>
              </DetailItem>
              <DetailItem label={d.document}>
                <FileLink available={r.document.available} href={documentUrl(r.id)} name={r.document.fileName} copy={copy} />
              </DetailItem>
              <DetailItem label={d.summary}>
                {r.summary ? <FileLink available={r.summary.available} href={summaryUrl(r.id)} name={r.summary.fileName} copy={copy} /> : d.noSummary}
              </DetailItem>
            </dl>
            <StatusForm request={r} copy={copy} />
            {r.abilities.canDeliver && <DeliverForm request={r} copy={copy} />}
            <History request={r} copy={copy} />
          </div>
        </>
      )}
    </DetailsDialog>
  );
}

function FileLink({ available, href, name, copy }: { available: boolean; href: string; name: string; copy: TranslationRequestsCopy }) {
  if (!available)
    return (
      <span className="text-muted-foreground">
        {name} · {copy.fileGone}
      </span>
    );
  return (
    <a className="inline-flex items-center gap-1 break-all underline underline-offset-4" href={href} download aria-label={copy.details.downloadLabel(name)}>
      <FileDown className="size-4 shrink-0" aria-hidden="true" />
      {name}
    </a>
  );
}

function StatusForm({ request, copy }: { request: TranslationRequestDetails; copy: TranslationRequestsCopy }) {
  const [status, setStatus] = useState<"new" | "in_progress">(request.status === "in_progress" ? "in_progress" : "new");
  const save = useSetTranslationStatus(request.id);
  const d = copy.details;
  if (!request.abilities.canChangeStatus) return <p className="text-muted-foreground">{d.deliveredLocked}</p>;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const res = await save.mutateAsync({ status });
      toast.success(res.message);
    } catch (err) {
      toast.error(d.statusFailed(errorText(err)));
    }
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3 border-t pt-4">
      <div className="grid min-w-48 gap-1.5">
        <Label htmlFor="translation-status">{d.statusLabel}</Label>
        <NativeSelect id="translation-status" value={status} onChange={(e) => setStatus(e.target.value as "new" | "in_progress")}>
          <option value="new">{copy.statuses.new}</option>
          <option value="in_progress">{copy.statuses.in_progress}</option>
        </NativeSelect>
      </div>
      <Button type="submit" variant="outline" disabled={save.isPending || status === request.status}>
        {save.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
        {d.saveStatus}
      </Button>
    </form>
  );
}

function DeliverForm({ request, copy }: { request: TranslationRequestDetails; copy: TranslationRequestsCopy }) {
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const deliver = useDeliverSummary(request.id);
  const c = copy.deliver;
  const again = request.summary !== null;
  const busy = progress !== null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) {
      setMissing(true);
      toast.error(c.required);
      return;
    }
    setProgress({ loaded: 0, total: file.size });
    try {
      const res = await deliver.mutateAsync({ file, onProgress: setProgress });
      toast.success(res.message);
      setFile(null);
      setMissing(false);
    } catch (err) {
      toast.error(c.failed(errorText(err)));
    } finally {
      setProgress(null);
    }
  };

  return (
    <section aria-labelledby="deliver-title" className="grid gap-3 border-t pt-4">
      <div className="grid gap-1">
        <h3 id="deliver-title" className="font-semibold">
          {again ? c.redeliver : c.title}
        </h3>
        <p className="text-muted-foreground">{again ? c.leadAgain : c.lead}</p>
      </div>
      <form noValidate onSubmit={submit} className="grid gap-3" aria-busy={busy}>
        <div className="grid gap-2">
          <Label htmlFor="summary-file">{c.file}</Label>
          <DocumentDropzone id="summary-file" file={file} onFile={setFile} invalid={missing && !file} disabled={busy} copy={copy.dropzone} />
        </div>
        {progress && <UploadProgressBar id="summary-upload-progress" progress={progress} label={c.uploading} sent={c.sent} />}
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
            {busy ? c.uploading : c.submit}
          </Button>
        </div>
      </form>
    </section>
  );
}

function History({ request, copy }: { request: TranslationRequestDetails; copy: TranslationRequestsCopy }) {
  const { locale } = useI18n();
  const h = copy.history;
  const l = copy.log;
  return (
    <>
      <DetailsSection id="delivery-history" title={h.title} className="grid gap-2 border-t pt-4">
        {request.deliveries.length === 0 ? (
          <p className="text-muted-foreground">{h.none}</p>
        ) : (
          <ol className="grid gap-3">
            {request.deliveries.map((d) => (
              <li key={d.id} className="grid gap-1 rounded-lg border p-3">
                <p className="font-medium">
                  {h.sent(formatDateTime(d.createdAt, locale))} · {d.active ? h.expires(formatDateTime(d.expiresAt, locale)) : h.ended(formatDateTime(d.expiresAt, locale))}
                </p>
                <p className="text-muted-foreground">
                  {d.active ? h.active : h.inactive} · {h.downloads(d.downloads.length)}
                </p>
                {d.downloads.length > 0 && (
                  <ul className="grid gap-0.5 text-xs text-muted-foreground">
                    {d.downloads.map((x, i) => (
                      <li key={i}>{h.download(formatDateTime(x.at, locale), x.ip)}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        )}
      </DetailsSection>
      <DetailsSection id="translation-access-log" title={l.title} className="grid gap-2 border-t pt-4">
        {request.accessLog.length === 0 ? (
          <p className="text-muted-foreground">{l.none}</p>
        ) : (
          <ul className="grid gap-1 text-muted-foreground">
            {request.accessLog.map((e, i) => (
              <li key={i}>{l.entry(e.actorEmail ?? "—", l.actions[e.action], formatDateTime(e.at, locale))}</li>
            ))}
          </ul>
        )}
      </DetailsSection>
    </>
  );
}
