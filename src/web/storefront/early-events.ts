/**
 * Presses, sends and files given before an island has hydrated. The shell's inline script
 * (index.html) holds every click on a button, every form submission, and every file dropped on
 * or pasted into a drop zone (`data-dropzone`) inside an island that is not yet `data-hydrated`
 * — the page's script comes after the first paint — and lists them in `window.__earlyEvents`;
 * each held one also tells its island it was reached for (HELD_EVENT), so a drop, which no
 * pointer or focus comes before, still fetches the island's code. Once the island has hydrated
 * they are performed again, so no press or file is lost and none is half-done by the browser (a
 * form sent without its code would load the page again with the fields in its URL; a file
 * dropped where nothing takes it is opened in place of the page).
 */
export type EarlyEvent = { type: "click" | "submit"; target: Element } | { type: "files"; target: Element; files: File[] };

declare global {
  interface Window {
    __earlyEvents?: EarlyEvent[];
  }
}

/** What the shell dispatches on an island when it holds something for it (index.html spells it too). */
export const HELD_EVENT = "early-event-held";

/** What a held event is found again by: its place among the island's buttons, forms and drop zones. */
const PRESSABLE = "button, [role=button], form, [data-dropzone]";

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
    if (event.type === "files") target.dispatchEvent(dropOf(event.files));
    else if (event.type === "click" && target instanceof HTMLElement) target.click();
    else if (event.type === "submit" && target instanceof HTMLFormElement) target.requestSubmit();
  }
}

/** The held files as the drop the zone's own code takes (a pasted file arrives as a drop too). */
function dropOf(files: File[]): DragEvent {
  const data = new DataTransfer();
  for (const file of files) data.items.add(file);
  return new DragEvent("drop", { bubbles: true, cancelable: true, dataTransfer: data });
}

/** Whether a press, a send or a file inside `island` is waiting for it to hydrate. */
export function hasHeldEvents(island: HTMLElement): boolean {
  return (window.__earlyEvents ?? []).some((e) => island.contains(e.target));
}
