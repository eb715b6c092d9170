import { APPOINTMENT_MESSAGES } from "@core/appointment-messages";
import type { MyAppointment } from "@core/appointments";
import { sofiaLabel } from "@core/appointments/format";
import { PLACE_NAMES, SERVICE_NAMES } from "@core/appointments/services";
import { formatHours } from "@core/hours-rule";
import { textsOf } from "@core/i18n/catalogue";
import { CalendarClock, CalendarX2 } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { Link as LocalizedLink } from "@web/i18n/LocalizedLink";
import { useTranslate } from "@web/i18n/use-translate";
import { Badge } from "@web/ui/badge";
import { Button } from "@web/ui/button";
import { Skeleton } from "@web/ui/skeleton";
import { useCancelMyAppointment, useMyAppointments } from "./appointments-api";
import { appointmentsCatalogue } from "./appointments/catalogue";
import { Panel } from "./Panels";
import { type Locale, pickLocale } from "@core/locale";
import { dateFormatter } from "@core/date-format";

// The form dialog's code (react-hook-form) loads when a member presses Cancel, not with the dashboard.
const ConfirmDeleteDialog = lazy(() => import("@web/ui/confirm-delete-dialog").then((m) => ({ default: m.ConfirmDeleteDialog })));

/** The visitor's own clock, as the booking page shows it: "Tue, 24 Nov, 08:00". */
const localLabel = (iso: string, locale: Locale) =>
  dateFormatter(locale === "bg" ? "bg-BG" : "en-GB", { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(iso));

/** The member's appointments on their dashboard: upcoming with Reschedule and Cancel, then the last past ones. */
export function AppointmentsPanel() {
  const t = useCatalogue(appointmentsCatalogue);
  const { locale } = useI18n();
  const lang = pickLocale(locale);
  const list = useMyAppointments();
  const translate = useTranslate();
  const [cancelling, setCancelling] = useState<MyAppointment | null>(null);
  const cancel = useCancelMyAppointment();
  const upcoming = list.data?.upcoming ?? [];
  const past = list.data?.past ?? [];

  return (
    // Never the panel's bare empty state: the way to book stays under the empty text.
    <Panel title={t("title")} empty={t("empty")} isEmpty={false} testId="dashboard-appointments">
      {list.isPending ? (
        <Skeleton className="h-20 w-full" />
      ) : list.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {translate(list.error.message)}
        </p>
      ) : (
        <div className="grid gap-4 text-sm">
          {upcoming.length === 0 && past.length === 0 && <p className="text-muted-foreground">{t("empty")}</p>}
          {upcoming.length > 0 && (
            <ul className="grid gap-3" aria-label={t("upcoming")}>
              {upcoming.map((a) => (
                <Item key={a.id} a={a} onCancel={a.cancellable ? () => setCancelling(a) : undefined} />
              ))}
            </ul>
          )}
          {past.length > 0 && (
            <details>
              <summary className="cursor-pointer font-medium">{t("past", { n: past.length })}</summary>
              <ul className="mt-3 grid gap-3">
                {past.map((a) => (
                  <Item key={a.id} a={a} />
                ))}
              </ul>
            </details>
          )}
          <div>
            <Button asChild variant="outline" size="sm">
              <LocalizedLink to="/book">{t("book")}</LocalizedLink>
            </Button>
          </div>
        </div>
      )}
      {cancelling && (
        <Suspense fallback={null}>
        <ConfirmDeleteDialog
          copy={textsOf(t, "cancelDialog", ["title", "lead", "cancel", "confirm"])}
          item={`${SERVICE_NAMES[lang][cancelling.service]} — ${localLabel(cancelling.start, lang)}`}
          onConfirm={() => cancel.mutateAsync(cancelling.id)}
          done={translate(APPOINTMENT_MESSAGES.cancelled)}
          failed={(reason) => t("cancelFailed", { reason: translate(reason) })}
          onClose={() => setCancelling(null)}
        />
        </Suspense>
      )}
    </Panel>
  );
}

function Item({ a, onCancel }: { a: MyAppointment; onCancel?: () => void }) {
  const t = useCatalogue(appointmentsCatalogue);
  const { locale } = useI18n();
  const lang = pickLocale(locale);
  const paid = a.paidWith === "prepaid" && a.reservedHours !== null ? t("prepaid", { hours: formatHours(a.reservedHours, lang) }) : a.paidWith === "unpaid" ? t(a.requestPaid ? "paid" : "unpaid") : t("card");
  return (
    <li className="grid gap-1 rounded-lg border p-3" data-testid="my-appointment">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">{SERVICE_NAMES[lang][a.service]}</p>
        <Badge variant={a.status === "confirmed" ? "default" : "outline"}>{t(`statuses.${a.status}`)}</Badge>
      </div>
      <p>
        <time dateTime={a.start}>{localLabel(a.start, lang)}</time> <span className="text-muted-foreground">· {sofiaLabel(new Date(a.start), lang)}</span>
      </p>
      <p className="text-muted-foreground break-words">
        {PLACE_NAMES[lang][a.place]}
        {a.address ? `: ${a.address}` : ""} · {paid}
      </p>
      {onCancel && (
        <div className="flex flex-wrap gap-2">
          {/* Reschedule is the booking's own page, by the appointment's id (the same rule and server function as the mail's link). */}
          <Button asChild variant="outline" size="sm">
            <LocalizedLink to={`/book/reschedule?appointment=${a.id}`} aria-label={t("rescheduleLabel", { service: SERVICE_NAMES[lang][a.service], when: localLabel(a.start, lang) })}>
              <CalendarClock aria-hidden="true" />
              {t("reschedule")}
            </LocalizedLink>
          </Button>
          <Button variant="outline" size="sm" onClick={onCancel} aria-label={t("cancelLabel", { service: SERVICE_NAMES[lang][a.service], when: localLabel(a.start, lang) })}>
            <CalendarX2 aria-hidden="true" />
            {t("cancel")}
          </Button>
        </div>
      )}
    </li>
  );
}
