import { textsOf } from "@core/i18n/catalogue";
import { type CalendarItem, calendarDoneSchema, calendarMoveFormSchema, type CalendarView } from "@core/calendar";
import { PLACE_NAMES, SERVICE_NAMES } from "@core/appointments/services";
import { wallClock } from "@core/appointments/zone";
import { formatHours, HOURS_STEP } from "@core/hours-rule";
import { ChevronLeft, ChevronRight, Undo2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { DashboardScreen } from "@web/components/DashboardScreen";
import { INTL_LOCALE, useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { Badge } from "@web/ui/badge";
import { Button } from "@web/ui/button";
import { FilterTabs, labelsOf } from "@web/ui/filter-tabs";
import { FormDialog } from "@web/ui/form-dialog";
import { InputField } from "@web/ui/form-dialog-fields";
import { Input } from "@web/ui/input";
import { ListStates } from "@web/ui/list-states";
import { toast } from "@web/ui/toast";
import { useUrlState } from "@web/ui/url-state";
import { numberOr } from "@web/lib/number-field";
import { calendarUrl, useCalendar, useCancelAppointment, useMarkDone, useMoveAppointment } from "./api";
import { type CalendarTranslate, calendarCatalogue } from "./catalogue";
import { FeedPanel } from "./FeedPanel";
import { NewAppointmentDialog } from "./NewAppointmentDialog";
import { addDays, daysOf, sofiaStart, sofiaToday, stepOf } from "./days";
import { useReason, useTranslate } from "@web/i18n/use-translate";

const pad = (n: number) => String(n).padStart(2, "0");
/** 09:30 on Sofia's clock. */
const sofiaTime = (iso: string) => {
  const m = wallClock(new Date(iso)).minutes;
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
};

/**
 * /dashboard/calendar (admin; issue 27 item 5): the week (seven columns from 768 px, a list
 * below) or one day of appointments in Sofia time, each with its customer, service, place,
 * status and payment; the view and the day are in the URL. Confirmed ones can be moved or
 * cancelled (the server mails the updated invite); a new one is made by hand for a client.
 */
export function CalendarPage() {
  const t = useCatalogue(calendarCatalogue);
  const translate = useTranslate();
  const { locale } = useI18n();
  const url = useUrlState(calendarUrl);
  const view: CalendarView = url.values.view;
  const chosen = url.values.date ?? sofiaToday();
  const days = daysOf(view, chosen);
  const calendar = useCalendar({ from: days[0]!, days: days.length });
  const dayName = new Intl.DateTimeFormat(INTL_LOCALE[locale], { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
  const byDay = new Map(days.map((d) => [d, [] as CalendarItem[]]));
  for (const item of calendar.data?.items ?? []) byDay.get(wallClock(new Date(item.start)).day)?.push(item);

  return (
    <DashboardScreen title={t("title")} description={t("lead")} actions={<NewAppointmentDialog day={chosen} />}>
      <div className="flex flex-wrap items-center gap-3">
        <FilterTabs label={t("viewLabel")} options={["week", "day"] as const} names={labelsOf(["week", "day"] as const, (v) => t(`views.${v}`))} value={view} onChange={(v) => url.set({ view: v })} uncounted />
        <div className="flex items-center gap-1">
          <Button variant="outline" size="icon" aria-label={t(`previous.${view}`)} onClick={() => url.set({ date: addDays(chosen, -stepOf(view)) })}>
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button variant="outline" onClick={() => url.set({ date: undefined })}>
            {t("today")}
          </Button>
          <Button variant="outline" size="icon" aria-label={t(`next.${view}`)} onClick={() => url.set({ date: addDays(chosen, stepOf(view)) })}>
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        <Input type="date" aria-label={t("jumpTo")} className="w-auto" value={chosen} onChange={(e) => e.target.value && url.set({ date: e.target.value })} />
        <span className="text-sm text-muted-foreground">({t("sofia")})</span>
      </div>
      <ListStates
        query={calendar}
        rows={calendar.data?.items}
        texts={{ loading: t("loading"), empty: t(`empty.${view}`), error: calendar.isError ? t("failed", { reason: translate(calendar.error.message) }) : null, errorToastId: "calendar-load-failed", retry: t("retry") }}
      >
        {() => (
          <div className={view === "week" ? "grid grid-cols-1 gap-4 md:grid-cols-7 md:gap-2" : "grid grid-cols-1 gap-4"} data-testid="calendar-grid">
            {days.map((day) => (
              <section key={day} aria-label={dayName.format(new Date(`${day}T00:00:00Z`))} className="grid content-start gap-2">
                <h2 className={`text-sm font-semibold ${day === sofiaToday() ? "text-primary" : ""}`}>{dayName.format(new Date(`${day}T00:00:00Z`))}</h2>
                {byDay.get(day)!.length === 0 ? (
                  <p className="text-sm text-muted-foreground">{t("emptyDay")}</p>
                ) : (
                  <ul className="grid gap-2">
                    {byDay.get(day)!.map((item) => (
                      <AppointmentCard key={item.id} item={item} t={t} />
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </div>
        )}
      </ListStates>
      <FeedPanel />
    </DashboardScreen>
  );
}

function AppointmentCard({ item, t }: { item: CalendarItem; t: CalendarTranslate }) {
  const reason = useReason();
  const { locale } = useI18n();
  const [cancelling, setCancelling] = useState(false);
  const cancel = useCancelAppointment();
  const gone = item.status === "cancelled" || item.status === "released";
  const where = item.place === "address" && item.address ? `${PLACE_NAMES[locale].address}: ${item.address}` : PLACE_NAMES[locale][item.place];
  return (
    <li className={`grid gap-1 rounded-lg border bg-card p-2 text-sm break-words ${gone ? "opacity-60" : ""}`} data-testid="calendar-appointment">
      <p className={`font-semibold ${gone ? "line-through" : ""}`}>
        {sofiaTime(item.start)}–{sofiaTime(item.end)}
      </p>
      <p>{item.name}</p>
      <p className="text-muted-foreground">{SERVICE_NAMES[locale][item.service]}</p>
      <p className="text-muted-foreground">{where}</p>
      <p className="flex flex-wrap gap-1">
        <Badge variant="outline">{t(`status.${item.status}`)}</Badge>
        <Badge variant={item.payment === "unpaid" ? "accent" : "secondary"}>{t(`payment.${item.payment}`)}</Badge>
      </p>
      {item.hoursSpent ? <p className="text-xs text-muted-foreground">{t("spent", { h: formatHours(item.hoursSpent, locale) })}</p> : null}
      {item.status === "confirmed" && item.payment === "prepaid" && item.reservedHours ? <p className="text-xs text-muted-foreground">{t("prepaidHours", { h: formatHours(item.reservedHours, locale) })}</p> : null}
      {item.refundPaymentId && (
        // The money of a cancelled card-paid appointment is due back: Refund opens its payment, the dialog one press away.
        <div className="flex flex-wrap items-center gap-1 pt-1">
          <Badge variant="accent">{t("refundDue")}</Badge>
          <Button variant="outline" size="sm" asChild>
            <Link to={`/dashboard/payments?payment=${item.refundPaymentId}`}>
              <Undo2 aria-hidden="true" />
              {t("refund")}
            </Link>
          </Button>
        </div>
      )}
      {item.status === "confirmed" && (
        <div className="flex flex-wrap gap-1 pt-1">
          <MoveDialog item={item} t={t} />
          <DoneDialog item={item} t={t} />
          <Button variant="outline" size="sm" onClick={() => setCancelling(true)}>
            {t("cancelAppointment.button")}
          </Button>
        </div>
      )}
      {cancelling && (
        <FormDialog
          open
          onOpenChange={(open) => open || setCancelling(false)}
          role="alertdialog"
          copy={{ title: t("cancelAppointment.title"), lead: t("cancelAppointment.lead"), cancel: t("cancelAppointment.keep"), submit: t("cancelAppointment.confirm") }}
          submitVariant="destructive"
          onSubmit={async () => {
            await cancel.mutateAsync(item.id);
            toast.success(t("cancelAppointment.done"));
            return undefined;
          }}
          failure={(err) => ({ toast: t("cancelAppointment.failed", { reason: reason(err) }) })}
        >
          {() => (
            <p className="rounded-lg bg-muted/60 p-3 text-sm font-medium">
              {item.name}, {sofiaTime(item.start)}
            </p>
          )}
        </FormDialog>
      )}
    </li>
  );
}

function MoveDialog({ item, t }: { item: CalendarItem; t: CalendarTranslate }) {
  const move = useMoveAppointment();
  return (
    <FormDialog
      schema={calendarMoveFormSchema}
      defaultValues={{ day: wallClock(new Date(item.start)).day, time: sofiaTime(item.start) }}
      trigger={<Button variant="outline" size="sm">{t("move.button")}</Button>}
      copy={textsOf(t, "move", ["title", "lead", "cancel", "submit"])}
      toastId="calendar-move"
      onSubmit={async (values) => {
        await move.mutateAsync({ id: item.id, start: sofiaStart(values.day, values.time) });
        toast.success(t("move.done"), { id: "calendar-move" });
        return undefined;
      }}
      failure={(err) => ({ field: "time", message: err instanceof Error ? err.message : String(err) })}
    >
      {(fields) => (
        <>
          <InputField fields={fields} id="move-day" name="day" label={t("move.day")} type="date" />
          <InputField fields={fields} id="move-time" name="time" label={t("move.time")} type="time" step={1800} />
        </>
      )}
    </FormDialog>
  );
}

const hoursValue = numberOr(0);

function DoneDialog({ item, t }: { item: CalendarItem; t: CalendarTranslate }) {
  const markDone = useMarkDone();
  return (
    <FormDialog
      schema={calendarDoneSchema}
      defaultValues={{ hoursSpent: Math.max(HOURS_STEP, Math.ceil(item.durationMinutes / 30) * HOURS_STEP) }}
      trigger={<Button variant="outline" size="sm">{t("done.button")}</Button>}
      copy={textsOf(t, "done", ["title", "lead", "cancel", "submit"])}
      toastId="calendar-done"
      onSubmit={async (values) => {
        await markDone.mutateAsync({ id: item.id, hoursSpent: values.hoursSpent });
        toast.success(t("done.saved"), { id: "calendar-done" });
        return undefined;
      }}
      failure={(err) => ({ field: "hoursSpent", message: err instanceof Error ? err.message : String(err) })}
    >
      {(fields) => (
        <InputField fields={fields} id="done-hours" name="hoursSpent" label={t("done.hours")} type="number" inputMode="decimal" step={HOURS_STEP} min={HOURS_STEP} className="sm:max-w-40" options={{ setValueAs: hoursValue }} />
      )}
    </FormDialog>
  );
}
