import { BUSINESS } from "@core/business";

/**
 * The privacy policy and the terms, in English and Bulgarian (issue 24). A text may carry
 * `**bold**` and `[label](href)` links (a page path such as /terms opens in the reader's
 * language; mailto: and https: addresses as they are); LegalText.tsx draws them.
 */
export type LegalBlock = string | { list: string[] };
export type LegalDocument = { intro: LegalBlock[]; sections: { heading: string; blocks: LegalBlock[] }[] };

const mail = `[${BUSINESS.email}](mailto:${BUSINESS.email})`;

const privacyEn: LegalDocument = {
  intro: [
    "This policy explains what personal data Concierge (“we”, “us”) collects when you use our website and services, why we collect it, how long we keep it and what rights you have. We process personal data in line with the EU General Data Protection Regulation (GDPR) and the Bulgarian Personal Data Protection Act.",
  ],
  sections: [
    {
      heading: "1. Who we are",
      blocks: [
        `Concierge is a personal concierge service based in ${BUSINESS.city}. We are the controller of the personal data described here. You can reach us about anything in this policy at ${mail} or on ${BUSINESS.phone}.`,
      ],
    },
    {
      heading: "2. What we collect",
      blocks: [
        {
          list: [
            "**Contact requests:** your name, email address, the type of help you need and your message.",
            "**Newsletter:** your email address and when you confirmed your subscription.",
            "**Member accounts:** your name, email address, phone number, preferred language, and the tasks, messages and documents you exchange with us.",
            "**Documents you upload** for a translation or a task, with any notes. Documents can contain personal data about you or others — please share only what the task needs.",
            "**Payments:** what you bought, the amount and the payment reference. Card payments are processed by our payment provider; we never see or store your full card number.",
            "**Technical data:** server logs (IP address, browser type, time of the request), kept briefly to keep the service secure.",
          ],
        },
      ],
    },
    {
      heading: "3. Why we use it, and on what legal basis",
      blocks: [
        {
          list: [
            "To answer your questions and provide the services you ask for — performing a contract with you or taking steps at your request before one (Art. 6(1)(b) GDPR).",
            "To send our newsletter, only after you confirm your subscription — your consent (Art. 6(1)(a) GDPR), which you can withdraw at any time with the unsubscribe link in every email.",
            "To keep accounting and tax records — a legal obligation (Art. 6(1)(c) GDPR).",
            "To keep our website and systems secure and prevent abuse — our legitimate interests (Art. 6(1)(f) GDPR).",
          ],
        },
      ],
    },
    {
      heading: "4. How long we keep it",
      blocks: [
        {
          list: [
            `**Uploaded documents** are deleted within ${BUSINESS.documentRetentionDays} days of upload. We keep only a record that the document existed (its title, date and status).`,
            "**Contact messages** are kept for up to 24 months after our last exchange, then deleted.",
            "**Newsletter data** is kept until you unsubscribe. If you never confirm your subscription, you receive no newsletters and the confirmation link expires after 7 days.",
            "**Payment records** are kept for as long as Bulgarian accounting and tax law requires (up to 10 years).",
            "**Account data** is kept until you delete your account, then erased, except records the law requires us to keep.",
            "**Server logs** are kept for up to 30 days.",
          ],
        },
      ],
    },
    {
      heading: "5. Who we share it with",
      blocks: [
        "We use a small number of trusted providers who process data on our behalf and under contract with us: our payment provider (card payments), our email delivery provider and our hosting provider. When a task requires it — for example, booking an appointment for you — we share the minimum necessary with the office or business concerned, on your instructions. We do not sell personal data and we do not use it for advertising.",
      ],
    },
    {
      heading: "6. Transfers outside the EU",
      blocks: [
        "We prefer providers that store data in the European Union or the European Economic Area. Where data is transferred outside the EEA, we rely on a European Commission adequacy decision or the Commission’s standard contractual clauses.",
      ],
    },
    {
      heading: "7. Cookies and local storage",
      blocks: [
        "We don’t use advertising or tracking cookies. We use a strictly necessary cookie to keep you signed in to the members area, a preference cookie that remembers the language you chose (so the pages and emails that follow are in it), and your browser’s local storage to remember your theme and your cart. Our payment provider may set its own cookies on its checkout page to prevent fraud.",
      ],
    },
    {
      heading: "8. Your rights",
      blocks: [
        `You have the right to access your data, to have it corrected or erased, to restrict or object to its processing, to receive it in a portable format, and to withdraw consent at any time. To use any of these rights, email ${mail}; we answer within one month.`,
        "You can also complain to the Bulgarian supervisory authority, the Commission for Personal Data Protection (Комисия за защита на личните данни), 2 Prof. Tsvetan Lazarov Blvd., Sofia 1592, [www.cpdp.bg](https://www.cpdp.bg).",
      ],
    },
    {
      heading: "9. Security",
      blocks: [
        "The site is served over HTTPS. Documents are stored privately and are only available to you and to staff who need them, through authorised download links — never public web addresses. Access to personal data is limited to the people who need it to help you.",
      ],
    },
    { heading: "10. Children", blocks: ["Our services are meant for adults. We do not knowingly collect data from children under 16."] },
    {
      heading: "11. Changes to this policy",
      blocks: [
        "If we change how we handle personal data, we will update this page and, for significant changes, tell members and subscribers by email. See also our [Terms of Service](/terms).",
      ],
    },
  ],
};

