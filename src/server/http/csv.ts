import { dateFormatter } from "../../core/date-format";
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
  // A plain negative number (a refund month's amount) is a number, not a formula: no apostrophe.
  if (/^[=+\-@\t\r]/.test(s) && !/^-\d+([.,]\d+)?$/.test(s)) s = `'${s}`;
  s = s.replace(/;( *)(?=[=+\-@\t\r"])/g, ";$1'");
  return /[",;\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

/** "," or ";" (a spreadsheet set up for Bulgarian reads only the latter as columns). */
export type CsvSeparator = "," | ";";

/**
 * A money or hours figure as the file's reader types it: a spreadsheet set up for Bulgarian
 * (the `;` version's reader) reads "45.50" as text or a date, and only "45,50" as a number it can
 * sum. The comma version keeps the point, which a comma-separated reader expects.
 */
export const decimalCell = (value: number, sep: CsvSeparator, digits?: number) => {
  const s = digits === undefined ? String(value) : value.toFixed(digits);
  return sep === ";" ? s.replace(".", ",") : s;
};

export const csvLine = (cells: (string | number | null | undefined)[], sep: CsvSeparator = ",") => `${cells.map(csvCell).join(sep)}\r\n`;

/** "2026-11-25 14:30": the business's own clock, in a form every spreadsheet sorts and reads as a date. */
const sofiaStamp = dateFormatter("sv-SE", { timeZone: "Europe/Sofia", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
export const sofiaTimeCell = (iso: string | Date) => sofiaStamp.format(new Date(iso));
