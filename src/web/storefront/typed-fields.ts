type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * What a visitor types, picks or chooses as a file before the page has hydrated (a prerendered
 * page's fields work at once; its script comes after the first paint, and the page hydrates in
 * parts). Hydration leaves such a value on screen but not in the component's state — the Hours
 * field showed 3 and the cart got 1; a chosen document was "missing" — and a form library may
 * put the field back to its default as it attaches. Call this before hydrating: it notes every
 * value so far, and every edit until the page has hydrated (held back from the components, so
 * none sees an edit twice). Call what it returns once the page has hydrated: each noted value
 * goes to its component as the edit typing or picking sends.
 * (The public pages have no checkbox or radio button; those are not handed over.)
 */
export function keepTypedFields(root: HTMLElement): () => void {
  const typed = new Map<Field, string>();
  for (const field of root.querySelectorAll<Field>("input, textarea, select")) if (changed(field)) typed.set(field, field.value);
  const note = (event: Event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) return;
    typed.set(field, field.value);
    event.stopPropagation();
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
        field.value = value;
        field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
      }
    }
  };
}

const changed = (field: Field) =>
  field instanceof HTMLSelectElement ? [...field.options].some((o) => o.selected !== o.defaultSelected) : field.value !== field.defaultValue;

const isValue = (field: Field) =>
  !(field instanceof HTMLInputElement) || !["checkbox", "radio", "file", "hidden", "submit", "button", "reset", "image"].includes(field.type);
