/**
 * CI size check (scripts/test.sh, after the build): the gzip bytes of JavaScript each public
 * page loads, against its budget; exits 1 when one is over. A prerendered page loads exactly
 * what its HTML lists (<meta name="deferred-scripts">: the storefront's script and the
 * shared React chunk — scripts/prerender.mjs follows Vite's chunk graph to write it); each
 * listed file's own imports are followed too (dist/web-manifest.json), so nothing the browser
 * fetches is left out. Its islands' code comes when one is reached for (storefront/main.tsx):
 * "every island" adds the chunks of all the page's islands (`data-island`), what a visitor
 * who uses them all loads (a stored cart or the dark theme hydrate theirs at once); menus,
 * forms' validation, toasts and the messages' English they say (i18n/en.ts) come on top only
 * when used.
 *
 * The dashboard counts what the browser fetches for a member opening /dashboard, as
 * bench/dashboard-weight.ts measures it in Chromium (the two agree within 5 %): before the page
 * is interactive, the app's entry (index.html's script and preloads, which the server-painted
 * frame lists the same), the chunks index.html's app-preloads table starts for /dashboard
 * (scripts/app-preloads.mjs: the layout, the home page, the data preload) and the home's panels
 * that render with it (DASHBOARD_FIRST_LAZY); then, within 10 s, the code the layout fetches
 * once the browser is idle (DASHBOARD_IDLE: the header's menus, the bell's popover, the phone's
 * menu, the messages' English; and the other pages' API modules, routing/dashboard-preload.ts).
 * /book's line is the same entry with the storefront's layout and the booking page.
 *
 * The budgets hold today's sizes plus a little room, so no change makes a page heavier
 * unnoticed; the home page never above 80 KiB, every other public page within
 * 10 KiB of it.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";

const KIB = 1024;
/** At most this much JavaScript in all on the home page after load, React included. */
export const HOME_LIMIT_KIB = 80;
/** Every other public page within this much of the home page. */
export const SPREAD_KIB = 10;

/** Page → budget in KiB gzip (the public pages: their English HTML in the EUR variant). */
export const BUDGETS = {
  // 76.4 KiB in 4 files until React's renderer became a chunk of its own (77.0 in 5), so that the
  // app's entry runs it in a task before the app's modules (src/web/main.tsx).
  "/": 78,
  "/about": 78,
  "/services": 78,
  "/pricing": 78,
  "/how-it-works": 78,
  "/contact": 78,
  "/privacy": 78,
  "/terms": 78,
  "/translation": 78,
  "/bg": 78,
  // At most 150 KiB before the page is interactive. 165.7 KiB with react-router's data router;
  // 148.5 with its declarative mode (docs/decisions/0030-app-router.md), not yet counting the
  // data preload and the appointments panel the browser fetches with it.
  "/dashboard": 150,
  // The booking page: painted from the server's frame, then the app with the storefront's layout
  // and the page (its form's validation with it: a visitor may send it at once).
  // 202.4 KiB when it became a framed page.
  "/book": 205,
  // Profile and Settings: painted from the server's frame, then the app's entry with the layout
  // and the page, its forms' validation (zod), Better Auth's client and the QR encoder fetched on
  // use. 151.3 and 187.6 KiB when they became framed pages (196.2 and 257.1 before).
  "/dashboard/profile": 155,
  "/dashboard/settings": 192,
};

/** The app's screens measured as its entry (index.html's script and preloads) with their own modules. */
const APP_SCREENS = {
  "/dashboard": ["routing/DashboardLayout.tsx", "features/dashboard/DashboardHomePage.tsx"],
  "/book": ["layouts/PublicLayout.tsx", "features/appointments/BookPage.tsx"],
  "/dashboard/profile": ["routing/DashboardLayout.tsx", "features/profile/ProfilePage.tsx"],
  "/dashboard/settings": ["routing/DashboardLayout.tsx", "features/settings/SettingsPage.tsx"],
};
/** The member's /dashboard within 10 s of load, the idle prefetch included. */
export const DASHBOARD_AFTER_IDLE_KIB = 250;

/** The member home's lazy panels that render with its first data (features/dashboard/DashboardHomePage.tsx). */
export const DASHBOARD_FIRST_LAZY = ["features/dashboard/AppointmentsPanel.tsx"];
/**
 * What the dashboard fetches once the browser is idle (ui/deferred.tsx's useDeferred): the
 * layout's menus, the bell's popover, the phone's menu; and the I18nProvider's messages' English
 * (i18n/en.ts), which nothing needs before the page is interactive.
 */
export const DASHBOARD_IDLE = ["layouts/header-menus.tsx", "features/notifications/NotificationPopover.tsx", "layouts/DashboardMenuSheet.tsx", "i18n/en-messages.ts"];

