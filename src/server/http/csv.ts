/** CSV exports (payments, newsletter subscribers): cells safe to open in a spreadsheet. */

/** UTF-8 byte order mark: Excel then reads Bulgarian names as Cyrillic, not mojibake. */
export const BOM = "\uFEFF";

/**
 * One RFC 4180 cell. A cell a spreadsheet would run as a formula (= + - @, or a leading
 * tab / CR that some apps strip first) gets a leading apostrophe, so it shows as text.
 * Bulgarian (and most European) spreadsheets open a .csv with `;` as the separator: then
 * every `;` inside a cell starts a field, so the same apostrophe goes after each `;` whose
 * field would start a formula (or a quote, which such a reader would take as a quoted
 * field). Cells with a `;` are quoted too, for readers that guess the separator.
 */
export function csvCell(value: string | number | null | undefined): string {
  let s = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  s = s.replace(/;( *)(?=[=+\-@\t\r"])/g, ";$1'");
  return /[",;\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

export const csvLine = (cells: (string | number | null | undefined)[]) => `${cells.map(csvCell).join(",")}\r\n`;
