import { dueState } from "@core/sla";
import type { TranslationRequestRow } from "@core/translation";
import { TRANSLATION_FILTERS } from "@core/translation-constants";
import { FileDown } from "lucide-react";
import { DueInboxPage } from "@web/components/DueInbox";
import { PersonCell } from "@web/components/PersonCell";
import { DueBadge } from "@web/components/DueBadge";
import { type Locale, useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { formatDateTime } from "@web/lib/format-date";
import { useMoney } from "@web/lib/use-money";
import { Badge } from "@web/ui/badge";
import type { Column } from "@web/ui/data-table";
import { useUrlState } from "@web/ui/url-state";
import { documentUrl, translationRequestsUrl, useTranslationRequests } from "./api";
import { type TranslationRequestsTranslate, translationRequestsCatalogue } from "./catalogue";
import { TranslationDetailsDialog } from "./TranslationDetailsDialog";

const STATUS_VARIANT = { new: "default", in_progress: "accent", delivered: "secondary" } as const;

/** /dashboard/translations: paid translation requests and their delivery. */
export function TranslationRequestsPage() {
  const t = useCatalogue(translationRequestsCatalogue);
  const { locale } = useI18n();
  const { money } = useMoney();
  const url = useUrlState(translationRequestsUrl, "id");
  const list = useTranslationRequests(url.values);
  const overdue = (r: TranslationRequestRow, now: Date) => r.status !== "delivered" && r.dueAt !== null && dueState(r.dueAt, now).overdue;
  const counts = list.data && { all: list.data.counts.all, new: list.data.counts.new, in_progress: list.data.counts.inProgress, delivered: list.data.counts.delivered };
  return <DueInboxPage name="translation" t={t} filters={TRANSLATION_FILTERS} url={url} list={list} counts={counts} columns={(now) => requestColumns(t, now, locale, money)} overdue={overdue} details={(id, now) => <TranslationDetailsDialog id={id} now={now} onClose={url.close} />} />;
}

function requestColumns(t: TranslationRequestsTranslate, now: Date, locale: Locale, money: ReturnType<typeof useMoney>["money"]): Column<TranslationRequestRow>[] {
  return [
    { header: t("columns.customer"), card: "title", cell: (r) => <PersonCell name={r.name} email={r.email} /> },
    { header: t("columns.notes"), cell: (r) => <span className="text-sm text-muted-foreground">{r.notes || t("noNotes")}</span>, className: "max-w-56 break-words", card: "line" },
    {
      header: t("columns.document"),
      className: "max-w-56",
      card: "line",
      cell: (r) =>
        r.document.available ? (
          <a className="inline-flex items-center gap-1 text-sm break-all underline underline-offset-4" href={documentUrl(r.id)} download aria-label={t("details.downloadLabel", { name: r.document.fileName })}>
            <FileDown className="size-4 shrink-0" aria-hidden="true" />
            {r.document.fileName}
          </a>
        ) : (
          <span className="text-sm text-muted-foreground">
            {r.document.fileName} · {t("fileGone")}
          </span>
        ),
    },
    {
      header: t("columns.payment"),
      cell: (r) => (
        <span className="grid">
          <span className="tabular-nums">{money(r.payment.amount, r.payment.currency)}</span>
          <span className="font-mono text-xs text-muted-foreground">{r.payment.reference}</span>
        </span>
      ),
    },
    {
      header: t("columns.due"),
      cell: (r) =>
        r.status !== "delivered" && r.dueAt ? (
          <DueBadge dueAt={r.dueAt} now={now} />
        ) : r.deliveredAt ? (
          <span className="text-muted-foreground">{t("deliveredOn", { when: formatDateTime(r.deliveredAt, locale) })}</span>
        ) : (
          "—"
        ),
    },
    { header: t("columns.status"), cell: (r) => <Badge variant={STATUS_VARIANT[r.status]}>{t(`statuses.${r.status}`)}</Badge>, card: "aside" },
  ];
}
