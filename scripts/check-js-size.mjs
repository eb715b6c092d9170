/**
 * CI size check (scripts/test.sh, after the build): the gzip bytes of JavaScript each
 * storefront page loads — the entry, the page's chunk and what they import, and the header's
 * menus fetched once the page is idle — against the page's budget. Exits 1 when one is over.
 * Reads the chunk graph Vite wrote (dist/web-manifest.json, moved there by scripts/prerender.mjs).
 *
 * The budgets hold today's sizes (plus a little room) so no change makes a page heavier
 * unnoticed; the storefront's goal is 80 KiB on / (issue 11) — lower them as the entry shrinks.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";

const KIB = 1024;
export const GOAL_HOME_KIB = 80;

/** Page → [its module in src/web, budget in KiB gzip]. */
export const STOREFRONT_BUDGETS = {
  "/": ["pages/home/HomePage.tsx", 237],
  "/about": ["pages/about/AboutPage.tsx", 190],
  "/services": ["pages/services/ServicesPage.tsx", 192],
  "/pricing": ["pages/pricing/PricingPage.tsx", 192],
  "/how-it-works": ["pages/how-it-works/HowItWorksPage.tsx", 189],
  "/contact": ["pages/contact/ContactPage.tsx", 233],
  "/privacy": ["pages/legal/PrivacyPage.tsx", 188],
  "/terms": ["pages/legal/TermsPage.tsx", 188],
  "/translation": ["features/translation/TranslationPage.tsx", 238],
  "/dashboard": ["features/dashboard/DashboardHomePage.tsx", 301],
};

/** Loaded on every storefront page after first paint (src/web/ui/deferred.tsx). */
const IDLE_MODULES = ["layouts/header-menus.tsx"];

export function jsSizes(root = ".") {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, "dist/web-manifest.json"), "utf8"));
  const gz = new Map();
  const sizeOf = (file) => {
    if (!gz.has(file)) gz.set(file, zlib.gzipSync(fs.readFileSync(path.join(root, "dist/web", file)), { level: 9 }).length);
    return gz.get(file);
  };
  const closure = (key, into) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`no chunk for ${key} in the build`);
    if (into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const dep of chunk.imports ?? []) closure(dep, into);
  };
  return Object.entries(STOREFRONT_BUDGETS).map(([page, [module, budgetKiB]]) => {
    const files = new Set();
    closure("index.html", files);
    const entryBytes = [...files].reduce((sum, f) => sum + sizeOf(f), 0);
    closure(module, files);
    if (page === "/dashboard") closure("layouts/DashboardLayout.tsx", files);
    else for (const m of IDLE_MODULES) closure(m, files);
    const bytes = [...files].reduce((sum, f) => sum + sizeOf(f), 0);
    return { page, files: files.size, entryKiB: entryBytes / KIB, kib: bytes / KIB, budgetKiB };
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = jsSizes();
  let over = 0;
  console.log("JavaScript per page (gzip, after load):");
  for (const r of rows) {
    const ok = r.kib <= r.budgetKiB;
    if (!ok) over++;
    console.log(`  ${ok ? "ok  " : "OVER"} ${r.page.padEnd(14)} ${r.kib.toFixed(1).padStart(6)} KiB / budget ${r.budgetKiB} KiB (${r.files} files, entry ${r.entryKiB.toFixed(1)} KiB)`);
  }
  console.log(`  goal on /: ${GOAL_HOME_KIB} KiB`);
  if (over) {
    console.error(`${over} page(s) over their JavaScript budget`);
    process.exit(1);
  }
}
