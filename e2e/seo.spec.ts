import { expect, test } from "./fixtures";
import { ALL_PUBLIC_URLS, bgPath, PUBLIC_PAGE_HEADINGS } from "./public-pages";

/** Both languages have URLs, pages carry their own title, description and alternates; robots and sitemap. */
test.describe("findable pages", () => {

  test("the language switcher moves between /x and /bg/x and keeps the page", async ({ page }) => {
    await page.goto("/pricing");
    await page.getByRole("button", { name: /Change language/ }).click();
    await page.getByRole("menuitemradio", { name: "Български" }).click();
    await expect(page).toHaveURL(/\/bg\/pricing$/);
    await expect(page.getByRole("heading", { level: 1, name: "Прости и честни цени" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "bg");
    // Links now lead to the Bulgarian pages.
    await page.getByRole("banner").getByRole("link", { name: "За нас", exact: true }).click();
    await expect(page).toHaveURL(/\/bg\/about$/);
    await page.getByRole("button", { name: /Смяна на езика|Change language|език/i }).click();
    await page.getByRole("menuitemradio", { name: "English" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page).not.toHaveURL(/\/bg\//);
    await expect(page.getByRole("heading", { level: 1, name: "About Concierge" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("every page has its own title, description, canonical URL and hreflang alternates", async ({ request, baseURL }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const { url, lang } of ALL_PUBLIC_URLS) {
      const res = await request.get(url);
      expect(res.status(), url).toBe(200);
      const html = await res.text();
      const title = html.match(/<title>([^<]+)<\/title>/)?.[1] ?? "";
      const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1] ?? "";
      expect(title, url).not.toBe("");
      titles.add(title);
      descriptions.add(description);
      expect(html, url).toContain(`<html lang="${lang}"`);
      expect(html, url).toContain(`<link rel="canonical" href="${baseURL}${url}" />`);
      const page = PUBLIC_PAGE_HEADINGS.find((p) => p.path === url || bgPath(p.path) === url)!;
      expect(html, url).toContain(`<link rel="alternate" hreflang="en" href="${baseURL}${page.path}" />`);
      expect(html, url).toContain(`<link rel="alternate" hreflang="bg" href="${baseURL}${bgPath(page.path)}" />`);
      expect(html, url).toContain(`<meta property="og:image" content="${baseURL}/og-image.png" />`);
      expect(html, url).toContain(`<meta name="twitter:card" content="summary_large_image" />`);
    }
    expect(titles.size).toBe(ALL_PUBLIC_URLS.length);
    expect(descriptions.size).toBe(ALL_PUBLIC_URLS.length);
  });

  test("home and contact describe the business for search engines", async ({ request }) => {
    for (const url of ["/", "/contact", "/bg", "/bg/contact"]) {
      const html = await (await request.get(url)).text();
      const json = html.match(/<script type="application\/ld\+json">([^<]+)<\/script>/)?.[1];
      expect(json, url).toBeDefined();
      const data = JSON.parse(json!);
      expect(data["@type"]).toBe("LocalBusiness");
      expect(data.name).toBe("Concierge");
      expect(data.address.addressLocality).toBe("Sofia");
      expect(data.openingHoursSpecification[0]).toMatchObject({ opens: "09:00", closes: "18:00" });
      expect(data.openingHoursSpecification[0].dayOfWeek).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]);
      expect(data.priceRange).toMatch(/€/);
      expect(data.currenciesAccepted).toBe("EUR");
    }
  });

  test("robots.txt and sitemap.xml parse and list both languages", async ({ request, page, baseURL }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(robots.headers()["content-type"]).toMatch(/^text\/plain/);
    const lines = (await robots.text()).split("\n").filter(Boolean);
    for (const line of lines) expect(line).toMatch(/^(User-agent|Disallow|Allow|Sitemap): \S+/);
    expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    // Parsed by the browser's XML parser: no parser error, one <url> per page and language.
    const locs = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      if (doc.querySelector("parsererror")) return null;
      return [...doc.getElementsByTagName("loc")].map((l) => l.textContent);
    }, xml);
    expect(locs).not.toBeNull();
    expect(new Set(locs)).toEqual(new Set(ALL_PUBLIC_URLS.map((u) => `${baseURL}${u.url}`)));
  });

  test("favicon and touch icon are real images", async ({ request }) => {
    const ico = await request.get("/favicon.ico");
    expect(ico.status()).toBe(200);
    expect([...(await ico.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    const touch = await request.get("/apple-touch-icon.png");
    expect(touch.status()).toBe(200);
    expect(touch.headers()["content-type"]).toBe("image/png");
  });

  test("a missing asset answers 404 with the 404 page; HEAD is answered like GET", async ({ request }) => {
    const asset = await request.get("/assets/no-such-chunk.js");
    expect(asset.status()).toBe(404);
    expect(await asset.text()).toContain("Oops! Page not found");
    for (const url of ["/", "/bg/pricing", "/robots.txt", "/sitemap.xml", "/favicon.ico", "/checkout"]) {
      const head = await request.head(url);
      expect(head.status(), url).toBe(200);
    }
    expect((await request.head("/no-such-page")).status()).toBe(404);
  });

  test("a member's preferred language still wins inside the dashboard", async ({ memberPage: page }) => {
    await page.goto("/dashboard/profile");
    await page.getByLabel("Preferred Language").selectOption("bg");
    await page.getByRole("button", { name: /Save/ }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "bg");
    // An English public page is English; back in the dashboard the member's language returns.
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1, name: "About Concierge" })).toBeVisible();
    await page.goto("/dashboard");
    await expect(page.locator("html")).toHaveAttribute("lang", "bg");
  });
});
