import type { HourPack } from "@core/catalogue";
import type { ReactNode } from "react";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { usePrices } from "@web/lib/use-prices";
import { Skeleton } from "@web/ui/skeleton";
import { hoursCatalogue } from "./catalogue";

/**
 * A prepaid pack's card (the member's Hours page, the public pricing): its hours, its price and
 * the price per hour, then `children` (its button). With `skeleton`, a placeholder stands for the
 * prices while they load.
 */
export function PackCard({ pack, as: Box = "div", skeleton, children }: { pack: HourPack; as?: "div" | "li"; skeleton?: boolean; children: ReactNode }) {
  const t = useCatalogue(hoursCatalogue);
  const { prices, format, isLoading } = usePrices();
  const price = prices.packs[pack];
  return (
    <Box className="flex flex-col rounded-xl border p-4">
      <p className="font-semibold">{t("buy.pack", { count: pack })}</p>
      {skeleton && isLoading ? (
        <Skeleton className="mt-1 h-7 w-24" />
      ) : (
        <>
          <p className="mt-1 text-xl font-semibold tracking-tight whitespace-nowrap tabular-nums">{format(price)}</p>
          <p className="text-xs text-muted-foreground">{t("buy.perHour", { price: format(Math.round(price / pack)) })}</p>
        </>
      )}
      {children}
    </Box>
  );
}
