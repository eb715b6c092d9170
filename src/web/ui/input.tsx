import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";

/** A field's frame (input, textarea, select); its width, surface and text size come with each. */
export const fieldControlClass =
  "min-w-0 rounded-md border border-input px-3 shadow-xs transition-[color,box-shadow,border-color] outline-none placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:bg-input/20";
/** What a textarea and a select take with the frame; an Input chooses each (its props). */
export const fieldDefaultClass = "w-full bg-card text-base md:text-sm";

const HEIGHTS = { sm: "h-9", md: "h-10", lg: "h-11" } as const;

type InputLook = {
  /** As wide as the caller's className says (w-32…), or the browser's own width; else the full width. */
  fit?: boolean;
  /** Ruled by the caller's flex or grid cell when it has one; `lg` for a form's one field. */
  fieldHeight?: keyof typeof HEIGHTS;
  /** `muted`: a read-only value shown in a field. */
  tone?: "card" | "muted";
  /** `lg`: a code typed digit by digit, larger on a phone. */
  textSize?: "base" | "lg";
};
type InputProps = ComponentProps<"input"> & InputLook;

/** An input's own classes, for its props. */
export function inputClasses({ fit = false, fieldHeight = "md", tone = "card", textSize = "base" }: InputLook): string {
  return cn(
    fieldControlClass,
    !fit && "w-full",
    tone === "card" ? "bg-card" : "bg-muted",
    textSize === "base" ? "text-base md:text-sm" : "text-lg md:text-sm",
    HEIGHTS[fieldHeight],
    "py-2 file:border-0 file:bg-transparent file:text-sm file:font-medium",
  );
}

/**
 * Classes are joined, not merged: what the frame sets is chosen by props, and a caller's
 * className only adds (ui/class-conflicts.test.ts).
 */
export function Input({ className, type = "text", fit, fieldHeight, tone, textSize, ...props }: InputProps) {
  return <input type={type} data-slot="input" className={cn(inputClasses({ fit, fieldHeight, tone, textSize }), className)} {...props} />;
}
