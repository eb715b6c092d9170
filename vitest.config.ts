import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "@core": path.resolve("src/core"), "@web": path.resolve("src/web") };
/** The security suite, the fault drills and the scale-out test run under their own commands (vitest.system.config.ts). */
export const SYSTEM_SUITES = ["src/server/security/**", "src/server/faults/**", "src/server/scale/**"];
const api = {
  include: ["src/server/**/*.test.ts"],
  exclude: ["**/node_modules/**", ...SYSTEM_SUITES],
  globalSetup: ["src/server/test/global-setup.ts"],
  testTimeout: 20_000,
  hookTimeout: 60_000,
  // A worker keeps its imported modules from one file to the next instead of importing the
  // app afresh for each (that import was 63 % of the suite's time). Sound because every file
  // builds its own app and database (test/app.ts) and no module of the server keeps mutable
  // state of its own (STYLE: dependencies come in through buildApp); no API test mocks a module.
  isolate: false,
};

/**
 * Files that never open the test database (TEST_DB): pure units of the server, and servers or
 * the CLI spawned on an embedded DATA_DIR of their own. The PostgreSQL project would run them
 * exactly as the PGlite one does, so it leaves them out.
 */
export const EMBEDDED_ONLY = [
  "src/server/auth/totp.test.ts",
  "src/server/backups/dump-facts.test.ts",
  "src/server/cli/admin-cli.test.ts",
  "src/server/db/data-dir.test.ts",
  "src/server/db/migration-compat.test.ts",
  "src/server/deploy-recipe.test.ts",
  "src/server/dev-log.test.ts",
  "src/server/features/checkout/prepaid-copy.test.ts",
  "src/server/features/messages/inbound/corpus/corpus.test.ts",
  "src/server/features/notifications/shutdown.test.ts",
  "src/server/http/dependency-failure.test.ts",
  "src/server/http/api-messages.test.ts",
  "src/server/http/catalogues.test.ts",
  "src/server/http/fetched-languages.test.ts",
  "src/server/http/web-api-paths.test.ts",
  "src/server/mail/templates/email-kit.test.ts",
  "src/server/mail/templates/links-and-dates.test.ts",
  "src/server/mail/templates/templates-i18n.test.ts",
  "src/server/production-start.test.ts",
  "src/server/storage/s3-config.test.ts",
  "src/server/storage/scale-start.test.ts",
];

/**
 * unit: src/core (and the web's copy checks). api: the API suite over in-memory PGlite. api-postgres: the same suite
 * against real PostgreSQL, only when TEST_DATABASE_URL is set.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default in a run is one worker per core but one, so a single worker on CI's two
    // cores, idle while a file waits on PostgreSQL or on a server it spawned. Measured on two
    // cores: three workers kept them 83 % busy (198 s), four 90 % (173 s).
    maxWorkers: 4,
    projects: [
      { resolve: { alias }, test: { name: "unit", include: ["src/core/**/*.test.ts", "src/web/**/*.test.ts"] } },
      { resolve: { alias }, test: { name: "api", ...api, env: { TEST_DB: "pglite" } } },
      ...(process.env.TEST_DATABASE_URL
        ? [{ resolve: { alias }, test: { name: "api-postgres", ...api, exclude: [...api.exclude, ...EMBEDDED_ONLY], env: { TEST_DB: "postgres" } } }]
        : []),
    ],
  },
});
