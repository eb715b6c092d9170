import { type Page, test as plain } from "@playwright/test";
import { scanIfNew } from "./axe";
import { watchCsp } from "./csp";
import { expect, test } from "./fixtures";
import { uniqueEmail, waitForMail } from "./mailbox";
import { ALL_PUBLIC_URLS, NOT_FOUND_HEADING } from "./public-pages";

/**
 * Every public page is prerendered — readable, in its language, with JavaScript off —
 * and its islands (React, each a root of its own) take over their parts without an error or a
 * hydration mismatch, leaving the HTML as the server sent it; the layout does not move after
 * first paint. Nothing pressed, sent or typed before an island has hydrated is lost.
 */

/**
 * The URLs in three runs of consecutive ones (a page's two languages together): a test goes
 * through a run, one URL after the other, and the two workers share the three.
 */
function inThree<T>(list: readonly T[]): T[][] {
  const size = Math.ceil(list.length / 3);
  return [0, 1, 2].map((i) => list.slice(i * size, (i + 1) * size));
}

/** A run's URLs, for its test's title. */
function urlsOf(group: { url: string }[]): string {
  return group.map((u) => u.url).join(" ");
}

// Plain Playwright here: axe (run after every test by ./fixtures) needs JavaScript in the page.
plain.describe("with JavaScript disabled", () => {
  plain.use({ javaScriptEnabled: false });

  for (const group of inThree(ALL_PUBLIC_URLS)) {
    plain(`${urlsOf(group)} show their heading, navigation and footer`, async ({ page }) => {
      for (const { url, lang, heading } of group) {
        await plain.step(url, async () => {
          const res = await page.goto(url);
          expect.soft(res?.status(), url).toBe(200);
          await expect.soft(page.getByRole("heading", { level: 1, name: heading }), url).toBeVisible();
          await expect.soft(page.locator("html"), url).toHaveAttribute("lang", lang);
          await expect.soft(page.getByRole("contentinfo"), url).toBeVisible();
          // Links are real links: the header's pricing link leads to this language's pricing page.
          const pricing = page.getByRole("banner").getByRole("link", { name: lang === "bg" ? "Цени" : "Pricing", exact: true });
          await expect.soft(pricing, url).toHaveAttribute("href", lang === "bg" ? "/bg/pricing" : "/pricing");
        });
      }
    });
  }

  plain("a link is followed without JavaScript, and prices are in the site currency", async ({ page }) => {
    await page.goto("/bg");
    await page.locator("footer").getByRole("link", { name: "Цени" }).click();
    await expect(page).toHaveURL(/\/bg\/pricing$/);
    await expect(page.getByRole("heading", { level: 1, name: "Прости и честни цени" })).toBeVisible();
    // The site prices in EUR: the prices are in the HTML itself.
    await expect(page.getByText(/^10,23[\s\u00a0]€$/).first()).toBeVisible();
  });

  plain("an unknown path answers 404 with the 404 page", async ({ page }) => {
    const res = await page.goto("/no-such-page");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: NOT_FOUND_HEADING.en })).toBeVisible();
    const bg = await page.goto("/bg/no-such-page");
    expect(bg?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: NOT_FOUND_HEADING.bg })).toBeVisible();
  });
});

test.describe("hydration", () => {
  for (const group of inThree(ALL_PUBLIC_URLS)) {
    test(`${urlsOf(group)} hydrate without an error or a mismatch warning`, async ({ context }, testInfo) => {
      test.slow(); // six pages, one after the other
      for (const { url, heading } of group) {
        // A page of its own per URL: a new document, with its own listeners and held-back scripts.
        const page = await context.newPage();
        await test.step(url, () => expectCleanHydration(page, url, heading));
        if (testInfo.errors.length === 0) await scanIfNew(page, testInfo, `${url} after hydration`);
        await page.close();
      }
    });
  }

  test("a stored cart and dark theme come back after hydration, without errors", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") problems.push(m.text());
    });
    await page.goto("/pricing");
    await page.getByRole("button", { name: "Add to Cart: Hourly help" }).click();
    // A press before the island has hydrated is held and performed once it has: wait for it.
    await expect(page.getByTestId("floating-cart")).toBeVisible();
    await page.evaluate(() => localStorage.setItem("concierge-theme", "dark"));
    await page.goto("/about");
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(page.getByRole("link", { name: /cart/i }).first()).toBeVisible();
    // The theme button shows the dark theme's icon (its island hydrated at once, as the cart's).
    await expect(page.locator('[data-island="header-controls"]')).toHaveAttribute("data-hydrated", "");
    await page.waitForLoadState("networkidle");
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(problems).toEqual([]);
  });
});

