/**
 * Toasts, with sonner (and the toaster, ui/toaster.tsx) loaded with the page's first toast,
 * not before: a prerendered page's islands and the app's screens import this, and sonner
 * weighs more than a whole island. A toast's id is known at once (the caller may dismiss it),
 * and it shows once the toaster has mounted, and once the messages' English is in (a toast
 * says a message: i18n/en.ts, fetched with the first toast if not yet in). Import this, not "sonner".
 */
import type { Message } from "@core/i18n/messages/message";
import type { ReactNode } from "react";
import type { ExternalToast } from "sonner";
import { loadEnglishMessages } from "@web/i18n/en";
import { sonnerModules, toasterMounted } from "./toaster";

type Kind = "success" | "error" | "info" | "warning" | "message";
/** A title or description: a message by key (said in the UI's language when shown), a text, or an element. */
type Shown = ReactNode | Message;
type Show = (message: Shown, data?: Omit<ExternalToast, "description"> & { description?: Shown }) => string | number;

let next = 0;
const show =
  (kind?: Kind): Show =>
  (message, data) => {
    const id = data?.id ?? `toast-${++next}`;
    // A failed fetch of the messages still shows the toast (a text; a message said blank, never its key).
    void Promise.all([sonnerModules.load(), loadEnglishMessages().catch((err: unknown) => console.error(err))])
      .then(async ([[{ toast: real }]]) => {
        await toasterMounted;
        (kind ? real[kind] : real)(message, { ...data, id });
      })
      .catch((err: unknown) => console.error(err));
    return id;
  };

export const toast = Object.assign(show(), {
  success: show("success"),
  error: show("error"),
  info: show("info"),
  warning: show("warning"),
  message: show("message"),
  dismiss: (id?: string | number) => {
    void sonnerModules.load().then(([{ toast: real }]) => real.dismiss(id));
  },
});
