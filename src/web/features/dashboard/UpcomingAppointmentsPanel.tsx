import type { CalendarItem } from "@core/calendar";
import { SERVICE_NAMES } from "@core/appointments/services";
import { wallClock } from "@core/appointments/zone";
import { Link } from "react-router";
import { INTL_LOCALE, useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { useTranslate } from "@web/i18n/use-translate";
import { Badge } from "@web/ui/badge";
import { Skeleton } from "@web/ui/skeleton";
import { Panel } from "./Panels";
import { useUpcomingAppointments } from "./upcoming-api";
import { upcomingCatalogue } from "./upcoming/catalogue";
import { dateFormatter } from "@core/date-format";

type Translate = ReturnType<typeof upcomingCatalogue.translate>;
const pad = (n: number) => String(n).padStart(2, "0");
const clock = (iso: string) => {
  const m = wallClock(new Date(iso)).minutes;
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
};

/**
 * The admin home's "what is next": today's and tomorrow's appointments (by the server's clock, so
 * a Sunday shows Monday's) and the next few, each with who, what, where and how it is paid.
 */
export function UpcomingAppointmentsPanel() {
  const t = useCatalogue(upcomingCatalogue);
  const translate = useTranslate();
  const { locale } = useI18n();
  const upcoming = useUpcomingAppointments();
  const dayName = dateFormatter(INTL_LOCALE[locale], { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });
  const dayOf = (day: string) => dayName.format(new Date(`${day}T00:00:00Z`));

  return (
    <Panel title={t("title")} link="/dashboard/calendar" linkLabel={t("calendar")} empty="" isEmpty={false} testId="dashboard-upcoming-appointments">
      {upcoming.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : upcoming.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t("failed", { reason: translate(upcoming.error.message) })}
        </p>
      ) : (
        <div className="grid gap-4 text-sm">
          <p className="text-muted-foreground">{t("lead")}</p>
          {(() => {
            const { today, tomorrow, items } = upcoming.data;
            const on = (day: string) => items.filter((i) => wallClock(new Date(i.start)).day === day);
            const later = items.filter((i) => wallClock(new Date(i.start)).day > tomorrow);
            return (
              <>
                <Day title={t("today", { date: dayOf(today) })} none={t("noneToday")} items={on(today)} t={t} />
                <Day title={t("tomorrow", { date: dayOf(tomorrow) })} none={t("noneTomorrow")} items={on(tomorrow)} t={t} />
                <Day title={t("later")} none={t("noneLater")} items={later} t={t} withDay={dayOf} />
              </>
            );
          })()}
        </div>
      )}
    </Panel>
  );
}

function Day({ title, none, items, t, withDay }: { title: string; none: string; items: CalendarItem[]; t: Translate; withDay?: (day: string) => string }) {
  const { locale } = useI18n();
  return (
    <section className="grid gap-2" aria-label={title}>
      <h3 className="font-medium">{title}</h3>
      {items.length === 0 ? (
        <p className="text-muted-foreground">{none}</p>
      ) : (
        <ul className="grid gap-2">
          {items.map((item) => {
            const day = wallClock(new Date(item.start)).day;
            const time = `${clock(item.start)}–${clock(item.end)}`;
            const where = t(`place.${item.place}`, { phone: item.phone, address: item.address ?? "" });
            return (
              <li key={item.id} className="grid gap-1 rounded-lg border p-3" data-testid="upcoming-appointment">
                <p className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-semibold tabular-nums">
                    {withDay ? `${withDay(day)}, ` : ""}
                    <time dateTime={item.start}>{time}</time>
                  </span>
                  <span className="flex flex-wrap gap-1">
                    {(item.status === "held" || item.status === "completed") && <Badge variant="outline">{t(`status.${item.status}`)}</Badge>}
                    <Badge variant={item.payment === "unpaid" ? "accent" : "secondary"}>{t(`payment.${item.payment}`)}</Badge>
                  </span>
                </p>
                <p className="break-words">
                  <Link to={`/dashboard/calendar?view=day&date=${day}`} className="font-medium text-primary underline-offset-4 hover:underline" aria-label={t("open", { time, name: item.name })}>
                    {item.name}
                  </Link>
                </p>
                <p className="text-muted-foreground break-words">
                  {SERVICE_NAMES[locale][item.service]} · {where}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
