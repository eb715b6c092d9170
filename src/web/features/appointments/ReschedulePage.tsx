import { messageText } from "@core/i18n/messages/message";
import { APPOINTMENT_MESSAGES as M } from "@core/appointment-messages";
import type { RescheduleInfo, SlotDto } from "@core/appointments";
import { SERVICE_NAMES } from "@core/appointments/services";
import { LoaderCircle } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useSearchParams } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { ResultPanel } from "@web/components/ResultPanel";
import { useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { Link } from "@web/i18n/LocalizedLink";
import { useTranslate } from "@web/i18n/use-translate";
import { isApiError } from "@web/lib/api";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { Button } from "@web/ui/button";
import { type RescheduleKey, rescheduleAppointment, useRescheduleInfo } from "./api";
import { appointmentsCatalogue } from "./catalogue";
import { SlotPicker, useSlotLabels } from "./SlotPicker";
import { TakenNotice } from "./TakenNotice";

const NEXT_OFFERED = 5;

/**
 * /book/reschedule?token=…: the mail's reschedule link, no sign-in; ?appointment=<id>: a member's
 * Reschedule on the dashboard. The current time, the free times for the
 * same service and duration, and a move the server checks as the operator's (409 when taken).
 */
export function ReschedulePage() {
  const t = useCatalogue(appointmentsCatalogue);
  const { locale } = useI18n();
  const translate = useTranslate();
  const labels = useSlotLabels();
  const queryClient = useQueryClient();
  useDocumentTitle(t("reschedule.title"));
  const params = useSearchParams()[0];
  const id = params.get("appointment");
  const key: RescheduleKey = id ? { id } : { token: params.get("token") ?? "" };
  const info = useRescheduleInfo(key);
  const [chosen, setChosen] = useState<string | null>(null);
  const [taken, setTaken] = useState<SlotDto[] | null>(null);
  const [done, setDone] = useState<RescheduleInfo | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const move = async (start: string) => {
    setBusy(true);
    setError(null);
    setTaken(null);
    try {
      setDone(await rescheduleAppointment(key, start));
      void queryClient.invalidateQueries({ queryKey: ["appointments", "mine"] });
    } catch (err) {
      if (isApiError(err) && err.code === "slot_taken") {
        // Someone was faster: the fresh list, from the chosen time on.
        const fresh = (await info.refetch()).data?.slots ?? [];
        setTaken(fresh.filter((s) => s.start > start).slice(0, NEXT_OFFERED));
        setChosen(null);
      } else {
        setError(isApiError(err) ? err.message : messageText(M.rescheduleLinkInvalid));
      }
    }
    setBusy(false);
  };
  const back = (
    <Button asChild variant="outline">
      {id ? <Link to="/dashboard">{t("reschedule.toDashboard")}</Link> : <Link to="/book">{t("cancel.bookAgain")}</Link>}
    </Button>
  );
  const what = (a: RescheduleInfo) => t("cancel.what", { service: SERVICE_NAMES[locale][a.service], time: labels.full(a.start) });

  let panel: ReactNode;
  if (done) {
    panel = (
      <ResultPanel tone="success" title={t("reschedule.done")} actions={back}>
        <p>{t("reschedule.doneBody", { time: what(done) })}</p>
      </ResultPanel>
    );
  } else if (info.isPending) {
    panel = <ResultPanel tone="loading" title={t("reschedule.checking")} />;
  } else if (info.isError) {
    const missing = id ? t("reschedule.notFound") : M.rescheduleLinkInvalid;
    panel = <ResultPanel tone="error" title={translate(isApiError(info.error) && info.error.status !== 404 ? info.error.message : missing)} actions={back} />;
  } else if (!info.data.reschedulable) {
    const reason = info.data.status === "cancelled" ? M.alreadyCancelled : M.rescheduleClosed;
    panel = (
      <ResultPanel tone="error" title={t("reschedule.title")} actions={back}>
        <p className="text-foreground">{t("reschedule.now", { what: what(info.data) })}</p>
        <p className="mt-3">{translate(reason)}</p>
      </ResultPanel>
    );
  } else {
    panel = (
      <section className="grid gap-5 rounded-xl border bg-card p-5 shadow-xs sm:p-6">
        <div>
          <h2 className="text-2xl font-semibold tracking-tight">{t("reschedule.title")}</h2>
          <p className="mt-2 font-medium">{t("reschedule.now", { what: what(info.data) })}</p>
          <p className="mt-1 text-sm text-muted-foreground">{t("reschedule.choose")}</p>
        </div>
        {taken && <TakenNotice slots={taken} onChoose={(s) => { setChosen(s); setTaken(null); }} />}
        {info.data.slots.length === 0 ? <p role="status">{t("slots.none")}</p> : <SlotPicker slots={info.data.slots} chosen={chosen} onChoose={setChosen} disabled={busy} />}
        <p role="status" className="text-sm font-medium empty:hidden">
          {chosen ? t("slots.chosen", { time: labels.full(chosen) }) : ""}
        </p>
        {error && <p role="alert" className="text-sm text-destructive">{translate(error)}</p>}
        <div>
          <Button onClick={() => chosen && void move(chosen)} disabled={busy || !chosen}>
            {busy && <LoaderCircle className="animate-spin" aria-hidden="true" />}
            {busy ? t("reschedule.moving") : t("reschedule.button")}
          </Button>
        </div>
      </section>
    );
  }
  return <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 md:py-14">{panel}</div>;
}
