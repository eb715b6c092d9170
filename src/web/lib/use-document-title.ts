import { createContext, useContext, useEffect } from "react";

const SITE = "Concierge";

/** The prerender collects each page's title here (effects do not run on the server). */
export const DocumentHeadContext = createContext<{ title?: string } | null>(null);

/** Sets the tab title for the page: "Pricing · Concierge"; the home page passes its own full title. */
export function useDocumentTitle(title: string, { full = false } = {}): void {
  const head = useContext(DocumentHeadContext);
  const text = full ? title : `${title} · ${SITE}`;
  if (head) head.title = text;
  useEffect(() => {
    document.title = text;
  }, [text]);
}
