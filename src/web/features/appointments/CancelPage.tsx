import { messageText } from "@core/i18n/messages/message";
import { APPOINTMENT_MESSAGES as M } from "@core/appointment-messages";
import type { CancelInfo } from "@core/appointments";
import { SERVICE_NAMES } from "@core/appointments/services";
import { LoaderCircle } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useSearchParams } from "react-router";
import { ResultPanel } from "@web/components/ResultPanel";
import { useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { Link } from "@web/i18n/LocalizedLink";
import { useTranslate } from "@web/i18n/use-translate";
import { isApiError } from "@web/lib/api";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { Button } from "@web/ui/button";
import { cancelAppointment, useCancelInfo } from "./api";
import { appointmentsCatalogue } from "./catalogue";
import { useSlotLabels } from "./SlotPicker";

/** /book/cancel?token=…: the confirmation mail's cancel link, no sign-in. */
export function CancelPage() {
  const t = useCatalogue(appointmentsCatalogue);
  const { locale } = useI18n();
  const translate = useTranslate();
  const labels = useSlotLabels();
  useDocumentTitle(t("cancel.title"));
  const token = useSearchParams()[0].get("token") ?? "";
  const info = useCancelInfo(token);
  const [done, setDone] = useState<CancelInfo | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const cancel = async () => {
    setBusy(true);
    setError(null);
    try {
      setDone(await cancelAppointment(token));
    } catch (err) {
      setError(isApiError(err) ? err.message : messageText(M.cancelLinkInvalid));
    }
    setBusy(false);
  };
  const again = (
    <Button asChild variant="outline">
      <Link to="/book">{t("cancel.bookAgain")}</Link>
    </Button>
  );

  let panel: ReactNode;
  if (done) {
    panel = (
      <ResultPanel tone="success" title={t("cancel.done")} actions={again}>
        <p>{t("cancel.doneBody")}</p>
      </ResultPanel>
    );
  } else if (info.isPending) {
    panel = <ResultPanel tone="loading" title={t("cancel.checking")} />;
  } else if (info.isError) {
    panel = <ResultPanel tone="error" title={translate(isApiError(info.error) && info.error.status !== 404 ? info.error.message : messageText(M.cancelLinkInvalid))} actions={again} />;
  } else {
    const a = info.data;
    const what = t("cancel.what", { service: SERVICE_NAMES[locale][a.service], time: labels.full(a.start) });
    const reason = a.status === "cancelled" ? M.alreadyCancelled : a.cancellable ? error : M.cancelClosed;
    panel = (
      <ResultPanel tone={a.cancellable ? "info" : "error"} title={t("cancel.title")} actions={a.cancellable ? <Button onClick={() => void cancel()} disabled={busy}>{busy && <LoaderCircle className="animate-spin" aria-hidden="true" />}{busy ? t("cancel.cancelling") : t("cancel.button")}</Button> : again}>
        <p className="text-foreground">{what}</p>
        {reason && <p role={a.cancellable ? "alert" : undefined} className="mt-3">{translate(reason)}</p>}
      </ResultPanel>
    );
  }
  return <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 md:py-14">{panel}</div>;
}
