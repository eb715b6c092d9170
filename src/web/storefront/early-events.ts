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

/** What a held press or send is found again by: its place among the island's buttons and forms. */
const PRESSABLE = "button, [role=button], form";

/**
 * The island has hydrated: from now on presses go to it, and the held ones are performed, in
 * order, in the next task — after React has rendered the values handed over to it.
 */
export function replayEarlyEvents(island: HTMLElement): void {
  island.setAttribute("data-hydrated", "");
  // Where each held target stands now: by the time they are performed, a popup's code may have
  // arrived and React drawn its trigger anew (a new element in the old one's place).
  const places = [...island.querySelectorAll(PRESSABLE)];
  const held = (window.__earlyEvents ?? []).filter((e) => island.contains(e.target)).map((e) => ({ event: e, place: places.indexOf(e.target) }));
  setTimeout(() => replayHeld(island, held));
}

function replayHeld(island: HTMLElement, held: { event: EarlyEvent; place: number }[]) {
  const all = window.__earlyEvents ?? [];
  // Taken out of the same list: the shell's script keeps pushing into it (a new array would
  // lose every press held after the first island hydrated — the dark theme's header does at once).
  for (const { event } of held) if (all.includes(event)) all.splice(all.indexOf(event), 1);
  for (const { event, place } of held) {
    const target = event.target.isConnected ? event.target : island.querySelectorAll(PRESSABLE)[place];
    if (!target?.isConnected) continue;
    if (event.type === "click" && target instanceof HTMLElement) target.click();
    else if (event.type === "submit" && target instanceof HTMLFormElement) target.requestSubmit();
  }
}

/** Whether a press or a send inside `island` is waiting for it to hydrate. */
export function hasHeldEvents(island: HTMLElement): boolean {
  return (window.__earlyEvents ?? []).some((e) => island.contains(e.target));
}
