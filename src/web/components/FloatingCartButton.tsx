import { formatMoney } from "@core/money";
import { ShoppingCart } from "lucide-react";
import { INTL_LOCALE, useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { PageLink, useNavigation } from "@web/lib/navigation";
import { useScrollPaddingBottom } from "@web/lib/use-scroll-padding";
import { cartCatalogue } from "@web/lib/cart/catalogue";
import { useCart } from "@web/lib/cart/CartProvider";

/**
 * Bottom-right link to /checkout with the item count and total. It sits in the
 * page flow between <main> and the footer and sticks to the bottom of the viewport: while
 * the footer is on screen it stays above it, so it never covers the footer links on a phone.
 * Its box reserves the button's height at the end of the page, and the page's scroll padding
 * keeps whatever the browser scrolls to (a focused field, a form's button) above it.
 * An island on the prerendered pages (no router: a plain link there, client-side in the app).
 */
export function FloatingCartButton() {
  const { count, subtotal, currency } = useCart();
  const { locale } = useI18n();
  const t = useCatalogue(cartCatalogue);
  const { pathname } = useNavigation();
  const shown = count > 0 && !pathname.startsWith("/checkout");
  useScrollPaddingBottom("6.5rem", shown);
  if (!shown) return null;

  const total = formatMoney(subtotal, currency, INTL_LOCALE[locale]);
  return (
    <div className="pointer-events-none sticky bottom-0 z-30 h-20 sm:h-24">
      <PageLink
        to="/checkout"
        data-testid="floating-cart"
        className="pointer-events-auto absolute right-4 bottom-4 flex items-center gap-3 rounded-full bg-primary py-2.5 pr-5 pl-3 text-primary-foreground shadow-lg ring-1 ring-black/5 transition-[transform,background-color] outline-none hover:bg-primary/90 focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:ring-offset-2 focus-visible:ring-offset-background active:scale-[0.98] sm:right-6 sm:bottom-6"
      >
        <span className="relative flex size-9 items-center justify-center rounded-full bg-primary-foreground/15">
          <ShoppingCart className="size-5" aria-hidden="true" />
          <span
            aria-hidden="true"
            className="absolute -top-1.5 -right-1.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-background px-1 text-xs font-semibold text-foreground tabular-nums shadow-sm"
          >
            {count}
          </span>
        </span>
        {/* The name is the whole sentence; the total on screen is part of it (WCAG 2.5.3). */}
        <span className="sr-only">{t("cartButton", { count, total })}</span>
        <span aria-hidden="true" className="text-sm font-semibold tabular-nums">
          {total}
        </span>
      </PageLink>
    </div>
  );
}
