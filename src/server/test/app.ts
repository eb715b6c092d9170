import { afterAll } from "vitest";
import { desc, eq } from "drizzle-orm";
import { buildApp } from "../app";
import type { AppDeps, AppInstance } from "../http/types";
import type { Clock } from "../clock";
import { parseConfig, type Config } from "../config";
import type { Database } from "../db/client";
import { outbox } from "../db/schema";
import { createTestDatabase } from "./db";

/** A clock the test moves by hand. */
export function fixedClock(start = new Date("2026-11-21T10:00:00Z")) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  } satisfies Clock & { advance(ms: number): void };
}

/** A complete production configuration: everything a production start requires (config.ts). */
export const PRODUCTION_ENV = {
  NODE_ENV: "production",
  PUBLIC_URL: "https://concierge.example",
  BETTER_AUTH_SECRET: "production-test-secret-0123456789abcdef",
  SMTP_URL: "smtp://mail.example:587",
  STRIPE_SECRET_KEY: "sk_live_abc",
  STRIPE_WEBHOOK_SECRET: "whsec_abc",
};

export function testConfig(env: Record<string, string> = {}): Config {
  return parseConfig({ NODE_ENV: "test", PUBLIC_URL: "http://concierge.localhost", OPERATOR_EMAIL: "operator@concierge.test", ...env });
}

export type TestContext = {
  app: AppInstance;
  database: Database;
  db: Database["db"];
  clock: ReturnType<typeof fixedClock>;
  config: Config;
  /** Emails in the outbox to an address, newest first. */
  mailTo(to: string): Promise<(typeof outbox.$inferSelect)[]>;
};

/**
 * One app over one fresh database for a test file; closed after the file's tests.
 * Tests keep their data apart by using unique emails, so they may share it.
 */
export async function setupTestApp(overrides: Partial<AppDeps> & { env?: Record<string, string> } = {}): Promise<TestContext> {
  // The server loads these on first use (a start loads only what it needs); a test's first mail,
  // PDF or upload would otherwise pay their import (seconds, compiled by tsx) inside its timeout.
  const [database] = await Promise.all([createTestDatabase(), import("../mail/templates"), import("pdfkit"), import("file-type")]);
  const clock = fixedClock();
  const config = testConfig(overrides.env);
  const app = await buildApp({ config, db: database.db, dbKind: database.kind, clock, listener: database, database, ...overrides });
  await app.ready();
  // Better Auth loads on its first use in the server; the suites that walk its endpoints read app.auth.api.
  await app.auth.loaded();
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return {
    app,
    database,
    db: database.db,
    clock,
    config,
    mailTo: (to) => database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.seq)),
  };
}

let counter = 0;
/** A unique address per call, so tests never see each other's rows. */
/** A second app over the same database and clock as `ctx` (its own config or web folder in `deps`), closed after the file. */
export async function appBeside(ctx: TestContext, deps: Partial<AppDeps> = {}): Promise<AppInstance> {
  const app = await buildApp({ config: ctx.config, db: ctx.db, dbKind: ctx.database.kind, clock: ctx.clock, ...deps });
  afterAll(() => app.close());
  return app;
}

export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** The path and query of the first link in an email's text that starts with `base`. */
export function linkFrom(text: string, base: string): string {
  const match = text.match(new RegExp(`${base.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[^\\s>]+`));
  if (!match) throw new Error(`no link starting with ${base} in:\n${text}`);
  return match[0];
}
