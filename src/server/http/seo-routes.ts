import { localizedPath, PUBLIC_PAGES } from "../../core/site-routes";
import { declareRoutes } from "./route";
import type { AppInstance } from "./types";
import { LOCALES } from "../../core/locale";

const escapeXml = (s: string) => s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** sitemap.xml: every public page in both languages, each with its alternates (hreflang). */
export function sitemapXml(publicUrl: string): string {
  const origin = publicUrl.replace(/\/$/, "");
  const urls = PUBLIC_PAGES.flatMap((page) =>
    LOCALES.map((locale) => {
      const alternates = LOCALES.map(
        (l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(origin + localizedPath(page, l))}"/>`,
      ).join("\n");
      return `  <url>\n    <loc>${escapeXml(origin + localizedPath(page, locale))}</loc>\n${alternates}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt: the storefront is for everyone; the API, the members' area and the payment steps are not for crawlers. */
export function robotsTxt(publicUrl: string): string {
  const origin = publicUrl.replace(/\/$/, "");
  const closed = ["/api/", "/dashboard", "/checkout", "/test-checkout/", "/pay/", "/member-login", "/auth", "/reset-password", "/invite", "/newsletter/", "/translation-success", "/dev/"];
  return `User-agent: *\n${closed.map((p) => `Disallow: ${p}`).join("\n")}\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/** GET (and HEAD) /robots.txt and /sitemap.xml, generated from the route list (src/core/site-routes.ts). */
export async function seoRoutes(app: AppInstance, opts: { publicUrl: string }) {
  const route = declareRoutes(app);
  const robots = robotsTxt(opts.publicUrl);
  const sitemap = sitemapXml(opts.publicUrl);
  route.get("/robots.txt", { access: "public" }, async (_req, reply) =>
    reply.type("text/plain; charset=utf-8").header("Cache-Control", "public, max-age=3600").send(robots),
  );
  route.get("/sitemap.xml", { access: "public" }, async (_req, reply) =>
    reply.type("application/xml; charset=utf-8").header("Cache-Control", "public, max-age=3600").send(sitemap),
  );
}