/** The chunks index.html's app-preloads table (scripts/app-preloads.mjs) starts for `pathname`. */
function appPreloads(html, pathname) {
  const files = html.match(/const files = (\["[^\n]*\]);/)?.[1];
  const routes = html.match(/const routes = (\[[^\n]*\]);/)?.[1];
  if (!files || !routes) throw new Error("index.html has no app-preloads table");
  const found = JSON.parse(routes).find(([pattern]) => new RegExp(pattern).test(pathname));
  return found ? found[1].map((i) => JSON.parse(files)[i]) : [];
}

/** Modules whose first load (with everything they import statically) carries no zod. */
export const ZOD_FREE = [
  "routing/DashboardLayout.tsx",
  "routing/dashboard-preload-admin.ts",
  "features/dashboard/DashboardHomePage.tsx",
  "features/tasks/TasksPage.tsx",
  "features/hours/HoursPage.tsx",
  "features/clients/ClientsPage.tsx",
  "features/clients/ClientDetailPage.tsx",
  "features/dashboard/AdminHome.tsx",
  "features/payments/PaymentsPage.tsx",
  "features/documents/DocumentsPage.tsx",
  "features/audit/AuditPage.tsx",
  "features/orders/OrdersPage.tsx",
  "features/calendar/CalendarPage.tsx",
  "features/inbox/InboxPage.tsx",
  "features/reports/ReportsPage.tsx",
  "features/contact-inbox/ContactInboxPage.tsx",
  "features/profile/ProfilePage.tsx",
  "features/settings/SettingsPage.tsx",
  "features/auth/MemberLoginPage.tsx",
  "features/auth/AdminSignInPage.tsx",
  "features/checkout/CheckoutPage.tsx",
];

/** The build's chunk graph, and `withImports`: a file and every chunk it imports statically (what the browser fetches with it). */
function chunkGraph(root) {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, "dist/web-manifest.json"), "utf8"));
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const withImports = (file, into = new Set()) => {
    if (into.has(file)) return into;
    into.add(file);
    for (const dep of byFile.get(file)?.imports ?? []) withImports(manifest[dep].file, into);
    return into;
  };
  return { manifest, withImports };
}

/** The chunks holding zod's code that `module`'s first load fetches. */
export function zodChunksOf(module, root = ".") {
  const { manifest, withImports } = chunkGraph(root);
  if (!manifest[module]) throw new Error(`no chunk for ${module} in the build`);
  // zod 4 names its classes by string ($constructor(`$ZodType`, …)): a minifier keeps the name.
  return [...withImports(manifest[module].file)].filter((file) => fs.readFileSync(path.join(root, "dist/web", file), "utf8").includes("`$ZodType`"));
}

