/**
 * CI size check (scripts/test.sh, after the build): the gzip bytes of JavaScript each
 * storefront page loads — the storefront's script (src/web/storefront/main.tsx), the page's
 * chunk and what they import; menus, forms and toasts load only when used — against the page's
 * budget. Exits 1 when one is over. The dashboard's line is the app's (src/web/main.tsx) with
 * the dashboard's layout and home page. Reads the chunk graphs Vite wrote
 * (dist/storefront-manifest.json and dist/web-manifest.json, moved there by scripts/prerender.mjs).
 *
 * The budgets hold today's sizes plus a little room, so no change makes a page heavier
 * unnoticed; none may exceed issue 11's 80 KiB on / (the storefront runs on Preact,
 * vite.storefront.config.ts). The translation page carries its upload form and validation.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";

const KIB = 1024;
/** Issue 11: at most this much JavaScript in all on the home page after load. */
export const HOME_LIMIT_KIB = 80;

/** Page → [its module in src/web, budget in KiB gzip]. */
export const STOREFRONT_BUDGETS = {
  "/": ["pages/home/HomePage.tsx", 49],
  "/about": ["pages/about/AboutPage.tsx", 44],
  "/services": ["pages/services/ServicesPage.tsx", 45],
  "/pricing": ["pages/pricing/PricingPage.tsx", 47],
  "/how-it-works": ["pages/how-it-works/HowItWorksPage.tsx", 44],
  "/contact": ["pages/contact/ContactPage.tsx", 46],
  "/privacy": ["pages/legal/PrivacyPage.tsx", 44],
  "/terms": ["pages/legal/TermsPage.tsx", 44],
  "/translation": ["features/translation/TranslationPage.tsx", 61],
  "/dashboard": ["features/dashboard/DashboardHomePage.tsx", 301],
};

export function jsSizes(root = ".") {
  const manifests = {
    storefront: JSON.parse(fs.readFileSync(path.join(root, "dist/storefront-manifest.json"), "utf8")),
    app: JSON.parse(fs.readFileSync(path.join(root, "dist/web-manifest.json"), "utf8")),
  };
  const gz = new Map();
  const sizeOf = (file) => {
    if (!gz.has(file)) gz.set(file, zlib.gzipSync(fs.readFileSync(path.join(root, "dist/web", file)), { level: 9 }).length);
    return gz.get(file);
  };
  const closure = (manifest, key, into) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`no chunk for ${key} in the build`);
    if (into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const dep of chunk.imports ?? []) closure(manifest, dep, into);
  };
  const kib = (files) => [...files].reduce((sum, f) => sum + sizeOf(f), 0) / KIB;
  return Object.entries(STOREFRONT_BUDGETS).map(([page, [module, budgetKiB]]) => {
    const dashboard = page === "/dashboard";
    const manifest = dashboard ? manifests.app : manifests.storefront;
    const files = new Set();
    closure(manifest, dashboard ? "index.html" : "storefront/main.tsx", files);
    const entryKiB = kib(files);
    closure(manifest, module, files);
    if (dashboard) closure(manifest, "layouts/DashboardLayout.tsx", files);
    return { page, files: files.size, entryKiB, kib: kib(files), budgetKiB };
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
  const home = rows.find((r) => r.page === "/");
  if (home && home.kib > HOME_LIMIT_KIB) {
    console.error(`the home page loads ${home.kib.toFixed(1)} KiB of JavaScript: issue 11 allows ${HOME_LIMIT_KIB} KiB`);
    over++;
  }
  if (over) {
    console.error(`${over} page(s) over their JavaScript budget`);
    process.exit(1);
  }
}
