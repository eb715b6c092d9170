/** Bulgaria's standard VAT rate, in percent: the only rate our services are sold at. */
export const VAT_RATE = 20;

type VatBreakdown = {
  rate: number;
  /** The tax base at `rate`: the total less its VAT. */
  base: number;
  vat: number;
  /** Each line's value without VAT (they sum to `base`) and its unit price without VAT, which may hold a fraction of a cent. */
  lines: { net: number; unitNet: number }[];
};

/**
 * Our prices are gross (VAT included); an invoice of a VAT-registered seller shows them without
 * VAT. The VAT is rounded once, on the whole invoice, and the lines' net values are made to add
 * up to the base exactly: the rule and its reasons are in docs/decisions/0031-invoices-and-vat.md.
 */
export function vatBreakdown(lines: readonly { amount: number; quantity: number }[], total: number): VatBreakdown {
  // Integers in cents; Math.round on a positive x.5 rounds half up, as the tax authority does.
  const vat = Math.round((total * VAT_RATE) / (100 + VAT_RATE));
  const base = total - vat;
  const nets = lines.map((l) => Math.round((l.amount * 100) / (100 + VAT_RATE)));
  const largest = lines.reduce((best, l, i) => (l.amount > (lines[best]?.amount ?? -Infinity) ? i : best), 0);
  if (nets.length > 0) nets[largest] = (nets[largest] ?? 0) + base - nets.reduce((s, n) => s + n, 0);
  return { rate: VAT_RATE, base, vat, lines: lines.map((l, i) => ({ net: nets[i] ?? 0, unitNet: (nets[i] ?? 0) / l.quantity })) };
}
