import { HOUR_PACKS } from "@core/catalogue";
import { ShoppingCart } from "lucide-react";
import { hoursCatalogue } from "@web/features/hours/catalogue";
import { PackCard } from "@web/features/hours/PackCard";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { useLocalizedTo } from "@web/i18n/localized-path";
import { PageLink } from "@web/lib/navigation";
import { usePrices } from "@web/lib/use-prices";
import { Button } from "@web/ui/button";
import { Skeleton } from "@web/ui/skeleton";
import { pricingCatalogue } from "./catalogue";
import { LabelledSection } from "@web/components/LabelledSection";

/**
 * The prepaid hour packs, for visitors too: each opens the checkout with that pack alone
 * (`/checkout?pack=N`); the hours go on the account for the buyer's email (payments/pack-buyer.ts).
 */
export function PackCards() {
  const t = useCatalogue(pricingCatalogue);
  const hours = useCatalogue(hoursCatalogue);
  const { prices, format, isLoading } = usePrices();
  const localized = useLocalizedTo();
  return (
    <LabelledSection id="hour-packs" title={t("packs.title")} className="mt-10" titleClassName="text-2xl font-semibold tracking-tight">
      <p className="mt-2 max-w-3xl text-muted-foreground">{t("packs.lead")}</p>
      {/* What a prepaid hour buys, beside the pay-as-you-go price: priority, never a lower price (docs/decisions/0020-prepaid-wording-and-charging-rule.md). */}
      {isLoading ? (
        <Skeleton className="mt-2 h-5 w-72" />
      ) : (
        <p className="mt-2 max-w-3xl font-medium" data-testid="prepaid-priority">
          {t("packs.priority", { hourly: format(prices.hourly) })}
        </p>
      )}
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {HOUR_PACKS.map((pack) => (
          <PackCard key={pack} pack={pack} as="li" skeleton>
            <Button asChild className="mt-4 w-full">
              {/* The name in the text, not an aria-label: the Hourly card's "Hours" field keeps the only such label. */}
              <PageLink to={localized(`/checkout?pack=${pack}`)}>
                <ShoppingCart aria-hidden="true" />
                {hours("buy.button", { count: pack })}
              </PageLink>
            </Button>
          </PackCard>
        ))}
      </ul>
    </LabelledSection>
  );
}
