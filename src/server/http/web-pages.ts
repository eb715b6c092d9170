import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import {
  SHELL_DATA,
  SHELL_FIELD_PATHS,
  SHELL_FIELD_TOKENS,
  SHELL_NOTIFICATION_KINDS,
  SHELL_SWITCH_TOKENS,
  SHELL_TOKENS,
  SETUP_FIELD_ITEM,
  type ShellAccount,
  type ShellFrame,
  shellFactsFor,
  shellKey,
  shellPathOf,
} from "../../core/dashboard-shell";
import { LANGUAGE_PARAM } from "../../core/i18n/language-rule";
import type { Me } from "../../core/settings";
import { isClientRoute, localeOfPath, NOT_FOUND_PAGE, publicPageOf } from "../../core/site-routes";
import { esc } from "../mail/templates/layout";
import type { PriceList } from "../../core/catalogue";
import { priceSwaps, withPrices } from "../../core/prerender-prices";
import { accepts } from "./compression";
import { SHELL_RECORD_TOKENS } from "../../core/shell-record";
import { isLocale, type Locale, pickLocale } from "../../core/locale";

/** What the browser app may know of the configuration (GET /api/config sends the same). */
export type PageSiteConfig = { currency: string; testModeBanner: boolean; prices: PriceList; invoicesOffered: boolean };

/**
 * The <meta> that tells the web app who the page's request came from: "none" (no session: it
 * then does not ask GET /api/me, a members' route that would answer 401), or the account's role
 * (its first page's data is asked at once, not after /api/me): src/web/lib/session/session.ts.
 */
export const sessionMeta = (role: "member" | "admin" | null) => `<meta name="session" content="${role ?? "none"}" />`;

/** The <meta> the web app reads its settings from (src/web/lib/site-config.ts), so no price flashes in the default currency. */
export function injectSiteConfig(html: string, config: PageSiteConfig): string {
  const json = JSON.stringify({ currency: config.currency, testModeBanner: config.testModeBanner, prices: config.prices, invoicesOffered: config.invoicesOffered }).replaceAll('"', "&quot;");
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

type Sender = (req: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;

/** A page made for one request (a signed-in one): compressed at a quick level, never kept. */
function personalPage(html: string): Sender {
  return async (req, reply) => {
    // It holds the account's own details: no cache keeps it, none hands it to another.
    reply.header("Vary", "Accept-Encoding, Cookie").header("Cache-Control", "private, no-store");
    const encoding = ["br", "gzip"].find((e) => accepts(req.headers["accept-encoding"], e));
    if (!encoding) return reply.send(html);
    const data = encoding === "br" ? await brotli(Buffer.from(html), brotliAt(5)) : await gzip(Buffer.from(html), { level: 6 });
    return reply.header("Content-Encoding", encoding).send(data);
  };
}

/** The account as a page's script reads it (src/web/lib/session/session.ts): JSON that no "</script>" in a name can end early. */
const meScript = (me: Me) => `<script type="application/json" id="me-at-load">${JSON.stringify(me).replaceAll("<", "\\u003c")}</script>`;

/**
 * The answer an operator's page carries (core/dashboard-shell.ts SHELL_AT_LOAD): its API path and
 * JSON, which the app's client takes instead of asking (src/web/lib/data-at-load.ts).
 */
export type AtLoad = { path: string; json: string };

/** The page's data as the app reads it: JSON that no "</script>" in a value can end early. */
const atLoadScript = ({ path: apiPath, json }: AtLoad) =>
  `<script type="application/json" id="data-at-load" data-path="${esc(apiPath)}">${json.replaceAll("<", "\\u003c")}</script>`;

/** A frame's record stand-ins filled from the page's data (a client's name and email), or null when it lacks them. */
function fillRecord(text: string, atLoad: AtLoad | undefined, escapeText: (s: string) => string = esc): string | null {
  if (!text.includes(SHELL_RECORD_TOKENS.name) && !text.includes(SHELL_RECORD_TOKENS.email)) return text;
  let record: { name?: unknown; email?: unknown };
  try {
    record = atLoad ? (JSON.parse(atLoad.json) as typeof record) : {};
  } catch {
    return null;
  }
  if (typeof record.name !== "string" || typeof record.email !== "string") return null;
  return text.replaceAll(SHELL_RECORD_TOKENS.name, escapeText(record.name)).replaceAll(SHELL_RECORD_TOKENS.email, escapeText(record.email));
}

/** Which first frame fits the account (core/dashboard-shell.ts), or null when its layout shows something else first. */
function frameOf(me: Me): { account: ShellAccount; locale: Locale } | null {
  // A required enrolment: the layout draws that instead of the page.
  if (me.mustEnrollTwoFactor) return null;
  const account: ShellAccount = me.user.role === "admin" ? (me.suggestTwoFactor ? "admin-without-2fa" : "admin") : "member";
  const language = me.profile.preferredLanguage;
  return { account, locale: pickLocale(language) };
}

/**
 * The shell as a members-area page with a first frame is sent: its stylesheet inline (the frame
 * paints with no other request) and its scripts listed in <meta name="deferred-scripts">, which
 * index.html's inline script fetches once the frame has painted, as a prerendered page's.
 */
function framedShell(shellHtml: string, webDir: string): string {
  const css = /\s*<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/.exec(shellHtml);
  const entry = /\s*<script type="module"[^>]*src="(\/[^"]+)"[^>]*><\/script>/.exec(shellHtml);
  if (!css?.[1] || !entry?.[1]) throw new Error("index.html has no stylesheet link or module script");
  const chunks = [...shellHtml.matchAll(/\s*<link rel="modulepreload"[^>]*href="(\/[^"]+)"[^>]*>/g)];
  const style = fs.readFileSync(path.join(webDir, css[1]), "utf8").replaceAll("</style", "<\\/style");
  let html = shellHtml.replace(css[0], () => `\n    <style>${style}</style>`).replace(entry[0], "");
  for (const chunk of chunks) html = html.replace(chunk[0], "");
  const scripts = [entry[1], ...chunks.map((c) => c[1])].join(" ");
  return html.replace("</head>", () => `  <meta name="deferred-scripts" content="${scripts}" />\n  </head>`);
}

