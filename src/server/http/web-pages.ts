import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { isClientRoute, localeOfPath, NOT_FOUND_PAGE, publicPageOf, type SiteLocale } from "../../core/site-routes";
import { accepts } from "./compression";

/** What the browser app may know of the configuration (GET /api/config sends the same). */
export type PageSiteConfig = { currency: string; testModeBanner: boolean };

/**
 * The <meta> that tells the web app who the page's request came from: "none" (no session: it
 * then does not ask GET /api/me, a members' route that would answer 401), or the account's role
 * (its first page's data is asked at once, not after /api/me): src/web/lib/session/session.ts.
 */
export const sessionMeta = (role: "member" | "admin" | null) => `<meta name="session" content="${role ?? "none"}" />`;

/** The <meta> the web app reads its settings from (src/web/lib/site-config.ts), so no price flashes in the default currency. */
export function injectSiteConfig(html: string, config: PageSiteConfig): string {
  const json = JSON.stringify({ currency: config.currency, testModeBanner: config.testModeBanner }).replaceAll('"', "&quot;");
  const meta = `<meta name="site-config" content="${json}" />`;
  const existing = /<meta name="site-config" content="[^"]*" \/>/;
  return existing.test(html) ? html.replace(existing, meta) : html.replace("</head>", `  ${meta}\n  </head>`);
}

const brotliAt = (quality: number) => ({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } });
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Encoded = { encoding: string; data: Buffer }[];

/**
 * An HTML page, compressed (br, gzip) on its first request at a quick level (a page with its
 * stylesheet inline is ~100 KB, and brotli's best level would hold that answer ~100 ms), and
 * meanwhile, off the event loop, at the best levels for the requests after it.
 */
function compressedPage(html: string, { vary = "Accept-Encoding" } = {}) {
  const plain = Buffer.from(html);
  let variants: Encoded | undefined;
  const upgrade = () =>
    Promise.all([brotli(plain, brotliAt(11)), gzip(plain, { level: 9 })]).then(
      ([br, gz]) => {
        variants = [
          { encoding: "br", data: br },
          { encoding: "gzip", data: gz },
        ];
      },
      () => {}, // the quick ones keep serving
    );
  return (req: FastifyRequest, reply: FastifyReply) => {
    reply.header("Vary", vary);
    if (!variants) {
      variants = [
        { encoding: "br", data: zlib.brotliCompressSync(plain, brotliAt(5)) },
        { encoding: "gzip", data: zlib.gzipSync(plain, { level: 6 }) },
      ];
      void upgrade();
    }
    const variant = variants.find((v) => accepts(req.headers["accept-encoding"], v.encoding));
    if (!variant) return reply.send(plain);
    return reply.header("Content-Encoding", variant.encoding).send(variant.data);
  };
}

type Sender = ReturnType<typeof compressedPage>;

/**
 * The web app's pages, as the build left them in `webDir`: the prerendered public pages
 * (pages/<currency>[-test]/<locale>/<page>.html, by scripts/prerender.mjs) for this site's
 * settings, with its public address put in, and the app's shell (index.html) for the screens
 * the browser renders. `page(pathname)` says what a path answers: a public page (200), a
 * browser screen (200, the shell) or the 404 page (404) — any unknown path, a missing
 * /assets/... file included. The shell says whose request it answers (sessionMeta).
 */
export function loadWebPages(webDir: string, opts: { publicUrl: string; siteConfig: PageSiteConfig }) {
  const shellHtml = injectSiteConfig(fs.readFileSync(path.join(webDir, "index.html"), "utf8"), opts.siteConfig);
  // The shell depends on the request's session cookie: a cache must not hand one person's to another.
  const vary = "Accept-Encoding, Cookie";
  const shellFor = (role: "member" | "admin" | null) => compressedPage(shellHtml.replace("</head>", `  ${sessionMeta(role)}\n  </head>`), { vary });
  const shell = { member: shellFor("member"), admin: shellFor("admin"), visitor: shellFor(null) };
  const variantDir = path.join(webDir, "pages", `${opts.siteConfig.currency}${opts.siteConfig.testModeBanner ? "-test" : ""}`);
  const origin = opts.publicUrl.replace(/\/$/, "");
  const prerendered = new Map<string, Sender>();
  if (fs.existsSync(variantDir)) {
    for (const locale of fs.readdirSync(variantDir)) {
      for (const file of fs.readdirSync(path.join(variantDir, locale))) {
        const html = fs.readFileSync(path.join(variantDir, locale, file), "utf8").replaceAll("%PUBLIC_URL%", origin);
        const slug = file.replace(/\.html$/, "");
        prerendered.set(`${locale}:${slug === "index" ? "/" : `/${slug}`}`, compressedPage(injectSiteConfig(html, opts.siteConfig)));
      }
    }
  }
  const prerenderedPage = (page: string, locale: SiteLocale) => prerendered.get(`${locale}:${page}`);

  return {
    /** Whether the build prerendered pages (a bare index.html, as in some tests, serves the shell everywhere). */
    prerendered: prerendered.size > 0,
    page(pathname: string, role: "member" | "admin" | null): { status: 200 | 404; send: Sender } {
      const appShell = shell[role ?? "visitor"];
      const found = publicPageOf(pathname);
      if (found) return { status: 200, send: prerenderedPage(found.page, found.locale) ?? appShell };
      if (isClientRoute(pathname)) return { status: 200, send: appShell };
      const locale = localeOfPath(pathname) ?? "en";
      return { status: 404, send: prerenderedPage(NOT_FOUND_PAGE, locale) ?? appShell };
    },
  };
}
