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
