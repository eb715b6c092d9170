import { useEffect } from "react";

const SITE = "Concierge";

/** Sets the tab title for the page: "Pricing · Concierge"; the home page passes its own full title. */
export function useDocumentTitle(title: string, { full = false } = {}): void {
  useEffect(() => {
    document.title = full ? title : `${title} · ${SITE}`;
  }, [title, full]);
}
