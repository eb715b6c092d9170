/**
 * Toasts, with sonner (and the toaster, ui/toaster.tsx) loaded with the page's first toast,
 * not before: a prerendered page's islands and the app's screens import this, and sonner
 * weighs more than a whole island. A toast's id is known at once (the caller may dismiss it),
 * and it shows once the toaster has mounted. Import this, not "sonner".
 */
import type { Message } from "@core/i18n/messages/message";
import type { ReactNode } from "react";
import type { ExternalToast } from "sonner";
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
    void sonnerModules
      .load()
      .then(async ([{ toast: real }]) => {
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
