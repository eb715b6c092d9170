import { Copy } from "lucide-react";
import { toast } from "@web/ui/toast";
import { useCopy } from "@web/i18n/I18nProvider";
import { Button } from "@web/ui/button";
import { settingsCopy } from "./copy";

export function CopyButton({ text, label }: { text: string; label?: string }) {
  const copy = useCopy(settingsCopy).twoFactor;
  const onClick = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(copy.copied);
    } catch {
      toast.error(copy.copyFailed);
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={onClick}>
      <Copy aria-hidden="true" />
      {label ?? copy.copy}
    </Button>
  );
}
