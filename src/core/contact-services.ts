/**
 * The kinds of help a visitor can pick on the contact form. Apart from the form's
 * schema (./contact.ts), so the form can be drawn without loading zod.
 */
export const SERVICE_OPTIONS = [
  { value: "translation", label: "Document translation" },
  { value: "calls", label: "Phone calls & appointments" },
  { value: "inperson", label: "In-person help" },
  { value: "paperwork", label: "Paperwork setup" },
  { value: "custom", label: "Custom request" },
] as const;

export type ServiceOption = (typeof SERVICE_OPTIONS)[number]["value"];

/** The same kinds in Bulgarian (a Bulgarian visitor's reply subject, the operator's Bulgarian mail). */
export const SERVICE_LABELS_BG: Record<ServiceOption, string> = {
  translation: "Превод на документ",
  calls: "Обаждания и часове",
  inperson: "Помощ на място",
  paperwork: "Документи и администрация",
  custom: "Друго запитване",
};

/** A kind's name for a reader: its English label, or its Bulgarian one; an unknown value as it is. */
export function serviceLabel(value: string, lang: "en" | "bg" = "en"): string {
  if (lang === "bg") return SERVICE_LABELS_BG[value as ServiceOption] ?? value;
  return SERVICE_OPTIONS.find((o) => o.value === value)?.label ?? value;
}

/** The reply's default subject, in the visitor's language: "Re: Paperwork setup", "Отн.: Документи и администрация". */
export const replySubjectFor = (s: { service: string; language?: "en" | "bg" }) =>
  s.language === "bg" ? `Отн.: ${serviceLabel(s.service, "bg")}` : `Re: ${serviceLabel(s.service)}`;
