type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * What a visitor typed or picked before the page hydrated (a prerendered page's fields work at
 * once, its script comes after the first paint). Hydration keeps a typed text on screen but
 * not in the component's state — the Hours field showed 3 and the cart got 1 — and puts a
 * select back on its default. Call this before hydrating; call what it returns once hydrated:
 * it hands each such value to its component as an edit, the way typing does.
 * (The public pages have no checkbox or radio button; those are not handed over.)
 */
export function keepTypedFields(root: ParentNode): () => void {
  const picked = new Map<HTMLSelectElement, string>();
  for (const select of root.querySelectorAll("select")) if (changedSelect(select)) picked.set(select, select.value);
  return () => {
    for (const field of root.querySelectorAll<Field>("input, textarea, select")) {
      if (field instanceof HTMLSelectElement) {
        const value = changedSelect(field) ? field.value : picked.get(field);
        if (value !== undefined) handOver(field, value, "change");
      } else if (isText(field) && field.value !== field.defaultValue) {
        handOver(field, field.value, "input");
      }
    }
  };
}

const changedSelect = (select: HTMLSelectElement) => [...select.options].some((o) => o.selected !== o.defaultSelected);

const isText = (field: HTMLInputElement | HTMLTextAreaElement) =>
  field instanceof HTMLTextAreaElement || !["checkbox", "radio", "file", "hidden", "submit", "button", "reset", "image"].includes(field.type);

/**
 * Sets the value and sends the event typing would. React remembers the last value it saw
 * through the element's own `value` setter and ignores an event that does not change it, so
 * the value goes in through the prototype's setter, after an empty one through the element's.
 */
function handOver(field: Field, value: string, event: "input" | "change") {
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;
  field.value = "";
  if (setValue) setValue.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event(event, { bubbles: true }));
}
