import { ArrowRight, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { cn } from "@web/lib/cn";
import { Card } from "@web/ui/card";

type Props = { to: string; label: string; value: string; icon: LucideIcon; openLabel: string; testId?: string; note?: string | null };

/** A dashboard figure linking to its screen. */
export function SummaryCard({ to, label, value, icon: Icon, openLabel, testId, note }: Props) {
  return (
    <Card gap="3" pad="y4" className="min-w-0 transition-colors hover:border-primary/40 sm:py-5">
      <Link to={to} className="grid gap-2 px-4 outline-none sm:gap-3 sm:px-5 focus-visible:ring-[3px] focus-visible:ring-ring/60">
        <span className="flex items-start justify-between gap-2 text-sm font-medium text-muted-foreground">
          {label}
          <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        </span>
        <span
          // An amount with its currency is long: a size smaller keeps it on one line in a narrow card.
          className={cn("font-semibold tracking-tight break-words tabular-nums", value.length > 8 ? "text-xl sm:text-2xl" : "text-2xl sm:text-3xl")}
          data-testid={testId}
        >
          {value}
        </span>
        {note && (
          <span className="text-xs text-muted-foreground" data-testid={testId ? `${testId}-note` : undefined}>
            {note}
          </span>
        )}
        <span className="flex items-center gap-1 text-xs text-primary">
          {openLabel}
          <ArrowRight className="size-3" aria-hidden="true" />
        </span>
      </Link>
    </Card>
  );
}
