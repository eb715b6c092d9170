import path from "node:path";
import { z } from "zod";
import { CURRENCIES } from "../core/money";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no", "on", "off", ""])
  .transform((v) => ["true", "1", "yes", "on"].includes(v));

/**
 * Every setting the server reads, parsed once at start (STYLE: "Configuration is parsed,
 * once"). Nothing else reads process.env. `.env.example` lists the same variables.
 */
export const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Concierge <hello@concierge.localhost>"),
  OPERATOR_EMAIL: z.email().default("operator@concierge.localhost"),
  CURRENCY: z.enum(CURRENCIES).default("BGN"),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, "must be a Stripe secret key (sk_test_… or sk_live_…)").optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, "must be a Stripe webhook signing secret (whsec_…)").optional(),
  STRIPE_API_BASE: z.url().optional(),
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DOCUMENT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters (openssl rand -base64 32)").optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(10, "must be at least 10 characters").max(128).optional(),
  ADMIN_2FA_REQUIRED: bool.optional(),
});

export type RawConfig = z.output<typeof configSchema>;

export type Config = RawConfig & {
  publicUrl: string;
  dataDir: string;
  /** Without SMTP_URL mail stays in the outbox and is readable at /dev/mailbox. */
  devMailbox: boolean;
  isProduction: boolean;
  /** Admins must enrol two-factor before admin routes answer (ADMIN_2FA_REQUIRED, default on in production). */
  admin2faRequired: boolean;
  /** Origins whose requests may change state: the public URL's, plus Vite's dev server in development. */
  trustedOrigins: string[];
};

export class ConfigError extends Error {}

export function parseConfig(env: Record<string, string | undefined>): Config {
  // An empty variable means "not set", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const result = configSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const raw = result.data;
  if (raw.STRIPE_SECRET_KEY && !raw.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError("Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY (payments are confirmed by the signed webhook)");
  }
  if (raw.ADMIN_PASSWORD && !raw.ADMIN_EMAIL) {
    throw new ConfigError("Invalid configuration:\n  ADMIN_PASSWORD: set ADMIN_EMAIL too (the admin it belongs to)");
  }
  const publicUrl = (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, "");
  const devOrigins = raw.NODE_ENV === "development" ? ["http://localhost:5173", "http://127.0.0.1:5173"] : [];
  return {
    ...raw,
    publicUrl,
    dataDir: path.resolve(raw.DATA_DIR),
    devMailbox: !raw.SMTP_URL,
    isProduction: raw.NODE_ENV === "production",
    admin2faRequired: raw.ADMIN_2FA_REQUIRED ?? raw.NODE_ENV === "production",
    trustedOrigins: [new URL(publicUrl).origin, ...devOrigins],
  };
}
