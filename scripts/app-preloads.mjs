/**
 * The app's first page comes in one round of requests. index.html loads the
 * app's entry and its imports; the page's own chunks (its layout, the page, the members area's
 * data preload) were asked only once the entry had arrived and run. This step (`npm run build`,
 * after scripts/prerender.mjs) puts a small inline script in index.html's head that adds a
 * <link rel="modulepreload"> for each chunk the opened path needs, so they download with the
 * entry, and the page's data is asked as soon as the entry runs.
 *
 * Paths → modules: the members area's pages from src/web/routing/dashboard-routes.tsx (PAGES),
 * with the layout and the data preload (and the operator's guard and preload for an operator's
 * page); the other screens the app draws, below. A module missing from the build fails it.
 * The server allows the script by its hash, as every inline script of index.html
 * (src/server/http/security-headers.ts); the prerendered pages do not carry it (prerender.mjs).
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const webDir = path.resolve("dist/web");
const manifest = JSON.parse(fs.readFileSync(path.resolve("dist/web-manifest.json"), "utf8"));

/** Screens outside the members area: their layout and their page. */
const SCREENS = {
  "/checkout": ["layouts/PublicLayout.tsx", "features/checkout/CheckoutPage.tsx"],
  "/member-login": ["layouts/MinimalLayout.tsx", "features/auth/MemberLoginPage.tsx"],
  "/auth": ["layouts/MinimalLayout.tsx", "features/auth/AdminSignInPage.tsx"],
  "/reset-password": ["layouts/MinimalLayout.tsx", "features/auth/ResetPasswordPage.tsx"],
  "/book": ["layouts/PublicLayout.tsx", "features/appointments/BookPage.tsx"],
  "/bg/book": ["layouts/PublicLayout.tsx", "features/appointments/BookPage.tsx"],
};
/** Screens that start ICU's warm-up themselves, with their own formatters (BookPage.tsx, beforeFirstRender). */
const OWN_INTL_WARMUP = new Set(["/book", "/bg/book"]);
const DASHBOARD = ["routing/DashboardLayout.tsx", "routing/dashboard-preload.ts"];
const ADMIN = ["lib/session/RequireAdmin.tsx", "routing/dashboard-preload-admin.ts"];

/** A module's chunk: by its source, or (a module that became a shared chunk) by its name. */
function chunkOf(module) {
  const name = path.basename(module).replace(/\.[jt]sx?$/, "");
  const chunk = manifest[module] ?? Object.values(manifest).find((c) => !c.src && c.name === name);
  if (!chunk) throw new Error(`app-preloads: no chunk for ${module} in the build`);
  return chunk;
}
function closure(chunk, into) {
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(manifest[dep], into);
  return into;
}

const routesSource = fs.readFileSync(path.resolve("src/web/routing/dashboard-routes.tsx"), "utf8");
const pages = [...routesSource.matchAll(/^\s*"?([\w:/-]*)"?: (page|adminPage)\(\(\) => import\("@web\/([^"]+)"\)/gm)];
if (pages.length < 10) throw new Error("app-preloads: dashboard-routes.tsx's PAGES not found (its format changed?)");

const routes = Object.entries(SCREENS).map(([pattern, modules]) => [pattern, modules]);
for (const [, sub, kind, module] of pages) {
  const pattern = sub ? `/dashboard/${sub}` : "/dashboard";
  routes.push([pattern, [...DASHBOARD, ...(kind === "adminPage" ? ADMIN : []), `${module}.tsx`]]);
}

let html = fs.readFileSync(path.join(webDir, "index.html"), "utf8").replace(/\s*<script id="app-preloads">[\s\S]*?<\/script>/, "");
// What index.html loads already.
const loaded = new Set();
for (const [, src] of html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+\.js)"/g)) closure(manifest[Object.keys(manifest).find((k) => manifest[k].file === src)], loaded);

const files = [];
const table = routes.map(([pattern, modules]) => {
  const needed = new Set();
  for (const m of modules) closure(chunkOf(m), needed);
  const ids = [...needed].filter((f) => !loaded.has(f)).map((f) => (files.includes(f) ? files.indexOf(f) : files.push(f) - 1));
  // "/dashboard/clients/:clientId" → ^/dashboard/clients/[^/]+$; 1: start ICU's warm-up (below).
  return [`^${pattern.replace(/:\w+/g, "[^/]+")}/?$`, ids, OWN_INTL_WARMUP.has(pattern) ? 0 : 1];
});

// The worker that starts ICU for a page (src/web/lib/intl-warmup.ts), emitted by the build for /book's.
const intlWorker = Object.values(manifest)
  .flatMap((c) => c.assets ?? [])
  .find((f) => /(^|\/)intl-warmup\.worker-[\w-]+\.js$/.test(f));
if (!intlWorker) throw new Error("app-preloads: the build has no intl-warmup worker (src/web/lib/intl-warmup.ts)");
// What an app page formats first: Sofia's wall clock (core/appointments/zone.ts), a date and an
// amount in the page's language, a plural. The first use of Intl starts ICU (its data, the zones):
// ~40 ms of a phone's main thread in the middle of the first render, once per renderer process.
const intlWork = (intl) => ({
  dateTimes: [
    ["en-US", { timeZone: "Europe/Sofia", hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", weekday: "short" }],
    [intl, { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Sofia" }],
  ],
  numbers: [[intl, { style: "currency", currency: "EUR" }]],
  plurals: [intl],
});

const script = `<script id="app-preloads">
      // The opened page's chunks, fetched with the entry (scripts/app-preloads.mjs).
      (() => {
        const files = ${JSON.stringify(files)};
        const routes = ${JSON.stringify(table)};
        const run = () => {
          const found = routes.find(([pattern]) => new RegExp(pattern).test(location.pathname));
          const queue = found ? [...found[1]] : [];
          // One request a task: on a phone's CPU, starting a request can take a dozen milliseconds.
          const next = () => {
            const i = queue.shift();
            if (i === undefined) return;
            document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", crossOrigin: "", href: \`/\${files[i]}\` }));
            setTimeout(next);
          };
          next();
          // ICU started by a worker while the code downloads (src/web/lib/intl-warmup.ts): the
          // renderer keeps it, so the first render finds it ready instead of starting it.
          if (!found?.[2] || typeof Worker === "undefined") return;
          const intl = document.documentElement.lang === "bg" ? "bg-BG" : "en-GB";
          try {
            const worker = new Worker("/${intlWorker}", { type: "module" });
            worker.onmessage = worker.onerror = () => worker.terminate();
            worker.postMessage(intl === "bg-BG" ? ${JSON.stringify(intlWork("bg-BG"))} : ${JSON.stringify(intlWork("en-GB"))});
          } catch {}
        };
        // A page the server painted (a members-area frame) fetches them with its other scripts, after that paint.
        if (window.__afterFirstPaint) window.__afterFirstPaint(run);
        else run();
      })();
    </script>`;
const entry = /(\s*)<script type="module"[^>]*src="\/assets\/[^"]+"[^>]*><\/script>/;
if (!entry.test(html)) throw new Error("app-preloads: index.html has no module script");
html = html.replace(entry, (tag, space) => `${space}${script}${tag}`);
fs.writeFileSync(path.join(webDir, "index.html"), html);
// @fastify/static's precompressed twins (vite.config.ts) follow the new file.
fs.writeFileSync(path.join(webDir, "index.html.gz"), zlib.gzipSync(html, { level: 9 }));
fs.writeFileSync(path.join(webDir, "index.html.br"), zlib.brotliCompressSync(html));
console.log(`app-preloads: ${routes.length} paths, ${files.length} chunks`);
