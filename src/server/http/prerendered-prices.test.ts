import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { HOUR_PACKS } from "../../core/catalogue";
import { formatMoney } from "../../core/money";
import { PRERENDER_PRICES } from "../../core/prerender-prices";
import { setupTestApp } from "../test/app";
import { createAdmin } from "../test/factories";
import { apiAs } from "../test/tasks";
import type { Locale } from "../../core/locale";

/**
 * The public pages are prerendered once, at build time, with stand-in prices (scripts/prerender.mjs,
 * core/prerender-prices.ts); the server sends them with the prices in force, which the operator
 * changes without a rebuild. This build's pricing page shows each price as the real one does: in
 * its language's format, each pack with its price per hour, and the home page's JSON-LD price range.
 */
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), "concierge-prices-"));
afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));
const INTL = { en: "en-GB", bg: "bg-BG" } as const;
const money = (minor: number, locale: Locale) => formatMoney(minor, "EUR", INTL[locale]);
fs.writeFileSync(path.join(webDir, "index.html"), `<!doctype html><html lang="en"><head><title>Concierge</title></head><body><div id="root"></div></body></html>`);
for (const variant of ["BGN", "EUR"]) {
  for (const locale of ["en", "bg"] as const) {
    const dir = path.join(webDir, "pages", variant, locale);
    fs.mkdirSync(dir, { recursive: true });
    const p = PRERENDER_PRICES;
    const packs = HOUR_PACKS.map((h) => `<li>${h} h <b>${money(p.packs[h], locale)}</b> <small>${money(Math.round(p.packs[h] / h), locale)}/h</small></li>`).join("");
    fs.writeFileSync(
      path.join(dir, "pricing.html"),
      `<!doctype html><html lang="${locale}" data-prerendered><head><title>Pricing</title></head><body><div id="root">` +
        `<p id="hourly">${money(p.hourly, locale)}</p><p id="daily">${money(p.daily, locale)}</p><p id="translation">${money(p.translation, locale)}</p><ul>${packs}</ul>` +
        `</div></body></html>`,
    );
    const ld = JSON.stringify({ "@type": "LocalBusiness", priceRange: `${money(p.hourly, "en")}–${money(p.daily, "en")}` });
    fs.writeFileSync(path.join(dir, "index.html"), `<!doctype html><html lang="${locale}" data-prerendered><head><title>Home</title><script type="application/ld+json">${ld}</script></head><body><div id="root"><p>${money(p.hourly, locale)}</p></div></body></html>`);
  }
}

const ctx = await setupTestApp({ webDir });
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Sofia" }).format(ctx.clock.now());

/** The page as a browser gets it, compressed (the cached copy) and unpacked. */
async function page(url: string): Promise<string> {
  const res = await ctx.app.inject({ method: "GET", url, headers: { "accept-encoding": "br" } });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers["content-encoding"]).toBe("br");
  return zlib.brotliDecompressSync(res.rawPayload).toString("utf8");
}
const text = (html: string, id: string) => new RegExp(`<p id="${id}">([^<]*)</p>`).exec(html)?.[1];

describe("prerendered pages show the prices in force", () => {
  it("the seed prices in both languages, each item its own (the hourly rate and translation cost the same), packs with their price per hour", async () => {
    const en = await page("/pricing");
    expect([text(en, "hourly"), text(en, "daily"), text(en, "translation")]).toEqual(["€10.23", "€71.58", "€10.23"]);
    expect(en).toContain("<b>€71.58</b> <small>€23.86/h</small>");
    expect(en).toContain("<b>€204.52</b> <small>€20.45/h</small>");
    const bg = await page("/bg/pricing");
    expect([text(bg, "hourly"), text(bg, "daily")]).toEqual(["10,23\u00a0€", "71,58\u00a0€"]);
    expect(bg).toContain("<b>115,04\u00a0€</b> <small>23,01\u00a0€/h</small>");
    for (const html of [en, bg]) expect(html).not.toMatch(/9[\s,\u00a0]?87\d[.,]\d\d|98[,\u00a0]760/);
    expect(await page("/")).toContain('"priceRange":"€10.23–€71.58"');
  });

  it("a price changed through the API is on the pages at once, in both languages, the old one gone; the other items keep theirs", async () => {
    const admin = await apiAs(ctx, await createAdmin(ctx));
    expect((await admin.post("/api/business/prices", { item: "hourly", price: "12.40", effectiveFrom: today() })).statusCode).toBe(201);
    expect((await admin.post("/api/business/prices", { item: "pack_3", price: "75", effectiveFrom: today() })).statusCode).toBe(201);
    const en = await page("/pricing");
    expect([text(en, "hourly"), text(en, "daily"), text(en, "translation")]).toEqual(["€12.40", "€71.58", "€10.23"]);
    expect(en).toContain("<b>€75.00</b> <small>€25.00/h</small>");
    expect(en).not.toContain("€23.86");
    const bg = await page("/bg/pricing");
    expect([text(bg, "hourly"), text(bg, "daily"), text(bg, "translation")]).toEqual(["12,40\u00a0€", "71,58\u00a0€", "10,23\u00a0€"]);
    expect(bg).toContain("<b>75,00\u00a0€</b>");
    expect(bg).not.toContain("23,86\u00a0€");
    expect(await page("/")).toContain('"priceRange":"€12.40–€71.58"');
    // The page's settings carry the same list, so the page's islands agree with its text.
    expect(en).toContain("&quot;hourly&quot;:1240");
  });
});
