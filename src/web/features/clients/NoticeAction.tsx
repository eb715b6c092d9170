import { LoaderCircle, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@web/ui/button";

/** A client notice's one action: a small outlined button that spins and stays disabled while its request runs. */
export function NoticeAction({ pending, icon: Icon, onClick, children }: { pending: boolean; icon: LucideIcon; onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="outline" size="sm" className="w-fit" disabled={pending} onClick={onClick}>
      {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Icon aria-hidden="true" />}
      {children}
    </Button>
  );
}
