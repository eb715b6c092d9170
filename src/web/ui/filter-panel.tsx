import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { cn } from "@web/lib/cn";
import { Button } from "./button";

type Props<F> = {
  id?: string;
  /** The filters the URL holds now; the panel edits a draft of them. */
  value: F;
  onApply: (filter: F) => void;
  copy: { title: string; apply: string; clear: string };
  /** The grid's columns from 1024 px (the fields' count). */
  className?: string;
  children: (draft: F, change: (patch: Partial<F>) => void) => ReactNode;
};

/** A list's filter fields: edited as a draft, put in the URL with Apply, emptied with Clear. */
export function FilterPanel<F extends Record<string, string | undefined>>({ id, value, onApply, copy, className, children }: Props<F>) {
  const [draft, setDraft] = useState<F>(value);
  const current = JSON.stringify(value);
  // Follow the URL (Back, shared links), not every render's new object.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the value's content
  useEffect(() => setDraft(value), [current]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };
  const change = (patch: Partial<F>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <form id={id} onSubmit={submit} aria-label={copy.title} className={cn("grid gap-4 rounded-xl border bg-card p-4 sm:grid-cols-2", className)}>
      {children(draft, change)}
      <div className="col-span-full flex flex-wrap gap-2">
        <Button type="submit">{copy.apply}</Button>
        <Button type="button" variant="outline" onClick={() => onApply({} as F)}>
          {copy.clear}
        </Button>
      </div>
    </form>
  );
}
