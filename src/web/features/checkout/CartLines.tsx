import type { CartItem } from "@core/cart";
import { itemPrice, lineTotal } from "@core/cart";
import { itemName, MAX_QUANTITY, QUANTITY_KINDS } from "@core/catalogue";
import { Minus, Plus, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useI18n } from "@web/i18n/I18nProvider";
import { usePrices } from "@web/lib/use-prices";
import { Button } from "@web/ui/button";
import { Input } from "@web/ui/input";
import { useCart } from "@web/lib/cart/CartProvider";
import type { CheckoutTranslate } from "./catalogue";

/** The cart's lines: name, unit price, quantity controls (hourly and daily only), line total, remove. */
export function CartLines({ t, disabled }: { t: CheckoutTranslate; disabled?: boolean }) {
  const { items, remove, updateQuantity } = useCart();
  const { locale } = useI18n();
  const { prices, format } = usePrices();
  return (
    <ul className="divide-y">
      {items.map((item) => {
        const name = itemName(item, locale);
        const hasQuantity = QUANTITY_KINDS.includes(item.kind);
        return (
          <li key={item.id} data-testid="cart-line" className="flex flex-wrap items-center gap-x-4 gap-y-3 py-4 first:pt-0 last:pb-0">
            <div className="order-1 min-w-0 flex-1 basis-48">
              <p className="font-medium">{name}</p>
              <p className="text-sm text-muted-foreground">
                {hasQuantity ? t("cart.each", { price: format(itemPrice(item, prices)) }) : format(itemPrice(item, prices))}
              </p>
            </div>
            {hasQuantity && (
              <div className="order-3 sm:order-2">
                <QuantityControl item={item} name={name} t={t} disabled={disabled} onChange={(q) => updateQuantity(item.id, q)} />
              </div>
            )}
            <p className="order-4 ml-auto min-w-24 text-right font-semibold tabular-nums sm:order-3">{format(lineTotal(item, prices))}</p>
            <Button
              variant="ghost-danger"
              size="icon"
              className="order-2 -mr-2 text-muted-foreground sm:order-4 sm:mr-0"
              aria-label={t("cart.remove", { name })}
              disabled={disabled}
              onClick={() => remove(item.id)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

type QuantityControlProps = { item: CartItem; name: string; t: CheckoutTranslate; disabled?: boolean; onChange: (quantity: number) => void };

/** − [n] +. A typed value below 1 (or empty) is ignored by the cart; the field shows the real quantity on blur. */
function QuantityControl({ item, name, t, disabled, onChange }: QuantityControlProps) {
  const [draft, setDraft] = useState(String(item.quantity));
  useEffect(() => setDraft(String(item.quantity)), [item.quantity]);
  const inputId = `qty-${item.id}`;
  return (
    <div className="flex items-center gap-1">
      <label htmlFor={inputId} className="sr-only">
        {`${t("cart.quantity")}: ${name}`}
      </label>
      <Button
        variant="outline"
        size="icon-sm"
        aria-label={t("cart.decrease", { name })}
        disabled={disabled || item.quantity <= 1}
        onClick={() => onChange(item.quantity - 1)}
      >
        <Minus aria-hidden="true" />
      </Button>
      <Input
        id={inputId}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_QUANTITY}
        step={1}
        value={draft}
        disabled={disabled}
        fieldHeight="sm" fit className="w-16 text-center tabular-nums [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
        onChange={(e) => {
          setDraft(e.target.value);
          if (e.target.value.trim() !== "") onChange(Number(e.target.value));
        }}
        onBlur={() => setDraft(String(item.quantity))}
      />
      <Button
        variant="outline"
        size="icon-sm"
        aria-label={t("cart.increase", { name })}
        disabled={disabled || item.quantity >= MAX_QUANTITY}
        onClick={() => onChange(item.quantity + 1)}
      >
        <Plus aria-hidden="true" />
      </Button>
    </div>
  );
}
