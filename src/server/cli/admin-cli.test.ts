import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { verifyPassword } from "../auth/password-hash";
import { openPglite } from "../db/client";
import { account, user } from "../db/schema";
import { COMPILED_ADMIN, tempDataDir } from "../test/spawn-main";

// The CLI on the embedded database of a DATA_DIR of its own (the same whatever TEST_DB says:
// vitest.config.ts runs this file on PGlite only), compiled, as `npm run admin` runs it. The
// DATA_DIRs hold the run's migrated database (test/spawn-main.ts), as after a first start.
describe("npm run admin", () => {
  /** The CLI as a script runs it: arguments, and standard input closed after `stdin`. */
  const cli = (args: string[], env: Record<string, string>, stdin = "") =>
    new Promise<{ code: number; out: string }>((resolve) => {
      const child = spawn(process.execPath, [COMPILED_ADMIN, ...args], { env: { ...process.env, NODE_ENV: "development", ...env } });
      let out = "";
      child.stdout.on("data", (c: Buffer) => (out += c.toString()));
      child.stderr.on("data", (c: Buffer) => (out += c.toString()));
      child.on("close", (code) => resolve({ code: code ?? 1, out }));
      child.stdin.end(stdin);
    });

  it("refuses to open a DATA_DIR the server holds", async () => {
    const dir = tempDataDir({ empty: true });
    fs.writeFileSync(path.join(dir, "concierge.lock"), String(process.pid));
    const res = await cli(["create", "--email", "x@example.com"], { DATA_DIR: dir });
    expect(res.code).toBe(1);
    expect(res.out).toContain("stop it first");
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it("creates an admin in the embedded database and prints the password once", async () => {
    const dir = tempDataDir();
    const created = await cli(["create", "--email", "Ops@Example.com"], { DATA_DIR: dir });
    expect(created.out).toContain("Administrator ops@example.com created");
    expect(created.out).toMatch(/Password: [\w-]{24}\n/);
    expect(created.code).toBe(0);
    expect(fs.existsSync(path.join(dir, "concierge.lock"))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it("refuses --password (the process list shows it) and addresses that are not emails, changing nothing", async () => {
    const dir = tempDataDir({ empty: true });
    // Three CLI starts side by side (each ~1.5 s of CPU): none of them opens anything. Two
    // addresses: which ones the check refuses is its own business; this proves the CLI asks it.
    const emails = ["not-an-email", "ops@example.com\nx"];
    const [withArgument, ...refused] = await Promise.all([
      cli(["create", "--email", "ops@example.com", "--password", "Correct-Horse-9"], { DATA_DIR: dir }),
      ...emails.map((email) => cli(["promote", "--email", email], { DATA_DIR: dir })),
    ]);
    expect(withArgument!.code).toBe(2);
    expect(withArgument!.out).toContain("--password is not accepted: it would show in the process list");
    for (const [i, res] of refused.entries()) {
      expect(res.code, emails[i]).toBe(2);
      expect(res.out, emails[i]).toContain("Not an email address");
    }
    // Nothing was opened, let alone created.
    expect(fs.existsSync(path.join(dir, "db"))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it("takes the password from standard input, for scripts, and never prints it", async () => {
    const dir = tempDataDir();
    const password = "Piped-Secret-2026";
    const created = await cli(["create", "--email", "script@example.com"], { DATA_DIR: dir }, `${password}\n`);
    expect(created.code, created.out).toBe(0);
    expect(created.out).toContain("Administrator script@example.com created");
    expect(created.out).not.toContain(password);
    expect(created.out).not.toContain("Password:");
    const database = await openPglite({ dir: path.join(dir, "db") });
    try {
      const [row] = await database.db.select({ hash: account.password }).from(account).innerJoin(user, eq(user.id, account.userId)).where(eq(user.email, "script@example.com"));
      expect(await verifyPassword({ hash: row!.hash!, password })).toBe(true);
    } finally {
      await database.close();
    }
    const weak = await cli(["create", "--email", "weak@example.com"], { DATA_DIR: dir }, "short\n");
    expect(weak.code).toBe(1);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 90_000);
});
