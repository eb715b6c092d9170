import type { SlotDto } from "@core/appointments";
import { SOFIA } from "@core/appointments/zone";
import { useMemo, useState } from "react";
import { INTL_LOCALE, useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { cn } from "@web/lib/cn";
import { visitorZone } from "@web/lib/visitor-zone";
import { Button } from "@web/ui/button";
import { appointmentsCatalogue } from "./catalogue";
import { wordsIn } from "@core/words";


const DAYS_SHOWN = 5;

export function useSlotLabels() {
  const { locale } = useI18n();
  return useMemo(() => {
    const zone = visitorZone();
    const intl = INTL_LOCALE[locale];
    const day = new Intl.DateTimeFormat(intl, { timeZone: zone, weekday: "long", day: "numeric", month: "long" });
    const dayKey = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" });
    const time = new Intl.DateTimeFormat(intl, { timeZone: zone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    const sofia = new Intl.DateTimeFormat(intl, { timeZone: SOFIA, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    const shortDay = new Intl.DateTimeFormat(intl, { timeZone: zone, weekday: "short", day: "numeric", month: "short" });
    const zoneName = new Intl.DateTimeFormat(intl, { timeZone: zone, timeZoneName: "short" });
    const full = new Intl.DateTimeFormat(intl, { timeZone: zone, weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZoneName: "short" });
    const sofiaFull = new Intl.DateTimeFormat(intl, { timeZone: SOFIA, weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    return {
      zone,
      day: (iso: string) => day.format(new Date(iso)),
      dayKey: (iso: string) => dayKey.format(new Date(iso)),
      time: (iso: string) => time.format(new Date(iso)),
      sofia: (iso: string) => sofia.format(new Date(iso)),
      shortDay: (iso: string) => shortDay.format(new Date(iso)),
      zoneName: (iso: string) => zoneName.formatToParts(new Date(iso)).find((p) => p.type === "timeZoneName")?.value ?? zone,
      /** "Tue, 24 Nov, 02:00 GMT-5 (Sofia: 09:00)". */
      full: (iso: string) => `${full.format(new Date(iso))} (${zone === SOFIA ? "Europe/Sofia" : `${wordsIn(locale)("sofia.city")}: ${sofiaFull.format(new Date(iso))}`})`,
    };
  }, [locale]);
}

type Props = { slots: SlotDto[]; chosen: string | null; onChoose: (start: string) => void; disabled?: boolean };

/** Free slots grouped by the visitor's days, each with its Sofia time; a few days at a time. */
export function SlotPicker({ slots, chosen, onChoose, disabled }: Props) {
  const t = useCatalogue(appointmentsCatalogue);
  const labels = useSlotLabels();
  const [days, setDays] = useState(DAYS_SHOWN);
  const byDay = useMemo(() => {
    const groups = new Map<string, SlotDto[]>();
    for (const s of slots) {
      const key = labels.dayKey(s.start);
      groups.set(key, [...(groups.get(key) ?? []), s]);
    }
    return [...groups.values()];
  }, [slots, labels]);

  return (
    <div className="grid gap-5">
      <p className="text-sm text-muted-foreground">{t("slots.yourZone", { zone: labels.zone })}</p>
      {byDay.slice(0, days).map((group) => (
        <fieldset key={group[0]!.start} className="grid gap-2">
          <legend className="mb-2 text-sm font-semibold">{labels.day(group[0]!.start)}</legend>
          <div className="flex flex-wrap gap-2">
            {group.map((s) => {
              const selected = s.start === chosen;
              return (
                <button
                  key={s.start}
                  type="button"
                  disabled={disabled}
                  aria-pressed={selected}
                  onClick={() => onChoose(s.start)}
                  className={cn(
                    "grid min-w-20 rounded-md border px-3 py-1.5 text-center text-sm tabular-nums transition-colors",
                    selected ? "border-primary bg-primary text-primary-foreground" : "bg-background hover:bg-accent",
                  )}
                >
                  {/* Read as "Tue, 24 Nov, 02:00 GMT-5, Sofia: 09:00": the day and zone for screen readers only. */}
                  <span className="sr-only">{labels.shortDay(s.start)}, </span>
                  <span className="font-medium">{labels.time(s.start)}</span>
                  <span className="sr-only"> {labels.zoneName(s.start)}, </span>
                  <span className={cn("text-xs", selected ? "text-primary-foreground/80" : "text-muted-foreground")}>{t("slots.sofia", { time: labels.sofia(s.start) })}</span>
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
      {byDay.length > days && (
        <div>
          <Button type="button" variant="outline" onClick={() => setDays((d) => d + DAYS_SHOWN)}>
            {t("slots.more")}
          </Button>
        </div>
      )}
    </div>
  );
}
