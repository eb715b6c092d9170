import { Input } from "./input";
import { Label } from "./label";

type Range = { from?: string; to?: string };

type Props = {
  idPrefix: string;
  labels: { from: string; to: string };
  draft: Range;
  change: (patch: Range) => void;
  /** Both in one grid cell, one above the other; otherwise a cell each. */
  stacked?: boolean;
};

/** A filter's From / To days (FilterPanel's fields). */
export function DateRangeFields({ idPrefix, labels, draft, change, stacked }: Props) {
  const from = (
    <>
      <Label htmlFor={`${idPrefix}-from`}>{labels.from}</Label>
      <Input id={`${idPrefix}-from`} type="date" value={draft.from ?? ""} onChange={(e) => change({ from: e.target.value || undefined })} />
    </>
  );
  const to = (
    <>
      <Label htmlFor={`${idPrefix}-to`} className={stacked ? "mt-2" : undefined}>
        {labels.to}
      </Label>
      <Input id={`${idPrefix}-to`} type="date" value={draft.to ?? ""} onChange={(e) => change({ to: e.target.value || undefined })} />
    </>
  );
  if (stacked) {
    return (
      <div className="grid content-start gap-2">
        {from}
        {to}
      </div>
    );
  }
  return (
    <>
      <div className="grid content-start gap-2">{from}</div>
      <div className="grid content-start gap-2">{to}</div>
    </>
  );
}
