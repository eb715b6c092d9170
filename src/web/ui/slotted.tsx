import type { ComponentProps, ElementType } from "react";
import { cn } from "@web/lib/cn";

/**
 * A styled primitive (shadcn/ui's pattern): `Component` marked with its `data-slot` and given
 * `classes`, which a caller's className extends (never overrides: ui/class-conflicts.test.ts).
 */
export function slotted<C extends ElementType>(Component: C, slot: string, classes: string) {
  function Slotted({ className, ...props }: ComponentProps<C> & { className?: string }) {
    const Element: ElementType = Component;
    return <Element data-slot={slot} className={cn(classes, className)} {...props} />;
  }
  Slotted.displayName = slot;
  return Slotted;
}
