import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";

/** The CSP hash of every inline `<script>` (no src) in a page, so exactly those may run. */
export function inlineScriptHashes(html: string | undefined): string[] {
  if (!html) return [];
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1] ?? "")) continue;
    hashes.push(`'sha256-${createHash("sha256").update(match[2] ?? "", "utf8").digest("base64")}'`);
  }
  return hashes;
}

/** The two sources the policy is made of: our own origin, and nothing at all. */
const SELF = ["'self'"];
const NONE = ["'none'"];

/**
 * Security headers for every response (helmet): the smallest Content-Security-Policy the
 * built app runs under, plus nosniff, Referrer-Policy, frame denial and, behind https, HSTS.
 * - scripts: our own files, plus the theme bootstrap inlined in index.html (by its hash);
 * - styles: our own files, and inline styles — sonner (the toasts) injects a <style> element;
 * - images: our own, and data: URLs (the favicon, the 2FA QR code);
 * - nothing may frame us, forms post only to us, no plugins, no <base> rewriting.
 * Swagger UI (/api/docs) runs under the same policy: it loads only its own files.
 *
 * helmet's middleware is built once and applied by one hook (@fastify/helmet rebuilt it, CSP
 * parsing included, on every request: ~3 % of a signed-in list request's CPU).
 */
export async function installSecurityHeaders(app: FastifyInstance, opts: { publicUrl: string; indexHtml?: string }) {
  const https = opts.publicUrl.startsWith("https://");
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: SELF,
        baseUri: SELF,
        scriptSrc: [...SELF, ...inlineScriptHashes(opts.indexHtml)],
        scriptSrcAttr: NONE,
        styleSrc: [...SELF, "'unsafe-inline'"],
        imgSrc: [...SELF, "data:"],
        fontSrc: SELF,
        connectSrc: SELF,
        objectSrc: NONE,
        frameAncestors: NONE,
        formAction: SELF,
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Only a site served over https may pin browsers to https.
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 3600, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    frameguard: { action: "deny" },
    // The app opens Stripe Checkout in the same tab; keep the default same-origin opener policy.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook("onRequest", (req, reply, done) => headers(req.raw, reply.raw, (err) => done(err as Error | undefined)));
}
