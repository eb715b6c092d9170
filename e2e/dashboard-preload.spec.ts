import type { Request } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * A dashboard page's data request starts together with its code, not after
 * the code has arrived and rendered (route loaders in src/web/routing/dashboard-routes.tsx).
 */

/** Wall-clock start and response end of a finished request (ms). */
function span(request: Request) {
  const t = request.timing();
  return { start: t.startTime, end: t.startTime + t.responseEnd };
}

test("a dashboard page asks for its data while its code is still loading (no waterfall)", async ({ memberPage: page }, info) => {
  await page.goto("/dashboard");
  const nav = page.getByRole("navigation", { name: "Dashboard" });
  await expect(nav.getByRole("link", { name: "My Tasks" })).toBeVisible();

  const finished: Request[] = [];
  page.on("requestfinished", (r) => finished.push(r));
  const chunk = () => finished.find((r) => /\/assets\/TasksPage[-.][^/]*\.js$/.test(new URL(r.url()).pathname));
  const data = () => finished.find((r) => new URL(r.url()).pathname === "/api/tasks");

  await nav.getByRole("link", { name: "My Tasks" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My Tasks" })).toBeVisible();
  await expect(page.getByText("No tasks available yet.")).toBeVisible();
  await expect.poll(() => Boolean(chunk() && data()), { message: "the page's chunk and its /api/tasks request both finished" }).toBe(true);

  const code = span(chunk()!);
  const list = span(data()!);
  info.annotations.push({
    type: "timing",
    description: `chunk ${code.start.toFixed(0)}→${code.end.toFixed(0)}, /api/tasks ${list.start.toFixed(0)}→${list.end.toFixed(0)} (data starts ${(list.start - code.end).toFixed(1)} ms after the chunk ends)`,
  });
  expect(list.start, "the data request starts before the page's code has finished loading").toBeLessThan(code.end);
});

test("an app page opened first starts the browser's date formatting in a worker while its code arrives, and ends it", async ({ memberPage: page }) => {
  const started: string[] = [];
  const ended: string[] = [];
  page.on("worker", (worker) => {
    started.push(new URL(worker.url()).pathname);
    worker.on("close", () => ended.push(new URL(worker.url()).pathname));
  });
  await page.goto("/dashboard");
  await expect(page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "My Tasks" })).toBeVisible();
  await expect.poll(() => started, { message: "one worker, the build's ICU warm-up (scripts/app-preloads.mjs)" }).toEqual([expect.stringMatching(/^\/assets\/intl-warmup\.worker-[\w-]+\.js$/)]);
  await expect.poll(() => ended, { message: "the worker is ended once it has formatted" }).toEqual(started);

  // The booking page starts its own, with its slots' formatters (BookPage.tsx): not a second one.
  started.length = 0;
  ended.length = 0;
  await page.goto("/book");
  await expect(page.getByRole("heading", { level: 1, name: "Book an appointment" })).toBeVisible();
  await expect.poll(() => ended.length, { message: "the booking page's own worker has ended" }).toBe(1);
  expect(started, "one worker on /book").toHaveLength(1);
});
