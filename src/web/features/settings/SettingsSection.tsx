import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "@web/ui/card";

type Props = { id?: string; title: string; lead?: string; icon: LucideIcon; className?: string; children: ReactNode };

/** One titled card of the settings page; its title is an h2 that names the section. */
export function SettingsSection({ id, title, lead, icon: Icon, className, children }: Props) {
  const headingId = `${id ?? title.replace(/\W+/g, "-").toLowerCase()}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24">
      <Card gap="5" className={className}>
        <CardHeader direction="row" gap="3" className="items-start">
          <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div className="grid gap-1">
            <h2 id={headingId} className="text-lg leading-tight font-semibold">
              {title}
            </h2>
            {lead && <CardDescription>{lead}</CardDescription>}
          </div>
        </CardHeader>
        <CardContent className="grid gap-5">{children}</CardContent>
      </Card>
    </section>
  );
}
