import type { ReactNode } from "react";
import { DashboardPageHeader } from "@web/components/DashboardPageHeader";
import { useDocumentTitle } from "@web/lib/use-document-title";

type Props = { title: string; description?: ReactNode; actions?: ReactNode; children: ReactNode };

/** A dashboard screen: its tab title, its heading row and, below it, the screen's blocks in one column. */
export function DashboardScreen({ title, description, actions, children }: Props) {
  useDocumentTitle(title);
  return (
    <div className="grid grid-cols-1 gap-6">
      <DashboardPageHeader title={title} description={description} actions={actions} />
      {children}
    </div>
  );
}
