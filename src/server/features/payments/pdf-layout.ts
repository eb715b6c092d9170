import { createRequire } from "node:module";
import type PDFDocument from "pdfkit";
import { oneLine } from "../../../core/one-line";
import { dateFormatter } from "../../../core/date-format";

/** DejaVu Sans: Latin and Cyrillic, shipped as an npm package, so a document reads the same on any machine. */
const require = createRequire(import.meta.url);
const FONT = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
const FONT_BOLD = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf");

type Pdf = InstanceType<typeof PDFDocument>;

/**
 * The house's A4 document (receipts, invoices): DejaVu Sans, 56 pt margins. `draw` writes the
 * page with the helpers below; the promise is the finished file.
 */
export async function a4Document(info: { title: string; author: string }, draw: (page: PageWriter) => void): Promise<Buffer> {
  // pdfkit (and its fonts' parsers) loads with the first document, not with the server.
  const { default: Pdf } = await import("pdfkit");
  const pdf = new Pdf({ size: "A4", margin: 56, info: { Title: info.title, Author: info.author } });
  pdf.registerFont("regular", FONT);
  pdf.registerFont("bold", FONT_BOLD);
  const chunks: Buffer[] = [];
  pdf.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  draw(pageWriter(pdf));
  pdf.end();
  return done;
}

export type PageWriter = ReturnType<typeof pageWriter>;

function pageWriter(pdf: Pdf) {
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const rule = () => {
    pdf.moveTo(left, pdf.y).lineTo(left + width, pdf.y).strokeColor("#a8a29e").stroke();
    pdf.y += 6;
  };
  return {
    title(text: string) {
      pdf.font("bold").fontSize(20).text(text, left);
      pdf.moveDown(0.3).font("regular").fontSize(10);
    },
    /** Each text is one line (wrapped if long): a line break inside one is a space, never a line of its own. */
    lines(...texts: string[]) {
      pdf.font("regular").fontSize(10);
      for (const t of texts) pdf.text(oneLine(t), left);
    },
    gap(lines = 1) {
      pdf.moveDown(lines);
    },
    /**
     * Two blocks side by side (seller and buyer), each a heading and its lines. Each entry of
     * `lines` is written as one line of its own: a line break inside one (a buyer's company name,
     * say) is a space, so what someone typed can never print a line such as "Total: 0.01".
     */
    columns(a: { heading: string; lines: string[] }, b: { heading: string; lines: string[] }) {
      const top = pdf.y;
      const half = width / 2 - 8;
      const block = (lines: string[]) => {
        const texts = lines.map(oneLine).filter(Boolean);
        for (const t of texts.length > 0 ? texts : ["—"]) pdf.text(t, { width: half });
      };
      pdf.font("bold").text(a.heading, left, top, { width: half });
      pdf.font("regular");
      block(a.lines);
      const bottom = pdf.y;
      pdf.font("bold").text(b.heading, left + width / 2 + 8, top, { width: half });
      pdf.font("regular");
      block(b.lines);
      pdf.x = left;
      pdf.y = Math.max(bottom, pdf.y) + 18;
    },
    /**
     * A table: the first column takes what the others leave; `widths` are the others' shares of
     * the width (right-aligned). Rows marked `bold` are totals, preceded by a rule. A row's first
     * cell runs on over the empty cells after it (a total's label over the unit price's column),
     * and the next row starts below the row's tallest cell (a header may wrap in its column).
     */
    table(head: string[], widths: number[], rows: { cells: string[]; bold?: boolean }[]) {
      const first = 1 - widths.reduce((a, b) => a + b, 0);
      const row = (raw: string[], font: "regular" | "bold") => {
        // A cell is one line (wrapped within its column), whatever its text holds.
        const cells = raw.map(oneLine);
        const y = pdf.y;
        const spanned = widths.findIndex((_, i) => cells[i + 1] || i === widths.length - 1);
        const labelWidth = first + widths.slice(0, spanned).reduce((a, b) => a + b, 0);
        pdf.font(font).text(cells[0] ?? "", left, y, { width: width * labelWidth - 8 });
        let bottom = pdf.y;
        let x = left + width * first;
        widths.forEach((w, i) => {
          const cell = cells[i + 1];
          if (cell) {
            // 8 pt of gutter, so two right-aligned headers never run into each other.
            pdf.text(cell, x + 8, y, { width: width * w - 8, align: "right" });
            bottom = Math.max(bottom, pdf.y);
          }
          x += width * w;
        });
        pdf.x = left;
        pdf.y = bottom + 4;
      };
      row(head, "bold");
      rule();
      let ruled = false;
      for (const r of rows) {
        if (r.bold && !ruled) {
          rule();
          ruled = true;
        }
        row(r.cells, r.bold ? "bold" : "regular");
      }
    },
    footnote(text: string) {
      pdf.moveDown(2).fontSize(8).fillColor("#57534e").text(text, left, pdf.y, { width });
      pdf.fillColor("black").fontSize(10);
    },
  };
}

/** "25 November 2026" (or the Bulgarian "25.11.2026" with its year mark) and the time, in Sofia. */
export function sofiaDay(d: Date, intl: string): string {
  return dateFormatter(intl, { timeZone: "Europe/Sofia", day: "numeric", month: "long", year: "numeric" }).format(d);
}
export function sofiaTime(d: Date, intl: string): string {
  return dateFormatter(intl, { timeZone: "Europe/Sofia", hour: "2-digit", minute: "2-digit", hour12: false }).format(d);
}
