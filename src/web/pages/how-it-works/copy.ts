import { BILLING_RULE } from "@core/hours-rule";
const en = {
  eyebrow: "How it works",
  title: "From to-do to done in five steps",
  lead: "No forms to decode and no contracts to sign. Here is what happens after you get in touch.",
  steps: [
    {
      title: "Tell us what you need",
      body: "Send a message through the contact form or by email. A few lines are enough: what needs doing, where, and by when.",
    },
    {
      title: "Get a plan and an honest estimate",
      body: "Within 24 hours we reply with how we'll handle it, how long it should take and what it will cost. No obligation.",
    },
    {
      title: "We get it done",
      body: "We make the calls, prepare the forms, visit the offices or come along with you — and keep you posted in plain English.",
    },
    {
      title: "You receive the results",
      body: "A short summary of what was done and what happens next. Document summaries arrive within 24–48 hours.",
    },
    {
      title: "Pay only for the time used",
      body: `${BILLING_RULE.en} Pay securely by card — no subscriptions, no long-term contracts.`,
    },
  ],
  goodToKnow: {
    title: "Good to know",
    items: [
      {
        title: "Working hours",
        body: "Monday to Friday, 9:00–18:00 EET. Weekends by arrangement.",
      },
      {
        title: "Your documents",
        body: "Used only for your request and deleted within 30 days of upload.",
      },
      {
        title: "Translations",
        body: "Informal English summaries to help you understand — not official or certified translations.",
      },
      {
        title: "Not legal advice",
        body: "We're a concierge, not a law firm. When you need a lawyer or a notary, we'll say so.",
      },
    ],
  },
  cta: {
    title: "Ready for step one?",
    body: "Tell us what you need today and you'll have a plan within 24 hours.",
  },
};

const bg: typeof en = {
  eyebrow: "Как работим",
  title: "От задача до свършена работа в пет стъпки",
  lead: "Без формуляри за разгадаване и без договори за подписване. Ето какво се случва, след като се свържете с нас.",
  steps: [
    {
      title: "Кажете ни от какво имате нужда",
      body: "Изпратете съобщение през формата за контакт или по имейл. Няколко реда са достатъчни: какво, къде и до кога.",
    },
    {
      title: "Получете план и честна оценка",
      body: "До 24 часа ви отговаряме как ще се справим, колко време ще отнеме и колко ще струва. Без ангажимент.",
    },
    {
      title: "Ние го свършваме",
      body: "Провеждаме разговорите, подготвяме документите, посещаваме институциите или идваме с вас — и ви държим в течение.",
    },
    {
      title: "Получавате резултата",
      body: "Кратко резюме на свършеното и какво следва. Резюметата на документи са готови до 24–48 часа.",
    },
    {
      title: "Плащате само използваното време",
      body: `${BILLING_RULE.bg} Плащане с карта — без абонаменти и дългосрочни договори.`,
    },
  ],
  goodToKnow: {
    title: "Добре е да знаете",
    items: [
      {
        title: "Работно време",
        body: "Понеделник–петък, 9:00–18:00 ч. (EET). Събота и неделя — по договаряне.",
      },
      {
        title: "Вашите документи",
        body: "Използват се само за вашата заявка и се изтриват до 30 дни след качването.",
      },
      {
        title: "Преводи",
        body: "Неофициални резюмета на английски, които да ви помогнат да разберете — не официални или заверени преводи.",
      },
      {
        title: "Не е правен съвет",
        body: "Ние сме консиерж, а не адвокатска кантора. Когато ви трябва адвокат или нотариус, ще ви кажем.",
      },
    ],
  },
  cta: {
    title: "Готови за първата стъпка?",
    body: "Кажете ни от какво имате нужда днес и до 24 часа ще имате план.",
  },
};

export const howItWorksCopy = { en, bg };
