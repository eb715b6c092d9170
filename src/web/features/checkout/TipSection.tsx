import { confirmTip, setTipAmount, type TipState, toggleTip } from "@core/cart";
import { MAX_TYPED_AMOUNT } from "@core/catalogue";
import { toMajor, toMinor } from "@core/money";
import { CircleCheck, HandCoins } from "lucide-react";
import { useState } from "react";
import { usePrices } from "@web/lib/use-prices";
import { Button } from "@web/ui/button";
import { Input } from "@web/ui/input";
import { Label } from "@web/ui/label";
import { Switch } from "@web/ui/switch";
import type { CheckoutTranslate } from "./catalogue";

type TipSectionProps = { tip: TipState; onChange: (tip: TipState) => void; t: CheckoutTranslate; disabled?: boolean };

/**
 * The tip: the toggle starts off, as "optional" says (docs/decisions/0032-tip-starts-off.md); switched
 * on, an amount counts once Confirm Tip is pressed, and editing it afterwards un-confirms; off
 * means no tip and counts as confirmed. A negative amount becomes 0.
 */
export function TipSection({ tip, onChange, t, disabled }: TipSectionProps) {
  const { currency, format } = usePrices();
  const [draft, setDraft] = useState(tip.amount ? String(toMajor(tip.amount)) : "");

  const edit = (value: string) => {
    const typed = Number(value);
    let shown = value;
    if (value.trim() !== "" && Number.isFinite(typed) && typed < 0) shown = "0";
    else if (Number.isFinite(typed) && toMinor(typed) > MAX_TYPED_AMOUNT) shown = String(toMajor(MAX_TYPED_AMOUNT));
    setDraft(shown);
    onChange(setTipAmount(tip, value.trim() === "" ? 0 : toMinor(Number(shown))));
  };

  const toggle = (enabled: boolean) => {
    if (enabled) setDraft("");
    onChange(toggleTip(tip, enabled));
  };

  return (
    <section aria-labelledby="tip-heading" className="rounded-xl border bg-card p-5 shadow-xs sm:p-6">
      <div className="flex items-start gap-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
          <HandCoins className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="tip-heading" className="text-lg font-semibold">
            {t("tip.heading")}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t("tip.body")}</p>
        </div>
      </div>

      <div className="mt-5 flex items-center gap-3">
        <Switch id="tip-toggle" checked={tip.enabled} onCheckedChange={toggle} disabled={disabled} />
        <Label htmlFor="tip-toggle">{t("tip.toggle")}</Label>
      </div>

      {tip.enabled ? (
        <form
          className="mt-5 grid gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            onChange(confirmTip(tip));
          }}
        >
          <Label htmlFor="tip-amount">{t("tip.amount", { currency })}</Label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Input
              id="tip-amount"
              type="number"
              inputMode="decimal"
              min={0}
              max={toMajor(MAX_TYPED_AMOUNT)}
              step="0.01"
              placeholder="0.00"
              value={draft}
              disabled={disabled}
              onChange={(e) => edit(e.target.value)}
              aria-describedby="tip-status"
              className="sm:max-w-48"
            />
            <Button type="submit" variant={tip.confirmed ? "outline" : "default"} disabled={disabled || tip.confirmed}>
              {tip.confirmed && <CircleCheck aria-hidden="true" />}
              {t("tip.confirm")}
            </Button>
          </div>
          <p id="tip-status" role="status" className={tip.confirmed ? "text-sm text-success-foreground" : "text-sm text-muted-foreground"}>
            {tip.confirmed ? t("tip.confirmed", { amount: format(tip.amount) }) : t("tip.pending")}
          </p>
        </form>
      ) : (
        <p role="status" className="mt-4 text-sm text-muted-foreground">
          {t("tip.off")}
        </p>
      )}
    </section>
  );
}
