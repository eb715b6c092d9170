import { ArrowLeft, Hammer } from "lucide-react";
import { DashboardPageHeader } from "@web/components/DashboardPageHeader";
import { chromeCatalogue } from "@web/i18n/chrome/catalogue";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { Badge } from "@web/ui/badge";
import { Card, CardContent } from "@web/ui/card";
import { type DashboardScreen, dashboardCatalogue } from "./catalogue";
import { IconButtonLink } from "@web/components/IconButtonLink";

/** A dashboard screen that is not built yet: a clear "coming soon" state, not a crash. */
export function ComingSoonScreen({ screen }: { screen: DashboardScreen }) {
  const t = useCatalogue(dashboardCatalogue);
  const title = t(`screens.${screen}`);
  useDocumentTitle(title);
  return (
    <div className="grid gap-6">
      <DashboardPageHeader title={title} />
      <ComingSoonCard body={t("comingSoon.body")} />
    </div>
  );
}

export function DashboardNotFound() {
  const t = useCatalogue(dashboardCatalogue);
  const chrome = useCatalogue(chromeCatalogue);
  useDocumentTitle(chrome("notFound.title"));
  return (
    <div className="grid gap-6">
      <DashboardPageHeader title={chrome("notFound.title")} />
      <ComingSoonCard body={t("comingSoon.notFound")} badge={false} />
    </div>
  );
}

function ComingSoonCard({ body, badge = true }: { body: string; badge?: boolean }) {
  const t = useCatalogue(dashboardCatalogue);
  return (
    <Card pad="y12" className="items-center text-center">
      <CardContent className="grid max-w-md justify-items-center gap-4">
        <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Hammer className="size-6" aria-hidden="true" />
        </span>
        {badge && <Badge variant="accent">{t("comingSoon.badge")}</Badge>}
        <p className="leading-relaxed text-muted-foreground">{body}</p>
        <IconButtonLink to="/dashboard" icon={ArrowLeft} variant="outline">
          {t("comingSoon.back")}
        </IconButtonLink>
      </CardContent>
    </Card>
  );
}
