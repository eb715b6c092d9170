import type { SlotDto } from "@core/appointments";
import { SOFIA } from "@core/appointments/zone";
import { memo, useMemo, useState } from "react";
import { INTL_LOCALE, type Locale, useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { cn } from "@web/lib/cn";
import type { IntlWork } from "@web/lib/intl-warmup";
import { visitorZone } from "@web/lib/visitor-zone";
import { Button } from "@web/ui/button";
import { appointmentsCatalogue } from "./catalogue";
import { wordsIn } from "@core/words";
import { dateFormatter } from "@core/date-format";


const DAYS_SHOWN = 5;

/** The slots' date formats: in the visitor's zone, unless one names Sofia's. */
const SLOT_FORMATS = {
  day: { weekday: "long", day: "numeric", month: "long" },
  time: { hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
  sofia: { timeZone: SOFIA, hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
  shortDay: { weekday: "short", day: "numeric", month: "short" },
  zoneName: { timeZoneName: "short" },
  full: { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZoneName: "short" },
  sofiaFull: { timeZone: SOFIA, weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
/** A day's key: its date, in the visitor's zone. */
const DAY_KEY: [string, Intl.DateTimeFormatOptions] = ["en-CA", { year: "numeric", month: "2-digit", day: "2-digit" }];

/** What the booking page formats first (lib/intl-warmup.ts): the slots' dates, and the catalogue's plurals. */
export const slotIntlWork = (locale: Locale): IntlWork => ({
  dateTimes: [...Object.values(SLOT_FORMATS).map((options): [string, Intl.DateTimeFormatOptions] => [INTL_LOCALE[locale], options]), DAY_KEY],
  plurals: [locale],
});

/** What a slot's button says: its time and Sofia's, and for screen readers its day and zone. */
type SlotText = { shortDay: string; time: string; zoneName: string; sofia: string };
export type SlotLabels = ReturnType<typeof makeSlotLabels>;

/**
 * The slots' words in one language, in the visitor's zone: each formatter made on first use and
 * each slot's text worked out once (a phone spends ~1 ms on a formatter and a few on a day of
 * buttons; the page draws them again on every choice).
 */
function makeSlotLabels(locale: Locale) {
  const zone = visitorZone();
  const intl = INTL_LOCALE[locale];
  const once = <T,>(make: () => T) => {
    let made: T | undefined;
    return () => (made ??= make());
  };
  const dateTime = (name: keyof typeof SLOT_FORMATS) => once(() => dateFormatter(intl, { timeZone: zone, ...SLOT_FORMATS[name] }));
  const day = dateTime("day");
  const dayKey = once(() => dateFormatter(DAY_KEY[0], { timeZone: zone, ...DAY_KEY[1] }));
  const time = dateTime("time");
  const sofia = dateTime("sofia");
  const shortDay = dateTime("shortDay");
  const zoneName = dateTime("zoneName");
  const full = dateTime("full");
  const sofiaFull = dateTime("sofiaFull");
  const texts = new Map<string, SlotText>();
  const zoneNameOf = (iso: string) => zoneName().formatToParts(new Date(iso)).find((p) => p.type === "timeZoneName")?.value ?? zone;
  return {
    zone,
    day: (iso: string) => day().format(new Date(iso)),
    dayKey: (iso: string) => dayKey().format(new Date(iso)),
    time: (iso: string) => time().format(new Date(iso)),
    sofia: (iso: string) => sofia().format(new Date(iso)),
    shortDay: (iso: string) => shortDay().format(new Date(iso)),
    zoneName: zoneNameOf,
    /** A slot button's words. */
    slot: (iso: string): SlotText => {
      let text = texts.get(iso);
      if (!text) {
        const at = new Date(iso);
        text = { shortDay: shortDay().format(at), time: time().format(at), zoneName: zoneNameOf(iso), sofia: sofia().format(at) };
        texts.set(iso, text);
      }
      return text;
    },
    /** "Tue, 24 Nov, 02:00 GMT-5 (Sofia: 09:00)". */
    full: (iso: string) => `${full().format(new Date(iso))} (${zone === SOFIA ? "Europe/Sofia" : `${wordsIn(locale)("sofia.city")}: ${sofiaFull().format(new Date(iso))}`})`,
  };
}

/** One set per language, shared by the booking page, its slot picker and the taken notice. */
const labelsByLocale = new Map<Locale, SlotLabels>();

export function useSlotLabels(): SlotLabels {
  const { locale } = useI18n();
  let labels = labelsByLocale.get(locale);
  if (!labels) {
    labels = makeSlotLabels(locale);
    labelsByLocale.set(locale, labels);
  }
  return labels;
}

/** The first `days` of the visitor's days with free slots (slots come in time order), and whether more follow. */
function firstDays(slots: SlotDto[], days: number, labels: SlotLabels): { shown: SlotDto[][]; more: boolean } {
  const shown: SlotDto[][] = [];
  let key: string | undefined;
  for (const s of slots) {
    const k = labels.dayKey(s.start);
    if (k !== key) {
      if (shown.length === days) return { shown, more: true };
      key = k;
      shown.push([]);
    }
    shown.at(-1)!.push(s);
  }
  return { shown, more: false };
}

type Props = { slots: SlotDto[]; chosen: string | null; onChoose: (start: string) => void; disabled?: boolean };

/** Free slots grouped by the visitor's days, each with its Sofia time; a few days at a time. */
export const SlotPicker = memo(function SlotPicker({ slots, chosen, onChoose, disabled }: Props) {
  const t = useCatalogue(appointmentsCatalogue);
  const labels = useSlotLabels();
  const [days, setDays] = useState(DAYS_SHOWN);
  // Only the days shown are grouped (a month of slots is some 400 dates to place in a day).
  const { shown, more } = useMemo(() => firstDays(slots, days, labels), [slots, days, labels]);

  return (
    <div className="grid gap-5">
      <p className="text-sm text-muted-foreground">{t("slots.yourZone", { zone: labels.zone })}</p>
      {shown.map((group) => (
        <fieldset key={group[0]!.start} className="grid gap-2">
          <legend className="mb-2 text-sm font-semibold">{labels.day(group[0]!.start)}</legend>
          <div className="flex flex-wrap gap-2">
            {group.map((s) => {
              const selected = s.start === chosen;
              const text = labels.slot(s.start);
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
                  <span className="sr-only">{text.shortDay}, </span>
                  <span className="font-medium">{text.time}</span>
                  <span className="sr-only"> {text.zoneName}, </span>
                  <span className={cn("text-xs", selected ? "text-primary-foreground/80" : "text-muted-foreground")}>{t("slots.sofia", { time: text.sofia })}</span>
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
      {more && (
        <div>
          <Button type="button" variant="outline" onClick={() => setDays((d) => d + DAYS_SHOWN)}>
            {t("slots.more")}
          </Button>
        </div>
      )}
    </div>
  );
});