test.describe("layout stability", { tag: "@all-widths" }, () => {
  // The app's own screens too: their first render is the page, not a spinner above the footer,
  // even when the page's code is slow to come (held back here, as on a phone's connection).
  const APP_SCREENS = [{ url: "/checkout", heading: "Checkout", slowChunk: /\/assets\/CheckoutPage-[^/]+\.js$/ }];
  const urls: { url: string; heading: string; slowChunk?: RegExp }[] = [...ALL_PUBLIC_URLS, ...APP_SCREENS];
  for (const group of inThree(urls)) {
    test(`${urlsOf(group)} do not move after first paint (CLS ≤ 0.02)`, async ({ browser }, testInfo) => {
      test.slow(); // six or seven pages, one after the other
      for (const { url, heading, slowChunk } of group) {
        // A context of its own per URL (the project's options, CSP watched): a first visit, nothing
        // cached, as a late font or script is what moves a page.
        const context = await browser.newContext();
        const csp = await watchCsp(context);
        const page = await context.newPage();
        await test.step(url, () => expectNoLayoutShift(page, url, heading, slowChunk));
        if (testInfo.errors.length === 0) await scanIfNew(page, testInfo, `${url} after first paint`);
        await context.close();
        csp.expectNone();
      }
    });
  }
});

test.describe("scripts after the first paint", () => {
  test("the home page requests no script before it paints, and the sign-up form's code only when used", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    // Hold the form's code back until the visitor has typed and sent the form.
    const release = await holdBack(page, /\/assets\/SignupForm-[^/]+\.js$/);

    await page.goto("/");
    await expect(page.locator("html")).not.toHaveAttribute("data-prerendered", /.*/);
    await page.waitForLoadState("networkidle");
    const timing = await page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      firstScript: Math.min(...performance.getEntriesByType("resource").filter((r) => r.name.endsWith(".js")).map((r) => r.startTime)),
    }));
    expect(timing.fcp).toBeGreaterThan(0);
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.fcp);
    expect(scripts.some((s) => /SignupForm|zod/.test(s))).toBe(false);

    const email = uniqueEmail("early");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Email address").press("Enter");
    await expect.poll(() => scripts.some((s) => /SignupForm-/.test(s))).toBe(true);
    release();
    // The form's code arrived after the visitor sent it: it takes what was typed and sends it.
    await expect(page.getByText("Almost there! Check your inbox for a link to confirm your subscription.").first()).toBeVisible();
    await expect(page.getByLabel("Email address")).toHaveValue("");
  });

  // The press begins before the island has hydrated; the form's code arrives while it is held.
  test("a press on Send is not lost when the form's code arrives while the button is held", async ({ page }) => {
    const release = await holdBack(page, /\/assets\/ContactForm-[^/]+\.js$/);
    await page.goto("/contact");
    await expect(page.locator("html")).not.toHaveAttribute("data-prerendered", /.*/);
    const send = page.getByRole("button", { name: /send/i });
    await send.scrollIntoViewIfNeeded();
    const box = await send.boundingBox();
    if (!box) throw new Error("the Send button has no box");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const arrived = page.waitForResponse(/\/assets\/ContactForm-[^/]+\.js$/);
    await page.mouse.down();
    release();
    await arrived;
    // The code has arrived and run while the button is still held.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.mouse.up();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Please enter your name" }).first()).toBeVisible();
  });

  // The real form replaces the drawn one; a key pressed right after must find the field it was
  // typed in (CI lost a whole field this way when the focus came back a task later).
  test("the field being typed in keeps the focus, and what was typed, when the form's code arrives", async ({ page }) => {
    const release = await holdBack(page, /\/assets\/ContactForm-[^/]+\.js$/);
    const arrived = page.waitForResponse(/\/assets\/ContactForm-[^/]+\.js$/);
    await page.goto("/contact");
    await expect(page.locator("html")).not.toHaveAttribute("data-prerendered", /.*/);
    await page.getByLabel("Name").pressSequentially("Ra");
    await expect(page.locator('[data-island="contact-form"]')).toHaveAttribute("data-hydrated", "");
    // Where the focus is as the swap's DOM changes are observed: before any later task, as a keystroke would be.
    // The observer is in place before the code is let through (an evaluate not awaited may start after the swap).
    await page.evaluate(() => {
      const island = document.querySelector('[data-island="contact-form"]') as HTMLElement;
      const w = window as unknown as { focusAtSwap?: Promise<string> };
      w.focusAtSwap = new Promise<string>((resolve) => {
        new MutationObserver((_, observer) => {
          observer.disconnect();
          resolve((document.activeElement as HTMLInputElement | null)?.name ?? "");
        }).observe(island, { childList: true, subtree: true });
      });
    });
    release();
    await arrived;
    expect(await page.evaluate(() => (window as unknown as { focusAtSwap: Promise<string> }).focusAtSwap)).toBe("name");
    await page.keyboard.type("ce");
    await expect(page.getByLabel("Name")).toHaveValue("Race");
  });
});

