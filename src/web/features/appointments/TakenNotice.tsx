import type { SlotDto } from "@core/appointments";
import { useEffect, useId, useRef } from "react";
import { Button } from "@web/ui/button";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { appointmentsCatalogue } from "./catalogue";
import { useSlotLabels } from "./SlotPicker";

/**
 * "This time was just taken": the loser of a race picks one of the next free times (booking and
 * reschedule). Shown beside the button that was pressed, and the focus moves to the times (the
 * page scrolls there), so a screen reader reads why and what to choose where the visitor already is.
 */
export function TakenNotice({ slots, onChoose }: { slots: SlotDto[]; onChoose: (start: string) => void }) {
  const t = useCatalogue(appointmentsCatalogue);
  const labels = useSlotLabels();
  const id = useId();
  const list = useRef<HTMLFieldSetElement>(null);
  useEffect(() => list.current?.focus(), []);
  return (
    <div className="rounded-lg border border-amber-500/50 bg-amber-50 p-4 text-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
      <div aria-live="assertive">
        <p id={`${id}-title`} className="font-semibold">
          {t("taken.title")}
        </p>
        <p id={`${id}-body`} className="mt-1 text-sm">
          {t("taken.body")}
        </p>
      </div>
      <fieldset
        ref={list}
        tabIndex={-1}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-body`}
        className="mt-3 flex flex-wrap gap-2 rounded-md outline-offset-4 focus-visible:outline-2 focus-visible:outline-ring"
      >
        {slots.map((s) => (
          <Button key={s.start} type="button" size="sm" variant="outline" onClick={() => onChoose(s.start)}>
            {labels.full(s.start)}
          </Button>
        ))}
      </fieldset>
    </div>
  );
}
