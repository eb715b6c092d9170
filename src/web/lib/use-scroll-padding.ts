import { useEffect } from "react";

/**
 * While `active`, the page keeps `bottom` clear when the browser scrolls something into view
 * (keyboard focus, scrollIntoView, a find-in-page match): the room a bar or button fixed to
 * the bottom of the viewport takes, so it never covers the field or button being reached.
 */
export function useScrollPaddingBottom(bottom: string, active = true) {
  useEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    root.style.scrollPaddingBottom = bottom;
    return () => {
      root.style.scrollPaddingBottom = "";
    };
  }, [bottom, active]);
}
