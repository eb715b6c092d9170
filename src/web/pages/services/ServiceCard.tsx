import type { ServiceOption } from "@core/contact";
import { ArrowRight, CalendarClock, Check, FileText, HandHelping, type LucideIcon, Sparkles, Stamp, Upload } from "lucide-react";
import { Link } from "@web/i18n/LocalizedLink";
import { cn } from "@web/lib/cn";
import { Button } from "@web/ui/button";

const ICONS: Record<ServiceOption, LucideIcon> = {
  translation: FileText,
  calls: CalendarClock,
  inperson: HandHelping,
  paperwork: Stamp,
  custom: Sparkles,
};

type ServiceCardProps = {
  service: { id: ServiceOption; title: string; body: string; examples: string[]; note?: string };
  examplesLabel: string;
  priceLabel: string;
  price: string;
  action: { label: string; to: string; primary?: boolean };
  className?: string;
};

export function ServiceCard({ service, examplesLabel, priceLabel, price, action, className }: ServiceCardProps) {
  const Icon = ICONS[service.id];
  return (
    <article
      id={service.id}
      aria-labelledby={`${service.id}-title`}
      className={cn("flex flex-col rounded-2xl border bg-card p-6 shadow-xs sm:p-8", className)}
    >
      <span className="flex size-12 items-center justify-center rounded-xl bg-accent text-accent-foreground">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h2 id={`${service.id}-title`} className="mt-5 text-xl font-semibold tracking-tight">
        {service.title}
      </h2>
      <p className="mt-2 leading-relaxed text-muted-foreground">{service.body}</p>
      <h3 className="mt-5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{examplesLabel}</h3>
      <ul className="mt-2 space-y-1.5 text-sm">
        {service.examples.map((example) => (
          <li key={example} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {example}
          </li>
        ))}
      </ul>
      {service.note && (
        <p className="mt-5 rounded-lg border-l-4 border-primary bg-accent/60 px-3 py-2 text-sm text-accent-foreground">
          {service.note}
        </p>
      )}
      <div className="mt-auto flex flex-col gap-4 pt-6">
        <p className="text-sm">
          <span className="text-muted-foreground">{priceLabel}: </span>
          <span className="font-semibold">{price}</span>
        </p>
        <Button asChild variant={action.primary ? "default" : "outline"} className="self-start">
          <Link to={action.to}>
            {action.primary ? <Upload aria-hidden="true" /> : null}
            {action.label}
            {action.primary ? null : <ArrowRight aria-hidden="true" />}
          </Link>
        </Button>
      </div>
    </article>
  );
}
