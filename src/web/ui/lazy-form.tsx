import { type FormEvent, type RefObject, useLayoutEffect, useRef, useSyncExternalStore } from "react";
import type { Deferred } from "./deferred";

/**
 * What a form's placeholder hands to the real form when its code arrives: what was typed,
 * which field had the focus, and whether it was already sent.
 */
export type FormHandOver = { values: Record<string, string>; focus?: string; submit: boolean };

const logFailure = (err: unknown) => console.error(err);

/**
 * A form whose code (react-hook-form, zod, the request) loads when someone reaches for it —
 * a pointer on it, the focus in it, or sending it — not with the page (issue 11: forms and
 * their validation load when used). Until then `placeholder` draws the same form without
 * logic. The swap happens in one synchronous render, so no keystroke falls between the two.
 */
export function useLazyForm<M>(module: Deferred<M>, form: RefObject<HTMLFormElement | null>) {
  const loaded = useSyncExternalStore(module.subscribe, module.get, () => undefined);
  const submitted = useRef(false);
  const handOver = useRef<FormHandOver | undefined>(undefined);
  if (loaded && !handOver.current) handOver.current = readForm(form.current, submitted.current);
  const load = () => void module.load().catch(logFailure);
  return {
    loaded,
    handOver: handOver.current,
    /** Props for the placeholder's <form>. */
    placeholder: {
      ref: form,
      onPointerDown: load,
      onFocus: load,
      onSubmit: (e: FormEvent) => {
        e.preventDefault();
        submitted.current = true;
        load();
      },
    },
  };
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
 * back, and sends the form if the visitor already had.
 */
export function useHandOver(
  handOver: FormHandOver | undefined,
  take: { setValue: (name: string, value: string) => void; setFocus: (name: string) => void; submit: () => void },
) {
  const taken = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount: the placeholder's state, not later renders'
  useLayoutEffect(() => {
    if (!handOver || taken.current) return;
    taken.current = true;
    for (const [name, value] of Object.entries(handOver.values)) if (value) take.setValue(name, value);
    if (handOver.focus) take.setFocus(handOver.focus);
    if (handOver.submit) take.submit();
  }, []);
}
