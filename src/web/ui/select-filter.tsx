import { Label } from "./label";
import { NativeSelect, SelectOptions } from "./native-select";

type Props<V extends string> = {
  id: string;
  label: string;
  /** The empty option: no filter ('All types'). */
  any: string;
  options: readonly V[];
  names: Record<V, string>;
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  /** The second field of a stacked pair keeps its distance from the first. */
  below?: boolean;
};

/** A filter's choice of one value or any (FilterPanel's fields); place it in a grid cell. */
export function SelectFilter<V extends string>({ id, label, any, options, names, value, onChange, below }: Props<V>) {
  return (
    <>
      <Label htmlFor={id} className={below ? "mt-2" : undefined}>
        {label}
      </Label>
      <NativeSelect id={id} value={value ?? ""} onChange={(e) => onChange((e.target.value || undefined) as V | undefined)}>
        <option value="">{any}</option>
        <SelectOptions values={options} label={(option) => names[option]} />
      </NativeSelect>
    </>
  );
}
