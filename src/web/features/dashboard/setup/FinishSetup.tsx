import type { AdminDashboard } from "@core/dashboard";
import { Wrench } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@web/ui/button";
import { Card } from "@web/ui/card";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { setupCatalogue } from "./catalogue";

/** What the business's setup still lacks (company invoices are not offered until it is done), with the way there. */
export default function FinishSetup({ missing }: { missing: AdminDashboard["setupMissing"] }) {
  const t = useCatalogue(setupCatalogue);
  return (
    <Card role="region" aria-labelledby="finish-setup-title" gap="3" pad="5" tone="amber" className="border-amber-500/50 dark:bg-amber-950/30">
      <h2 id="finish-setup-title" className="flex items-center gap-2 font-semibold">
        <Wrench className="size-4 text-amber-700 dark:text-amber-300" aria-hidden="true" />
        {t("title")}
      </h2>
      <p className="text-sm">{t("lead")}</p>
      <ul className="list-disc pl-5 text-sm">
        {missing.map((field) => (
          <li key={field}>{t(`fields.${field}`)}</li>
        ))}
      </ul>
      <div>
        <Button asChild variant="outline">
          <Link to="/dashboard/settings#business">{t("action")}</Link>
        </Button>
      </div>
    </Card>
  );
}