const privacyBg: LegalDocument = {
  intro: [
    "Тази политика обяснява какви лични данни събира Concierge („ние“) когато използвате нашия уебсайт и услуги, защо ги събираме, колко дълго ги пазим и какви права имате. Обработваме личните данни в съответствие с Общия регламент на ЕС относно защитата на данните (GDPR) и българския Закон за защита на личните данни.",
  ],
  sections: [
    {
      heading: "1. Кои сме ние",
      blocks: [
        `Concierge е услуга за личен консиерж със седалище в София, България. Ние сме администратор на описаните тук лични данни. Можете да се свържете с нас по всеки въпрос от тази политика на ${mail} или на ${BUSINESS.phone}.`,
      ],
    },
    {
      heading: "2. Какво събираме",
      blocks: [
        {
          list: [
            "**Запитвания:** вашето име, имейл адрес, вида помощ, от която имате нужда, и съобщението ви.",
            "**Бюлетин:** вашият имейл адрес и кога сте потвърдили абонамента си.",
            "**Клиентски профили:** вашето име, имейл адрес, телефон, предпочитан език, както и задачите, съобщенията и документите, които обменяте с нас.",
            "**Документи, които качвате** за превод или задача, заедно с бележките към тях. Документите може да съдържат лични данни за вас или за други хора — моля, споделяйте само това, което е нужно за задачата.",
            "**Плащания:** какво сте купили, сумата и номера на плащането. Плащанията с карта се обработват от нашия доставчик на платежни услуги; ние никога не виждаме и не пазим пълния номер на картата ви.",
            "**Технически данни:** сървърни дневници (IP адрес, вид браузър, час на заявката), пазени за кратко, за да е услугата сигурна.",
          ],
        },
      ],
    },
    {
      heading: "3. За какво ги използваме и на какво основание",
      blocks: [
        {
          list: [
            "За да отговорим на въпросите ви и да предоставим услугите, които поискате — изпълнение на договор с вас или стъпки по ваше искане преди сключването му (чл. 6, пар. 1, буква „б“ от GDPR).",
            "За да ви изпращаме бюлетина си, само след като потвърдите абонамента — вашето съгласие (чл. 6, пар. 1, буква „а“ от GDPR), което можете да оттеглите по всяко време с връзката за отписване във всеки имейл.",
            "За да водим счетоводна и данъчна отчетност — законово задължение (чл. 6, пар. 1, буква „в“ от GDPR).",
            "За да пазим уебсайта и системите си сигурни и да предотвратяваме злоупотреби — нашият легитимен интерес (чл. 6, пар. 1, буква „е“ от GDPR).",
          ],
        },
      ],
    },
    {
      heading: "4. Колко дълго ги пазим",
      blocks: [
        {
          list: [
            `**Качените документи** се изтриват до ${BUSINESS.documentRetentionDays} дни след качването. Пазим само запис, че документът е съществувал (заглавие, дата и статус).`,
            "**Запитванията** се пазят до 24 месеца след последната ни кореспонденция, след което се изтриват.",
            "**Данните за бюлетина** се пазят, докато се отпишете. Ако не потвърдите абонамента си, не получавате бюлетини, а връзката за потвърждение изтича след 7 дни.",
            "**Данните за плащания** се пазят толкова дълго, колкото изисква българското счетоводно и данъчно законодателство (до 10 години).",
            "**Данните от профила** се пазят, докато изтриете профила си, след което се заличават, с изключение на записите, които законът ни задължава да пазим.",
            "**Сървърните дневници** се пазят до 30 дни.",
          ],
        },
      ],
    },
    {
      heading: "5. С кого ги споделяме",
      blocks: [
        "Работим с малко на брой доверени доставчици, които обработват данни от наше име и по договор с нас: доставчика на платежни услуги (плащания с карта), доставчика на имейл услуги и хостинг доставчика. Когато задачата го изисква — например когато ви запазваме час — споделяме необходимия минимум със съответната институция или фирма, по ваши указания. Не продаваме лични данни и не ги използваме за реклама.",
      ],
    },
    {
      heading: "6. Предаване извън ЕС",
      blocks: [
        "Предпочитаме доставчици, които съхраняват данните в Европейския съюз или Европейското икономическо пространство. Когато данни се предават извън ЕИП, разчитаме на решение на Европейската комисия относно адекватното ниво на защита или на стандартните договорни клаузи на Комисията.",
      ],
    },
    {
      heading: "7. Бисквитки и локално хранилище",
      blocks: [
        "Не използваме рекламни или проследяващи бисквитки. Използваме една строго необходима бисквитка, за да останете влезли в клиентската зона, една бисквитка за предпочитание, която помни избрания от вас език (за да са на него следващите страници и имейли), и локалното хранилище на браузъра ви, за да помним темата и количката ви. Доставчикът на платежни услуги може да постави свои бисквитки на страницата си за плащане, за да предотвратява измами.",
      ],
    },
    {
      heading: "8. Вашите права",
      blocks: [
        `Имате право на достъп до данните си, да поискате коригирането или изтриването им, да ограничите обработването им или да възразите срещу него, да ги получите в преносим формат и да оттеглите съгласието си по всяко време. За да упражните което и да е от тези права, пишете на ${mail}; отговаряме до един месец.`,
        "Можете да подадете жалба и до българския надзорен орган — Комисията за защита на личните данни, бул. „Проф. Цветан Лазаров“ 2, София 1592, [www.cpdp.bg](https://www.cpdp.bg).",
      ],
    },
    {
      heading: "9. Сигурност",
      blocks: [
        "Сайтът работи през HTTPS. Документите се съхраняват поверително и са достъпни само за вас и за служителите, които имат нужда от тях, чрез оторизирани връзки за изтегляне — никога чрез публични адреси. Достъпът до лични данни е ограничен до хората, които имат нужда от тях, за да ви помогнат.",
      ],
    },
    { heading: "10. Деца", blocks: ["Услугите ни са предназначени за пълнолетни. Не събираме съзнателно данни от деца под 16 години."] },
    {
      heading: "11. Промени в тази политика",
      blocks: [
        "Ако променим начина, по който обработваме лични данни, ще обновим тази страница, а при съществени промени ще уведомим клиентите и абонатите по имейл. Вижте и нашите [Общи условия](/terms).",
      ],
    },
  ],
};

