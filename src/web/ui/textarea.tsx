import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";
import { fieldControlClass, fieldDefaultClass } from "./input";

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea data-slot="textarea" className={cn(fieldControlClass, fieldDefaultClass, "min-h-28 py-2", className)} {...props} />;
}
