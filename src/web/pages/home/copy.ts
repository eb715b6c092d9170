import { BILLING_RULE } from "@core/hours-rule";
/** Home page copy (spec §1 facts). Prices are passed in, already formatted. */
const en = {
  title: "Concierge — Personal concierge for expats in Bulgaria",
  hero: {
    eyebrow: "Personal concierge in Bulgaria",
    title: "Life in Bulgaria, without the paperwork headaches.",
    lead: "We're your bilingual helper on the ground. We read the letters, make the calls, book the appointments and come along when it matters — so you can get on with living here.",
    points: ["Replies within 24 hours", "No long-term contracts", "Pay only for the time you use"],
    cardTitle: "A typical week of requests",
    cardItems: [
      { label: "English summary of a tax office letter", status: "Delivered" },
      { label: "Dentist appointment booked", status: "Thu, 10:30" },
      { label: "Address registration forms", status: "In progress" },
    ],
    cardFooter: "Every update in plain English.",
  },
  highlights: {
    eyebrow: "What we do",
    title: "Help with the things that are hard in a second language",
    items: [
      {
        title: "Document translation",
        body: "An official letter, contract or bill in Bulgarian? Send it over and get a clear English summary within 24–48 hours.",
      },
      {
        title: "Phone calls & appointments",
        body: "We call the doctor, the landlord, the courier or the municipality for you — and book, reschedule or chase as needed.",
      },
      {
        title: "Paperwork setup",
        body: "Address registration, utilities, bank accounts, residence documents: we prepare the forms and tell you exactly what to bring.",
      },
    ],
    more: "See all services",
  },
  partner: {
    eyebrow: "Why Concierge",
    title: "A trusted partner on the ground",
    lead: "We're a small team based in Sofia. You'll always know who you're talking to, what we're doing for you and what it costs.",
    points: [
      {
        title: "Local and bilingual",
        body: "We speak Bulgarian and English and know how local offices really work — queues, forms and all.",
      },
      {
        title: "Clear, fair pricing",
        body: (hourly: string) =>
          `${hourly} per hour. ${BILLING_RULE.en} No subscriptions, no long-term contracts.`,
      },
      {
        title: "Private by design",
        body: "Your documents are handled in confidence and deleted within 30 days. We follow the GDPR.",
      },
      {
        title: "Honest about limits",
        body: "We're not a law firm, and our translations are informal summaries. We'll tell you when you need a certified translator or a lawyer.",
      },
    ],
    facts: [
      { value: "24 h", label: "to reply to every message" },
      { value: "24–48 h", label: "for a document summary" },
      { value: "30 days", label: "until your uploads are deleted" },
      { value: "1 hour", label: "minimum — no contracts" },
    ],
  },
  newsletter: {
    eyebrow: "Newsletter",
    title: "Useful notes on life in Bulgaria",
    lead: "Now and then we send short, practical updates: deadlines, paperwork changes and tips for expats and digital nomads. No spam, ever.",
  },
  cta: {
    title: "Something on your to-do list?",
    body: "Tell us what you need. We'll reply within 24 hours with how we can help and what it will cost.",
  },
};

const bg: typeof en = {
  title: "Concierge — личен консиерж за чужденци в България",
  hero: {
    eyebrow: "Личен консиерж в България",
    title: "Животът в България — без главоболия с документите.",
    lead: "Ние сме вашият двуезичен помощник на място. Четем писмата, провеждаме разговорите, записваме часовете и идваме с вас, когато е важно — за да се радвате на живота тук.",
    points: ["Отговор до 24 часа", "Без дългосрочни договори", "Плащате само използваното време"],
    cardTitle: "Обичайна седмица със задачи",
    cardItems: [
      { label: "Резюме на английски на писмо от НАП", status: "Готово" },
      { label: "Записан час при зъболекар", status: "Чет, 10:30" },
      { label: "Документи за адресна регистрация", status: "В процес" },
    ],
    cardFooter: "Всяка новина — на ясен английски.",
  },
  highlights: {
    eyebrow: "С какво помагаме",
    title: "Помощ за нещата, които са трудни на чужд език",
    items: [
      {
        title: "Превод на документи",
        body: "Официално писмо, договор или сметка на български? Изпратете ни го и до 24–48 часа ще получите ясно резюме на английски.",
      },
      {
        title: "Обаждания и часове",
        body: "Обаждаме се вместо вас на лекаря, хазяина, куриера или общината — записваме, отлагаме или напомняме, когато трябва.",
      },
      {
        title: "Документи и администрация",
        body: "Адресна регистрация, комунални услуги, банкови сметки, документи за пребиваване: подготвяме формулярите и ви казваме точно какво да носите.",
      },
    ],
    more: "Всички услуги",
  },
  partner: {
    eyebrow: "Защо Concierge",
    title: "Надежден партньор на място",
    lead: "Ние сме малък екип от София. Винаги ще знаете с кого говорите, какво правим за вас и колко струва.",
    points: [
      {
        title: "Местни и двуезични",
        body: "Говорим български и английски и знаем как наистина работят институциите — с опашките и формулярите.",
      },
      {
        title: "Ясни и честни цени",
        body: (hourly: string) =>
          `${hourly} на час. ${BILLING_RULE.bg} Без абонаменти и дългосрочни договори.`,
      },
      {
        title: "Поверителност по подразбиране",
        body: "Документите ви се обработват поверително и се изтриват до 30 дни. Спазваме GDPR.",
      },
      {
        title: "Честни за границите си",
        body: "Не сме адвокатска кантора, а преводите ни са неофициални резюмета. Ще ви кажем, когато ви трябва заклет преводач или адвокат.",
      },
    ],
    facts: [
      { value: "24 ч", label: "за отговор на всяко съобщение" },
      { value: "24–48 ч", label: "за резюме на документ" },
      { value: "30 дни", label: "до изтриване на качените файлове" },
      { value: "1 час", label: "минимум — без договори" },
    ],
  },
  newsletter: {
    eyebrow: "Бюлетин",
    title: "Полезни бележки за живота в България",
    lead: "От време на време изпращаме кратки практични новини: срокове, промени в процедурите и съвети за чужденци и дигитални номади. Никакъв спам.",
  },
  cta: {
    title: "Имате задача в списъка?",
    body: "Кажете ни от какво имате нужда. Ще отговорим до 24 часа как можем да помогнем и колко ще струва.",
  },
};

export const homeCopy = { en, bg };
