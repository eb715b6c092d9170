import { SETUP_FIELD_ITEM } from "@core/shell-tokens";
import type { SetupField } from "@core/setup-fields";
import { Wrench } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@web/ui/button";
import { Card } from "@web/ui/card";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { setupCatalogue } from "./catalogue";

/**
 * What the business's setup still lacks (company invoices are not offered until it is done), with
 * the way there. Drawn in the operator's home's first frame too: each field's item is marked, so the
 * server keeps only the missing ones (core/shell-tokens.ts SETUP_FIELD_ITEM).
 */
export function FinishSetup({ missing }: { missing: readonly SetupField[] }) {
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
          <li key={field} {...{ [SETUP_FIELD_ITEM]: field }}>
            {t(`fields.${field}`)}
          </li>
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

