import { ArrowRight, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Card } from "@web/ui/card";

type Props = { to: string; label: string; value: string; icon: LucideIcon; openLabel: string; testId?: string };

/** A dashboard figure linking to its screen. */
export function SummaryCard({ to, label, value, icon: Icon, openLabel, testId }: Props) {
  return (
    <Card className="gap-3 py-5 transition-colors hover:border-primary/40">
      <Link to={to} className="grid gap-3 px-5 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60">
        <span className="flex items-center justify-between text-sm font-medium text-muted-foreground">
          {label}
          <Icon className="size-4" aria-hidden="true" />
        </span>
        <span className="text-3xl font-semibold tracking-tight tabular-nums" data-testid={testId}>
          {value}
        </span>
        <span className="flex items-center gap-1 text-xs text-primary">
          {openLabel}
          <ArrowRight className="size-3" aria-hidden="true" />
        </span>
      </Link>
    </Card>
  );
}
