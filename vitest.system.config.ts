import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "@core": path.resolve("src/core"), "@web": path.resolve("src/web") };

/**
 * The proof suites, each its own command (README "Tests"):
 *   npm run test:security   src/server/security  (route × role, IDOR, escalation, payments, uploads, fuzz, CSRF, enumeration, line injection)
 *   npm run test:faults     src/server/faults    (kill -9, PostgreSQL stopped, SMTP down, blob store failing)
 *   npm run test:scale      src/server/scale     (two instances behind a proxy on one PostgreSQL + Redis)
 * Each file prints its table of figures (src/server/security/report.ts); the console is not
 * intercepted so the tables reach the CI log as printed (each table in one write). Alone, a
 * suite's files run one at a time. `npm run test:system` (what `npm test` runs) runs the three
 * suites' files side by side, three at a time: most of their time is spent waiting on servers
 * they start, stop or kill (two cores were 41–48 % busy running them one after the other), and
 * their time limits are generous. enumeration.test.ts compares response times and runs alone
 * after them, in both commands (package.json).
 */
export default defineConfig({
  resolve: { alias },
  test: {
    globalSetup: ["src/server/test/global-setup.ts"],
    env: { TEST_DB: "pglite" },
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // A worker keeps the modules it imported from one file to the next, as the API suite's do
    // (vitest.config.ts says why that is sound): importing the app afresh for each file was 191 s
    // of the run's 448 s of test time; without it `npm run test:system` took 223 s, not 294 s.
    isolate: false,
    disableConsoleIntercept: true,
    reporters: ["default"],
  },
});
