import { useLayoutEffect } from "react";
import { useLocation, useNavigationType } from "react-router";

/** Where each visited entry of this tab's history was scrolled to (by history key). */
const positions = new Map<string, number>();

/**
 * The app's scrolling on navigation, as a browser does it between pages: a new page (or a
 * changed filter) opens at its top, or at its `#anchor`; Back and Forward return to where
 * that page was left. React Router's own ScrollRestoration needs its data router, which is
 * twice the size of the declarative one (docs/decisions/0030-app-router.md).
 */
export function ScrollRestoration() {
  const { key, hash } = useLocation();
  const navigation = useNavigationType();
  useLayoutEffect(() => {
    window.history.scrollRestoration = "manual";
    return () => {
      window.history.scrollRestoration = "auto";
    };
  }, []);
  useLayoutEffect(() => {
    const saved = positions.get(key);
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else if (navigation === "POP" && saved !== undefined) window.scrollTo(0, saved);
    else if (navigation !== "POP") window.scrollTo(0, 0);
    return () => {
      positions.set(key, window.scrollY);
    };
  }, [key, hash, navigation]);
  return null;
}
