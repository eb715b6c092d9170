import { defineCatalogue } from "@core/i18n/catalogue";
import bg from "./locales/bg.json";
import en from "./locales/en.json";

/** Tasks (My Tasks / All Client Tasks, New Task Request, Task Details, Update) in every language (docs/decisions/0028-i18n-library.md). */
export const tasksCatalogue = defineCatalogue("tasks", { en, bg });
export type TasksTranslate = ReturnType<typeof tasksCatalogue.translate>;
