import { textsOf } from "@core/i18n/catalogue";
import type { CalendarItem } from "@core/calendar";
import { PLACE_NAMES, SERVICE_NAMES } from "@core/appointments/services";
import { wallClock } from "@core/appointments/zone";
import { formatHours, HOURS_STEP } from "@core/hours-rule";
import { Undo2 } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { INTL_LOCALE, useI18n } from "@web/i18n/I18nProvider";
import { useReason } from "@web/i18n/use-translate";
import { numberOr } from "@web/lib/number-field";
import { Badge } from "@web/ui/badge";
import { Button } from "@web/ui/button";
import { FormDialog } from "@web/ui/form-dialog";
import { InputField } from "@web/ui/form-dialog-fields";
import { toast } from "@web/ui/toast";
import { useCancelAppointment, useMarkDone, useMoveAppointment } from "./api";
import type { CalendarTranslate } from "./catalogue";
import { sofiaStart, sofiaTime } from "./days";
import type { Locale } from "@core/locale";
import { dateFormatter } from "@core/date-format";

/** Where it happens, with the address for one at the client's. */
export const placeOf = (item: CalendarItem, locale: Locale) => (item.place === "address" && item.address ? `${PLACE_NAMES[locale].address}: ${item.address}` : PLACE_NAMES[locale][item.place]);

/** One appointment's facts and the operator's actions on it (the list's card, and the grid's details dialog). */
export function AppointmentCard({ item, t }: { item: CalendarItem; t: CalendarTranslate }) {
  const reason = useReason();
  const { locale } = useI18n();
  const [cancelling, setCancelling] = useState(false);
  const cancel = useCancelAppointment();
  const gone = item.status === "cancelled" || item.status === "released";
  return (
    <div className={`grid gap-1 text-sm break-words ${gone ? "opacity-60" : ""}`}>
      <p className={`font-semibold ${gone ? "line-through" : ""}`}>
        {sofiaTime(item.start)}–{sofiaTime(item.end)}
      </p>
      <p>{item.name}</p>
      <p className="text-muted-foreground">{SERVICE_NAMES[locale][item.service]}</p>
      <p className="text-muted-foreground">{placeOf(item, locale)}</p>
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
          <DoneAction item={item} t={t} />
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
    </div>
  );
}

function MoveDialog({ item, t }: { item: CalendarItem; t: CalendarTranslate }) {
  const move = useMoveAppointment();
  return (
    <FormDialog
      schema={() => import("@core/calendar").then((m) => m.calendarMoveFormSchema)}
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

/**
 * Done: the time spent. One whose start is still ahead asks first (a slip on next week's card
 * would draw the client's hours and mail them); the server refuses it without that confirmation.
 */
function DoneAction({ item, t }: { item: CalendarItem; t: CalendarTranslate }) {
  const { locale } = useI18n();
  const markDone = useMarkDone();
  const button = useRef<HTMLButtonElement>(null);
  const [step, setStep] = useState<"ahead" | "hours" | null>(null);
  const ahead = Date.parse(item.start) > Date.now();
  const when = dateFormatter(INTL_LOCALE[locale], { weekday: "long", day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "Europe/Sofia" }).format(new Date(item.start));
  // Each step's dialog is open while its step is, and gives the focus back to Done when it closes.
  const stepDialog = { open: true, onOpenChange: (open: boolean) => open || setStep(null), returnFocusRef: button };
  return (
    <>
      <Button ref={button} variant="outline" size="sm" onClick={() => setStep(ahead ? "ahead" : "hours")}>
        {t("done.button")}
      </Button>
      {step === "ahead" && (
        <FormDialog
          {...stepDialog}
          role="alertdialog"
          copy={{ title: t("doneAhead.title"), lead: t("doneAhead.lead", { when }), cancel: t("doneAhead.cancel"), submit: t("doneAhead.confirm") }}
          onSubmit={async () => {
            setStep("hours");
            return false;
          }}
        >
          {() => (
            <p className="rounded-lg bg-muted/60 p-3 text-sm font-medium">
              {item.name}, {SERVICE_NAMES[locale][item.service]}
            </p>
          )}
        </FormDialog>
      )}
      {step === "hours" && (
        <FormDialog
          {...stepDialog}
          schema={() => import("@core/calendar").then((m) => m.calendarDoneSchema)}
          defaultValues={{ hoursSpent: Math.max(HOURS_STEP, Math.ceil(item.durationMinutes / 30) * HOURS_STEP) }}
          copy={textsOf(t, "done", ["title", "lead", "cancel", "submit"])}
          toastId="calendar-done"
          onSubmit={async (values) => {
            await markDone.mutateAsync({ id: item.id, hoursSpent: values.hoursSpent, confirmFuture: ahead });
            toast.success(t("done.saved"), { id: "calendar-done" });
            return undefined;
          }}
          failure={(err) => ({ field: "hoursSpent", message: err instanceof Error ? err.message : String(err) })}
        >
          {(fields) => (
            <InputField fields={fields} id="done-hours" name="hoursSpent" label={t("done.hours")} type="number" inputMode="decimal" step={HOURS_STEP} min={HOURS_STEP} className="sm:max-w-40" options={{ setValueAs: hoursValue }} />
          )}
        </FormDialog>
      )}
    </>
  );
}
