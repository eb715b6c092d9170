import { Label } from "./label";
import { NativeSelect, SelectOptions } from "./native-select";

type Props<V extends string> = { id: string; label: string; options: readonly V[]; names: Record<V, string>; value: V; onChange: (value: V) => void };

/** A list's order, beside its filter. */
export function SortSelect<V extends string>({ id, label, options, names, value, onChange }: Props<V>) {
  return (
    <div className="grid gap-1.5 sm:w-48">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value as V)}>
        <SelectOptions values={options} label={(option) => names[option]} />
      </NativeSelect>
    </div>
  );
}