/**
 * A first frame with the account's own name and email in place of the stand-ins, and on Profile
 * and Settings its profile's fields and notification switches.
 */
function fillFrame(frame: string, me: Me): string {
  const greeting = me.profile.fullName || me.user.name || me.user.email;
  const initial = (me.user.name.trim() || me.user.email).charAt(0).toUpperCase() || "?";
  let html = frame
    .replaceAll(SHELL_TOKENS.name, esc(greeting))
    .replaceAll(SHELL_TOKENS.initial, esc(initial))
    .replaceAll(SHELL_TOKENS.email, esc(me.user.email))
    .replaceAll(SHELL_FIELD_TOKENS.fullName, esc(me.profile.fullName))
    .replaceAll(SHELL_FIELD_TOKENS.phone, esc(me.profile.phone))
    .replaceAll(SHELL_FIELD_TOKENS.address, esc(me.profile.address));
  for (const kind of SHELL_NOTIFICATION_KINDS) {
    const on = me.notifications[kind];
    html = html.replaceAll(SHELL_SWITCH_TOKENS[kind].state, on ? "checked" : "unchecked").replaceAll(SHELL_SWITCH_TOKENS[kind].checked, String(on));
  }
  return html;
}

/** The key of the frame drawn for this account's page, or null when none fits (core/dashboard-shell.ts). */
function frameKeyOf(framePath: string, fit: { account: ShellAccount; locale: Locale }, me: Me, setupMissing: readonly string[] | null): string | null {
  // The language list offers the product's languages: another one in the profile is drawn by the app.
  if (SHELL_FIELD_PATHS.includes(framePath) && !isLocale(me.profile.preferredLanguage)) return null;
  const facts = shellFactsFor(framePath, fit.account, { twoFactorEnabled: me.user.twoFactorEnabled, soleAdmin: me.soleAdmin, setupMissing: setupMissing ?? [] });
  return shellKey(fit.account, fit.locale, framePath, facts);
}

/** The business setup's missing fields the page's data names (the operator's home's), or null when it names none. */
function setupMissingOf(atLoad: AtLoad | undefined): string[] | null {
  if (!atLoad) return null;
  try {
    const { setupMissing } = JSON.parse(atLoad.json) as { setupMissing?: unknown };
    return Array.isArray(setupMissing) && setupMissing.every((f) => typeof f === "string") ? setupMissing : null;
  } catch {
    return null;
  }
}

/** The "Finish setting up" card's list with only the fields still missing (the build drew them all). */
const keepMissingFields = (html: string, missing: readonly string[]) =>
  html.replace(new RegExp(`<li ${SETUP_FIELD_ITEM}="([a-z]+)">.*?</li>`, "g"), (item, field: string) => (missing.includes(field) ? item : ""));

