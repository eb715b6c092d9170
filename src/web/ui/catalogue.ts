import { defineCatalogue, FETCHED, type Translate } from "@core/i18n/catalogue";
import en from "./locales/en.json";

/** The screen kit's own words (docs/decisions/0028-i18n-library.md); a list's own texts come from its feature. */
export const uiCatalogue = defineCatalogue("ui", { en, bg: FETCHED });

/**
 * The keys a feature's catalogue has for a list the kit draws (InboxList, DueInbox): its texts
 * under "list", one tab name per filter. The feature passes its own `t`, so its catalogue must
 * have these keys (the type check says which is missing).
 */
export type ListKey<F extends string> =
  | "list.loading"
  | "list.loadFailed"
  | "list.empty"
  | "list.emptyFiltered"
  | "list.filtersLabel"
  | "list.pagination"
  | `list.tabs.${F}`;
export type ListTranslate<F extends string> = Translate<ListKey<F>>;
