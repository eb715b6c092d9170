import type { ContactRow } from "@core/contact-inbox";
import { CONTACT_FILTERS } from "@core/contact-inbox-constants";
import { dueState } from "@core/sla";
import { DueInboxPage } from "@web/components/DueInbox";
import { PersonCell } from "@web/components/PersonCell";
import { DueBadge } from "@web/components/DueBadge";
import { type Locale, useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { formatDateTime } from "@web/lib/format-date";
import { Badge } from "@web/ui/badge";
import type { Column } from "@web/ui/data-table";
import { useUrlState } from "@web/ui/url-state";
import { contactInboxUrl, useContactInbox } from "./api";
import { DeferredView, deferred } from "@web/ui/deferred";
import { type ContactInboxTranslate, contactInboxCatalogue, serviceName } from "./catalogue";

/**
 * A request's dialog, with its forms and their validation (react-hook-form, zod, the new client's
 * and new task's forms): fetched when a request is opened (a link to one included), or as the
 * pointer or the focus reaches its Open button, not with the list, whose first render it slowed.
 */
const contactDetailsDialog = deferred(() => import("./ContactDetailsDialog"));

/** The open request's dialog, once its code is in: asked for as soon as one is open. */
function Details({ id, now, onClose }: { id: string; now: Date; onClose: () => void }) {
  return <DeferredView module={contactDetailsDialog} wanted>{(m) => <m.ContactDetailsDialog id={id} now={now} onClose={onClose} />}</DeferredView>;
}

const STATUS_VARIANT = { new: "default", answered: "secondary", closed: "outline" } as const;

/** /dashboard/contact: the operator's Contact inbox. */
export function ContactInboxPage() {
  const t = useCatalogue(contactInboxCatalogue);
  const { locale } = useI18n();
  const url = useUrlState(contactInboxUrl, "id");
  const list = useContactInbox(url.values);
  const overdue = (r: ContactRow, now: Date) => r.status === "new" && r.dueAt !== null && dueState(r.dueAt, now).overdue;
  return <DueInboxPage name="contact" t={t} filters={CONTACT_FILTERS} url={url} list={list} counts={list.data?.counts} columns={(now) => contactColumns(t, now, locale)} overdue={overdue} details={(id, now) => <Details id={id} now={now} onClose={url.close} />} prefetchDetails={contactDetailsDialog.prefetch} />;
}

function contactColumns(t: ContactInboxTranslate, now: Date, locale: Locale): Column<ContactRow>[] {
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
  ];
}