const termsEn: LegalDocument = {
  intro: [
    "These terms apply when you use the Concierge website or ask us for help. By sending us a request or making a payment, you agree to them. We have kept them in plain English on purpose — if anything is unclear, just ask.",
  ],
  sections: [
    {
      heading: "1. Who we are",
      blocks: [
        `Concierge is a personal concierge service based in ${BUSINESS.city}, helping expats and digital nomads with everyday tasks. Contact: ${mail}, ${BUSINESS.phone}.`,
      ],
    },
    {
      heading: "2. What we do",
      blocks: [
        "We provide practical help: English summaries of Bulgarian documents, phone calls and appointments, in-person assistance, paperwork setup and other requests we agree with you. We act on your instructions, and on your behalf only as far as you authorise us.",
      ],
    },
    {
      heading: "3. What we don’t do",
      blocks: [
        "We are **not a law firm**, an accountancy or an official translation agency. We don’t give legal, tax, immigration or financial advice, and we cannot represent you where the law requires a lawyer or a power of attorney. When you need a professional, we will tell you and can help you find one.",
      ],
    },
    {
      heading: "4. Translations",
      blocks: [
        {
          list: [
            "Our translations are **informal English summaries** to help you understand a document. They are **not official, sworn or certified translations** and must not be used as such — for example in court, with authorities or as the basis for legal decisions.",
            "We aim to be accurate, but the Bulgarian original always prevails.",
            `We deliver within ${BUSINESS.translationTurnaround} of receiving payment and a readable document.`,
            `The flat rate covers one document of up to ${BUSINESS.translationPagesIncluded} pages or ${BUSINESS.translationWordsIncluded} words. Longer documents may cost extra; we tell you the price before we start, and you can decide not to go ahead.`,
          ],
        },
      ],
    },
    {
      heading: "5. Prices and payment",
      blocks: [
        {
          list: [
            "Our prices are listed on the [Pricing](/pricing) page in the site currency.",
            "Time-based work is billed at the hourly rate, with a **minimum of one hour per task**, then in **half-hour steps**. A full day is billed at the daily rate. Time drawn from prepaid hours is taken from your balance in the same steps.",
            "We give you an estimate before we begin and tell you straight away if a task is likely to take longer.",
            "Payments are made by card through our payment provider. We never receive or store your card details.",
            "There are no subscriptions and no long-term contracts.",
          ],
        },
      ],
    },
    {
      heading: "6. Cancellations and refunds",
      blocks: [
        "You can cancel a request at any time. If we haven’t started work, we refund you in full. If we have, we charge for the time already spent (with the one-hour minimum per task, then in half-hour steps) and refund the rest.",
        "As a consumer in the EU you have 14 days to withdraw from a contract made online. If you ask us to start within that period, you pay for the part of the service already performed, and you lose the right to withdraw once the service has been fully performed.",
      ],
    },
    {
      heading: "7. Your part",
      blocks: [
        {
          list: [
            "Give us accurate, complete information and answer our questions in good time.",
            "Only share documents you are entitled to share.",
            "Only ask us for things that are lawful. We may decline any request we consider unlawful or unsafe.",
          ],
        },
      ],
    },
    {
      heading: "8. Documents and confidentiality",
      blocks: [
        `We treat everything you share as confidential and use it only for your request. Uploaded documents are deleted within ${BUSINESS.documentRetentionDays} days of upload, so please keep your own copies. Our [Privacy Policy](/privacy) explains how we handle personal data.`,
      ],
    },
    {
      heading: "9. Offices and other third parties",
      blocks: [
        "Many tasks involve offices, companies and people we don’t control. We cannot guarantee their decisions, waiting times or fees. Official fees and third-party charges are paid by you, and we tell you about them in advance whenever we can.",
      ],
    },
    {
      heading: "10. Liability",
      blocks: [
        "We do our work with care and skill. Our total liability for a request is limited to the amount you paid for it, except for harm caused intentionally or through gross negligence, or where the law does not allow such a limit. We are not liable for decisions made by authorities or other third parties.",
      ],
    },
    {
      heading: "11. Complaints",
      blocks: [
        `If something isn’t right, tell us at ${mail}. We reply within ${BUSINESS.supportReplyHours} hours and will do our best to put it right. You can also contact the Bulgarian Commission for Consumer Protection ([kzp.bg](https://kzp.bg)).`,
      ],
    },
    {
      heading: "12. Law and disputes",
      blocks: [
        "These terms are governed by Bulgarian law, and disputes go to the competent courts in Bulgaria. If you are a consumer living elsewhere in the EU, you keep the protection of the mandatory laws of your country.",
      ],
    },
    { heading: "13. Changes", blocks: ["We may update these terms. The version on this page when you make a request is the one that applies to it."] },
  ],
};

