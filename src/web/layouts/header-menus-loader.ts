import { deferred } from "@web/ui/deferred";

/** The header's menus and drawer: one chunk, fetched after first paint (see ui/deferred.tsx). */
export const headerMenus = deferred(() => import("./header-menus"));
