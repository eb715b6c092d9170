import { isMessage, type Message as Keyed } from "@core/i18n/messages/message";
import type { ReactNode } from "react";
import { type ExternalToast, toast as sonner } from "sonner";
import { useTranslate } from "@web/i18n/use-translate";

/**
 * Sonner's toast, speaking the UI language: a text title or description is the product's
 * English message (or an API error's), translated when the toast renders — inside the
 * I18nProvider, so switching language re-renders open toasts too. Import this, not "sonner".
 */
function Message({ text }: { text: string | Keyed }) {
  return <>{useTranslate()(text)}</>;
}

type Shown = ReactNode | Keyed;
type Options = Omit<ExternalToast, "description"> & { description?: Shown };
const say = (message: Shown): ReactNode => (typeof message === "string" || isMessage(message) ? <Message text={message} /> : message);
const options = (o?: Options): ExternalToast | undefined => o && { ...o, description: say(o.description) };

type Show = (message: Shown, data?: Options) => string | number;
const wrap =
  (show: (message: ReactNode, data?: ExternalToast) => string | number): Show =>
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
