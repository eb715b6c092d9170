import { chromeCatalogue } from "@web/i18n/chrome/catalogue";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { Notice } from "./Notice";

/**
 * A send made while offline: the request waits for the connection and then goes once (TanStack
 * Query pauses it), so the form says that instead of spinning. `waiting`: sent and offline.
 */
export function OfflineNotice({ waiting }: { waiting: boolean }) {
  const t = useCatalogue(chromeCatalogue);
  return waiting ? <Notice tone="info">{t("offline.notice")}</Notice> : null;
}

/** The send button's words while it waits for the connection. */
export function useOfflineWords() {
  const t = useCatalogue(chromeCatalogue);
  return t("offline.waiting");
}
