import { INTL_LOCALE, useI18n } from "@web/i18n/I18nProvider";
import { formatBytes } from "@web/lib/format-bytes";
import type { UploadProgress } from "@web/lib/upload";

type Props = {
  id: string;
  progress: UploadProgress;
  label: string;
  sent: (sent: string, total: string) => string;
};

/** Real upload progress (bytes sent, from XMLHttpRequest), labelled for screen readers. */
export function UploadProgressBar({ id, progress, label, sent }: Props) {
  const { locale } = useI18n();
  const intl = INTL_LOCALE[locale];
  const percent = progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap justify-between gap-x-3 text-sm">
        <span id={`${id}-label`} className="font-medium">
          {label}
        </span>
        <span className="text-muted-foreground tabular-nums">
          {sent(formatBytes(progress.loaded, intl), formatBytes(progress.total, intl))} · {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width] duration-200" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
