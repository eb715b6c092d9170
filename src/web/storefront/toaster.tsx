/**
 * `@web/ui/toast` and `@web/ui/toaster` for the storefront's bundle (vite.storefront.config.ts):
 * sonner and the toaster load with the page's first toast, not before. A toast's id is known at
 * once (the caller may dismiss it), and it shows once the toaster has mounted.
 */
import { type ReactNode, useEffect, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import type { ExternalToast } from "sonner";
import { deferred } from "../ui/deferred";

const modules = deferred(() => Promise.all([import("../ui/toast"), import("../ui/toaster")]));
let mounted: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => {
  mounted = resolve;
});

function Ready() {
  useEffect(() => mounted(), []);
  return null;
}

/** Nothing until the first toast; then sonner's toaster, in <body> (outside a dialog's hidden page). */
export function Toaster() {
  const loaded = useSyncExternalStore(modules.subscribe, modules.get, () => undefined);
  if (!loaded) return null;
  const [, { Toaster: Real }] = loaded;
  return createPortal(
    <>
      <Real />
      <Ready />
    </>,
    document.body,
  );
}

type Kind = "success" | "error" | "info" | "warning" | "message";
type Show = (message: ReactNode, data?: ExternalToast) => string | number;

let next = 0;
const show =
  (kind?: Kind): Show =>
  (message, data) => {
    const id = data?.id ?? `toast-${++next}`;
    void modules
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
    void modules.load().then(([{ toast: real }]) => real.dismiss(id));
  },
});
