import { type AppointmentPlace, type AppointmentService, PLACE_NAMES, SERVICE_NAMES } from "../../../core/appointments/services";
import type { AppointmentPaidWith } from "../../../core/appointments";
import { esc, layout, mailTime, type RenderedMail } from "./layout";

type Lang = "en" | "bg";

/** What both confirmation mails say about the appointment; the times are ISO moments, written in Sofia time. */
export type AppointmentMailData = {
  lang: Lang;
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
};

const WORDS = {
  en: {
    subject: (service: string, when: string) => `Confirmed: ${service}, ${when}`,
    title: "Your appointment is confirmed",
    hello: (name: string) => `Hello ${name},`,
    intro: "Your appointment is booked. The invitation is attached: open it to add the appointment to your calendar.",
    what: "What",
    when: "When",
    until: "until",
    where: "Where",
    phone: "Phone",
    purpose: "What it is for",
    paid: { card: "Paid by card.", unpaid: "Not paid yet: we will let you know how to pay.", prepaid: (h: number) => `${h} prepaid ${h === 1 ? "hour is" : "hours are"} reserved on your balance, drawn when the appointment is done.` },
    change: "Need to change or cancel it? Reply to this email.",
    cancelLink: (link: string) => `Cancel online up to 24 hours before: ${link}`,
    rescheduleLink: (link: string) => `Pick another time online up to 24 hours before: ${link}`,
    cancelledSubject: (service: string, when: string) => `Cancelled: ${service}, ${when}`,
    cancelledTitle: "Appointment cancelled",
    cancelledIntro: "This appointment is cancelled. The attached update removes it from your calendar.",
    cancelledCard: "The payment will be refunded to your card.",
    cancelledOperator: (who: string) => `${who} cancelled this appointment. The attached update removes it from your calendar.`,
    cancelledOperatorCard: "It was paid by card: refund it (marked Refund due in Payments).",
    operatorSubject: (service: string, when: string, who: string) => `New appointment: ${service}, ${when} — ${who}`,
    operatorTitle: "New appointment booked",
    operatorIntro: "An appointment was booked. The invitation is attached for your calendar.",
    customer: "Customer",
    reminderSubject: (service: string, when: string) => `Reminder: ${service}, ${when}`,
    reminderTitle: "Your appointment is coming up",
    reminderIntro: (hours: 24 | 1) => (hours === 24 ? "A reminder: your appointment is tomorrow." : "A reminder: your appointment starts in an hour."),
    movedSubject: (service: string, when: string) => `Moved: ${service}, now ${when}`,
    movedTitle: "Your appointment has a new time",
    movedIntro: "Your appointment is moved to the time below. The attached update changes it in your calendar.",
    movedOperator: (who: string) => `You moved ${who}'s appointment to the time below. The attached update changes it in your calendar.`,
    operatorPaid: { card: "Paid by card.", unpaid: "Not paid yet: to be paid (made by hand).", prepaid: (h: number) => `${h} prepaid ${h === 1 ? "hour" : "hours"} reserved on the member's balance: deduct when it is done.` },
  },
  bg: {
    subject: (service: string, when: string) => `Потвърдено: ${service}, ${when}`,
    title: "Срещата ви е потвърдена",
    hello: (name: string) => `Здравейте, ${name},`,
    intro: "Срещата ви е записана. Поканата е приложена: отворете я, за да добавите срещата в календара си.",
    what: "Какво",
    when: "Кога",
    until: "до",
    where: "Къде",
    phone: "Телефон",
    purpose: "За какво",
    paid: { card: "Платено с карта.", unpaid: "Още не е платено: ще ви кажем как да платите.", prepaid: (h: number) => `${String(h).replace(".", ",")} ${h === 1 ? "предплатен час е запазен" : "предплатени часа са запазени"} от баланса ви и ще се приспаднат след срещата.` },
    change: "Трябва да я промените или отмените? Отговорете на този имейл.",
    cancelLink: (link: string) => `Отмяна онлайн до 24 часа преди срещата: ${link}`,
    rescheduleLink: (link: string) => `Друг час онлайн до 24 часа преди срещата: ${link}`,
    cancelledSubject: (service: string, when: string) => `Отменено: ${service}, ${when}`,
    cancelledTitle: "Срещата е отменена",
    cancelledIntro: "Тази среща е отменена. Приложената промяна я премахва от календара ви.",
    cancelledCard: "Плащането ще бъде възстановено по картата ви.",
    cancelledOperator: (who: string) => `${who} отмени тази среща. Приложената промяна я премахва от календара ви.`,
    cancelledOperatorCard: "Платена е с карта: възстановете сумата (отбелязана „За възстановяване“ в Плащания).",
    operatorSubject: (service: string, when: string, who: string) => `Нова среща: ${service}, ${when} — ${who}`,
    operatorTitle: "Записана е нова среща",
    operatorIntro: "Записана е среща. Поканата е приложена за календара ви.",
    customer: "Клиент",
    reminderSubject: (service: string, when: string) => `Напомняне: ${service}, ${when}`,
    reminderTitle: "Срещата ви наближава",
    reminderIntro: (hours: 24 | 1) => (hours === 24 ? "Напомняне: срещата ви е утре." : "Напомняне: срещата ви започва след час."),
    movedSubject: (service: string, when: string) => `Преместено: ${service}, вече ${when}`,
    movedTitle: "Срещата ви е с нов час",
    movedIntro: "Срещата ви е преместена в часа по-долу. Приложената промяна я обновява в календара ви.",
    movedOperator: (who: string) => `Преместихте срещата с ${who} в часа по-долу. Приложената промяна я обновява в календара ви.`,
    operatorPaid: { card: "Платено с карта.", unpaid: "Още не е платено: за плащане (записана от вас).", prepaid: (h: number) => `${String(h).replace(".", ",")} предплатени часа са запазени от баланса на клиента: приспаднете ги след срещата.` },
  },
} as const;

