import { defineCatalogue } from "@core/i18n/catalogue";
import bg from "./locales/bg.json";
import en from "./locales/en.json";

/** The audit log's words (the operator's Audit Log and a client's Activity tab), in every language. */
export const auditCatalogue = defineCatalogue("audit", { en, bg });
export type AuditTranslate = ReturnType<typeof auditCatalogue.translate>;
