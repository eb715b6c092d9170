import { Copy } from "lucide-react";
import { toast } from "@web/ui/toast";
import { Button } from "@web/ui/button";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { settingsCatalogue } from "./catalogue";

export function CopyButton({ text, label }: { text: string; label?: string }) {
  const t = useCatalogue(settingsCatalogue);
  const onClick = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t("twoFactor.copied"));
    } catch {
      toast.error(t("twoFactor.copyFailed"));
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={onClick}>
      <Copy aria-hidden="true" />
      {label ?? t("twoFactor.copy")}
    </Button>
  );
}
