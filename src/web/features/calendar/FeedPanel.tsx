import { useState } from "react";
import { INTL_LOCALE, useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { Button } from "@web/ui/button";
import { Input } from "@web/ui/input";
import { toast } from "@web/ui/toast";
import { newFeed, revokeFeed, useFeedAction, useFeedStatus } from "./api";
import { calendarCatalogue } from "./catalogue";
import { useTranslate } from "@web/i18n/use-translate";
import { dateFormatter } from "@core/date-format";

/** The private iCalendar feed: made, replaced or turned off here; its link is shown once. */
export function FeedPanel() {
  const t = useCatalogue(calendarCatalogue);
  const translate = useTranslate();
  const { locale } = useI18n();
  const status = useFeedStatus();
  const [url, setUrl] = useState<string | null>(null);
  const fail = (err: Error) => toast.error(t("feed.failed", { reason: translate(err.message) }), { id: "calendar-feed" });
  const make = useFeedAction(newFeed);
  const revoke = useFeedAction(revokeFeed);
  const busy = make.isPending || revoke.isPending;
  const active = status.data?.active ?? false;
  const since = status.data?.createdAt ? dateFormatter(INTL_LOCALE[locale], { dateStyle: "medium", timeZone: "Europe/Sofia" }).format(new Date(status.data.createdAt)) : "";

  return (
    <section aria-labelledby="calendar-feed-title" className="grid gap-3 rounded-lg border bg-card p-4">
      <h2 id="calendar-feed-title" className="font-semibold">
        {t("feed.title")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("feed.lead")}</p>
      {status.data && <p className="text-sm">{active ? t("feed.on", { since }) : t("feed.off")}</p>}
      {url && (
        <div className="grid gap-2">
          <label htmlFor="calendar-feed-url" className="text-sm font-medium">
            {t("feed.link")}
          </label>
          <Input id="calendar-feed-url" readOnly value={url} onFocus={(e) => e.target.select()} />
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          disabled={busy || !status.data}
          onClick={() =>
            make.mutate(undefined, {
              onSuccess: (made) => {
                setUrl(made.url);
                toast.success(t("feed.made"), { id: "calendar-feed" });
              },
              onError: fail,
            })
          }
        >
          {active ? t("feed.renew") : t("feed.create")}
        </Button>
        {active && (
          <Button
            variant="outline"
            disabled={busy}
            onClick={() =>
              revoke.mutate(undefined, {
                onSuccess: () => {
                  setUrl(null);
                  toast.success(t("feed.revoked"), { id: "calendar-feed" });
                },
                onError: fail,
              })
            }
          >
            {t("feed.revoke")}
          </Button>
        )}
      </div>
    </section>
  );
}
