import { Check, type LucideIcon, ShoppingCart } from "lucide-react";
import { useId } from "react";
import { cn } from "@web/lib/cn";
import { Button } from "@web/ui/button";
import { fieldA11y, FormField } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { Skeleton } from "@web/ui/skeleton";
import { IconList } from "@web/components/IconList";

type PriceCardProps = {
  icon: LucideIcon;
  name: string;
  body: string;
  price: string;
  unit: string;
  features: string[];
  input: { label: string; value: string; onChange: (value: string) => void; min: number; step: string; invalid?: string };
  total: string | null;
  labels: { total: string; addToCart: string };
  /** Adds the card's item to the cart (the page checks the input first). */
  onAdd: () => void;
  loading: boolean;
  featured?: boolean;
};

export function PriceCard({ icon: Icon, name, body, price, unit, features, input, total, labels, onAdd, loading, featured }: PriceCardProps) {
  const id = useId();
  const inputId = `${id}-qty`;
  return (
    <article
      aria-labelledby={`${id}-name`}
      className={cn(
        "relative flex flex-col rounded-2xl border bg-card p-6 shadow-xs sm:p-8",
        featured && "border-primary/40 shadow-md ring-1 ring-primary/20",
      )}
    >
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-xl bg-accent text-accent-foreground">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <h2 id={`${id}-name`} className="text-lg font-semibold">
          {name}
        </h2>
      </div>
      <p className="mt-3 text-sm lg:min-h-[4.25rem] leading-relaxed text-muted-foreground">{body}</p>
      <p className="mt-5 flex items-baseline gap-2">
        {loading ? (
          <Skeleton className="h-9 w-32" />
        ) : (
          <span className="text-3xl font-semibold tracking-tight">{price}</span>
        )}
        <span className="text-sm text-muted-foreground">{unit}</span>
      </p>
      <IconList icon={Check} items={features} className="mt-5 space-y-2 text-sm" iconClassName="mt-0.5 size-4 shrink-0 text-primary" />
      <div className="mt-auto pt-6">
        <FormField id={inputId} label={input.label} error={input.invalid}>
          <Input
            type="number"
            inputMode={input.step === "1" ? "numeric" : "decimal"}
            min={input.min}
            step={input.step}
            required
            value={input.value}
            onChange={(e) => input.onChange(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") onAdd();
            }}
            {...fieldA11y(inputId, input.invalid)}
          />
        </FormField>
        <p className="mt-4 flex items-center justify-between border-t pt-4 text-sm">
          <span className="text-muted-foreground">{labels.total}</span>
          <output htmlFor={inputId} className="text-base font-semibold" aria-live="polite">
            {loading ? <Skeleton className="h-5 w-20" /> : (total ?? "—")}
          </output>
        </p>
        <Button className="mt-4 w-full" onClick={onAdd} aria-label={`${labels.addToCart}: ${name}`}>
          <ShoppingCart aria-hidden="true" />
          {labels.addToCart}
        </Button>
      </div>
    </article>
  );
}
