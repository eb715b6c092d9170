import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page, TestInfo } from "@playwright/test";
import { expect } from "@playwright/test";

/** WCAG 2.1 level A and AA. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** Lets finite CSS transitions/animations (dialogs fading in, toasts sliding) end: mid-fade colours are not the real ones. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    await Promise.race([Promise.allSettled(finite.map((a) => a.finished)), new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
}

/** One line per failing element: rule, impact, selector and axe's own summary. */
function describe(violations: Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"]): string {
  return violations
    .flatMap((v) =>
      v.nodes.slice(0, 5).map((n) => `- ${v.id} (${v.impact}): ${n.target.join(" ")}\n    ${n.failureSummary?.replace(/\n/g, "\n    ")}`),
    )
    .join("\n");
}

/**
 * Scans the page as it is now and fails with the violations listed, unless this run has scanned
 * the same screen in the same state already (screenState: a scan of it again would find the same).
 */
export async function expectNoAxeViolations(page: Page, label = page.url(), { toasts = false } = {}): Promise<void> {
  await settle(page);
  const state = await screenState(page, { toasts }).catch(() => undefined);
  if (state !== undefined && !firstTime(state)) return count("skip");
  await scan(page, label, { toasts });
}

async function scan(page: Page, label: string, { toasts }: { toasts: boolean }): Promise<void> {
  // A toast comes and goes on its own clock: one that starts leaving during the scan is measured
  // mid-fade (a contrast of 2.6 once, on a loaded machine). Toasts are scanned where a test holds
  // them open to be read (`toasts: true`, layout.spec.ts "toasts and alerts", in both themes).
  // Only the violations are read: axe then details no node that passes (a colour-contrast pass
  // per text node), ~7 % of a storefront page's scan in browser CPU.
  const axe = new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).withTags(AXE_TAGS);
  if (!toasts) axe.exclude("[data-sonner-toast]");
  // A page without frames: axe.run in the page finds what the per-frame run does, without the
  // blank page that run opens to merge its frames' results (about half a second a scan).
  if (page.frames().length === 1) axe.setLegacyMode();
  const { violations } = await axe.analyze();
  count("scan");
  expect(violations, `axe (WCAG 2.1 AA) on ${label}:\n${describe(violations)}`).toEqual([]);
}

/** Tailwind's breakpoints: between two of them a page is laid out the same (nothing in src/web reads the window's width). */
const BREAKPOINTS = [640, 768, 1024, 1280, 1536];

function widthClass(width: number | undefined): string {
  if (width === undefined) return "?";
  const next = BREAKPOINTS.find((b) => width < b);
  return next === undefined ? `>=${BREAKPOINTS.at(-1)}` : `<${next}`;
}

/** Ids, tokens, numbers and emails out: what is left names the kind of thing, not the record. */
const generic = (s: string) => s.replace(/[^\s@/?&=]+@[^\s@/?&=]+|[0-9a-f]{8}-[0-9a-f-]{27}|[A-Za-z0-9_-]{20,}|\d+/g, "#");

/**
 * What makes a screen distinct for axe, whichever test, project or record brought it up: the route
 * (the path with ids and tokens taken out, the query's keys and generic values), the width's
 * breakpoint class (375 px in the desktop project is the mobile project's screen), the language,
 * the theme, the main heading (not on a record's own page, where it is the record's name), the
 * chosen tabs, open dialogs, expanded controls, whether a form shows errors or an alert is up, and
 * whether toasts are in the scan.
 */
async function screenState(page: Page, { toasts }: { toasts: boolean }): Promise<string> {
  const state = await page.evaluate(() => {
    const text = (el: Element | null | undefined) => (el?.textContent ?? "").trim().slice(0, 80);
    const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].map((d) => {
      const labelledBy = d.getAttribute("aria-labelledby");
      return d.getAttribute("aria-label") ?? text(labelledBy ? document.getElementById(labelledBy) : d.querySelector("h2"));
    });
    const html = document.documentElement;
    return {
      lang: html.lang,
      dark: html.classList.contains("dark"),
      h1: text(document.querySelector("h1")),
      tabs: [...document.querySelectorAll('[role="tab"][aria-selected="true"]')].map(text),
      dialogs,
      expanded: document.querySelectorAll('[aria-expanded="true"]').length,
      invalid: document.querySelector('[aria-invalid="true"]') !== null,
      alert: document.querySelector('[role="alert"]:not(:empty)') !== null,
    };
  });
  const url = new URL(page.url());
  const route = generic(url.pathname);
  const query = [...url.searchParams].map(([k, v]) => `${k}=${generic(v)}`).sort();
  // On a record's page (an id in its path) the heading is the record's name (a client's, an
  // issue's): the route says which screen it is, and the name is taken out of tabs and dialogs.
  const record = route !== url.pathname && state.h1 !== "";
  const named = (s: string) => generic(record ? s.replaceAll(state.h1, "#") : s);
  return JSON.stringify([
    widthClass(page.viewportSize()?.width),
    route,
    query,
    state.lang,
    state.dark,
    record ? "#" : generic(state.h1),
    state.tabs.map(named),
    state.dialogs.map(named),
    state.expanded,
    state.invalid,
    state.alert,
    toasts,
  ]);
}

/** True the first time a run meets this state (across workers: a file created exclusively in E2E_AXE_SEEN). */
function firstTime(key: string): boolean {
  const dir = process.env.E2E_AXE_SEEN;
  if (!dir) return true;
  try {
    fs.writeFileSync(path.join(dir, createHash("sha1").update(key).digest("hex")), key, { flag: "wx" });
    return true;
  } catch {
    return false;
  }
}

/** The run's tally, one line per scan or skip, read by e2e/teardown.ts (appends of a line do not interleave). */
export const AXE_TALLY = "tally";

function count(what: "scan" | "skip"): void {
  const dir = process.env.E2E_AXE_SEEN;
  if (dir) fs.appendFileSync(path.join(dir, AXE_TALLY), `${what}\n`);
}

/**
 * Scans the page as it is now, when it is ours and loaded (another site, a download or a
 * closed page is left alone) and the run has not scanned the same screen in the same state yet
 * (screenState): what every test's final page gets, for a test that goes through several pages.
 */
export async function scanIfNew(page: Page, testInfo: TestInfo, label = page.url()): Promise<void> {
  if (page.isClosed()) return;
  const baseURL = testInfo.project.use.baseURL;
  if (!baseURL || !page.url().startsWith(new URL(baseURL).origin)) return;
  if ((await page.evaluate(() => document.readyState).catch(() => "gone")) !== "complete") return;
  if (!(await page.evaluate(() => Boolean(document.getElementById("root")?.childElementCount)).catch(() => false))) return;
  await expectNoAxeViolations(page, label);
}

/** After a test that passed: scans the page it ended on (scanIfNew). */
export async function scanFinalPage(page: Page, testInfo: TestInfo): Promise<void> {
  if (testInfo.status !== testInfo.expectedStatus) return;
  await scanIfNew(page, testInfo, `the final page of "${testInfo.title}" (${page.url()})`);
}
