import { type KeyboardEvent, useRef } from "react";
import { countText } from "@core/bounded-count";
import { useI18n } from "@web/i18n/I18nProvider";
import { cn } from "@web/lib/cn";
import { Button } from "./button";

type Props<V extends string> = {
  /** The group's accessible name. */
  label: string;
  options: readonly V[];
  names: Record<V, string>;
  /** The server's count per option, past COUNT_BOUND read "1,000+"; an option without one shows none ("–" while tabs load). */
  counts?: Partial<Record<V, number>>;
  value: V;
  onChange: (value: V) => void;
  /** Tabs that control the list's panel (WAI-ARIA tabs, arrow keys); without it, pressed buttons. */
  panel?: { id: string; tabId: (value: V) => string };
  /** Tabs of sections, not filters, have no counts. */
  uncounted?: boolean;
};

/** A list's filter as tabs or buttons, each with the server's count (or a page's section tabs, uncounted). */
export function FilterTabs<V extends string>(props: Props<V>) {
  return props.panel ? <Tabs {...props} panel={props.panel} /> : <Toggles {...props} />;
}

function Toggles<V extends string>({ label, options, names, counts, value, onChange }: Props<V>) {
  const { locale } = useI18n();
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <Button key={option} size="sm" variant={value === option ? "default" : "outline"} aria-pressed={value === option} onClick={() => onChange(option)}>
          {names[option]}
          {counts?.[option] !== undefined && (
            <span data-testid={`count-${option}`} className="tabular-nums opacity-80">
              {countText(counts[option], locale)}
            </span>
          )}
        </Button>
      ))}
    </fieldset>
  );
}

function Tabs<V extends string>({ label, options, names, counts, value, onChange, panel, uncounted }: Props<V> & { panel: NonNullable<Props<V>["panel"]> }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const { locale } = useI18n();
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const last = options.length - 1;
    const delta = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
    const target = e.key === "Home" ? 0 : e.key === "End" ? last : delta ? (index + delta + options.length) % options.length : -1;
    if (target < 0) return;
    e.preventDefault();
    refs.current[target]?.focus();
    onChange(options[target]!);
  };
  return (
    <div role="tablist" aria-label={label} className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1">
      {options.map((option, index) => {
        const selected = option === value;
        return (
          <button
            key={option}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={panel.tabId(option)}
            aria-selected={selected}
            aria-controls={panel.id}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(option)}
            onKeyDown={(e) => onKeyDown(e, index)}
            className={cn(
              "inline-flex shrink-0 items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
              selected ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:bg-accent hover:text-foreground",
            )}
          >
            {names[option]}
            {!uncounted && (
              <span
                data-testid={`count-${option}`}
                className={cn("min-w-6 rounded-full px-1.5 py-0.5 text-center text-xs tabular-nums", selected ? "bg-primary-foreground text-primary" : "bg-muted text-foreground")}
              >
                {counts?.[option] === undefined ? "–" : countText(counts[option], locale)}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}

/** Each option's name from a catalogue: `labelsOf(TASK_TABS, (tab) => t(`tabs.${tab}`))`. */
export function labelsOf<V extends string>(options: readonly V[], label: (option: V) => string): Record<V, string> {
  return Object.fromEntries(options.map((o) => [o, label(o)])) as Record<V, string>;
}
