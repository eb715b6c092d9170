import { contactNotification } from "./contact-notification";
import { newsletterAlreadySubscribed, newsletterConfirm } from "./newsletter";

/** Every email the product sends. Routes enqueue `{ template, to, data }`; nothing else builds mail. */
export const templates = {
  contactNotification,
  newsletterConfirm,
  newsletterAlreadySubscribed,
};

export type Templates = typeof templates;
export type TemplateName = keyof Templates;
export type TemplateData<K extends TemplateName> = Parameters<Templates[K]>[0];
