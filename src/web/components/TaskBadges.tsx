import type { TaskStatus, Urgency } from "@core/tasks-constants";
import { cn } from "@web/lib/cn";
import { Badge } from "@web/ui/badge";
import { uiCatalogue } from "@web/ui/catalogue";
import { useCatalogue } from "@web/i18n/use-catalogue";

// Dark text on a light tint (and the reverse in dark mode) keeps WCAG AA contrast.
const tone = {
  green: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200",
  blue: "bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200",
  yellow: "bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-200",
  gray: "bg-stone-100 text-stone-800 dark:bg-stone-800 dark:text-stone-200",
  red: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
  orange: "bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-200",
} as const;

/** Completed green, In Progress blue, Pending yellow for the admin and gray for the client, Pending Review yellow. */
function statusTone(status: TaskStatus, admin: boolean) {
  switch (status) {
    case "completed":
      return tone.green;
    case "in_progress":
      return tone.blue;
    case "pending":
      return admin ? tone.yellow : tone.gray;
    case "pending_review":
      return tone.yellow;
  }
}

const urgencyTone: Record<Urgency, string> = { urgent: tone.red, high: tone.orange, normal: tone.blue, low: tone.green };

export function StatusBadge({ status, admin, className }: { status: TaskStatus; admin: boolean; className?: string }) {
  const ui = useCatalogue(uiCatalogue);
  return (
    <Badge variant="tone" data-status={status} className={cn(statusTone(status, admin), className)}>
      {ui(`task.status.${status}`)}
    </Badge>
  );
}

export function UrgencyBadge({ urgency, className }: { urgency: Urgency; className?: string }) {
  const ui = useCatalogue(uiCatalogue);
  return (
    <Badge variant="tone" data-urgency={urgency} className={cn(urgencyTone[urgency], className)}>
      {ui(`task.urgency.${urgency}`)}
    </Badge>
  );
}

/** A task's status and urgency side by side; `as` a span inside a line of text. */
export function TaskBadges({ task, admin, className, as: Box = "div" }: { task: { status: TaskStatus; urgency: Urgency }; admin: boolean; className: string; as?: "div" | "span" }) {
  return (
    <Box className={className}>
      <StatusBadge status={task.status} admin={admin} />
      <UrgencyBadge urgency={task.urgency} />
    </Box>
  );
}
