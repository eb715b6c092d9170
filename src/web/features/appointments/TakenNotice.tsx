import type { SlotDto } from "@core/appointments";
import { Button } from "@web/ui/button";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { appointmentsCatalogue } from "./catalogue";
import { useSlotLabels } from "./SlotPicker";

/** "This time was just taken": the loser of a race picks one of the next free times (booking and reschedule). */
export function TakenNotice({ slots, onChoose }: { slots: SlotDto[]; onChoose: (start: string) => void }) {
  const t = useCatalogue(appointmentsCatalogue);
  const labels = useSlotLabels();
  return (
    <div role="alert" className="rounded-lg border border-amber-500/50 bg-amber-50 p-4 text-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
      <p className="font-semibold">{t("taken.title")}</p>
      <p className="mt-1 text-sm">{t("taken.body")}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {slots.map((s) => (
          <Button key={s.start} type="button" size="sm" variant="outline" onClick={() => onChoose(s.start)}>
            {labels.full(s.start)}
          </Button>
        ))}
      </div>
    </div>
  );
}
