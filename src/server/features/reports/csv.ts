import type { Report, ReportFigures } from "../../../core/reports";
import { type CsvSeparator, csvLine, decimalCell } from "../../http/csv";

/**
 * One row per month, then the period's total. Amounts are euro with two decimals (BGN rows
 * converted by the euro rule before summing), a decimal comma in the semicolon version, as the
 * payments export writes them; percentages are left to the reader (kept and due are both here).
 */
export const REPORT_CSV_HEADER = [
  "Month",
  "Earned revenue (EUR)",
  "Work paid (EUR)",
  "Hours drawn value (EUR)",
  "Cash taken (EUR)",
  "Payments (EUR)",
  "Refunds (EUR)",
  "Hours sold",
  "Hours used",
  "Invoices issued",
  "Invoiced (EUR)",
  "Credit notes",
  "Credited (EUR)",
  "24 h promises kept",
  "24 h promises due",
  "48 h promises kept",
  "48 h promises due",
  "Bookings",
  "BGN converted (BGN)",
];

const euro = (cents: number, sep: CsvSeparator) => decimalCell(cents / 100, sep, 2);

function line(label: string, f: ReportFigures, sep: CsvSeparator): string {
  return csvLine(
    [
      label,
      euro(f.earned, sep),
      euro(f.work, sep),
      euro(f.hoursValue, sep),
      euro(f.cash, sep),
      euro(f.payments, sep),
      euro(f.refunds, sep),
      decimalCell(f.hoursSold, sep),
      decimalCell(f.hoursUsed, sep),
      f.invoices.count,
      euro(f.invoices.amount, sep),
      f.creditNotes.count,
      euro(f.creditNotes.amount, sep),
      f.promises24.kept,
      f.promises24.due,
      f.promises48.kept,
      f.promises48.due,
      f.bookings,
      euro(f.bgnIncluded, sep),
    ],
    sep,
  );
}

export function reportCsvLines(report: Report, sep: CsvSeparator): string {
  return [csvLine(REPORT_CSV_HEADER, sep), ...report.months.map((m) => line(m.month, m, sep)), line("Total", report.totals, sep)].join("");
}
