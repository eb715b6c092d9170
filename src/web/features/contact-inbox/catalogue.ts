import { SERVICE_OPTIONS, type ServiceOption } from "@core/contact-services";
import { defineCatalogue } from "@core/i18n/catalogue";
import bg from "./locales/bg.json";
import en from "./locales/en.json";

/** The operator's Contact requests, in every language (docs/decisions/0028-i18n-library.md). */
export const contactInboxCatalogue = defineCatalogue("contactInbox", { en, bg });
export type ContactInboxTranslate = ReturnType<typeof contactInboxCatalogue.translate>;

const KNOWN_SERVICES = new Set<string>(SERVICE_OPTIONS.map((o) => o.value));
/** A request's service in the UI language; a value the form no longer offers, as it was sent. */
export const serviceName = (t: ContactInboxTranslate, service: string) => (KNOWN_SERVICES.has(service) ? t(`services.${service as ServiceOption}`) : service);
