import { APPOINTMENT_MESSAGES as M } from "@core/appointment-messages";
import type { CancelInfo } from "@core/appointments";
import { SERVICE_NAMES } from "@core/appointments/services";
import { LoaderCircle } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useSearchParams } from "react-router";
import { ResultPanel } from "@web/components/ResultPanel";
import { useCopy, useI18n } from "@web/i18n/I18nProvider";
import { Link } from "@web/i18n/LocalizedLink";
import { useTranslate } from "@web/i18n/use-translate";
import { isApiError } from "@web/lib/api";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { Button } from "@web/ui/button";
import { cancelAppointment, useCancelInfo } from "./api";
import { appointmentsCopy } from "./copy";
import { useSlotLabels } from "./SlotPicker";

/** /book/cancel?token=…: the confirmation mail's cancel link, no sign-in (issue 27 item 4). */
export function CancelPage() {
  const copy = useCopy(appointmentsCopy);
  const { locale } = useI18n();
  const translate = useTranslate();
  const labels = useSlotLabels();
  useDocumentTitle(copy.cancel.title);
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
      setError(isApiError(err) ? err.message : M.cancelLinkInvalid);
    }
    setBusy(false);
  };
  const again = (
    <Button asChild variant="outline">
      <Link to="/book">{copy.cancel.bookAgain}</Link>
    </Button>
  );

  let panel: ReactNode;
  if (done) {
    panel = (
      <ResultPanel tone="success" title={copy.cancel.done} actions={again}>
        <p>{copy.cancel.doneBody}</p>
      </ResultPanel>
    );
  } else if (info.isPending) {
    panel = <ResultPanel tone="loading" title={copy.cancel.checking} />;
  } else if (info.isError) {
    panel = <ResultPanel tone="error" title={translate(isApiError(info.error) && info.error.status !== 404 ? info.error.message : M.cancelLinkInvalid)} actions={again} />;
  } else {
    const a = info.data;
    const what = copy.cancel.what(SERVICE_NAMES[locale][a.service], labels.full(a.start));
    const reason = a.status === "cancelled" ? M.alreadyCancelled : a.cancellable ? error : M.cancelClosed;
    panel = (
      <ResultPanel tone={a.cancellable ? "info" : "error"} title={copy.cancel.title} actions={a.cancellable ? <Button onClick={() => void cancel()} disabled={busy}>{busy && <LoaderCircle className="animate-spin" aria-hidden="true" />}{busy ? copy.cancel.cancelling : copy.cancel.button}</Button> : again}>
        <p className="text-foreground">{what}</p>
        {reason && <p role={a.cancellable ? "alert" : undefined} className="mt-3">{translate(reason)}</p>}
      </ResultPanel>
    );
  }
  return <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 md:py-14">{panel}</div>;
}
