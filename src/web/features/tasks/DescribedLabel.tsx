import type { ReactNode } from "react";

/** A control's label and, under it, the line its aria-describedby names (`describedId`). */
export function DescribedLabel({ htmlFor, describedId, label, description }: { htmlFor: string; describedId: string; label: ReactNode; description: ReactNode }) {
  return (
    <div className="grid gap-1">
      <label htmlFor={htmlFor} className="text-sm font-medium">
        {label}
      </label>
      <p id={describedId} className="text-sm text-muted-foreground">
        {description}
      </p>
    </div>
  );
}
