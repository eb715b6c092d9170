import { Eye, EyeOff } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { Input } from "@web/ui/input";
import { uiCatalogue } from "@web/ui/catalogue";
import { useCatalogue } from "@web/i18n/use-catalogue";

/** A password field with a show/hide toggle (its name is visually hidden text, not a label). */
export function PasswordInput(props: Omit<ComponentProps<"input">, "type">) {
  const ui = useCatalogue(uiCatalogue);
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input type={visible ? "text" : "password"} className="pr-11" {...props} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-pressed={visible}
        className="absolute top-1/2 right-1 flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60"
      >
        {visible ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
        <span className="sr-only">{visible ? ui("password.hide") : ui("password.show")}</span>
      </button>
    </div>
  );
}