type BuildFiles = { shell: string; variants: Map<string, { pages: { locale: string; slug: string; html: string }[]; frames: string | undefined }> };

/** The build's page files, read once: per variant directory its prerendered pages and first frames. */
function readBuild(webDir: string, origin: string): BuildFiles {
  const variants: BuildFiles["variants"] = new Map();
  const pagesDir = path.join(webDir, "pages");
  for (const variant of fs.existsSync(pagesDir) ? fs.readdirSync(pagesDir) : []) {
    const dir = path.join(pagesDir, variant);
    if (!fs.statSync(dir).isDirectory()) continue;
    const pages = fs.readdirSync(dir).flatMap((locale) =>
      fs.readdirSync(path.join(dir, locale)).map((file) => ({
        locale,
        slug: file.replace(/\.html$/, ""),
        html: fs.readFileSync(path.join(dir, locale, file), "utf8").replaceAll("%PUBLIC_URL%", origin),
      })),
    );
    const framesFile = path.join(pagesDir, `dashboard-${variant}.json`);
    variants.set(variant, { pages, frames: fs.existsSync(framesFile) ? fs.readFileSync(framesFile, "utf8") : undefined });
  }
  return { shell: fs.readFileSync(path.join(webDir, "index.html"), "utf8"), variants };
}

/**
 * The web app's pages, as the build left them in `webDir`: the prerendered public pages
 * (pages/<currency>[-test]/<locale>/<page>.html, by scripts/prerender.mjs) for this site's
 * settings, with its public address and the prices in force put in, and the app's shell
 * (index.html) for the screens the browser renders. `page(pathname)` says what a path answers:
 * a public page (200), a browser screen (200, the shell) or the 404 page (404) — any unknown
 * path, a missing /assets/... file included. The shell says whose request it answers
 * (sessionMeta). `siteConfig` is asked at each request: when it changed (the operator set a
 * price, or a price set for today took effect) the pages are made and compressed again.
 */
export function loadWebPages(webDir: string, opts: { publicUrl: string; siteConfig: () => PageSiteConfig }) {
  // Read and made on the first page asked for, not at start: a start, a health check and the
  // API need none of it (the files are the build's, unchanged while the server runs).
  let files: BuildFiles | undefined;
  let made: ReturnType<typeof makePages> | undefined;
  let madeFor = "";
  const current = () => {
    files ??= readBuild(webDir, opts.publicUrl.replace(/\/$/, ""));
    const config = opts.siteConfig();
    const key = JSON.stringify(config);
    if (!made || key !== madeFor) {
      made = makePages(webDir, files, config);
      madeFor = key;
    }
    return made;
  };
  return {
    page: (...args: Parameters<ReturnType<typeof makePages>["page"]>) => current().page(...args),
  };
}