test.describe("before hydration", () => {
  /** Opens `url` with its scripts held back, does `act`, then lets the scripts come and waits for hydration. */
  async function beforeScripts(page: Page, url: string, act: () => Promise<void>) {
    const release = await holdBack(page, /\/assets\/[^/]+\.js$/);
    // Not until "load", which may wait for the held script (as in expectCleanHydration).
    await page.goto(url, { waitUntil: "domcontentloaded" });
    await act();
    await expect(page.locator("html")).toHaveAttribute("data-prerendered", /.*/);
    release();
    await expect(page.locator("html")).not.toHaveAttribute("data-prerendered", /.*/);
  }

  test("a value typed while the page's code is still coming is kept", async ({ page }) => {
    await beforeScripts(page, "/pricing", () => page.getByLabel("Hours").fill("3"));
    await expect(page.getByLabel("Hours")).toHaveValue("3");
    await page.getByRole("button", { name: "Add to Cart: Hourly help" }).click();
    await expect(page.getByText("Added to your cart: Hourly help · 3 hours")).toBeVisible();
  });

  test("a press on Add to Cart before the page's code came adds the item, and the floating cart shows it", async ({ page }) => {
    await beforeScripts(page, "/pricing", () => page.getByRole("button", { name: "Add to Cart: Full day" }).click());
    await expect(page.getByText("Added to your cart: Full-day help · 1 day")).toBeVisible();
    const cart = page.getByTestId("floating-cart");
    await expect(cart).toBeVisible();
    await expect(cart).toContainText("1");
    // Pressed once, added once.
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("concierge-cart") ?? "{}").items.length)).toBe(1);
  });

  test("the floating cart's link works before the page's code came", async ({ page }) => {
    await page.goto("/pricing");
    await page.getByRole("button", { name: "Add to Cart: Hourly help" }).click();
    await expect(page.getByTestId("floating-cart")).toBeVisible();
    const release = await holdBack(page, /\/assets\/[^/]+\.js$/);
    await page.goto("/about");
    // The stored cart hydrates its island as soon as the code comes; the link then leads to checkout.
    release();
    await page.getByTestId("floating-cart").click();
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test("a contact message typed and sent before the page's code came is sent", async ({ page, request }) => {
    const email = uniqueEmail("early-contact");
    await beforeScripts(page, "/contact", async () => {
      await page.getByLabel("Name").fill("Maria Early");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Type of help needed").selectOption("paperwork");
      await page.getByLabel("Message").fill("Sent before the page's code came.");
      await page.getByRole("button", { name: /send/i }).click();
    });
    await expect(page.getByRole("status").filter({ hasText: "Message sent successfully!" })).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveValue("");
    const mail = await waitForMail(request, "operator@concierge.localhost", /Maria Early/);
    expect(mail.text).toContain(email);
  });

  test("a press on the translation form's button before the page's code came checks the form", async ({ page }) => {
    await beforeScripts(page, "/translation", async () => {
      await page.getByLabel("Name").fill("Ivan Petrov");
      await page.getByRole("button", { name: /continue to payment/i }).click();
    });
    // The press was performed once the form had hydrated: it checked the form, the typed name kept.
    await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveValue("Ivan Petrov");
    await expect(page).toHaveURL(/\/translation$/);
  });

  test("a document chosen while the page's code is still coming is kept", async ({ page }) => {
    await beforeScripts(page, "/translation", async () => {
      await page.getByLabel("Name").fill("Ivan Petrov");
      await page.getByLabel("Document", { exact: true }).setInputFiles({ name: "letter.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") });
    });
    await expect(page.getByTestId("selected-file")).toHaveText("letter.pdf");
    await expect(page.getByLabel("Name")).toHaveValue("Ivan Petrov");
  });

  test("a document pasted while the page's code is still coming is kept", async ({ page }) => {
    await beforeScripts(page, "/translation", () => giveFile(page, "paste", "scan.pdf"));
    await expect(page.getByTestId("selected-file")).toHaveText("scan.pdf");
  });

  test("a document dropped before the form's code came fetches that code and is kept", async ({ page }) => {
    const release = await holdBack(page, /\/assets\/translation-form-[^/]+\.js$/);
    await page.goto("/translation");
    // The page's script has run; the form's own code comes when the form is reached for.
    await expect(page.locator("html")).not.toHaveAttribute("data-prerendered", /.*/);
    const formCode = page.waitForRequest(/\/assets\/translation-form-[^/]+\.js$/);
    // A drag from the desktop brings no pointer or focus event: the drop alone must fetch the code.
    await giveFile(page, "drop", "letter.pdf");
    await formCode;
    release();
    await expect(page.getByTestId("selected-file")).toHaveText("letter.pdf");
    // Still the page it was: the browser did not open the dropped file in its place.
    await expect(page).toHaveURL(/\/translation$/);
  });
});

