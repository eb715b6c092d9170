import fs from "node:fs";
import path from "node:path";
import { AXE_TALLY } from "./axe";

/** After the run: how many axe scans it made, and how many pages it left alone as already scanned (e2e/axe.ts). */
export default function axeTally(): void {
  const dir = process.env.E2E_AXE_SEEN;
  if (!dir) return;
  const lines = fs.existsSync(path.join(dir, AXE_TALLY)) ? fs.readFileSync(path.join(dir, AXE_TALLY), "utf8").split("\n") : [];
  const scans = lines.filter((l) => l === "scan").length;
  const skips = lines.filter((l) => l === "skip").length;
  console.log(`axe: ${scans} scans, ${skips} skipped as already scanned`);
}
