import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@web/ui/card";

type AuthCardProps = { title: string; description?: ReactNode; footer?: ReactNode; children: ReactNode };

/** The centred card every sign-in screen uses; its title is the page's h1. */
export function AuthCard({ title, description, footer, children }: AuthCardProps) {
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center sm:py-12">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent className="grid gap-5">{children}</CardContent>
        {footer && <CardFooter align="start" className="flex-col gap-2 border-t pt-6 text-sm text-muted-foreground">{footer}</CardFooter>}
      </Card>
    </div>
  );
}
