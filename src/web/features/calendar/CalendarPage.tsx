import type { CalendarItem, CalendarView } from "@core/calendar";
import { wallClock } from "@core/appointments/zone";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { DashboardScreen } from "@web/components/DashboardScreen";
import { INTL_LOCALE, useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { useTranslate } from "@web/i18n/use-translate";
import { useInFirstFrame } from "@web/lib/first-frame";
import { useMediaQuery } from "@web/lib/use-media-query";
import { Button } from "@web/ui/button";
import { FilterTabs, labelsOf } from "@web/ui/filter-tabs";
import { Input } from "@web/ui/input";
import { ListStates } from "@web/ui/list-states";
import { useUrlState } from "@web/ui/url-state";
import { AppointmentCard } from "./AppointmentCard";
import { calendarUrl, useCalendar } from "./api";
import { calendarCatalogue } from "./catalogue";
import { FeedPanel } from "./FeedPanel";
import { hasAhead } from "./grid-layout";
import { NewAppointmentDialog } from "./NewAppointmentDialog";
import { addDays, daysOf, sofiaToday, stepOf } from "./days";
import { TimeGrid } from "./TimeGrid";
import { dateFormatter } from "@core/date-format";

const WIDE = "(min-width: 48rem)";
/** Whether the window is 768 px or wider: the time grid there, the list of days below. */
const useWide = () => useMediaQuery(WIDE, true);

/**
 * /dashboard/calendar (admin): the week or one day of appointments in Sofia time, as a time grid
 * from 768 px (hours down, days across) and a list of days below; the view and the day are in
 * the URL. Opened without a day, it shows the week (or day) of the next appointment when the
 * current one has nothing ahead, and says so (docs/decisions/0046-calendar-time-grid.md). Confirmed
 * ones can be moved, marked done or cancelled; a new one is made by hand for a client.
 */
export function CalendarPage() {
  const t = useCatalogue(calendarCatalogue);
  const translate = useTranslate();
  const { locale } = useI18n();
  const wide = useWide();
  // The server's first frame is drawn by the build, days before it is sent: it names no day.
  const inFirstFrame = useInFirstFrame();
  const url = useUrlState(calendarUrl);
  const view: CalendarView = url.values.view;
  const today = sofiaToday();
  const asked = url.values.date;
  const current = daysOf(view, asked ?? today);
  const first = useCalendar({ from: current[0]!, days: current.length });
  // Nothing ahead in the current days: the next appointment's (the server says where it is).
  const found = !asked && first.data && !first.isPlaceholderData && !hasAhead(first.data.items, Date.now()) ? first.data.next : null;
  // Once there, it stays there: marking that appointment done must not send the page back to an empty week.
  const [landed, setLanded] = useState<string | null>(null);
  if (found && landed === null) setLanded(found);
  const next = asked ? null : (landed ?? found);
  const nextDay = next ? wallClock(new Date(next)).day : null;
  const days = nextDay ? daysOf(view, nextDay) : current;
  const chosen = nextDay ?? asked ?? today;
  // The same request as `first` unless it moved on to the next appointment's days.
  const calendar = useCalendar({ from: days[0]!, days: days.length });
  const jumping = nextDay !== null && calendar.isPlaceholderData;
  const dayName = dateFormatter(INTL_LOCALE[locale], { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
  const longDate = dateFormatter(INTL_LOCALE[locale], { weekday: "long", day: "numeric", month: "long", timeZone: "Europe/Sofia", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  const items = jumping ? undefined : calendar.data?.items;
  const byDay = new Map(days.map((d) => [d, [] as CalendarItem[]]));
  for (const item of items ?? []) byDay.get(wallClock(new Date(item.start)).day)?.push(item);

  return (
    <DashboardScreen title={t("title")} description={t("lead")} actions={<NewAppointmentDialog day={chosen} />}>
      <div className="flex flex-wrap items-center gap-3">
        <FilterTabs label={t("viewLabel")} options={["week", "day"] as const} names={labelsOf(["week", "day"] as const, (v) => t(`views.${v}`))} value={view} onChange={(v) => url.set({ view: v, date: nextDay ?? asked })} uncounted />
        <div className="flex items-center gap-1">
          <Button variant="outline" size="icon" aria-label={t(`previous.${view}`)} onClick={() => url.set({ date: addDays(chosen, -stepOf(view)) })}>
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button variant="outline" onClick={() => url.set({ date: today })}>
            {t("today")}
          </Button>
          <Button variant="outline" size="icon" aria-label={t(`next.${view}`)} onClick={() => url.set({ date: addDays(chosen, stepOf(view)) })}>
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        <Input type="date" fit aria-label={t("jumpTo")} value={inFirstFrame ? "" : chosen} onChange={(e) => e.target.value && url.set({ date: e.target.value })} />
        <span className="text-sm text-muted-foreground">({t("sofia")})</span>
      </div>
      {next && (
        <div role="status" className="flex flex-wrap items-center gap-3 rounded-lg border border-primary/40 bg-primary/5 p-3 text-sm" data-testid="calendar-jumped">
          <p>{t(`jumped.${view}`, { date: longDate.format(new Date(next)) })}</p>
          <Button variant="outline" size="sm" onClick={() => url.set({ date: today })}>
            {t(`showCurrent.${view}`)}
          </Button>
        </div>
      )}
      <ListStates
        query={jumping ? { ...calendar, isPending: true } : calendar}
        rows={items}
        texts={{ loading: t("loading"), empty: t(`empty.${view}`), error: calendar.isError ? t("failed", { reason: translate(calendar.error.message) }) : null, errorToastId: "calendar-load-failed", retry: t("retry") }}
      >
        {(rows) =>
          wide ? (
            <TimeGrid days={days} items={rows} today={today} t={t} />
          ) : (
            <div className="grid grid-cols-1 gap-4" data-testid="calendar-grid">
              {days.map((day) => (
                <section key={day} aria-label={dayName.format(new Date(`${day}T00:00:00Z`))} className="grid content-start gap-2">
                  <h2 className={`text-sm font-semibold ${day === today ? "text-primary" : ""}`}>{dayName.format(new Date(`${day}T00:00:00Z`))}</h2>
                  {byDay.get(day)!.length === 0 ? (
                    <p className="text-sm text-muted-foreground">{t("emptyDay")}</p>
                  ) : (
                    <ul className="grid gap-2">
                      {byDay.get(day)!.map((item) => (
                        <li key={item.id} className="rounded-lg border bg-card p-2" data-testid="calendar-appointment">
                          <AppointmentCard item={item} t={t} />
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              ))}
            </div>
          )
        }
      </ListStates>
      <FeedPanel />
    </DashboardScreen>
  );
}
