type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * What a visitor types, picks or chooses as a file before an island has hydrated (a
 * prerendered page's fields work at once; its script comes after the first paint). Hydration
 * leaves such a value on screen but not in the component's state — the Hours field showed 3
 * and the cart got 1; a chosen document was "missing". Call this before hydrating the island:
 * it notes every value so far, and every edit until it has hydrated (held back from React,
 * whose listeners are on the island's element, so no component sees an edit twice). Call what
 * it returns once the island has hydrated: each noted value goes to its component as the edit
 * typing or picking sends. (The public pages have no checkbox or radio button.)
 */
export function keepTypedFields(root: HTMLElement): () => void {
  const typed = new Map<Field, string>();
  for (const field of root.querySelectorAll<Field>("input, textarea, select")) if (changed(field)) typed.set(field, field.value);
  const note = (event: Event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) return;
    typed.set(field, field.value);
    // Registered before React's own listeners on this element: none of them sees it.
    event.stopImmediatePropagation();
  };
  root.addEventListener("input", note, true);
  root.addEventListener("change", note, true);
  return () => {
    root.removeEventListener("input", note, true);
    root.removeEventListener("change", note, true);
    for (const [field, value] of typed) {
      if (!field.isConnected) continue;
      if (field instanceof HTMLInputElement && field.type === "file") {
        if (field.files?.length) field.dispatchEvent(new Event("change", { bubbles: true }));
      } else if (isValue(field)) {
        setAsTyped(field, value);
        field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
      }
    }
  };
}

/**
 * React reports an edit only when the field's value differs from the last one it knows (it
 * notes every value set through the field's own `value`): note an empty one, then set the
 * typed one past it, as the browser does when someone types.
 */
function setAsTyped(field: Field, value: string) {
  field.value = "";
  const proto = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(proto, "value")?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
}

/** Whether something was typed or picked in `root`'s fields (its island should hydrate now). */
export function hasTypedFields(root: HTMLElement): boolean {
  return [...root.querySelectorAll<Field>("input, textarea, select")].some((field) => changed(field) || (field instanceof HTMLInputElement && !!field.files?.length));
}

const changed = (field: Field) =>
  field instanceof HTMLSelectElement ? [...field.options].some((o) => o.selected !== o.defaultSelected) : field.value !== field.defaultValue;

const isValue = (field: Field) =>
  !(field instanceof HTMLInputElement) || !["checkbox", "radio", "file", "hidden", "submit", "button", "reset", "image"].includes(field.type);
