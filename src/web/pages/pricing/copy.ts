import { BILLING_RULE } from "@core/hours-rule";
const en = {
  eyebrow: "Pricing",
  title: "Simple, honest pricing",
  lead: `${BILLING_RULE.en} No long-term contracts: you only pay for the help you use.`,
  total: "Total",
  addToCart: "Add to Cart",
  added: (what: string) => `Added to your cart: ${what}`,
  viewCart: "View cart",
  hourly: {
    name: "Hourly help",
    body: "For calls, appointments, short errands and paperwork.",
    unit: "per hour",
    input: "Hours",
    invalid: "Please enter a whole number of hours from 1 to 100",
    features: ["Minimum one hour per task", "Then half-hour steps", "By phone, email or in person"],
  },
  daily: {
    name: "Full day",
    body: "A dedicated day for moving in, office visits or a long list of errands.",
    unit: "per day",
    input: "Days",
    invalid: "Please enter a whole number of days from 1 to 100",
    features: ["A full working day, 9:00–18:00", "Ideal for several visits in a row", "Better value than hourly for long tasks"],
  },
  custom: {
    name: "Custom amount",
    body: "Agreed a quote with us, or want to pay towards a specific task? Enter the amount.",
    price: "Any amount",
    unit: "",
    input: (currency: string) => `Amount (${currency})`,
    invalid: "Please enter an amount from 1 to 10,000",
    features: ["For a quote we've agreed with you", "Deposits for larger tasks", "No hidden fees"],
  },
  packs: {
    title: "Prepaid hour packs",
    lead: "Buy hours ahead and we draw on them as we work. No account yet? Buy with your email: the hours go on the account for it, and we email you a link to choose a password and use them.",
  },
  appointments: {
    title: "Book a time with us",
    body: "A phone call (30 min) or an hour or more of help in person, at the same hourly rate: pick a free time and pay by card or with prepaid hours.",
    button: "Book an appointment",
  },
  translation: {
    eyebrow: "Document translation",
    title: "Flat rate per document",
    unit: "per document",
    points: [
      "Up to 2 pages or 750 words",
      "Longer documents may cost extra — we always confirm before we start",
      "Delivered within 24–48 hours",
      "An informal English summary, not an official or certified translation",
    ],
    button: "Upload & Review Document",
  },
  notes: {
    title: "Good to know",
    items: [
      BILLING_RULE.en,
      "No subscriptions, retainers or long-term contracts.",
      "Card payments are processed securely by our payment provider; we never see your card number.",
      "Not sure what you need? Ask for a free estimate — we reply within 24 hours.",
    ],
  },
};

const bg: typeof en = {
  eyebrow: "Цени",
  title: "Прости и честни цени",
  lead: `${BILLING_RULE.bg} Без дългосрочни договори: плащате само за помощта, която използвате.`,
  total: "Общо",
  addToCart: "Добави в количката",
  added: (what: string) => `Добавено в количката: ${what}`,
  viewCart: "Към количката",
  hourly: {
    name: "Почасова помощ",
    body: "За обаждания, часове, кратки задачи и документи.",
    unit: "на час",
    input: "Часове",
    invalid: "Въведете цял брой часове от 1 до 100",
    features: ["Минимум един час на задача", "След това на стъпки от половин час", "По телефон, имейл или на място"],
  },
  daily: {
    name: "Цял ден",
    body: "Ден изцяло за вас — при нанасяне, посещения в институции или дълъг списък със задачи.",
    unit: "на ден",
    input: "Дни",
    invalid: "Въведете цял брой дни от 1 до 100",
    features: ["Цял работен ден, 9:00–18:00", "Идеално за няколко посещения подред", "По-изгодно от почасово за дълги задачи"],
  },
  custom: {
    name: "Сума по избор",
    body: "Договорили сте оферта с нас или искате да платите за конкретна задача? Въведете сумата.",
    price: "Произволна сума",
    unit: "",
    input: (currency: string) => `Сума (${currency})`,
    invalid: "Въведете сума от 1 до 10 000",
    features: ["За договорена с вас оферта", "Депозит за по-големи задачи", "Без скрити такси"],
  },
  packs: {
    title: "Пакети предплатени часове",
    lead: "Купете часове предварително и ние ги използваме, докато работим. Още нямате профил? Купете с имейла си: часовете отиват в профила за него, а ние ви изпращаме връзка за избор на парола, за да ги използвате.",
  },
  appointments: {
    title: "Запишете час при нас",
    body: "Телефонен разговор (30 мин) или час и повече лична помощ на същата почасова цена: изберете свободен час и платете с карта или с предплатени часове.",
    button: "Запишете час",
  },
  translation: {
    eyebrow: "Превод на документи",
    title: "Фиксирана цена на документ",
    unit: "на документ",
    points: [
      "До 2 страници или 750 думи",
      "По-дългите документи може да струват повече — винаги потвърждаваме преди да започнем",
      "Готово до 24–48 часа",
      "Неофициално резюме на английски, а не официален или заверен превод",
    ],
    button: "Качете документ за преглед",
  },
  notes: {
    title: "Добре е да знаете",
    items: [
      BILLING_RULE.bg,
      "Без абонаменти, предплатени ангажименти или дългосрочни договори.",
      "Картовите плащания се обработват сигурно от нашия платежен доставчик; ние не виждаме номера на картата ви.",
      "Не сте сигурни от какво имате нужда? Поискайте безплатна оценка — отговаряме до 24 часа.",
    ],
  },
};

export const pricingCopy = { en, bg };
