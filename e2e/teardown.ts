import fs from "node:fs";
import path from "node:path";
import { AXE_TALLY } from "./axe";
import { printFailureReports } from "./failure-report";

/** After the run: what each failed test's page showed (e2e/failure-report.ts), then the axe tally. */
export default function teardown(): void {
  printFailureReports();
  axeTally();
}

/** How many axe scans the run made, and how many pages it left alone as already scanned (e2e/axe.ts). */
function axeTally(): void {
  const dir = process.env.E2E_AXE_SEEN;
  if (!dir) return;
  const lines = fs.existsSync(path.join(dir, AXE_TALLY)) ? fs.readFileSync(path.join(dir, AXE_TALLY), "utf8").split("\n") : [];
  const scans = lines.filter((l) => l === "scan").length;
  const skips = lines.filter((l) => l === "skip").length;
  console.log(`axe: ${scans} scans, ${skips} skipped as already scanned`);
}
