import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";

const ROUNDED = { md: "rounded-md", lg: "rounded-lg", xl: "rounded-xl" } as const;

/** A placeholder while content loads; `rounded` matches the card it stands for. */
export function Skeleton({ className, rounded = "md", ...props }: ComponentProps<"span"> & { rounded?: keyof typeof ROUNDED }) {
  return <span data-slot="skeleton" aria-hidden="true" className={cn("inline-block animate-pulse bg-muted", ROUNDED[rounded], className)} {...props} />;
}
