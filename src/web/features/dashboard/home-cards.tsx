import type { LucideIcon } from "lucide-react";
import { useMoney } from "@web/lib/use-money";
import type { DashboardTranslate } from "./catalogue";
import { SummaryCard } from "./SummaryCard";

/** The home's figures, the member's and the operator's. */
export function Cards({ cards, openLabel }: { cards: { to: string; label: string; value: string; icon: LucideIcon; testId: string; note?: string | null }[]; openLabel: string }) {
  return (
    <section className={`grid grid-cols-2 gap-3 sm:gap-4 ${cards.length > 4 ? "lg:grid-cols-3" : "xl:grid-cols-4"}`} data-testid="dashboard-cards">
      {cards.map((card) => (
        <SummaryCard key={card.to} {...card} openLabel={openLabel} />
      ))}
    </section>
  );
}

/** "incl. 2,604.50 BGN converted at 1.95583" under a euro sum that counts BGN records; null when none. */
export function useBgnNote(t: DashboardTranslate) {
  const { bgnIncluded } = useMoney();
  return (stotinki: number | undefined) => {
    const values = bgnIncluded(stotinki);
    return values ? t("bgnIncluded", values) : null;
  };
}
