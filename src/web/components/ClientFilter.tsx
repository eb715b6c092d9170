import { useCatalogue } from "@web/i18n/use-catalogue";
import { uiCatalogue } from "@web/ui/catalogue";
import { ClientPicker } from "./ClientPicker";

type Props = {
  id: string;
  /** The field's label ("Client") and the no-filter choice ("All clients"). */
  label: string;
  any: string;
  value: string | undefined;
  onChange: (clientId: string | undefined) => void;
};

/** A list filter's client: any, or one found by name or email. */
export function ClientFilter({ id, label, any, value, onChange }: Props) {
  const t = useCatalogue(uiCatalogue);
  return (
    <ClientPicker
      id={id}
      label={label}
      searchLabel={t("clientPicker.search")}
      searchPlaceholder={t("clientPicker.placeholder")}
      placeholder={any}
      noneFound={t("clientPicker.none")}
      value={value ?? ""}
      onChange={(clientId) => onChange(clientId || undefined)}
    />
  );
}