const clock = (iso: string) => new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Sofia", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(iso));

function facts(d: AppointmentMailData, lang: Lang): [string, string][] {
  const w = WORDS[lang];
  const where = d.place === "address" && d.address ? `${PLACE_NAMES[lang].address}: ${d.address}` : PLACE_NAMES[lang][d.place];
  return [
    [w.what, SERVICE_NAMES[lang][d.service]],
    [w.when, `${mailTime(d.start, lang)} ${w.until} ${clock(d.end)}`],
    [w.where, where],
    [w.phone, d.phone],
    [w.purpose, d.purpose],
  ];
}

function render(lang: Lang, subject: string, title: string, before: string[], rows: [string, string][], after: string[]): RenderedMail {
  const table = `<table role="presentation" cellpadding="4" cellspacing="0">${rows.map(([k, v]) => `<tr><td style="color:#57534e;vertical-align:top">${esc(k)}</td><td>${esc(v)}</td></tr>`).join("")}</table>`;
  return {
    subject,
    text: [...before, rows.map(([k, v]) => `${k}: ${v}`).join("\n"), ...after].join("\n\n"),
    html: layout({ lang, title, bodyHtml: `${before.map((l) => `<p>${esc(l)}</p>`).join("")}${table}${after.map((l) => `<p>${esc(l)}</p>`).join("")}` }),
  };
}

/** The customer's single-purpose links: another time or cancel, without signing in. */
type Links = { cancelLink: string; rescheduleLink: string };
const linkLines = (w: (typeof WORDS)[Lang], d: Links) => [w.rescheduleLink(d.rescheduleLink), w.cancelLink(d.cancelLink)];

/** To the customer, in their language, with the .ics invite attached (issue 27 item 4). */
export function appointmentConfirmed(d: AppointmentMailData & Links): RenderedMail {
  const w = WORDS[d.lang];
  const paid = d.paidWith === "prepaid" ? w.paid.prepaid(d.reservedHours ?? 0) : w.paid[d.paidWith];
  return render(d.lang, w.subject(SERVICE_NAMES[d.lang][d.service], mailTime(d.start, d.lang)), w.title, [w.hello(d.name), w.intro], facts(d, d.lang), [paid, w.change, ...linkLines(w, d)]);
}

