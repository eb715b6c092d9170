import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Config } from "../config";

/** Only NODE_ENV=test runs on this fixed secret. */
const TEST_AUTH_SECRET = "concierge-test-secret-0123456789abcdef0123456789";

/**
 * The secret that signs sessions and encrypts 2FA secrets. BETTER_AUTH_SECRET wins. The
 * embedded default generates one on first start and keeps it in DATA_DIR/auth-secret
 * (mode 600), so sessions survive restarts. Several instances on one PostgreSQL must share
 * one secret, so production with DATABASE_URL requires the variable.
 */
export function resolveAuthSecret(config: Config): string {
  if (config.BETTER_AUTH_SECRET) return config.BETTER_AUTH_SECRET;
  if (config.NODE_ENV === "test") return TEST_AUTH_SECRET;
  if (config.DATABASE_URL && config.isProduction) {
    throw new Error("BETTER_AUTH_SECRET must be set when DATABASE_URL is used in production (every instance needs the same one).");
  }
  const file = path.join(config.dataDir, "auth-secret");
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString("base64url");
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
