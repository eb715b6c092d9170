import { ClientPicker } from "./ClientPicker";

type Props = {
  id: string;
  copy: { client: string; clientSearch: string; clientSearchPlaceholder: string; anyClient: string; noClients: string };
  value: string | undefined;
  onChange: (clientId: string | undefined) => void;
};

/** A list filter's client: any, or one found by name or email. */
export function ClientFilter({ id, copy, value, onChange }: Props) {
  return (
    <ClientPicker
      id={id}
      label={copy.client}
      searchLabel={copy.clientSearch}
      searchPlaceholder={copy.clientSearchPlaceholder}
      placeholder={copy.anyClient}
      noneFound={copy.noClients}
      value={value ?? ""}
      onChange={(clientId) => onChange(clientId || undefined)}
    />
  );
}
