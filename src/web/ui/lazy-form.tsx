import { type FormEvent, type RefObject, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import type { Deferred } from "./deferred";

/**
 * What a form's placeholder hands to the real form when its code arrives: what was typed,
 * which field had the focus, and whether it was already sent.
 */
export type FormHandOver = { values: Record<string, string>; focus?: string; submit: boolean };

const logFailure = (err: unknown) => console.error(err);

/**
 * A form whose code (react-hook-form, zod, the request) loads when someone reaches for it —
 * a pointer on it, the focus in it, or sending it — not with the page (forms and
 * their validation load when used). Until then `placeholder` draws the same form without
 * logic. The swap happens in one synchronous render, so no keystroke falls between the two,
 * and not while a pointer is pressed on the form (also a press begun before the form hydrated):
 * a click needs its press and its release on the same button, and the swap would replace the
 * button in between.
 */
export function useLazyForm<M>(module: Deferred<M>, form: RefObject<HTMLFormElement | null>) {
  const arrived = useSyncExternalStore(module.subscribe, module.get, () => undefined);
  const [pressed, setPressed] = useState(false);
  const loaded = pressed ? undefined : arrived;
  const submitted = useRef(false);
  const handOver = useRef<FormHandOver | undefined>(undefined);
  if (loaded && !handOver.current) handOver.current = readForm(form.current, submitted.current);
  const load = () => void module.load().catch(logFailure);
  // A press that began before this island hydrated (the button is held down as it does):
  // the swap waits for its end just the same.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount (hydration)
  useLayoutEffect(() => {
    if (!form.current?.querySelector(":active")) return;
    setPressed(true);
    whenPressEnds(() => setPressed(false));
  }, []);
  return {
    loaded,
    handOver: handOver.current,
    /** Props for the placeholder's <form>. */
    placeholder: {
      ref: form,
      onPointerDown: () => {
        setPressed(true);
        whenPressEnds(() => setPressed(false));
        load();
      },
      onFocus: load,
      onSubmit: (e: FormEvent) => {
        e.preventDefault();
        submitted.current = true;
        load();
      },
    },
  };
}

/**
 * Calls `done` once the press has ended: after its click (which may send the form), or after a
 * cancelled press or a release off the button, which make no click.
 */
function whenPressEnds(done: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const end = (delay: number) => () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      for (const [type, listener] of listeners) window.removeEventListener(type, listener, true);
      done();
    }, delay);
  };
  // A touch's click may come a moment after its release.
  const listeners = [["click", end(0)], ["pointercancel", end(0)], ["pointerup", end(300)]] as const;
  for (const [type, listener] of listeners) window.addEventListener(type, listener, true);
}

function readForm(form: HTMLFormElement | null, submit: boolean): FormHandOver {
  const values: Record<string, string> = {};
  let focus: string | undefined;
  for (const el of Array.from(form?.elements ?? [])) {
    if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) || !el.name) continue;
    if (el instanceof HTMLInputElement && (el.type === "file" || el.type === "checkbox" || el.type === "radio")) continue;
    values[el.name] = el.value;
    if (el === document.activeElement) focus = el.name;
  }
  return { values, focus, submit };
}

/**
 * The real form's side of the hand-over: takes what was typed, puts the focus (and caret)
 * back, and sends the form if the visitor already had. Returns the real <form>'s ref.
 */
export function useHandOver(handOver: FormHandOver | undefined, take: { setValue: (name: string, value: string) => void; submit: () => void }) {
  const form = useRef<HTMLFormElement>(null);
  const taken = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount: the placeholder's state, not later renders'
  useLayoutEffect(() => {
    if (!handOver || taken.current) return;
    taken.current = true;
    for (const [name, value] of Object.entries(handOver.values)) if (value) take.setValue(name, value);
    // In the same task as the swap, which took the focused field away: a key pressed before the
    // focus is back would go to no field (react-hook-form's setFocus waits a task; it lost the
    // text of a field filled as the form's code arrived).
    const field = handOver.focus ? form.current?.elements.namedItem(handOver.focus) : null;
    if (field instanceof HTMLElement) field.focus();
    if (handOver.submit) take.submit();
  }, []);
  return form;
}
