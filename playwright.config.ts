import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// One server for the whole run, on a fresh data directory (PGlite + files) and the dev mailbox.
// It is the compiled server, as in production; it is recompiled here when a server source is
// newer (half a second), the web app is not: `npm run build` (scripts/test.sh does) or `vite build` first.
const port = Number(process.env.E2E_PORT ?? 3100);
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "concierge-e2e-"));
// The pages axe has scanned in this run, shared by the workers (e2e/axe.ts): one scan per page and state.
process.env.E2E_AXE_SEEN ??= fs.mkdtempSync(path.join(os.tmpdir(), "concierge-axe-"));
// What failed tests' pages showed (e2e/failure-report.ts), printed again at the end of the run.
process.env.E2E_FAILURES ??= fs.mkdtempSync(path.join(os.tmpdir(), "concierge-failures-"));
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;
// The clock server (e2e/clock.ts): the next port, its own data directory.
const clockPort = port + 1;
process.env.E2E_CLOCK_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "concierge-e2e-clock-"));
const clockURL = `http://localhost:${clockPort}`;
process.env.E2E_CLOCK_URL ??= clockURL;

/** A server's environment: a fresh data directory (PGlite + files) and the dev mailbox. */
function serverEnv(serverPort: number, url: string, dataDir: string | undefined): Record<string, string> {
  return {
    PORT: String(serverPort),
    DATA_DIR: dataDir ?? "",
    PUBLIC_URL: url,
    OUTBOX_POLL_MS: "200",
    LOG_LEVEL: "warn",
    NODE_ENV: "test",
    ADMIN_EMAIL: "admin@concierge.test",
    ADMIN_PASSWORD: "e2e-admin-password-2026",
    // The test runner plays the reverse proxy: e2e/fixtures.ts gives every test its own
    // X-Forwarded-For, so the per-address limits (5 sign-ups a minute…) count per test,
    // as they count per visitor in production, instead of failing a parallel run.
    TRUST_PROXY: "true",
    // The seller on receipts and invoices (an invoice is refused without name, address and ЕИК).
    SELLER_NAME: "Concierge Services EOOD",
    SELLER_ADDRESS: "1 Vitosha Blvd, 1000 Sofia",
    SELLER_EIK: "131468980",
  };
}

// The reply mailbox (e2e/reply-by-email.spec.ts starts a Dovecot there while it runs; until then the
// server's fetcher finds nobody and retries).
process.env.E2E_IMAP_PORT ??= String(port + 1000);

// Debian's headless shell (package chromium-headless-shell: the old headless mode, which is what
// Playwright's own headless Chromium is) when installed, else Debian's full browser.
const debianChromium = [process.env.E2E_CHROMIUM, "/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((p) => p && fs.existsSync(p));
const chromium = {
  executablePath: debianChromium,
  args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-gpu"],
};

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  // Three on CI's two cores: a test waits on the server and the mail worker as much as it
  // computes (two workers kept the cores 76 % busy, 305 s; three 91 %, 246 s).
  workers: process.env.CI ? 3 : undefined,
  // A test that needs a second try is a defect to fix, not to hide.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // Prints what each failed test's page showed, again, and the run's axe tally (scans made, pages skipped as already scanned).
  globalTeardown: "./e2e/teardown.ts",
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // No traces on CI: recording one for every test cost ~15 % of the run, and CI keeps only the log.
  use: { baseURL, trace: process.env.CI ? "off" : "retain-on-failure", launchOptions: chromium },
  // Where a test runs (e2e/fixtures.ts says it to test writers): "setup" signs the administrator in
  // once (e2e/admin.setup.ts); every test runs at desktop width unless tagged @mobile (375 px
  // only); @mobile and @all-widths tests run in the mobile project.
  projects: [
    { name: "setup", testMatch: /\.setup\.ts$/, use: { launchOptions: chromium } },
    {
      name: "desktop",
      dependencies: ["setup"],
      grepInvert: /@mobile\b/,
      // As a visitor who asks for less motion (styles.css stops transitions and animations): the
      // desktop journeys then draw no in-between frames, 11 % of the suite's CPU. The mobile
      // project keeps the motion, so the animated dialogs, menus and toasts stay under test.
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, reducedMotion: "reduce", launchOptions: chromium },
    },
    {
      name: "mobile",
      dependencies: ["setup"],
      grep: /@mobile\b|@all-widths\b/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, launchOptions: chromium },
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : [
        {
          // The Node that runs Playwright (npm's pinned Node 24 under `npm test`) runs the server too.
          // Both servers' databases are made once, migrated, before either starts (scripts/e2e-data-dirs.mjs).
          command: `"${process.execPath}" scripts/build-if-stale.mjs --server-only && "${process.execPath}" scripts/e2e-data-dirs.mjs "${process.env.E2E_DATA_DIR}" "${process.env.E2E_CLOCK_DATA_DIR}" && "${process.execPath}" dist/server/main.js`,
          url: `${baseURL}/api/health`,
          reuseExistingServer: !process.env.CI,
          timeout: 60_000,
          stdout: "ignore",
          stderr: "pipe",
          env: {
            ...serverEnv(port, baseURL, process.env.E2E_DATA_DIR),
            // Reply by email through a real IMAP server (e2e/reply-by-email.spec.ts).
            REPLY_DOMAIN: "reply.concierge.test",
            IMAP_URL: `imap://replies:replies-secret@127.0.0.1:${process.env.E2E_IMAP_PORT}`,
            IMAP_POLL_MS: "250",
          },
        },
        {
          // The second server, on its own data, whose clock the journeys about dates move forward
          // (TEST_CLOCK, /dev/clock: a reminder a week later). Started after the first, which builds.
          command: `"${process.execPath}" dist/server/main.js`,
          url: `${clockURL}/api/health`,
          reuseExistingServer: !process.env.CI,
          timeout: 60_000,
          stdout: "ignore",
          stderr: "pipe",
          env: { ...serverEnv(clockPort, clockURL, process.env.E2E_CLOCK_DATA_DIR), TEST_CLOCK: "true" },
        },
      ],
});
