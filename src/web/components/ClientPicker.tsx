import type { clientsContract } from "@core/clients";
import type { ClientOption } from "@core/documents";
import { clientsRoutes } from "@core/routes/clients";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Input } from "@web/ui/input";
import { Label } from "@web/ui/label";
import { NativeSelect } from "@web/ui/native-select";
import { client } from "@web/lib/api";

export type ClientPickerProps = {
  id: string;
  label: string;
  searchLabel: string;
  searchPlaceholder: string;
  /** The empty option's text ('Choose a client' / 'All clients'). */
  placeholder: string;
  noneFound: string;
  value: string;
  onChange: (clientId: string) => void;
  invalid?: boolean;
  disabled?: boolean;
};

const clientsApi = client<typeof clientsContract>(clientsRoutes);

/** Up to 20 clients whose name or email contains q (the newest without q). */
function useClientSearch(q: string) {
  return useQuery({
    queryKey: ["clients", "search", q],
    queryFn: ({ signal }) => clientsApi.search({ query: { q: q.trim() }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/**
 * A searchable client choice: typing narrows the server's list (name or email), a native select
 * picks from it — keyboard, screen reader and phone pickers all work without a custom combobox.
 */
export function ClientPicker({ id, label, searchLabel, searchPlaceholder, placeholder, noneFound, value, onChange, invalid, disabled }: ClientPickerProps) {
  const [typed, setTyped] = useState("");
  const [q, setQ] = useState("");
  // A short pause after typing before asking the server.
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed), 250);
    return () => clearTimeout(timer);
  }, [typed]);
  const search = useClientSearch(q);
  const [known, setKnown] = useState<ClientOption | null>(null);
  const items = search.data?.items ?? [];
  // The chosen client stays selectable while another search is shown.
  const options = known && value === known.id && !items.some((c) => c.id === known.id) ? [known, ...items] : items;

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Label htmlFor={`${id}-search`} className="sr-only">
        {searchLabel}
      </Label>
      <Input
        id={`${id}-search`}
        type="search"
        value={typed}
        disabled={disabled}
        placeholder={searchPlaceholder}
        aria-controls={id}
        onChange={(e) => setTyped(e.target.value)}
      />
      <NativeSelect
        id={id}
        value={value}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        onChange={(e) => {
          setKnown(options.find((c) => c.id === e.target.value) ?? null);
          onChange(e.target.value);
        }}
      >
        <option value="">{options.length === 0 && !search.isPending ? noneFound : placeholder}</option>
        {options.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name ? `${c.name} — ${c.email}` : c.email}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
