import { type AppointmentPlace, type AppointmentService, PLACE_NAMES, SERVICE_NAMES } from "../../../core/appointments/services";
import type { AppointmentPaidWith } from "../../../core/appointments";
import { visitorTimeLabel } from "../../../core/appointments/format";
import { SOFIA } from "../../../core/appointments/zone";
import { type MailTranslate, mailCatalogue } from "./catalogue";
import { Fields, Frame, greet, MAIL_INTL, P, renderMail, Url } from "./kit";
import { mailTime } from "./layout";
import type { Locale } from "../../../core/locale";
import { dateFormatter } from "../../../core/date-format";

/** What both confirmation mails say about the appointment; the times are ISO moments, written in Sofia time. */
export type AppointmentMailData = {
  lang: Locale;
  name: string;
  service: AppointmentService;
  start: string;
  end: string;
  durationMinutes: number;
  place: AppointmentPlace;
  address?: string;
  phone: string;
  purpose: string;
  paidWith: AppointmentPaidWith;
  /** Hours reserved on a member's balance (prepaid). */
  reservedHours?: number;
  /** The booker's own time zone: their confirmation gives the time there beside Sofia's. */
  visitorZone?: string;
};

const clock = (iso: string) => dateFormatter("en-GB", { timeZone: "Europe/Sofia", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(iso));

/** `theirs`: the customer's own mail, which gives the time in their zone first when it is not Sofia's. */
function facts(d: AppointmentMailData, t: MailTranslate, theirs = false): [string, string][] {
  const where = d.place === "address" && d.address ? `${PLACE_NAMES[d.lang].address}: ${d.address}` : PLACE_NAMES[d.lang][d.place];
  const start = theirs && d.visitorZone && d.visitorZone !== SOFIA ? visitorTimeLabel(new Date(d.start), d.visitorZone, d.lang) : mailTime(d.start, d.lang);
  return [
    [t("appointments.what"), SERVICE_NAMES[d.lang][d.service]],
    [t("appointments.when"), t("appointments.whenValue", { start, end: clock(d.end) })],
    [t("appointments.where"), where],
    [t("appointments.phone"), d.phone],
    [t("appointments.purpose"), d.purpose],
  ];
}

/** A block after the facts: a sentence, or a sentence ending in a link (the customer's own links). */
type After = string | { text: string; href: string };

function render(lang: Locale, subject: string, title: string, before: string[], rows: [string, string][], after: After[]) {
  return renderMail(
    subject,
    <Frame lang={lang} title={title}>
      {before.map((line) => (
        <P key={line}>{line}</P>
      ))}
      <Fields rows={rows} />
      {after.map((a) =>
        typeof a === "string" ? (
          <P key={a}>{a}</P>
        ) : (
          <P key={a.text}>
            {a.text} <Url href={a.href} lang={lang} />
          </P>
        ),
      )}
    </Frame>,
  );
}

/** The customer's single-purpose links: another time or cancel, without signing in. */
type Links = { cancelLink: string; rescheduleLink: string };
const linkLines = (t: MailTranslate, d: Links): After[] => [
  { text: t("appointments.rescheduleLink"), href: d.rescheduleLink },
  { text: t("appointments.cancelLink"), href: d.cancelLink },
];

/** The service and the start, as the subjects name them. */
const what = (d: AppointmentMailData) => ({ service: SERVICE_NAMES[d.lang][d.service], when: mailTime(d.start, d.lang) });

/** To the customer, in their language, with the .ics invite attached. */
export function appointmentConfirmed(d: AppointmentMailData & Links) {
  const t = mailCatalogue.translate(d.lang);
  const paid = d.paidWith === "prepaid" ? t("appointments.paidPrepaid", { hours: d.reservedHours ?? 0 }) : d.paidWith === "unpaid" ? t("appointments.paidUnpaid") : t("appointments.paidCard");
  return render(d.lang, t("appointments.confirmed.subject", what(d)), t("appointments.confirmed.title"), [greet(t, d.name), t("appointments.confirmed.intro")], facts(d, t, true), [
    paid,
    t("appointments.change"),
    ...linkLines(t, d),
  ]);
}

/** Who changed it, in the operator's notice: they themselves, or the client. */
type OperatorNotice = { email: string; by: "operator" | "client" };

/** A cancellation, to the customer or (with `operator`) to the operator, naming who cancelled it, with the METHOD:CANCEL update. */
export function appointmentCancelled(d: AppointmentMailData & { operator?: OperatorNotice }) {
  const t = mailCatalogue.translate(d.lang);
  const subject = t("appointments.cancelled.subject", what(d));
  const title = t("appointments.cancelled.title");
  if (d.operator) {
    const after = d.paidWith === "card" ? [t("appointments.cancelled.operatorCard")] : [];
    return render(d.lang, subject, title, [t(d.operator.by === "operator" ? "appointments.cancelled.byYou" : "appointments.cancelled.byClient", { who: `${d.name} <${d.operator.email}>` })], facts(d, t), after);
  }
  return render(d.lang, subject, title, [greet(t, d.name), t("appointments.cancelled.intro")], facts(d, t, true), d.paidWith === "card" ? [t("appointments.cancelled.card")] : []);
}

/** A new time, to the customer or (with `operator`) to the operator, naming who moved it, with the METHOD:REQUEST update (same UID, next SEQUENCE). */
export function appointmentMoved(d: AppointmentMailData & ({ operator: OperatorNotice } | (Links & { operator?: undefined }))) {
  const t = mailCatalogue.translate(d.lang);
  const subject = t("appointments.moved.subject", what(d));
  const title = t("appointments.moved.title");
  if (d.operator) return render(d.lang, subject, title, [t(d.operator.by === "operator" ? "appointments.moved.byYou" : "appointments.moved.byClient", { who: `${d.name} <${d.operator.email}>` })], facts(d, t), []);
  return render(d.lang, subject, title, [greet(t, d.name), t("appointments.moved.intro")], facts(d, t, true), [t("appointments.change"), ...linkLines(t, d)]);
}

/** To the operator, in their language, with the same invite. */
export function appointmentBooked(d: AppointmentMailData & { email: string }) {
  const t = mailCatalogue.translate(d.lang);
  const rows: [string, string][] = [[t("appointments.customer"), `${d.name} <${d.email}>`], ...facts(d, t)];
  const paid =
    d.paidWith === "prepaid" ? t("appointments.booked.paidPrepaid", { hours: d.reservedHours ?? 0 }) : d.paidWith === "unpaid" ? t("appointments.booked.paidUnpaid") : t("appointments.paidCard");
  return render(d.lang, t("appointments.booked.subject", { ...what(d), who: d.name }), t("appointments.booked.title"), [t("appointments.booked.intro")], rows, [paid]);
}

/** The reminders 24 hours and 1 hour before, to the customer in their language. */
export function appointmentReminder(d: AppointmentMailData & { hours: 24 | 1 }) {
  const t = mailCatalogue.translate(d.lang);
  const intro = d.hours === 24 ? t("appointments.reminder.tomorrow") : t("appointments.reminder.inAnHour");
  return render(d.lang, t("appointments.reminder.subject", what(d)), t("appointments.reminder.title"), [greet(t, d.name), intro], facts(d, t, true), [t("appointments.change")]);
}

export type AppointmentAgendaData = {
  lang: Locale;
  /** The Sofia day, YYYY-MM-DD. */
  day: string;
  items: (Omit<AppointmentMailData, "lang" | "paidWith" | "reservedHours" | "durationMinutes"> & { email: string })[];
};

/** The operator's agenda at 8:00 Sofia time: the day's confirmed appointments in order. */
export function appointmentAgenda(d: AppointmentAgendaData) {
  const t = mailCatalogue.translate(d.lang);
  const day = dateFormatter(MAIL_INTL[d.lang], { timeZone: "UTC", weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(new Date(`${d.day}T12:00:00Z`));
  const line = (i: AppointmentAgendaData["items"][number]) => {
    const where = i.place === "address" && i.address ? i.address : PLACE_NAMES[d.lang][i.place];
    return `${clock(i.start)}–${clock(i.end)} ${SERVICE_NAMES[d.lang][i.service]}: ${i.name} <${i.email}>, ${i.phone}. ${where}. ${i.purpose}`;
  };
  return renderMail(
    t("appointments.agenda.subject", { day, count: d.items.length }),
    <Frame lang={d.lang} title={t("appointments.agenda.title")}>
      <P>{t("appointments.agenda.intro")}</P>
      {d.items.map((i) => (
        <P key={i.start + i.email}>{line(i)}</P>
      ))}
    </Frame>,
  );
}
