import { Menu } from "lucide-react";
import { PopupButton, type PopupButtonProps } from "@web/ui/popup-button";

type DrawerButtonProps<M> = Pick<PopupButtonProps<M>, "module" | "popup"> & { label: string };

/** Below 768 px: the menu button that opens a slide-in drawer (its code arrives after first paint). */
export function DrawerButton<M>({ module, popup, label }: DrawerButtonProps<M>) {
  return (
    <PopupButton module={module} popup={popup} kind="dialog" className="md:hidden" aria-label={label}>
      <Menu className="size-5" aria-hidden="true" />
    </PopupButton>
  );
}
