import { BILLING_RULE } from "@core/hours-rule";
const en = {
  eyebrow: "About us",
  title: "About Concierge",
  lead: "We help people who have chosen Bulgaria — for work, for love, for the mountains or the sea — with the parts of daily life that happen in Bulgarian.",
  story: {
    title: "Why we started",
    paragraphs: [
      "Moving to a new country is exciting. Then the first letter from the tax office arrives, the landlord only speaks Bulgarian, and seeing a doctor starts with a phone call in a language you are still learning.",
      "Concierge began because we kept helping friends with exactly these things. Today we are a small team in Sofia who do it properly: reading, calling, booking, filling in forms and, when it helps, coming along in person.",
      "We work with expats, digital nomads, remote workers and their families — whether you arrived last week or have lived here for years.",
    ],
  },
  values: {
    title: "How we work",
    items: [
      {
        title: "Plain English, no jargon",
        body: "We explain what a document or a phone call means for you and what happens next — in words that make sense.",
      },
      {
        title: "Transparent time",
        body: `We charge by the hour and tell you the time spent. ${BILLING_RULE.en} No retainers and no long-term contracts.`,
      },
      {
        title: "Careful with your data",
        body: "What you share is used only for your request. Uploaded documents are deleted within 30 days, in line with the GDPR.",
      },
      {
        title: "Clear about what we are not",
        body: "We are not a law firm and don't give legal advice. Our translations are informal English summaries, not official or certified translations.",
      },
    ],
  },
  availability: { title: "When to reach us" },
  cta: {
    title: "Let's take something off your plate",
    body: "Tell us what's on your list. We reply within 24 hours with a plan and an honest estimate.",
  },
};

const bg: typeof en = {
  eyebrow: "За нас",
  title: "За Concierge",
  lead: "Помагаме на хората, избрали България — заради работа, любов, планините или морето — с онези части от ежедневието, които се случват на български.",
  story: {
    title: "Как започнахме",
    paragraphs: [
      "Преместването в нова държава е вълнуващо. После пристига първото писмо от данъчните, хазяинът говори само български, а часът при лекар започва с телефонно обаждане на език, който още учите.",
      "Concierge започна, защото постоянно помагахме на приятели точно с тези неща. Днес сме малък екип в София, който го прави професионално: четем, звъним, записваме часове, попълваме формуляри и, когато помага, идваме с вас.",
      "Работим с чужденци, дигитални номади, хора на дистанционна работа и техните семейства — независимо дали сте пристигнали миналата седмица, или живеете тук от години.",
    ],
  },
  values: {
    title: "Как работим",
    items: [
      {
        title: "Ясен език, без жаргон",
        body: "Обясняваме какво означава за вас даден документ или разговор и какво следва — с думи, които имат смисъл.",
      },
      {
        title: "Прозрачно време",
        body: `Таксуваме на час и ви казваме колко време е отнело. ${BILLING_RULE.bg} Без предплатени ангажименти и дългосрочни договори.`,
      },
      {
        title: "Грижа за данните ви",
        body: "Това, което споделяте, се използва само за вашата заявка. Качените документи се изтриват до 30 дни, съгласно GDPR.",
      },
      {
        title: "Ясно какво не сме",
        body: "Не сме адвокатска кантора и не даваме правни съвети. Преводите ни са неофициални резюмета на английски, а не официални или заверени преводи.",
      },
    ],
  },
  availability: { title: "Кога да се свържете с нас" },
  cta: {
    title: "Нека поемем нещо от списъка ви",
    body: "Разкажете ни какво ви предстои. Отговаряме до 24 часа с план и честна оценка.",
  },
};

export const aboutCopy = { en, bg };
