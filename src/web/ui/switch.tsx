import { Switch as SwitchPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";

type SwitchProps = ComponentProps<typeof SwitchPrimitive.Root> & {
  /**
   * A page's first frame, drawn once for every account: what stands in the state's attributes
   * (`data-state`, `aria-checked`), which the server fills in for the account it answers.
   */
  frameState?: { state: string; checked: string };
};

export function Switch({ className, frameState, ...props }: SwitchProps) {
  const frame = frameState && { "data-state": frameState.state, "aria-checked": frameState.checked as "true" };
  return (
    <SwitchPrimitive.Root
      data-slot="switch"
      className={cn(
        "peer inline-flex h-6 w-11 shrink-0 items-center rounded-full border border-transparent shadow-xs transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary data-[state=unchecked]:bg-input",
        className,
      )}
      {...props}
      {...frame}
    >
      <SwitchPrimitive.Thumb
        {...(frameState && { "data-state": frameState.state })}
        data-slot="switch-thumb"
        className="pointer-events-none block size-5 rounded-full bg-background shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0.5"
      />
    </SwitchPrimitive.Root>
  );
}
