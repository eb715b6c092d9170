import type { ReactNode } from "react";
import { cn } from "@web/lib/cn";

type Props = { title: string; description?: ReactNode; actions?: ReactNode; className?: string };

/** The heading row of a dashboard screen, holding its one <h1>. */
export function DashboardPageHeader({ title, description, actions, className }: Props) {
  return (
    <div className={cn("flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between", className)}>
      <div className="grid gap-1.5">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        {description && <p className="text-muted-foreground">{description}</p>}
      </div>
      {/* The actions keep their width beside a long description (they would spill out of the column otherwise). */}
      {actions && <div className="flex flex-wrap gap-2 sm:shrink-0">{actions}</div>}
    </div>
  );
}
