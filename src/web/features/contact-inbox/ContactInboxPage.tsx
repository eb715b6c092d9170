import type { ContactRow } from "@core/contact-inbox";
import { CONTACT_FILTERS } from "@core/contact-inbox-constants";
import { dueState } from "@core/sla";
import { Eye } from "lucide-react";
import { DashboardPageHeader } from "@web/components/DashboardPageHeader";
import { DueInbox } from "@web/components/DueInbox";
import { PersonCell } from "@web/components/PersonCell";
import { DueBadge } from "@web/components/DueBadge";
import { useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { formatDateTime, useNow } from "@web/lib/date-time";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { Badge } from "@web/ui/badge";
import { Button } from "@web/ui/button";
import type { Column } from "@web/ui/data-table";
import { useUrlState } from "@web/ui/url-state";
import { contactInboxUrl, useContactInbox } from "./api";
import { ContactDetailsDialog } from "./ContactDetailsDialog";
import { type ContactInboxTranslate, contactInboxCatalogue, serviceName } from "./catalogue";

const STATUS_VARIANT = { new: "default", answered: "secondary", closed: "outline" } as const;

/** /dashboard/contact: the operator's Contact inbox (issue 10 items 2 and 4). */
export function ContactInboxPage() {
  const t = useCatalogue(contactInboxCatalogue);
  useDocumentTitle(t("title"));
  const url = useUrlState(contactInboxUrl, "id");
  const list = useContactInbox(url.values);
  const now = useNow();
  const columns = useContactColumns(t, now, url.open);
  const overdue = (r: ContactRow) => r.status === "new" && r.dueAt !== null && dueState(r.dueAt, now).overdue;

  return (
    <div className="grid grid-cols-1 gap-6">
      <DashboardPageHeader title={t("title")} description={t("lead")} />
      <DueInbox name="contact" t={t} filters={CONTACT_FILTERS} url={url} list={list} counts={list.data?.counts} columns={columns} overdue={overdue} />
      {url.openId && <ContactDetailsDialog id={url.openId} now={now} onClose={url.close} />}
    </div>
  );
}

function useContactColumns(t: ContactInboxTranslate, now: Date, onOpen: (id: string) => void): Column<ContactRow>[] {
  const { locale } = useI18n();
  return [
    { header: t("columns.reference"), cell: (r) => <span className="font-mono text-xs whitespace-nowrap">{r.reference}</span> },
    { header: t("columns.from"), card: "title", cell: (r) => <PersonCell name={r.name} email={r.email} /> },
    { header: t("columns.service"), cell: (r) => serviceName(t, r.service) },
    { header: t("columns.message"), cell: (r) => <span className="text-sm text-muted-foreground">{r.preview}</span>, className: "max-w-xs break-words", card: "line" },
    { header: t("columns.received"), cell: (r) => formatDateTime(r.createdAt, locale), className: "whitespace-nowrap" },
    { header: t("columns.status"), cell: (r) => <Badge variant={STATUS_VARIANT[r.status]}>{t(`statuses.${r.status}`)}</Badge>, card: "aside" },
    {
      header: t("columns.due"),
      card: "footer",
      cell: (r) => (r.status === "new" && r.dueAt ? <DueBadge dueAt={r.dueAt} now={now} /> : <span className="text-muted-foreground">—</span>),
    },
    {
      header: t("columns.actions"),
      card: "footer",
      cell: (r) => (
        <Button variant="outline" size="sm" onClick={() => onOpen(r.id)} aria-label={t("openLabel", { name: r.name })}>
          <Eye aria-hidden="true" />
          {t("open")}
        </Button>
      ),
    },
  ];
}
