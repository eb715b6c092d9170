/**
 * Prerenders every public page (src/core/site-routes.ts), in English and Bulgarian, into
 * dist/web/pages/<variant>/<locale>/<page>.html, with the renderer `vite build --ssr` left in
 * dist/ssr. One variant per site setting that changes the HTML: the currency and the TEST MODE
 * banner (e.g. BGN, EUR-test); the server sends the one its configuration picks, with its
 * public address put in (src/server/http/web-pages.ts). Run by `npm run build`.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const webDir = path.resolve("dist/web");
const ssr = await import(pathToFileURL(path.resolve("dist/ssr/entry-server.js")).href);
const template = fs.readFileSync(path.join(webDir, "index.html"), "utf8");

// Vite's manifest says which chunks a page's module needs: they are preloaded with the page.
// Moved out of dist/web (never served); a second run finds it there.
const manifestPath = path.join(webDir, ".vite", "manifest.json");
const keptManifest = path.resolve("dist/web-manifest.json");
if (fs.existsSync(manifestPath)) fs.renameSync(manifestPath, keptManifest);
fs.rmSync(path.join(webDir, ".vite"), { recursive: true, force: true });
const manifest = JSON.parse(fs.readFileSync(keptManifest, "utf8"));

const PAGE_MODULES = {
  "/": "pages/home/HomePage.tsx",
  "/about": "pages/about/AboutPage.tsx",
  "/services": "pages/services/ServicesPage.tsx",
  "/pricing": "pages/pricing/PricingPage.tsx",
  "/how-it-works": "pages/how-it-works/HowItWorksPage.tsx",
  "/contact": "pages/contact/ContactPage.tsx",
  "/privacy": "pages/legal/PrivacyPage.tsx",
  "/terms": "pages/legal/TermsPage.tsx",
  "/translation": "features/translation/TranslationPage.tsx",
  "/404": "pages/errors/NotFoundPage.tsx",
};

/** The page's chunk and the chunks it imports, minus those the entry already loads. */
function preloads(page, locale) {
  const entry = new Set();
  const walk = (key, into) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const dep of chunk.imports ?? []) walk(dep, into);
  };
  walk("index.html", entry);
  const files = new Set();
  walk(PAGE_MODULES[page], files);
  if (locale === "bg") walk("i18n/bg.ts", files);
  return [...files].filter((f) => !entry.has(f)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}" />`);
}

const escapeHtml = (s) => s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

function replaceOnce(html, pattern, replacement, what) {
  if (!pattern.test(html)) throw new Error(`index.html has no ${what}`);
  return html.replace(pattern, () => replacement);
}

const pages = [...ssr.PUBLIC_PAGES, ssr.NOT_FOUND_PAGE];
let count = 0;
for (const currency of ssr.CURRENCIES) {
  for (const testModeBanner of [false, true]) {
    const variant = `${currency}${testModeBanner ? "-test" : ""}`;
    const siteConfig = { currency, testModeBanner };
    for (const locale of ssr.SITE_LOCALES) {
      for (const page of pages) {
        const url = page === ssr.NOT_FOUND_PAGE ? ssr.localizedPath("/no-such-page", locale) : ssr.localizedPath(page, locale);
        const { html, title } = await ssr.renderPage(url, locale, siteConfig);
        const description = ssr.PAGE_DESCRIPTIONS[page][locale];
        let doc = template;
        doc = replaceOnce(doc, /<html lang="en">/, `<html lang="${locale}" data-prerendered>`, "<html lang>");
        doc = replaceOnce(doc, /<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`, "<title>");
        doc = replaceOnce(
          doc,
          /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
          [
            `<meta name="description" content="${escapeHtml(description)}" />`,
            `<meta name="site-config" content="${escapeHtml(JSON.stringify(siteConfig))}" />`,
            ssr.headTags({ page, locale, title, description, currency }),
            ...preloads(page, locale),
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
// The renderer's query caches keep garbage-collection timers (TanStack's gcTime, 5 min) alive;
// nothing else is pending once the files are written, so the build does not wait for them.
process.exit(0);
