import type { ReactNode } from "react";
import { type ExternalToast, toast as sonner } from "sonner";
import { useTranslate } from "@web/i18n/use-translate";

/**
 * Sonner's toast, speaking the UI language: a text title or description is the product's
 * English message (or an API error's), translated when the toast renders — inside the
 * I18nProvider, so switching language re-renders open toasts too. Import this, not "sonner".
 */
function Message({ text }: { text: string }) {
  return <>{useTranslate()(text)}</>;
}

const say = (message: ReactNode) => (typeof message === "string" ? <Message text={message} /> : message);
const options = (o?: ExternalToast): ExternalToast | undefined =>
  o && typeof o.description === "string" ? { ...o, description: <Message text={o.description} /> } : o;

type Show = (message: ReactNode, data?: ExternalToast) => string | number;
const wrap =
  (show: Show): Show =>
  (message, data) =>
    show(say(message), options(data));

export const toast = Object.assign(wrap(sonner), {
  success: wrap(sonner.success),
  error: wrap(sonner.error),
  info: wrap(sonner.info),
  warning: wrap(sonner.warning),
  message: wrap(sonner.message),
  dismiss: sonner.dismiss,
});