/** A cancellation, to the customer or (with `operator`) to the operator, with the METHOD:CANCEL update. */
export function appointmentCancelled(d: AppointmentMailData & { operator?: { email: string } }): RenderedMail {
  const w = WORDS[d.lang];
  const subject = w.cancelledSubject(SERVICE_NAMES[d.lang][d.service], mailTime(d.start, d.lang));
  if (d.operator) {
    const after = d.paidWith === "card" ? [w.cancelledOperatorCard] : [];
    return render(d.lang, subject, w.cancelledTitle, [w.cancelledOperator(`${d.name} <${d.operator.email}>`)], facts(d, d.lang), after);
  }
  return render(d.lang, subject, w.cancelledTitle, [w.hello(d.name), w.cancelledIntro], facts(d, d.lang), d.paidWith === "card" ? [w.cancelledCard] : []);
}

/** A new time (issue 27 item 5), to the customer or (with `operator`) to the operator, with the METHOD:REQUEST update (same UID, next SEQUENCE). */
export function appointmentMoved(d: AppointmentMailData & ({ operator: { email: string } } | (Links & { operator?: undefined }))): RenderedMail {
  const w = WORDS[d.lang];
  const subject = w.movedSubject(SERVICE_NAMES[d.lang][d.service], mailTime(d.start, d.lang));
  if (d.operator) return render(d.lang, subject, w.movedTitle, [w.movedOperator(`${d.name} <${d.operator.email}>`)], facts(d, d.lang), []);
  return render(d.lang, subject, w.movedTitle, [w.hello(d.name), w.movedIntro], facts(d, d.lang), [w.change, ...linkLines(w, d)]);
}

/** To the operator, in their language, with the same invite. */
export function appointmentBooked(d: AppointmentMailData & { email: string }): RenderedMail {
  const w = WORDS[d.lang];
  const rows: [string, string][] = [[w.customer, `${d.name} <${d.email}>`], ...facts(d, d.lang)];
  const paid = d.paidWith === "prepaid" ? w.operatorPaid.prepaid(d.reservedHours ?? 0) : w.operatorPaid[d.paidWith];
  return render(d.lang, w.operatorSubject(SERVICE_NAMES[d.lang][d.service], mailTime(d.start, d.lang), d.name), w.operatorTitle, [w.operatorIntro], rows, [paid]);
}

/** The reminders 24 hours and 1 hour before, to the customer in their language (issue 27 item 4). */
export function appointmentReminder(d: AppointmentMailData & { hours: 24 | 1 }): RenderedMail {
  const w = WORDS[d.lang];
  return render(d.lang, w.reminderSubject(SERVICE_NAMES[d.lang][d.service], mailTime(d.start, d.lang)), w.reminderTitle, [w.hello(d.name), w.reminderIntro(d.hours)], facts(d, d.lang), [w.change]);
}

export type AppointmentAgendaData = {
  lang: Lang;
  /** The Sofia day, YYYY-MM-DD. */
  day: string;
  items: (Omit<AppointmentMailData, "lang" | "paidWith" | "reservedHours" | "durationMinutes"> & { email: string })[];
};

const AGENDA = {
  en: { subject: (day: string, n: number) => `Today's appointments, ${day}: ${n}`, title: "Today's appointments", intro: "Your appointments today, in Sofia time:" },
  bg: { subject: (day: string, n: number) => `Срещи днес, ${day}: ${n}`, title: "Срещи днес", intro: "Срещите ви днес, по софийско време:" },
} as const;

/** The operator's agenda at 8:00 Sofia time: the day's confirmed appointments in order. */
export function appointmentAgenda(d: AppointmentAgendaData): RenderedMail {
  const a = AGENDA[d.lang];
  const day = new Intl.DateTimeFormat(d.lang === "bg" ? "bg-BG" : "en-GB", { timeZone: "UTC", weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(new Date(`${d.day}T12:00:00Z`));
  const line = (i: AppointmentAgendaData["items"][number]) => {
    const where = i.place === "address" && i.address ? i.address : PLACE_NAMES[d.lang][i.place];
    return `${clock(i.start)}–${clock(i.end)} ${SERVICE_NAMES[d.lang][i.service]}: ${i.name} <${i.email}>, ${i.phone}. ${where}. ${i.purpose}`;
  };
  const lines = d.items.map(line);
  return {
    subject: a.subject(day, d.items.length),
    text: [a.intro, ...lines].join("\n\n"),
    html: layout({ lang: d.lang, title: a.title, bodyHtml: `<p>${esc(a.intro)}</p><ul>${lines.map((l) => `<li>${esc(l)}</li>`).join("")}</ul>` }),
  };
}
