import type { ComponentType } from "react";
import { type Deferred, DeferredPopup, type PopupProps } from "./deferred";
import { type ButtonProps, PlainButton } from "./plain-button";

export type PopupButtonProps<M> = Omit<ButtonProps, "variant" | "asChild"> & {
  module: Deferred<M>;
  popup: (module: M) => ComponentType<PopupProps>;
  kind: "menu" | "dialog";
};

/** A ghost icon-sized button that opens a deferred popup (a header's menus and drawers); `size={null}` sizes it by className. */
export function PopupButton<M>({ module, popup, kind, size = "icon", ...button }: PopupButtonProps<M>) {
  return (
    <DeferredPopup module={module} popup={popup} kind={kind} trigger={<PlainButton variant="ghost" size={size} {...button} />} />
  );
}
