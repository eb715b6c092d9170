import { ArrowLeft, Hammer } from "lucide-react";
import { Link } from "react-router";
import { DashboardPageHeader } from "@web/components/DashboardPageHeader";
import { useCopy, useI18n } from "@web/i18n/I18nProvider";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { Badge } from "@web/ui/badge";
import { Button } from "@web/ui/button";
import { Card, CardContent } from "@web/ui/card";
import { dashboardPagesCopy, type ScreenKey } from "./copy";

/** A dashboard screen that is not built yet: a clear "coming soon" state, not a crash. */
export function ComingSoonScreen({ screen }: { screen: ScreenKey }) {
  const copy = useCopy(dashboardPagesCopy);
  const title = copy.screens[screen];
  useDocumentTitle(title);
  return (
    <div className="grid gap-6">
      <DashboardPageHeader title={title} />
      <ComingSoonCard body={copy.comingSoon.body} />
    </div>
  );
}

export function DashboardNotFound() {
  const copy = useCopy(dashboardPagesCopy);
  const { t } = useI18n();
  useDocumentTitle(t.notFound.title);
  return (
    <div className="grid gap-6">
      <DashboardPageHeader title={t.notFound.title} />
      <ComingSoonCard body={copy.comingSoon.notFound} badge={false} />
    </div>
  );
}

function ComingSoonCard({ body, badge = true }: { body: string; badge?: boolean }) {
  const copy = useCopy(dashboardPagesCopy).comingSoon;
  return (
    <Card className="items-center py-12 text-center">
      <CardContent className="grid max-w-md justify-items-center gap-4">
        <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Hammer className="size-6" aria-hidden="true" />
        </span>
        {badge && <Badge variant="accent">{copy.badge}</Badge>}
        <p className="leading-relaxed text-muted-foreground">{body}</p>
        <Button asChild variant="outline">
          <Link to="/dashboard">
            <ArrowLeft aria-hidden="true" />
            {copy.back}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