/** The pages for one site configuration, the prices in force put in place of the build's stand-ins. */
function makePages(webDir: string, files: BuildFiles, siteConfig: PageSiteConfig) {
  const swaps = priceSwaps(siteConfig.prices);
  const shellHtml = injectSiteConfig(files.shell, siteConfig);
  // The shell depends on the request's session cookie: a cache must not hand one person's to another.
  const vary = "Accept-Encoding, Cookie";
  const shellFor = (role: "member" | "admin" | null) => compressedPage(shellHtml.replace("</head>", `  ${sessionMeta(role)}\n  </head>`), { vary });
  const shell = { member: shellFor("member"), admin: shellFor("admin"), visitor: shellFor(null) };
  const variant = files.variants.get(`${siteConfig.currency}${siteConfig.testModeBanner ? "-test" : ""}`);
  const prerendered = new Map<string, Sender>();
  for (const { locale, slug, html } of variant?.pages ?? []) {
    prerendered.set(`${locale}:${slug === "index" ? "/" : `/${slug}`}`, compressedPage(injectSiteConfig(withPrices(html, swaps), siteConfig)));
  }
  const prerenderedPage = (page: string, locale: Locale) => prerendered.get(`${locale}:${page}`);
  // The members area's first frames for this variant (scripts/prerender.mjs).
  const frames = new Map<string, ShellFrame>(variant?.frames ? Object.entries(JSON.parse(withPrices(variant.frames, swaps))) : []);
  /** The framed shell with the frame's #root and tab title, in its language. */
  const withFrame = (frame: ShellFrame, locale: Locale, rootHtml: string, head: string) =>
    framedHtml
      .replace("</head>", () => head)
      .replace(/<title>[^<]*<\/title>/, (title) => (frame.title ? `<title>${esc(frame.title)}</title>` : title))
      .replace(/<html lang="en">/, `<html lang="${locale}" data-server-frame>`)
      .replace(/<div id="root"><\/div>/, () => `<div id="root">${rootHtml}</div>`);
  const framedHtml = frames.size > 0 ? framedShell(shellHtml, webDir) : shellHtml;

  /**
   * A signed-in visit to the members area: the shell with the account in it (the app needs
   * no GET /api/me to start) and, when the build drew one for this page, the page's first
   * frame in #root, in the account's language — it paints before the app's code has arrived.
   */
  const signedInShell = (pathname: string, search: string, me: Me, atLoad?: AtLoad): Sender => {
    const fit = frameOf(me);
    const framePath = fit && !search ? shellPathOf(pathname, me.user.role) : null;
    const setupMissing = setupMissingOf(atLoad);
    const key = fit && framePath ? frameKeyOf(framePath, fit, me, setupMissing) : null;
    const frame = key ? frames.get(key) : undefined;
    const data = atLoad ? `\n    ${atLoadScript(atLoad)}` : "";
    const head = `  ${sessionMeta(me.user.role)}\n    ${meScript(me)}${data}\n  </head>`;
    // A frame that draws a record is sent only with the record it draws (none: the app draws the page).
    const html = frame && fillRecord(frame.html, atLoad);
    // The tab title is escaped where it is put in (withFrame).
    const title = frame?.title === undefined ? undefined : fillRecord(frame.title, atLoad, (s) => s);
    if (!frame || !fit || html === null || html === undefined || title === null) return personalPage(shellHtml.replace("</head>", () => head));
    return personalPage(withFrame({ ...frame, title }, fit.locale, keepMissingFields(fillFrame(html, me), setupMissing ?? []), head));
  };

  /**
   * A visitor's sign-in screen with its first frame, in the language the rule picked for the
   * request: the same for every visitor in that language, so compressed once and kept.
   */
  const visitorFramed = new Map<string, Sender>();
  const visitorShell = (pathname: string, locale: Locale): Sender | undefined => {
    const framePath = shellPathOf(pathname, null);
    const key = framePath ? shellKey("visitor", locale, framePath) : "";
    const frame = frames.get(key);
    if (!frame) return undefined;
    let send = visitorFramed.get(key);
    if (!send) {
      // The page's first data starts with the HTML (the app's fetch picks up the preloaded answer).
      const data = framePath && SHELL_DATA[framePath];
      const preload = data ? `  <link rel="preload" as="fetch" crossorigin href="${esc(data)}" />\n  ` : "";
      const html = withFrame(frame, locale, frame.html, `${preload}  ${sessionMeta(null)}\n  </head>`);
      // Its language follows the visitor's cookie and browser: a cache keeps one per both.
      send = compressedPage(html, { vary: "Accept-Encoding, Cookie, Accept-Language" });
      visitorFramed.set(key, send);
    }
    return send;
  };

  return {
    /**
     * What `pathname` answers for this request: `role` (none for a visitor), `me` the signed-in
     * account when the path is the members area's (the caller loads it only there), `search`
     * the query string, `locale` the language the rule picks for a visitor (core/i18n/language-rule.ts).
     */
    page(pathname: string, req: { role: "member" | "admin" | null; me?: Me; search?: string; locale?: Locale; atLoad?: AtLoad }): { status: 200 | 404; send: Sender } {
      const { role, me, search = "", locale = "en", atLoad } = req;
      const appShell = shell[role ?? "visitor"];
      const found = publicPageOf(pathname);
      if (found) return { status: 200, send: prerenderedPage(found.page, found.locale) ?? appShell };
      if (isClientRoute(pathname)) {
        if (me) return { status: 200, send: signedInShell(pathname, search, me, atLoad) };
        // A query string other than the language's may change what the screen first shows (?error=…): no frame.
        const plain = [...new URLSearchParams(search).keys()].every((key) => key === LANGUAGE_PARAM);
        return { status: 200, send: (role === null && plain && visitorShell(pathname, locale)) || appShell };
      }
      return { status: 404, send: prerenderedPage(NOT_FOUND_PAGE, localeOfPath(pathname) ?? "en") ?? appShell };
    },
  };
}
