import type { Locale } from "@web/i18n/I18nProvider";

/** /translation and /translation-success copy; the spec's messages come from src/core. */
const en = {
  title: "Document translation",
  eyebrow: "English summaries",
  heading: "Understand your Bulgarian document",
  lead: "Upload a letter, contract or bill. We send you a clear English summary within 24–48 hours.",
  form: {
    title: "Your request",
    name: "Name",
    email: "Email",
    emailHint: "We send the summary and the receipt here.",
    notes: "Notes",
    notesPlaceholder: "Anything we should know: deadlines, what you need to understand or do.",
    optional: "optional",
    required: "This field is required",
    documentRequired: "Please choose a document to upload",
    document: "Document",
    submit: (price: string) => `Continue to Payment · ${price}`,
    uploading: "Uploading document...",
    processing: "Processing...",
    redirecting: "Redirecting to secure payment...",
    progress: "Upload progress",
    sent: (sent: string, total: string) => `${sent} of ${total}`,
  },
  dropzone: {
    prompt: "Drag and drop your document here, or",
    browse: "choose a file",
    rules: "PDF, Word, image, spreadsheet or text files up to 5 MB.",
    replace: "Choose another file",
    remove: "Remove document",
    dropHere: "Drop the document to select it",
  },
  aside: {
    price: "Flat rate per document",
    includes: ["Up to 2 pages or 750 words", "Delivered within 24–48 hours", "Files deleted after 30 days"],
    note: "An informal English summary to help you understand the document — not an official or certified translation.",
    steps: "How it works",
    stepList: ["Upload your document and pay the flat rate.", "We read it and write a plain-English summary.", "You get an email with a secure download link."],
  },
  success: {
    title: "Translation request",
    verifying: "Verifying your payment...",
    paidTitle: "Request received",
    requestTitle: "Your request",
    name: "Name",
    email: "Email",
    file: "Document",
    notes: "Notes",
    amount: "Amount paid",
    next: "We'll email your English summary within 24–48 hours.",
    retry: "Retry Verification",
    home: "Return Home",
    failedTitle: "We couldn't confirm your payment",
    retryingTitle: "Waiting for the payment to be confirmed",
  },
};

const bg: typeof en = {
  title: "Превод на документ",
  eyebrow: "Резюмета на английски",
  heading: "Разберете българския си документ",
  lead: "Качете писмо, договор или сметка. Ще получите ясно резюме на английски до 24–48 часа.",
  form: {
    title: "Вашата заявка",
    name: "Име",
    email: "Имейл",
    emailHint: "Тук изпращаме резюмето и бележката за плащане.",
    notes: "Бележки",
    notesPlaceholder: "Всичко, което трябва да знаем: срокове, какво искате да разберете или направите.",
    optional: "по желание",
    required: "Полето е задължително",
    documentRequired: "Изберете документ за качване",
    document: "Документ",
    submit: (price) => `Към плащане · ${price}`,
    uploading: "Качване на документа...",
    processing: "Обработка...",
    redirecting: "Пренасочване към защитено плащане...",
    progress: "Напредък на качването",
    sent: (sent, total) => `${sent} от ${total}`,
  },
  dropzone: {
    prompt: "Пуснете документа тук или",
    browse: "изберете файл",
    rules: "PDF, Word, изображение, таблица или текстов файл до 5 MB.",
    replace: "Изберете друг файл",
    remove: "Премахни документа",
    dropHere: "Пуснете документа, за да го изберете",
  },
  aside: {
    price: "Фиксирана цена за документ",
    includes: ["До 2 страници или 750 думи", "Доставка до 24–48 часа", "Файловете се изтриват след 30 дни"],
    note: "Неофициално резюме на английски, което да ви помогне да разберете документа — не е официален или заверен превод.",
    steps: "Как работи",
    stepList: ["Качвате документа и плащате фиксираната цена.", "Ние го четем и пишем резюме на ясен английски.", "Получавате имейл със защитена връзка за изтегляне."],
  },
  success: {
    title: "Заявка за превод",
    verifying: "Проверяваме плащането...",
    paidTitle: "Заявката е получена",
    requestTitle: "Вашата заявка",
    name: "Име",
    email: "Имейл",
    file: "Документ",
    notes: "Бележки",
    amount: "Платена сума",
    next: "Ще изпратим резюмето на английски до 24–48 часа.",
    retry: "Провери отново",
    home: "Към началото",
    failedTitle: "Не успяхме да потвърдим плащането",
    retryingTitle: "Изчакваме потвърждение на плащането",
  },
};

export const translationCopy: Record<Locale, typeof en> = { en, bg };
export type TranslationCopy = typeof en;

/** 1536 → "1.5 KB" (decimal places only where they help). */
export function formatBytes(bytes: number, locale: string): string {
  const units = ["B", "KB", "MB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toLocaleString(locale, { maximumFractionDigits: digits })} ${units[unit]}`;
}
