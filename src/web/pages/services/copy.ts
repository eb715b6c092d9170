import { BILLING_RULE } from "@core/hours-rule";
import type { ServiceOption } from "@core/contact";

type Service = { id: ServiceOption; title: string; body: string; examples: string[]; note?: string };

const en = {
  eyebrow: "Services",
  title: "How we can help",
  lead: "Five ways we take the Bulgarian side of everyday life off your hands. Not sure which one fits? Describe the task and we'll work it out together.",
  examplesLabel: "For example",
  priceLabel: "Price",
  translationPrice: (price: string) => `${price} per document (up to 2 pages or 750 words)`,
  timePrice: (hourly: string, daily: string) => `${hourly} per hour or ${daily} per day`,
  uploadButton: "Upload & Review Document",
  askButton: "Ask about this",
  bookButton: "Book a call or an appointment",
  services: [
    {
      id: "translation",
      title: "Document translation",
      body: "Clear English summaries of Bulgarian letters, contracts, bills and notices, so you know what they say and what to do next.",
      examples: ["Tax office and municipality letters", "Rental and employment contracts", "Utility bills, fines and official notices"],
      note: "Delivered within 24–48 hours. These are informal English summaries — not official or certified translations.",
    },
    {
      id: "calls",
      title: "Phone calls & appointments",
      body: "We make the calls you'd rather not: booking, rescheduling, asking questions and chasing answers — then report back in English.",
      examples: ["Doctors, dentists and clinics", "Landlords, couriers and repair services", "Municipal offices and utility companies"],
    },
    {
      id: "inperson",
      title: "In-person help",
      body: "Someone by your side at the office, the bank, the clinic or a flat viewing, to translate and keep things moving.",
      examples: ["Bank and notary appointments", "Municipality and migration office visits", "Flat viewings and handovers"],
    },
    {
      id: "paperwork",
      title: "Paperwork setup",
      body: "We help you set up the essentials of life here — and keep them running — with the right forms and a clear checklist.",
      examples: ["Address registration", "Electricity, water, internet and heating accounts", "Health insurance and GP registration"],
    },
    {
      id: "custom",
      title: "Custom requests",
      body: "Something else? If it can be done with a phone, a form or a visit, ask us. We'll tell you honestly whether we can help.",
      examples: ["Finding a reliable tradesperson", "Comparing options and prices", "One-off errands and follow-ups"],
    },
  ] satisfies Service[],
  billing: `${BILLING_RULE.en} No subscriptions and no long-term contracts.`,
  cta: {
    title: "Tell us what you need",
    body: "A few lines are enough. We'll reply within 24 hours with how we can help and what it will cost.",
  },
};

const bg: typeof en = {
  eyebrow: "Услуги",
  title: "С какво можем да помогнем",
  lead: "Пет начина да поемем българската страна на ежедневието ви. Не сте сигурни кое пасва? Опишете задачата и ще намерим решение заедно.",
  examplesLabel: "Например",
  priceLabel: "Цена",
  translationPrice: (price: string) => `${price} на документ (до 2 страници или 750 думи)`,
  timePrice: (hourly: string, daily: string) => `${hourly} на час или ${daily} на ден`,
  uploadButton: "Качете документ за преглед",
  askButton: "Попитайте ни",
  bookButton: "Запишете разговор или среща",
  services: [
    {
      id: "translation",
      title: "Превод на документи",
      body: "Ясни резюмета на английски на български писма, договори, сметки и известия — за да знаете какво пише и какво да направите.",
      examples: ["Писма от НАП и общината", "Договори за наем и трудови договори", "Сметки, глоби и официални известия"],
      note: "Готови до 24–48 часа. Това са неофициални резюмета на английски, а не официални или заверени преводи.",
    },
    {
      id: "calls",
      title: "Обаждания и часове",
      body: "Провеждаме разговорите вместо вас: записване, отлагане, въпроси и проследяване — и ви докладваме на английски.",
      examples: ["Лекари, зъболекари и клиники", "Хазяи, куриери и сервизи", "Общински служби и комунални дружества"],
    },
    {
      id: "inperson",
      title: "Помощ на място",
      body: "Човек до вас в институцията, банката, клиниката или при оглед на жилище — да превежда и да движи нещата.",
      examples: ["Срещи в банка и при нотариус", "Посещения в общината и миграция", "Огледи и предаване на жилища"],
    },
    {
      id: "paperwork",
      title: "Документи и администрация",
      body: "Помагаме ви да уредите основните неща за живота тук — и да ги поддържате — с правилните формуляри и ясен списък.",
      examples: ["Адресна регистрация", "Ток, вода, интернет и парно", "Здравно осигуряване и личен лекар"],
    },
    {
      id: "custom",
      title: "Други заявки",
      body: "Нещо друго? Ако може да се свърши с телефон, формуляр или посещение — питайте. Ще ви кажем честно дали можем да помогнем.",
      examples: ["Намиране на надежден майстор", "Сравняване на варианти и цени", "Еднократни задачи и проследяване"],
    },
  ],
  billing: `${BILLING_RULE.bg} Без абонаменти и дългосрочни договори.`,
  cta: {
    title: "Кажете ни от какво имате нужда",
    body: "Няколко реда са достатъчни. Ще отговорим до 24 часа как можем да помогнем и колко ще струва.",
  },
};

export const servicesCopy = { en, bg };
