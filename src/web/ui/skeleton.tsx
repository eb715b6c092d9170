import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";

export function Skeleton({ className, ...props }: ComponentProps<"span">) {
  return (
    <span
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("inline-block animate-pulse rounded-md bg-muted", className)}
      {...props}
    />
  );
}
