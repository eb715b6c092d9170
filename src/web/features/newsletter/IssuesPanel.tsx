import { useTranslate } from "@web/i18n/use-translate";
import { Plus } from "lucide-react";
import { Link } from "react-router";
import { useI18n } from "@web/i18n/I18nProvider";
import { formatDateTime } from "@web/lib/format-date";
import { Badge } from "@web/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/ui/card";
import type { NewsletterTranslate } from "./catalogue";
import { useIssues } from "./issues-api";
import { IconButtonLink } from "@web/components/IconButtonLink";

/** The Newsletter screen's issues: each one's state and progress, and "New issue". */
export function IssuesPanel({ t }: { t: NewsletterTranslate }) {
  const translate = useTranslate();
  const { locale } = useI18n();
  const issues = useIssues();
  return (
    <Card className="mb-6">
      <CardHeader direction="row" gap="2" className="flex-wrap items-start justify-between">
        <div className="grid gap-1.5">
          <CardTitle>{t("issues.title")}</CardTitle>
          <CardDescription>{t("issues.lead")}</CardDescription>
        </div>
        <IconButtonLink to="/dashboard/newsletter/issues/new" icon={Plus}>
          {t("issues.new")}
        </IconButtonLink>
      </CardHeader>
      <CardContent>
        {issues.isError ? (
          <p role="alert">{t("issues.loadFailed", { message: translate(issues.error.message) })}</p>
        ) : !issues.data ? (
          <p>{t("issues.loading")}</p>
        ) : issues.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("issues.empty")}</p>
        ) : (
          <ul className="divide-y" aria-label={t("issues.title")}>
            {issues.data.items.map((issue) => {
              const subject = issue.subjectEn || issue.subjectBg || t("issues.untitled");
              return (
                <li key={issue.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                  <div className="grid gap-0.5">
                    <Link to={`/dashboard/newsletter/issues/${issue.id}`} className="font-medium underline-offset-4 hover:underline" aria-label={t("issues.open", { subject })}>
                      {subject}
                    </Link>
                    <span className="text-sm text-muted-foreground">{formatDateTime(issue.createdAt, locale)}</span>
                  </div>
                  <div className="flex items-center gap-2 text-sm">
                    {issue.status !== "draft" ? <span>{t("issues.progressLine", { sent: issue.progress.sent, recipients: issue.progress.recipients })}</span> : null}
                    <Badge variant={issue.status === "sent" ? "default" : "secondary"}>{t(`issues.statuses.${issue.status}`)}</Badge>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
