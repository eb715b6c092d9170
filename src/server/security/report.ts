/**
 * The figures the proof suites print: one table per file, each figure next to its target,
 * and a verdict column. Tests still assert; the table is what a reader of the CI log (and
 * the closing note) sees.
 */
export type Figure = { check: string; figure: string | number; target: string; ok: boolean };

export function printTable(title: string, rows: Figure[]): void {
  const head = ["check", "figure", "target", ""];
  const body = rows.map((r) => [r.check, String(r.figure), r.target, r.ok ? "ok" : "FAIL"]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
  const out = [
    "",
    `### ${title}`,
    line(head),
    `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`,
    ...body.map(line),
    "",
  ].join("\n");
  process.stdout.write(`${out}\n`);
}

/** Collects figures during a file's tests and prints them once at the end (call in afterAll). */
export function figures(title: string) {
  const rows: Figure[] = [];
  return {
    add(row: Figure) {
      rows.push(row);
      return row.ok;
    },
    print: () => printTable(title, rows),
    rows,
  };
}
