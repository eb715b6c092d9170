import type { LucideIcon } from "lucide-react";
import { cn } from "@web/lib/cn";

/** An icon on a rounded accent square; `className` gives the square's size and corners. */
export function IconTile({ icon: Icon, className, iconClassName = "size-5" }: { icon: LucideIcon; className: string; iconClassName?: string }) {
  return (
    <span className={cn("flex items-center justify-center bg-accent text-accent-foreground", className)}>
      <Icon className={iconClassName} aria-hidden="true" />
    </span>
  );
}
