import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslate } from "@web/i18n/use-translate";
import { cn } from "@web/lib/cn";
import { Label } from "./label";

type FormFieldProps = {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
};

/**
 * Label + control + hint or inline error, wired for screen readers via `fieldA11y`. The
 * error is a schema's (or the API's) English message, shown in the UI language.
 */
export function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  const translate = useTranslate();
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="flex items-start gap-1.5 text-sm text-destructive">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {translate(error)}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {/* A hint that is one of core's messages (SETTINGS_MESSAGES.emailNote) reads in the UI language too. */}
          {typeof hint === "string" ? translate(hint) : hint}
        </p>
      ) : null}
    </div>
  );
}

/** Props for the control inside a FormField with the same id. */
export function fieldA11y(id: string, error?: string, hasHint = false) {
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : hasHint ? `${id}-hint` : undefined,
  } as const;
}
