import type { Locale } from "@web/i18n/I18nProvider";

/** The booking page and Settings → Availability (issue 27). Schema messages come from core. */
const en = {
  title: "Book an appointment",
  lead: "Pick a service and a free time. You pay securely by card, or with your prepaid hours if you are signed in.",
  service: { heading: "1. Service", duration: "Duration", price: "Price", where: "Where" },
  minutes: (n: number) => (n < 60 ? `${n} min` : n % 60 === 0 ? `${n / 60} h` : `${Math.floor(n / 60)} h ${n % 60} min`),
  slots: {
    heading: "2. Time",
    yourZone: (zone: string) => `Times are shown in your time zone (${zone}), with Sofia time beside them.`,
    sofia: (time: string) => `Sofia: ${time}`,
    loading: "Loading free times…",
    none: "No free times in the coming days. Please write to us and we will find one.",
    failed: "Could not load the free times. Please try again.",
    more: "Show more days",
    chosen: (time: string) => `Chosen: ${time}`,
  },
  details: {
    heading: "3. Your details",
    name: "Name",
    email: "Email",
    phone: "Phone",
    purpose: "What is it for?",
    purposePlaceholder: "For example: registering my address at the municipality",
    address: "Address where we meet",
  },
  pay: {
    heading: "4. Payment",
    card: (price: string) => `Pay ${price} by card`,
    prepaid: (hours: string) => `Use ${hours} of my prepaid hours`,
    prepaidHint: "The hours are reserved now and drawn when the appointment is done.",
    signInForPrepaid: "Signed-in members can use their prepaid hours.",
    submitCard: "Book and pay",
    submitPrepaid: "Book with prepaid hours",
    processing: "Booking…",
    redirecting: "Taking you to the payment page…",
    held: "We hold this time for 10 minutes while you pay.",
  },
  taken: {
    title: "This time was just taken",
    body: "Someone booked it a moment ago. These times are still free:",
  },
  confirmed: {
    title: "Your appointment is booked",
    body: (time: string) => `We look forward to it: ${time}. The hours are reserved on your balance.`,
    again: "Book another",
  },
  hours: (n: number) => `${n} ${n === 1 ? "hour" : "hours"}`,
};

const bg: typeof en = {
  title: "Запишете час",
  lead: "Изберете услуга и свободен час. Плащате сигурно с карта или с предплатените си часове, ако сте влезли в профила си.",
  service: { heading: "1. Услуга", duration: "Продължителност", price: "Цена", where: "Къде" },
  minutes: (n: number) => (n < 60 ? `${n} мин` : n % 60 === 0 ? `${n / 60} ч` : `${Math.floor(n / 60)} ч ${n % 60} мин`),
  slots: {
    heading: "2. Час",
    yourZone: (zone: string) => `Часовете са във вашата часова зона (${zone}), с часа в София до тях.`,
    sofia: (time: string) => `София: ${time}`,
    loading: "Зареждаме свободните часове…",
    none: "Няма свободни часове в следващите дни. Пишете ни и ще намерим час.",
    failed: "Свободните часове не се заредиха. Моля, опитайте отново.",
    more: "Покажи още дни",
    chosen: (time: string) => `Избрано: ${time}`,
  },
  details: {
    heading: "3. Вашите данни",
    name: "Име",
    email: "Имейл",
    phone: "Телефон",
    purpose: "За какво е?",
    purposePlaceholder: "Например: адресна регистрация в общината",
    address: "Адрес на срещата",
  },
  pay: {
    heading: "4. Плащане",
    card: (price: string) => `Плащане с карта: ${price}`,
    prepaid: (hours: string) => `С предплатени часове: ${hours}`,
    prepaidHint: "Часовете се запазват сега и се приспадат, когато срещата се проведе.",
    signInForPrepaid: "Влезлите в профила си клиенти могат да използват предплатените си часове.",
    submitCard: "Запиши и плати",
    submitPrepaid: "Запиши с предплатени часове",
    processing: "Записваме…",
    redirecting: "Пренасочваме ви към страницата за плащане…",
    held: "Пазим този час 10 минути, докато платите.",
  },
  taken: {
    title: "Този час току-що беше зает",
    body: "Някой го запази преди малко. Тези часове са още свободни:",
  },
  confirmed: {
    title: "Срещата ви е записана",
    body: (time: string) => `Очакваме ви: ${time}. Часовете са запазени от баланса ви.`,
    again: "Запиши още един час",
  },
  hours: (n: number) => `${String(n).replace(".", ",")} ${n === 1 ? "час" : "часа"}`,
};

export const appointmentsCopy: Record<Locale, typeof en> = { en, bg };
export type AppointmentsCopy = typeof en;
