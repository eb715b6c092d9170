import { ChevronDown } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "@web/lib/cn";
import { fieldControlClass, fieldDefaultClass } from "./input";

/**
 * A styled native <select>: accessible, works with react-hook-form's `register`, and
 * opens the platform picker on phones.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <div className="relative">
      <select
        data-slot="native-select"
        className={cn(
          fieldControlClass,
          fieldDefaultClass,
          // While the placeholder option is chosen, its text is muted like an input placeholder.
          "h-10 appearance-none py-2 pr-9 invalid:text-muted-foreground [&>option]:text-foreground",
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}

/** A select that acts as a menu: choosing an option calls `onChoose` with it, and the select shows `placeholder` again. */
export function ChooseSelect<O extends { value: string; label: string }>({ id, placeholder, options, onChoose }: { id: string; placeholder: string; options: readonly O[]; onChoose: (option: O) => void }) {
  return (
    <NativeSelect
      id={id}
      value=""
      onChange={(e) => {
        const chosen = options.find((o) => o.value === e.target.value);
        if (chosen) onChoose(chosen);
      }}
    >
      <option value="">{placeholder}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </NativeSelect>
  );
}

/** One <option> per value, named by `label` (a select over a fixed list: statuses, languages). */
export function SelectOptions<T extends string>({ values, label }: { values: readonly T[]; label: (value: T) => ReactNode }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ));
}
