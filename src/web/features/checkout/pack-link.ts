import { HOUR_PACKS, type HourPack } from "@core/catalogue";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { useCart } from "@web/lib/cart/CartProvider";

/** The pack a link names (`/checkout?pack=5`), or null. */
function packFromParam(value: string | null): HourPack | null {
  const hours = Number(value);
  return HOUR_PACKS.includes(hours as HourPack) ? (hours as HourPack) : null;
}

/**
 * `/checkout?pack=N` (the /pricing pack cards, the low-balance email) opens the checkout with that
 * pack: a pack is bought on its own, so the cart becomes that one line. The parameter is then
 * dropped, so a reload or Back does not reset the cart again.
 */
export function usePackFromLink() {
  const [params, setParams] = useSearchParams();
  const { clear, add } = useCart();
  const pack = packFromParam(params.get("pack"));
  const named = params.has("pack");
  useEffect(() => {
    if (!named) return;
    if (pack) {
      clear();
      add({ kind: "hours_pack", hours: pack });
    }
    setParams(
      (p) => {
        p.delete("pack");
        return p;
      },
      { replace: true },
    );
  }, [named, pack, clear, add, setParams]);
}
