/**
 * Prerenders every public page (src/core/site-routes.ts), in English and Bulgarian, into
 * dist/web/pages/<variant>/<locale>/<page>.html, with React (the renderer `vite build --ssr
 * storefront/server.tsx` left in dist/ssr). One variant per site setting that changes
 * the HTML: the currency (EUR only since the euro, docs/decisions/0033-euro.md) and the TEST MODE
 * banner (EUR, EUR-test); the server sends the
 * one its configuration picks, with its public address put in (src/server/http/web-pages.ts).
 * Run by `npm run build`, after the client build (the app and the storefront, one build).
 *
 * A page is the app's shell (index.html: head, theme script) with the page's HTML in #root,
 * the stylesheet inline (no request before the first paint) and, in place of the app's
 * script, the list of the storefront's script (src/web/storefront/main.tsx) and the chunks of
 * the page's islands, which the shell's inline script fetches after the first paint.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const webDir = path.resolve("dist/web");
const ssr = await import(pathToFileURL(path.resolve("dist/ssr/server.js")).href);
const shell = fs.readFileSync(path.join(webDir, "index.html"), "utf8");

// Vite's manifest says which chunks a module needs. Moved out of dist/web (never served): the
// size check reads it there; a second run finds it there.
function keepManifest(from, to) {
  const kept = path.resolve(to);
  if (fs.existsSync(path.join(webDir, from))) fs.renameSync(path.join(webDir, from), kept);
  return JSON.parse(fs.readFileSync(kept, "utf8"));
}
const manifest = keepManifest(".vite/manifest.json", "dist/web-manifest.json");
fs.rmSync(path.join(webDir, ".vite"), { recursive: true, force: true });

const ENTRY = "storefront/main.tsx";
/** A module's chunk and every chunk it imports. */
function closure(key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`no chunk for ${key} in the build`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, into);
  return into;
}

/**
 * The storefront's script and its imports (React), for the shell's inline script to fetch once
 * the page has painted (index.html). The islands' chunks and the language's words come when an
 * island hydrates (storefront/main.tsx). The size check (scripts/check-js-size.mjs) counts
 * what this lists.
 */
function scripts() {
  const files = closure(ENTRY);
  return `<meta name="deferred-scripts" content="${[...files].map((f) => `/${f}`).join(" ")}" />`;
}

// The stylesheet, in the page: the first paint waits for no other request.
// (Read from the shell: the app's build may put it on a chunk the entry imports, not the entry.)
const css = [...shell.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"/g)].map((m) => m[1]);
if (css.length !== 1) throw new Error(`expected one stylesheet for the app, found ${css.length}`);
const style = `<style>${fs.readFileSync(path.join(webDir, css[0]), "utf8").replaceAll("</style", "<\\/style")}</style>`;

// The shell without the app's script, preloads and stylesheet link.
let template = shell
  .replace(/\s*<script type="module"[^>]*src="\/assets\/[^"]+"[^>]*><\/script>/, "")
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, "")
  // The app's own screens' preloads (scripts/app-preloads.mjs, after this step): none here.
  .replace(/\s*<script id="app-preloads">[\s\S]*?<\/script>/, "")
  .replace(/\s*<link rel="stylesheet"[^>]*>/, "");
if (/assets\/index-/.test(template)) throw new Error("index.html still loads the app's script or stylesheet");
template = template.replace("</head>", `  ${style}\n  </head>`);

const escapeHtml = (s) => s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

function replaceOnce(html, pattern, replacement, what) {
  if (!pattern.test(html)) throw new Error(`index.html has no ${what}`);
  return html.replace(pattern, () => replacement);
}

const pages = [...ssr.PUBLIC_PAGES, ssr.NOT_FOUND_PAGE];
let count = 0;
for (const currency of [ssr.SITE_CURRENCY]) {
  for (const testModeBanner of [false, true]) {
    const variant = `${currency}${testModeBanner ? "-test" : ""}`;
    // Stand-in prices: the server puts the operator's in their place when it serves the page (core/prerender-prices.ts).
    const siteConfig = { currency, testModeBanner, prices: ssr.PRERENDER_PRICES, invoicesOffered: false };
    for (const locale of ssr.LOCALES) {
      for (const page of pages) {
        const url = page === ssr.NOT_FOUND_PAGE ? ssr.localizedPath("/no-such-page", locale) : ssr.localizedPath(page, locale);
        const { html, title } = await ssr.renderPage(url, locale, siteConfig);
        const description = ssr.pageDescription(page, locale);
        let doc = template;
        doc = replaceOnce(doc, /<html lang="en">/, `<html lang="${locale}" data-prerendered>`, "<html lang>");
        doc = replaceOnce(doc, /<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`, "<title>");
        doc = replaceOnce(
          doc,
          /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
          [
            `<meta name="description" content="${escapeHtml(description)}" />`,
            `<meta name="site-config" content="${escapeHtml(JSON.stringify(siteConfig))}" />`,
            ssr.headTags({ page, locale, title, description, currency, prices: ssr.PRERENDER_PRICES }),
            scripts(),
          ].join("\n    "),
          "meta description",
        );
        doc = replaceOnce(doc, /<div id="root"><\/div>/, `<div id="root">${html}</div>`, "#root");
        // The page reads without JavaScript: no "needs JavaScript" notice.
        doc = doc.replace(/\s*<noscript>[\s\S]*?<\/noscript>/, "");
        const slug = page === "/" ? "index" : page.slice(1);
        const file = path.join(webDir, "pages", variant, locale, `${slug}.html`);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, doc);
        count++;
      }
    }
  }
}
console.log(`prerendered ${count} pages into dist/web/pages`);

// The app's first frames (src/core/dashboard-shell.ts): per variant, one file of
// "<account> <locale> <path>" → the HTML of #root, which the server puts in the page it sends.
let frames = 0;
for (const currency of [ssr.SITE_CURRENCY]) {
  for (const testModeBanner of [false, true]) {
    const variant = `${currency}${testModeBanner ? "-test" : ""}`;
    const shells = {};
    for (const account of ssr.SHELL_ACCOUNTS) {
      // Settings is drawn once per state of the account it shows (two-factor, the only operator).
      const drawn = ssr.shellFramesOf(account);
      for (const locale of ssr.LOCALES) {
        for (const { path: p, facts } of drawn) {
          const config = { currency, testModeBanner, prices: ssr.PRERENDER_PRICES, invoicesOffered: false };
          shells[ssr.shellKey(account, locale, p, facts)] = await ssr.renderAppShell(p, account, locale, config, facts);
          frames++;
        }
      }
    }
    fs.writeFileSync(path.join(webDir, "pages", `dashboard-${variant}.json`), JSON.stringify(shells));
  }
}
console.log(`rendered ${frames} first frames of the app's pages`);
// The build's last step is done: scripts/build-if-stale.mjs reads this file's time.
fs.writeFileSync(path.resolve("dist/prerendered"), `${count} pages\n`);
// Nothing is pending once the files are written: the build does not wait for stray timers.
process.exit(0);
