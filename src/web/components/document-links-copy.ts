import { DOCUMENT_MESSAGES } from "@core/documents-constants";
import type { Locale } from "@web/i18n/I18nProvider";
import type { DocumentLinksCopy } from "./DocumentLinks";

/** DocumentLinks' words in both languages: Document Management and the dashboard's Recent Documents share them. */
export const DOCUMENT_LINKS_COPY: Record<Locale, DocumentLinksCopy> = {
  en: {
    view: "Open",
    viewDocument: (name) => `Open ${name}`,
    download: "Download",
    downloadDocument: (name) => `Download ${name}`,
    expired: DOCUMENT_MESSAGES.expired,
    deleted: DOCUMENT_MESSAGES.deleted,
  },
  bg: {
    view: "Отвори",
    viewDocument: (name) => `Отвори ${name}`,
    download: "Изтегли",
    downloadDocument: (name) => `Изтегли ${name}`,
    expired: "Изтрит след 30 дни",
    deleted: "Изтрит от оператора",
  },
};
