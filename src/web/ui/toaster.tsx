/**
 * The toaster: nothing until the page's first toast (ui/toast.tsx), then sonner's
 * (ui/sonner-toaster.tsx), in <body> (outside a dialog's hidden page).
 */
import { useEffect, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { deferred } from "./deferred";

export const sonnerModules = deferred(() => Promise.all([import("./sonner-toast"), import("./sonner-toaster")]));

let mounted: () => void = () => {};
/** Resolves once sonner's toaster is on the page (a toast sent before would be lost). */
export const toasterMounted = new Promise<void>((resolve) => {
  mounted = resolve;
});

function Ready() {
  useEffect(() => mounted(), []);
  return null;
}

export function Toaster() {
  const loaded = useSyncExternalStore(sonnerModules.subscribe, sonnerModules.get, () => undefined);
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
