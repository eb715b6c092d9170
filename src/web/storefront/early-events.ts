/**
 * Presses and sends made before an island has hydrated. The shell's inline script
 * (index.html) holds every click on a button and every form submission inside an island that
 * is not yet `data-hydrated` — the page's script comes after the first paint — and lists them
 * in `window.__earlyEvents`; once the island has hydrated, they are performed again, so no
 * press is lost and none is half-done by the browser (a form sent without its code would
 * load the page again with the fields in its URL).
 */
type EarlyEvent = { type: "click" | "submit"; target: Element };

declare global {
  interface Window {
    __earlyEvents?: EarlyEvent[];
  }
}

/**
 * The island has hydrated: from now on presses go to it, and the held ones are performed, in
 * order, in the next task — after React has rendered the values handed over to it.
 */
export function replayEarlyEvents(island: HTMLElement): void {
  island.setAttribute("data-hydrated", "");
  setTimeout(() => replayHeld(island));
}

function replayHeld(island: HTMLElement) {
  const all = window.__earlyEvents ?? [];
  const mine = all.filter((e) => island.contains(e.target));
  // Taken out of the same list: the shell's script keeps pushing into it (a new array would
  // lose every press held after the first island hydrated — the dark theme's header does at once).
  for (const e of mine) all.splice(all.indexOf(e), 1);
  for (const { type, target } of mine) {
    if (!target.isConnected) continue;
    if (type === "click" && target instanceof HTMLElement) target.click();
    else if (type === "submit" && target instanceof HTMLFormElement) target.requestSubmit();
  }
}

/** Whether a press or a send inside `island` is waiting for it to hydrate. */
export function hasHeldEvents(island: HTMLElement): boolean {
  return (window.__earlyEvents ?? []).some((e) => island.contains(e.target));
}