/** A PDF dropped on the translation form's drop zone, or pasted into its file picker, as the browser sends either. */
async function giveFile(page: Page, how: "drop" | "paste", name: string) {
  await page.evaluate(
    ({ how, name }) => {
      const data = new DataTransfer();
      data.items.add(new File(["%PDF-1.4\n%%EOF\n"], name, { type: "application/pdf" }));
      const init = { bubbles: true, cancelable: true, composed: true };
      const picker = document.getElementById("translation-document") as HTMLElement;
      if (how === "paste") picker.dispatchEvent(new ClipboardEvent("paste", { ...init, clipboardData: data }));
      else {
        // The drawn zone: the label inside the drop zone, not the field's name above it.
        const zone = document.querySelector("[data-dropzone] label") as HTMLElement;
        for (const type of ["dragover", "drop"]) zone.dispatchEvent(new DragEvent(type, { ...init, dataTransfer: data }));
      }
    },
    { how, name },
  );
}

/** Holds back the scripts `url` matches, as a slow connection would, until the returned function is called. */
async function holdBack(page: Page, url: RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Opens `url` with its scripts held back, then lets them run: no console error or warning, and the page keeps the very nodes the server sent. */
async function expectCleanHydration(page: Page, url: string, heading: string) {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  // The page paints with its scripts held back: every node the server sent is marked, then the scripts run.
  const release = await holdBack(page, /\/assets\/[^/]+\.js$/);
  // Not until "load": once the shell has started the page's script (it may, before load), the
  // load event waits for that held script, and would wait for ever.
  await page.goto(url, { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("heading", { level: 1, name: heading }), url).toBeVisible();
  const sent = await page.evaluate(() => {
    const root = document.getElementById("root") as HTMLElement;
    const nodes = [root, ...root.querySelectorAll("*")];
    (window as unknown as { sentNodes: Element[] }).sentNodes = nodes;
    return root.innerHTML;
  });
  release();
  // The page's script has run; every island hydrates as it is reached for: reach them all.
  await expect(page.locator("html"), url).not.toHaveAttribute("data-prerendered", /.*/);
  await page.evaluate(() => {
    for (const island of document.querySelectorAll("[data-island]")) island.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
  });
  await expect(page.locator("[data-island]:not([data-hydrated])"), url).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  // React reports a mismatch in the console (and redraws the island).
  expect.soft(problems, `${url}: console`).toEqual([]);
  // The page must be the very nodes the server sent, unchanged (a new visitor: no stored
  // cart, the system's light theme).
  const now = await page.evaluate((html) => {
    const root = document.getElementById("root") as HTMLElement;
    const sentNodes = (window as unknown as { sentNodes: Element[] }).sentNodes;
    const kept = new Set(sentNodes);
    // The islands' hydration marker aside (storefront/early-events.ts).
    const nowHtml = root.innerHTML.replaceAll(' data-hydrated=""', "");
    let at = 0;
    while (at < html.length && html[at] === nowHtml[at]) at++;
    return {
      dropped: sentNodes.filter((n) => !n.isConnected).map((n) => n.outerHTML.slice(0, 80)),
      drawn: [...root.querySelectorAll("*")].filter((n) => !kept.has(n)).map((n) => n.outerHTML.slice(0, 80)),
      changed: nowHtml === html ? "" : nowHtml.slice(Math.max(0, at - 60), at + 60),
    };
  }, sent);
  expect.soft(now, `${url}: the nodes the server sent`).toEqual({ dropped: [], drawn: [], changed: "" });
}

/** Opens `url` (with `slowChunk` held back 800 ms) and sums its layout shifts from first paint until two frames after the network is idle. */
async function expectNoLayoutShift(page: Page, url: string, heading: string, slowChunk?: RegExp) {
  if (slowChunk) {
    await page.route(slowChunk, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
  }
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(url);
  await expect(page.getByRole("heading", { level: 1, name: heading }), url).toBeVisible();
  await page.waitForLoadState("networkidle");
  // Two frames after the last request, so a late shift is counted.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  expect.soft(cls, `${url}: cumulative layout shift`).toBeLessThanOrEqual(0.02);
}