export function jsSizes(root = ".") {
  const web = path.join(root, "dist/web");
  const { manifest, withImports } = chunkGraph(root);
  const gz = new Map();
  const sizeOf = (file) => {
    if (!gz.has(file)) gz.set(file, zlib.gzipSync(fs.readFileSync(path.join(web, file)), { level: 9 }).length);
    return gz.get(file);
  };
  const kib = (files) => [...files].reduce((sum, f) => sum + sizeOf(f), 0) / KIB;
  return Object.entries(BUDGETS).map(([page, budgetKiB]) => {
    const files = new Set();
    if (page in APP_SCREENS) {
      const html = fs.readFileSync(path.join(web, "index.html"), "utf8");
      for (const [, src] of html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+\.js)"/g)) withImports(src, files);
      if (page !== "/dashboard") {
        for (const key of APP_SCREENS[page]) {
          if (!manifest[key]) throw new Error(`no chunk for ${key} in the build`);
          withImports(manifest[key].file, files);
        }
        return { page, files: files.size, kib: kib(files), budgetKiB };
      }
      for (const file of appPreloads(html, "/dashboard")) withImports(file, files);
      const chunkOf = (key) => {
        if (!manifest[key]) throw new Error(`no chunk for ${key} in the build`);
        return manifest[key].file;
      };
      // The preload table must hold the page's own chunks, else it no longer says what the browser fetches.
      for (const key of ["routing/DashboardLayout.tsx", "features/dashboard/DashboardHomePage.tsx"]) {
        if (!files.has(chunkOf(key))) throw new Error(`index.html's app-preloads for /dashboard miss ${key}`);
      }
      for (const key of DASHBOARD_FIRST_LAZY) withImports(chunkOf(key), files);
      const all = new Set(files);
      for (const key of DASHBOARD_IDLE) withImports(chunkOf(key), all);
      // The data preload's API modules of the other pages, fetched once idle (the operator's home aside).
      // (A module that became a shared chunk is found by its name, as scripts/app-preloads.mjs does.)
      const preload = manifest["routing/dashboard-preload.ts"] ?? Object.values(manifest).find((c) => !c.src && c.name === "dashboard-preload");
      if (!preload) throw new Error("no chunk for routing/dashboard-preload.ts in the build");
      for (const key of preload.dynamicImports ?? []) if (key !== "features/dashboard/AdminHome.tsx") withImports(manifest[key].file, all);
      return { page, files: files.size, kib: kib(files), budgetKiB, allFiles: all.size, allKiB: kib(all), allBudgetKiB: DASHBOARD_AFTER_IDLE_KIB };
    }
    const [locale, slug] = page === "/bg" ? ["bg", "index"] : ["en", page === "/" ? "index" : page.slice(1)];
    const html = fs.readFileSync(path.join(web, "pages/EUR", locale, `${slug}.html`), "utf8");
    if (/<script[^>]+src=/.test(html)) throw new Error(`${page} has a <script src>: nothing may load before its first paint`);
    const listed = html.match(/<meta name="deferred-scripts" content="([^"]*)"/)?.[1];
    if (listed === undefined) throw new Error(`${page} lists no scripts`);
    for (const src of listed.split(" ").filter(Boolean)) withImports(src.replace(/^\//, ""), files);
    const all = new Set(files);
    for (const [, name] of html.matchAll(/data-island="([^"]+)"/g)) {
      const key = `storefront/islands/${name}.ts`;
      if (!manifest[key]) throw new Error(`no chunk for the ${name} island`);
      withImports(manifest[key].file, all);
    }
    if (locale === "bg") withImports(manifest["i18n/bg.ts"].file, all);
    return { page, files: files.size, kib: kib(files), budgetKiB, allKiB: kib(all) };
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = jsSizes();
  let over = 0;
  console.log("JavaScript per page (gzip, after load):");
  for (const r of rows) {
    const ok = r.kib <= r.budgetKiB;
    if (!ok) over++;
    const all = r.allKiB === undefined || r.allBudgetKiB !== undefined ? "" : `; every island: ${r.allKiB.toFixed(1)} KiB`;
    console.log(`  ${ok ? "ok  " : "OVER"} ${r.page.padEnd(14)} ${r.kib.toFixed(1).padStart(6)} KiB / budget ${r.budgetKiB} KiB (${r.files} files${all})`);
    if (r.allBudgetKiB !== undefined) {
      const allOk = r.allKiB <= r.allBudgetKiB;
      if (!allOk) over++;
      console.log(`  ${allOk ? "ok  " : "OVER"} ${"  within 10 s".padEnd(14)} ${r.allKiB.toFixed(1).padStart(6)} KiB / budget ${r.allBudgetKiB} KiB (${r.allFiles} files, the idle prefetch included)`);
    }
  }
  const home = rows.find((r) => r.page === "/");
  if (home && home.kib > HOME_LIMIT_KIB) {
    console.error(`the home page loads ${home.kib.toFixed(1)} KiB of JavaScript: the budget is ${HOME_LIMIT_KIB} KiB`);
    over++;
  }
  for (const r of rows) {
    if (r.page === "/" || r.page in APP_SCREENS || !home) continue;
    if (Math.abs(r.kib - home.kib) > SPREAD_KIB) {
      console.error(`${r.page} loads ${r.kib.toFixed(1)} KiB, more than ${SPREAD_KIB} KiB from the home page's ${home.kib.toFixed(1)}`);
      over++;
    }
  }
  // zod's 40 locales (about 65 KiB gzip) stay out unless something needs all of zod: a dynamic
  // import("zod"), or zod's namespace handed around as a value, keeps every export.
  for (const file of fs.readdirSync("dist/web/assets").filter((f) => f.endsWith(".js"))) {
    if (fs.readFileSync(path.join("dist/web/assets", file), "utf8").includes("Ungültige Eingabe")) {
      console.error(`${file} carries all of zod, its locales included: no import("zod"), and no passing zod's namespace around`);
      over++;
    }
  }
  // The app's measured pages (bench/app-lighthouse.ts) read their URL and draw their forms without
  // zod: its code and start-up cost a phone ~150 ms of main thread (ui/url-state.ts, lib/lazy-resolver.ts).
  for (const page of ZOD_FREE) {
    const zod = zodChunksOf(page);
    if (zod.length) {
      console.error(`${page} loads zod on its first paint (${zod.join(", ")}): keep schemas in a module loaded on first use`);
      over++;
    }
  }
  if (over) {
    console.error(`${over} page(s) over their JavaScript budget`);
    process.exit(1);
  }
}