const termsBg: LegalDocument = {
  intro: [
    "Тези условия важат, когато използвате уебсайта на Concierge или ни помолите за помощ. С изпращането на запитване или извършването на плащане вие ги приемате. Нарочно сме ги написали на ясен и прост език — ако нещо не е ясно, просто попитайте.",
  ],
  sections: [
    {
      heading: "1. Кои сме ние",
      blocks: [
        `Concierge е услуга за личен консиерж със седалище в София, България, която помага на чужденци и дигитални номади с ежедневни задачи. Контакт: ${mail}, ${BUSINESS.phone}.`,
      ],
    },
    {
      heading: "2. Какво правим",
      blocks: [
        "Оказваме практическа помощ: резюмета на английски на български документи, обаждания и запазване на часове, помощ на място, уреждане на документи и други задачи, които договорим с вас. Действаме по ваши указания и от ваше име само доколкото ни упълномощите.",
      ],
    },
    {
      heading: "3. Какво не правим",
      blocks: [
        "**Не сме адвокатска кантора**, счетоводна къща или бюро за официални преводи. Не даваме правни, данъчни, имиграционни или финансови съвети и не можем да ви представляваме, когато законът изисква адвокат или пълномощно. Когато имате нужда от специалист, ще ви кажем и можем да ви помогнем да намерите такъв.",
      ],
    },
    {
      heading: "4. Преводи",
      blocks: [
        {
          list: [
            "Нашите преводи са **неофициални резюмета на английски**, които ви помагат да разберете документа. Те **не са официални, заклети или заверени преводи** и не бива да се използват като такива — например в съда, пред институции или като основа за правни решения.",
            "Стремим се към точност, но българският оригинал винаги има предимство.",
            "Доставяме до 24–48 часа след получаване на плащането и четлив документ.",
            `Фиксираната цена покрива един документ до ${BUSINESS.translationPagesIncluded} страници или ${BUSINESS.translationWordsIncluded} думи. По-дългите документи може да струват повече; казваме ви цената, преди да започнем, и можете да решите да не продължите.`,
          ],
        },
      ],
    },
    {
      heading: "5. Цени и плащане",
      blocks: [
        {
          list: [
            "Цените ни са посочени на страницата [Цени](/pricing) във валутата на сайта.",
            "Работата на час се таксува по часовата ставка, с **минимум един час на задача**, след това на **стъпки от половин час**. Цял ден се таксува по дневната ставка. Времето от предплатени часове се приспада от баланса ви на същите стъпки.",
            "Даваме ви прогнозна оценка, преди да започнем, и ви казваме веднага, ако задачата вероятно ще отнеме повече време.",
            "Плащанията са с карта чрез нашия доставчик на платежни услуги. Никога не получаваме и не пазим данните на картата ви.",
            "Няма абонаменти и дългосрочни договори.",
          ],
        },
      ],
    },
    {
      heading: "6. Отказ и възстановяване на суми",
      blocks: [
        "Можете да откажете задача по всяко време. Ако още не сме започнали работа, възстановяваме цялата сума. Ако сме започнали, таксуваме вече отработеното време (с минимум един час на задача, след това на стъпки от половин час) и възстановяваме остатъка.",
        "Като потребител в ЕС имате 14 дни, за да се откажете от договор, сключен онлайн. Ако поискате да започнем в този срок, плащате за вече извършената част от услугата и губите правото на отказ, след като услугата е изцяло извършена.",
      ],
    },
    {
      heading: "7. Вашата част",
      blocks: [
        {
          list: [
            "Давайте ни точна и пълна информация и отговаряйте навреме на въпросите ни.",
            "Споделяйте само документи, които имате право да споделяте.",
            "Искайте от нас само законни неща. Можем да откажем всяка задача, която смятаме за незаконна или опасна.",
          ],
        },
      ],
    },
    {
      heading: "8. Документи и поверителност",
      blocks: [
        `Пазим поверително всичко, което споделяте с нас, и го използваме само за вашата задача. Качените документи се изтриват до ${BUSINESS.documentRetentionDays} дни след качването, затова пазете свои копия. Нашата [Политика за поверителност](/privacy) обяснява как обработваме личните данни.`,
      ],
    },
    {
      heading: "9. Институции и други трети страни",
      blocks: [
        "Много задачи включват институции, фирми и хора, които не зависят от нас. Не можем да гарантираме техните решения, срокове за изчакване или такси. Официалните такси и разходите към трети страни се поемат от вас и ви ги съобщаваме предварително, когато е възможно.",
      ],
    },
    {
      heading: "10. Отговорност",
      blocks: [
        "Работим грижливо и професионално. Общата ни отговорност за една задача е ограничена до сумата, която сте платили за нея, освен при умишлено причинени вреди или груба небрежност, или когато законът не допуска такова ограничение. Не носим отговорност за решения на институции или други трети страни.",
      ],
    },
    {
      heading: "11. Оплаквания",
      blocks: [
        `Ако нещо не е наред, пишете ни на ${mail}. Отговаряме до ${BUSINESS.supportReplyHours} часа и ще направим всичко възможно да го поправим. Можете да се обърнете и към Комисията за защита на потребителите ([kzp.bg](https://kzp.bg)).`,
      ],
    },
    {
      heading: "12. Приложимо право и спорове",
      blocks: [
        "Тези условия се уреждат от българското право, а споровете се решават от компетентните български съдилища. Ако сте потребител, живеещ в друга държава от ЕС, запазвате защитата на повелителните закони на вашата държава.",
      ],
    },
    { heading: "13. Промени", blocks: ["Можем да обновяваме тези условия. За всяка задача важи версията на тази страница към момента, в който я възложите."] },
  ],
};

export const legalCopy = {
  en: { updated: "Last updated: 26 November 2026", privacy: privacyEn, terms: termsEn },
  bg: { updated: "Последна актуализация: 26 ноември 2026 г.", privacy: privacyBg, terms: termsBg },
};
