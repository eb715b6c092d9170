import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { backupRuns, outbox } from "../db/schema";
import { createTestDatabase } from "../test/db";
import { createBackupJob, lastBackup } from "./index";
import { folderTarget } from "./target";

// The scheduled backup's rules, over a real database and folder, with the backup itself stood
// in for (the drills in faults/backup.test.ts take real ones): when it runs, what retention
// removes, the lease between instances, and the operator's mail after 36 hours without one.
describe("the scheduled backup", () => {
  let database: Database;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "concierge-schedule-"));
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const HOUR = 3600_000;
  let now = new Date("2026-12-01T02:00:00Z");
  const clock = { now: () => now };
  const target = folderTarget(root);
  /** A stand-in run: a sealed folder named as takeBackup names them, and its row. */
  const made = (ok: boolean) => async () => {
    const stamp = now.toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z").replace("T", "-");
    const name = `${stamp}-scheduled-${Math.random().toString(16).slice(2, 6)}`;
    fs.mkdirSync(path.join(root, ok ? name : `${name}.partial`));
    await database.db.insert(backupRuns).values({ name, reason: "scheduled", status: ok ? "good" : "failed", target: root, startedAt: now, leaseUntil: now, finishedAt: now, sizeBytes: ok ? 1234 : null, error: ok ? null : "backup failed: /b is full (no space left on device)" });
    if (!ok) throw new Error("backup failed: /b is full (no space left on device)");
    return { name };
  };
  const job = (holder: string, ok = true) =>
    createBackupJob({ db: database.db, clock, target, everyHours: 24, retainDays: 2, holder, operatorEmail: () => "ops@example.com", publicUrl: "http://localhost:3000", run: made(ok), log: { info: () => {}, error: () => {} } });

  it("takes one when due, keeps the retained ones, and removes the expired only after a new one", async () => {
    expect(await job("a").runOnce()).toBe(1);
    expect(await job("a").runOnce(), "not due again the same day").toBe(0);
    for (let day = 1; day <= 3; day += 1) {
      now = new Date(now.getTime() + 24 * HOUR);
      expect(await job("a").runOnce()).toBe(1);
    }
    const sealed = fs.readdirSync(root).sort();
    // Four taken, one a day: the first, older than 2 days, went once the newest was sealed.
    expect(sealed).toHaveLength(3);
    expect(sealed[0]).toMatch(/^20261202-020000Z-scheduled-/);
    const state = await lastBackup(database.db, now);
    expect(state.lastGood).toMatchObject({ sizeBytes: 1234, at: now });
    expect(state.lastAttempt?.status).toBe("good");
  });

  it("lets one instance at a time hold the lease", async () => {
    now = new Date(now.getTime() + 25 * HOUR);
    const [a, b] = await Promise.all([job("a").runOnce(), job("b").runOnce()]);
    expect(a + b).toBe(1);
  });

  it("keeps every backup when the new one fails, and mails the operator once after 36 hours without one", async () => {
    const before = fs.readdirSync(root).filter((n) => !n.endsWith(".partial"));
    for (let h = 24; h <= 72; h += 12) {
      now = new Date(now.getTime() + 12 * HOUR);
      await job("a", false).runOnce();
    }
    expect(fs.readdirSync(root).filter((n) => !n.endsWith(".partial")), "no good backup removed").toEqual(before);
    const mails = await database.db.select().from(outbox).where(eq(outbox.template, "backupMissing"));
    // 60 hours without a good one: mailed at 36 h, not again before 72 h.
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe("ops@example.com");
    expect(mails[0]!.subject).toBe("No backup has succeeded for 36 hours");
    expect(mails[0]!.text).toContain("The last attempt failed: backup failed: /b is full (no space left on device)");
    expect((await lastBackup(database.db, now)).lastAttempt?.status).toBe("failed");
  });
});
