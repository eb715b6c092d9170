/** The business at a glance and the monthly reports (docs/decisions/0041-business-numbers.md); schemas in core/reports.ts. */
export const reportsRoutes = {
  /** The admin home's figures: this month beside last month and the same month last year, the trend, receivables by age, bookings per week. */
  overview: { method: "GET", path: "/api/reports/overview", access: "admin" },
  /** The same figures by month for a chosen period (`from`, `to`: YYYY-MM, at most REPORT_MAX_MONTHS). */
  get: { method: "GET", path: "/api/reports", access: "admin" },
  /** The period's months as CSV: UTF-8 with BOM, RFC 4180, euro amounts (comma, or semicolon with decimal commas). */
  exportCsv: { method: "GET", path: "/api/reports/export.csv", access: "admin" },
} as const;
