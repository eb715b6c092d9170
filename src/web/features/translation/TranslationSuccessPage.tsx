import type { Message } from "@core/i18n/messages/message";
import { formatMoney } from "@core/money";
import { TRANSLATION_MESSAGES, VERIFY_RETRIES, VERIFY_RETRY_MS, verificationFailed } from "@core/translation";
import { RotateCcw } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Link } from "@web/i18n/LocalizedLink";
import { toast } from "@web/ui/toast";
import { ResultPanel } from "@web/components/ResultPanel";
import { INTL_LOCALE, useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { isApiError, saidOf } from "@web/lib/api";
import { fetchSessionResult, forgetSession, type SessionResult } from "@web/lib/payments";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { Button } from "@web/ui/button";
import { type TranslationTranslate, translationCatalogue } from "./catalogue";
import { useMessagesNow, useTranslate } from "@web/i18n/use-translate";

/** One toast for the verification at a time: each new state replaces the last. */
const VERIFY_TOAST = "translation-verification";

type State =
  | { kind: "loading" }
  | { kind: "retrying"; attempt: number }
  | { kind: "success"; result: SessionResult }
  | { kind: "error"; message: Message | string };

/**
 * /translation-success?session_id=…: loading, then the request; while the payment is
 * not confirmed yet, up to 3 retries 3 s apart; then an error with Retry Verification.
 */
export function TranslationSuccessPage() {
  const translate = useTranslate();
  const t = useCatalogue(translationCatalogue);
  useDocumentTitle(t("success.title"));
  const [params] = useSearchParams();
  const sessionId = params.get("session_id");
  const [state, setState] = useState<State>(() =>
    sessionId ? { kind: "loading" } : { kind: "error", message: TRANSLATION_MESSAGES.noSessionId },
  );
  // Every state but the first check says a message (TRANSLATION_MESSAGES): the messages' English first.
  useMessagesNow(state.kind !== "loading");
  const run = useRef(0);

  const verify = useCallback(async (id: string, attempt: number, token: number) => {
    try {
      const result = await fetchSessionResult(id);
      if (run.current !== token) return;
      if (result.success) {
        forgetSession(id);
        setState({ kind: "success", result });
        // The page's panel says it: the retry notice, if any, goes.
        toast.dismiss(VERIFY_TOAST);
      } else if (result.status === "pending" && attempt < VERIFY_RETRIES) {
        setState({ kind: "retrying", attempt: attempt + 1 });
        toast.info(TRANSLATION_MESSAGES.retrying, { id: VERIFY_TOAST });
        window.setTimeout(() => {
          if (run.current === token) void verify(id, attempt + 1, token);
        }, VERIFY_RETRY_MS);
      } else if (result.status === "pending") {
        setState({ kind: "error", message: TRANSLATION_MESSAGES.failedAfterRetries });
        toast.error(TRANSLATION_MESSAGES.failedAfterRetries, { id: VERIFY_TOAST });
      } else {
        const message = verificationFailed(saidOf(result) || result.status);
        setState({ kind: "error", message });
        toast.error(message, { id: VERIFY_TOAST });
      }
    } catch (err) {
      if (run.current !== token) return;
      const message = isApiError(err) && err.status > 0 ? verificationFailed(err.message) : TRANSLATION_MESSAGES.verifyError;
      setState({ kind: "error", message });
      toast.error(message, { id: VERIFY_TOAST });
    }
  }, []);

  const start = useCallback(() => {
    if (!sessionId) return;
    run.current += 1;
    setState({ kind: "loading" });
    void verify(sessionId, 0, run.current);
  }, [sessionId, verify]);

  useEffect(() => {
    if (!sessionId) {
      toast.error(TRANSLATION_MESSAGES.noSessionId, { id: VERIFY_TOAST });
      return;
    }
    start();
    return () => {
      run.current += 1;
    };
  }, [sessionId, start]);

  const home = (
    <Button asChild size="lg" variant={state.kind === "success" ? "default" : "outline"}>
      <Link to="/">{t("success.home")}</Link>
    </Button>
  );

  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 md:py-20">
      <h1 className="sr-only">{t("success.title")}</h1>
      {state.kind === "loading" && <ResultPanel tone="loading" title={t("success.verifying")} />}
      {state.kind === "retrying" && (
        <ResultPanel tone="loading" title={t("success.retryingTitle")}>
          <p>{translate(TRANSLATION_MESSAGES.retrying)}</p>
        </ResultPanel>
      )}
      {state.kind === "error" && (
        <ResultPanel
          tone="error"
          title={t("success.failedTitle")}
          actions={
            <>
              {sessionId && (
                <Button size="lg" onClick={start}>
                  <RotateCcw aria-hidden="true" />
                  {t("success.retry")}
                </Button>
              )}
              {home}
            </>
          }
        >
          <p>{translate(state.message)}</p>
        </ResultPanel>
      )}
      {state.kind === "success" && (
        <ResultPanel tone="success" title={translate(TRANSLATION_MESSAGES.submitted)} actions={home}>
          <p>{t("success.next")}</p>
          <RequestDetails result={state.result} t={t} />
        </ResultPanel>
      )}
    </div>
  );
}

function RequestDetails({ result, t }: { result: SessionResult; t: TranslationTranslate }) {
  const { locale } = useI18n();
  // The server names no one by a session id (core/checkout.ts): the email comes masked, no name, file or notes.
  const rows: [string, string | null | undefined][] = [
    [t("success.email"), result.translationRequest?.email],
    [t("success.amount"), formatMoney(result.order.total, result.order.currency, INTL_LOCALE[locale])],
  ];
  return (
    <div className="mx-auto mt-6 max-w-md rounded-xl border bg-muted/30 p-5 text-left text-foreground">
      <h3 className="font-semibold">{t("success.requestTitle")}</h3>
      <dl className="mt-3 grid gap-2 text-sm">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="grid grid-cols-[7rem_1fr] gap-3">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="break-words whitespace-pre-line">{value}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}
