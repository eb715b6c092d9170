import { Readable } from "node:stream";
import { reportsContract } from "../../../core/reports";
import { BOM } from "../../http/csv";
import { declareRoutes } from "../../http/route";
import type { AppInstance } from "../../http/types";
import { reportCsvLines } from "./csv";
import { overview, report } from "./store";

/** The business at a glance and the monthly reports: the routes of core/routes/reports.ts. */
export async function reportsRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  const { db, clock } = app.deps;

  route.from(reportsContract.overview, {}, async (_req, reply) => {
    reply.header("Cache-Control", "no-store");
    return overview(db, clock.now());
  });

  route.from(reportsContract.get, {}, async (req, reply) => {
    reply.header("Cache-Control", "no-store");
    return report(db, req.query.from, req.query.to, clock.now());
  });

  route.from(reportsContract.exportCsv, {}, async (req, reply) => {
    const { from, to, separator } = req.query;
    // Totals only, no person in them: unlike the payments export, nothing to audit.
    const data = await report(db, from, to, clock.now());
    return reply
      .header("Cache-Control", "no-store")
      .header("Content-Disposition", `attachment; filename="report-${from}-to-${to}.csv"`)
      .type("text/csv; charset=utf-8")
      .send(Readable.from([BOM + reportCsvLines(data, separator === "semicolon" ? ";" : ",")]));
  });
}
