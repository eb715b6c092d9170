import { defineCatalogue } from "../i18n/catalogue";
import bg from "./locales/bg.json" with { type: "json" };
import en from "./locales/en.json" with { type: "json" };

/** How the audit log words a changed field and its values: the screens' own labels, in every language. */
export const auditWordsCatalogue = defineCatalogue("auditWords", { en, bg });
