import { createPrivateKey } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { eikValid } from "../core/invoices";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no", "on", "off", ""])
  .transform((v) => ["true", "1", "yes", "on"].includes(v));

/** One bucket's variables, `<prefix>BUCKET` and the rest: the site's files (S3_) and the backups (BACKUP_S3_) each have a set. */
function s3Settings<P extends string>(prefix: P) {
  const fields = {
    BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be an S3 bucket name").optional(),
    ENDPOINT: z.url().optional(),
    REGION: z.string().min(1).optional(),
    ACCESS_KEY_ID: z.string().min(1).optional(),
    SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Buckets addressed as ENDPOINT/bucket (MinIO and most self-hosted services) instead of bucket.ENDPOINT. */
    FORCE_PATH_STYLE: bool.default(false),
    /** Folder inside the bucket for the files (or the backups). */
    PREFIX: z.string().regex(/^[a-z0-9][a-z0-9/-]*$/, "must be lowercase letters, digits, - and /").optional(),
  };
  type Fields = typeof fields;
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [prefix + k, v])) as { [K in keyof Fields as `${P}${K}`]: Fields[K] };
}

/**
 * Every setting the server reads, parsed once at start, once. Nothing else reads process.env. `.env.example` lists the same variables.
 */
/** Streams open at once per process by default (LIVE_STREAMS_MAX). */
export const DEFAULT_LIVE_STREAMS_MAX = 400;
/**
 * Connections the kernel holds for the server before it accepts them (LISTEN_BACKLOG). Node's
 * 511 overflows when thousands of tabs reconnect at once after a deploy: the kernel then drops
 * or resets the excess instead of the server answering 503. Linux caps it at
 * net.core.somaxconn (4096 on current kernels).
 */
export const DEFAULT_LISTEN_BACKLOG = 4096;

export const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: every interface (0.0.0.0), but loopback only (localhost) under NODE_ENV=test (parseConfig). */
  HOST: z.string().min(1).optional(),
  /** Connections waiting to be accepted (a reconnect storm's burst); the kernel caps it at net.core.somaxconn. */
  LISTEN_BACKLOG: z.coerce.number().int().min(1).max(65_535).default(DEFAULT_LISTEN_BACKLOG),
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
  /** Where the operator's notifications go: pre-fills Settings → Business on the first start only. */
  OPERATOR_EMAIL: z.email().default("operator@concierge.localhost"),
  /**
   * The seller on receipts (and invoices): the business name, address and registration numbers.
   * They pre-fill Settings → Business on the first start; the settings are read from there after.
   */
  SELLER_NAME: z.string().trim().min(1).max(200).default("Concierge"),
  SELLER_ADDRESS: z.string().trim().max(300).optional(),
  /** UIC (EIK) / BULSTAT: 9 or 13 digits. */
  SELLER_EIK: z.string().refine(eikValid, "must be a valid UIC (EIK) / BULSTAT: 9 or 13 digits with the right check digits").optional(),
  /** The VAT number, where the business is VAT-registered (BG + 9 or 10 digits). */
  SELLER_VAT: z.string().regex(/^BG\d{9,10}$/, "must be BG followed by 9 or 10 digits").optional(),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, "must be a Stripe secret key (sk_test_… or sk_live_…)").optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, "must be a Stripe webhook signing secret (whsec_…)").optional(),
  STRIPE_API_BASE: z.url().optional(),
  /** `test`: the built-in TEST MODE checkout even in production (a staging site); every page then says so. */
  PAYMENTS: z.enum(["stripe", "test"]).optional(),
  TRUST_PROXY: bool.default(false),
  /** A clock the browser suite moves forward through /dev/clock (with the dev mailbox; refused in production). */
  TEST_CLOCK: bool.default(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DOCUMENT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /** A newsletter issue goes out to at most this many subscribers a minute (the send job's batch). */
  NEWSLETTER_SEND_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(100),
  /** Sent mail keeps its rendered body (links, names, messages) this long, then only its subject and template stay. */
  OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters (openssl rand -base64 32)").optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(10, "must be at least 10 characters").max(128).optional(),
  ADMIN_2FA_REQUIRED: bool.optional(),
  /** Files in S3-compatible object storage instead of DATA_DIR/files (all of region and keys needed with it). */
  ...s3Settings("S3_"),
  /** Daily upload budgets (MB per rolling 24 h): a member account's documents, and anonymous translation uploads per address. */
  UPLOAD_QUOTA_ACCOUNT_MB: z.coerce.number().int().min(1).max(1_000_000).default(200),
  UPLOAD_QUOTA_ADDRESS_MB: z.coerce.number().int().min(1).max(1_000_000).default(100),
  /** Uploads are refused (507 storage_full) while DATA_DIR's disk has less free space than this (local files). */
  STORAGE_MIN_FREE_MB: z.coerce.number().int().min(0).max(10_000_000).default(1024),
  /** With S3_BUCKET: uploads are refused (507) once the files we keep add up to this many MB; unset: no ceiling. */
  S3_MAX_TOTAL_MB: z.coerce.number().int().min(1).max(1_000_000_000).optional(),
  /** Rate limits shared through Redis (redis:// or rediss://); unset: through the database. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
    .optional(),
  /** Prepended to every Redis key, so several sites (or test runs) can share one Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,64}$/, "must be 1–64 letters, digits, :, _ or -")
    .default("concierge:limits:"),
  // Backups (docs/decisions/0047-backups.md): to a folder (BACKUP_DIR, default DATA_DIR/backups) or an S3 bucket.
  BACKUP_DIR: z.string().min(1).optional(),
  /** Backups into this bucket instead of BACKUP_DIR (region and keys needed with it; endpoint for S3-compatible services). */
  ...s3Settings("BACKUP_S3_"),
  /** A file with 32 random bytes (openssl rand -base64 32): backups are encrypted with it (AES-256-GCM). Keep it away from the backups. */
  BACKUP_KEY_FILE: z.string().min(1).optional(),
  /** Scheduled backups are kept this many days; the oldest go only after a newer one was verified. */
  BACKUP_RETAIN_DAYS: z.coerce.number().int().min(1).max(3650).default(14),
  /** Hours between scheduled backups; 0: no schedule (the command and the pre-migration backup still work). */
  BACKUP_EVERY_HOURS: z.coerce.number().int().min(0).max(24 * 31).default(24),
  // Live notification streams: each open stream holds a socket (one file descriptor)
  // and ~RSS per stream, so they are bounded well below the default open-files limit of 1,024.
  /** Open notification streams per process; past it a tab gets 503 + Retry-After and its bell polls. */
  LIVE_STREAMS_MAX: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_LIVE_STREAMS_MAX),
  /** Open notification streams per client address (TRUST_PROXY decides which address). */
  LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(40),
  /** A stream ends after this many minutes; the tab reconnects at once (and its session is checked again). */
  LIVE_STREAM_MAX_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(30),
  // Operations (docs/deploy.md).
  /** /metrics answers a scraper that sends `Authorization: Bearer <METRICS_TOKEN>`; unset: /metrics is off (404). */
  METRICS_TOKEN: z.string().regex(/^[\x21-\x7e]{32,256}$/, "must be 32–256 visible characters (openssl rand -hex 32)").optional(),
  /** After SIGTERM, /api/ready answers 503 this long while requests are still served, so a load balancer stops sending first. */
  DRAIN_SECONDS: z.coerce.number().int().min(0).max(60).default(0),
  /** Traces (requests, SQL, mail) go to this OTLP/HTTP collector (http://collector:4318); unset: no tracing code is loaded. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  /** The service name traces carry. */
  OTEL_SERVICE_NAME: z.string().min(1).max(100).default("concierge"),
  // Reply by email (docs/decisions/0025-reply-by-email.md).
  /** The domain of the reply addresses (reply+<token>@REPLY_DOMAIN) that message emails carry as Reply-To. */
  REPLY_DOMAIN: z
    .string()
    .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i, "must be a domain name (reply.example.com)")
    .optional(),
  /** The mailbox replies arrive in (imap://user:pass@host:port or imaps://…); unset: no fetcher runs. */
  IMAP_URL: z
    .string()
    .regex(/^imaps?:\/\/[^@/]+@[^/]+/, "must be an imap:// or imaps:// URL with user and password (imaps://user:pass@host:993)")
    .optional(),
  /** How often the fetcher looks for new replies. */
  IMAP_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  // DKIM signing of every mail sent over SMTP (README, "Mail that providers accept"): all three or none.
  /** The signing domain (d=): MAIL_FROM's domain, or a parent of it, so DMARC finds the signature aligned. */
  DKIM_DOMAIN: z
    .string()
    .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i, "must be a domain name (example.com)")
    .optional(),
  /** The selector (s=): the public key is published as TXT at <selector>._domainkey.<DKIM_DOMAIN>. */
  DKIM_SELECTOR: z
    .string()
    .regex(/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i, "must be a DNS label (letters, digits, -)")
    .optional(),
  /** The private key, PEM (a line break may be written as \n); or DKIM_PRIVATE_KEY_FILE, the path of the PEM file. */
  DKIM_PRIVATE_KEY: z.string().optional(),
  DKIM_PRIVATE_KEY_FILE: z.string().optional(),
});

export type RawConfig = z.output<typeof configSchema>;

export type S3Config = {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  endpoint?: string;
  forcePathStyle: boolean;
  prefix?: string;
};

/** nodemailer's `dkim` option. */
export type DkimConfig = { domainName: string; keySelector: string; privateKey: string };

export type Config = Omit<RawConfig, "HOST" | "DKIM_PRIVATE_KEY" | "DKIM_PRIVATE_KEY_FILE"> & {
  /** Where the server listens: HOST, else every interface; a server with test routes only on loopback. */
  HOST: string;
  /** The test-only routes (/api/test/session): NODE_ENV=test, on a loopback address only. */
  testRoutes: boolean;
  /** Object storage for files, when S3_BUCKET is set (else local disk under DATA_DIR/files). */
  s3: S3Config | null;
  publicUrl: string;
  dataDir: string;
  /** Mail stays in the outbox, readable at /dev/mailbox: development and test without SMTP_URL, never production. */
  devMailbox: boolean;
  isProduction: boolean;
  /** The card provider: Stripe, or the built-in TEST MODE checkout (development, test, or PAYMENTS=test). */
  payments: "stripe" | "test";
  /** PAYMENTS=test was asked for explicitly: every page carries a TEST MODE banner. */
  testModeBanner: boolean;
  /** Admins must enrol two-factor before admin routes answer (ADMIN_2FA_REQUIRED, default on in production). */
  admin2faRequired: boolean;
  /**
   * Origins whose requests may change state: PUBLIC_URL's when set; else every loopback
   * address on PORT (localhost, 127.0.0.1, [::1]); plus Vite's dev server in development.
   */
  trustedOrigins: string[];
  /**
   * Reply addresses' domain: REPLY_DOMAIN, else (dev mailbox in development) a local stand-in so
   * the mailbox's Reply button works; null: message emails carry no reply address.
   */
  replyDomain: string | null;
  /** DKIM signing of outgoing mail (DKIM_DOMAIN, DKIM_SELECTOR and the key), or none. */
  dkim: DkimConfig | null;
  /** Where backups go: an S3 bucket (BACKUP_S3_*), else a folder. */
  backup: { s3: S3Config | null; dir: string; keyFile: string | null };
};

/** The embedded default's reply domain: its replies come in through the dev mailbox's Reply button. */
export const DEV_REPLY_DOMAIN = "reply.concierge.localhost";

export class ConfigError extends Error {}

const invalid = (variable: string, message: string) => new ConfigError(`Invalid configuration: ${variable} ${message}`);

/**
 * A production server never falls back to a development stand-in: without these it would
 * publish every email (reset links included) at /dev/mailbox, or hand out paid services
 * through the test checkout. The first missing one is named, on one line.
 */
function checkProduction(raw: RawConfig): void {
  const hint = "(NODE_ENV=production; see .env.example)";
  if (!raw.PUBLIC_URL) throw invalid("PUBLIC_URL", `is required in production: the site's https:// address ${hint}`);
  if (new URL(raw.PUBLIC_URL).protocol !== "https:") throw invalid("PUBLIC_URL", `must be an https:// address in production ${hint}`);
  if (raw.TEST_CLOCK) throw invalid("TEST_CLOCK", `is for the browser suite only: a production clock is never moved ${hint}`);
  if (!raw.BETTER_AUTH_SECRET) throw invalid("BETTER_AUTH_SECRET", `is required in production (openssl rand -base64 32) ${hint}`);
  if (!raw.SMTP_URL) throw invalid("SMTP_URL", `is required in production: without it no email leaves the server ${hint}`);
  if (raw.PAYMENTS !== "test" && !raw.STRIPE_SECRET_KEY) {
    throw invalid("STRIPE_SECRET_KEY", `is required in production (or PAYMENTS=test for a staging site with the TEST MODE checkout) ${hint}`);
  }
}

const isLoopbackHost = (host: string) => host === "localhost" || host.endsWith(".localhost") || host === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(host);
/** A listening address only this machine can reach; unlike a link's host, no *.localhost name, which DNS may resolve anywhere. */
const isLoopbackListener = (host: string) => ["localhost", "::1"].includes(host.toLowerCase()) || /^127\.\d+\.\d+\.\d+$/.test(host);

/**
 * Outside production, the dev stand-ins (the mailbox at /dev/mailbox, the TEST MODE checkout)
 * and the test routes (NODE_ENV=test: /api/test/session opens an administrator's session for
 * anyone, on a secret everyone can read in auth/secret.ts) are for a site that is plainly
 * local: an http PUBLIC_URL on a loopback address, or none at all. A forgotten or mistyped
 * NODE_ENV (unset, development, test) is how a public server most often gets started without
 * production's checks, so whatever it says the start stops, on one line naming the variable.
 * A server with test routes also listens on loopback only, whatever its PUBLIC_URL says.
 */
function checkLocalOnly(raw: RawConfig, nodeEnvSet: boolean): void {
  const nodeEnv = nodeEnvSet ? `NODE_ENV is ${raw.NODE_ENV}` : "NODE_ENV is unset";
  const testRoutes = raw.NODE_ENV === "test";
  if (raw.PUBLIC_URL) {
    const url = new URL(raw.PUBLIC_URL);
    if (url.protocol !== "http:" || !isLoopbackHost(url.hostname)) {
      const local = testRoutes
        ? "the test routes (/api/test/session)"
        : !raw.SMTP_URL
          ? "the dev mailbox (no SMTP_URL)"
          : !raw.STRIPE_SECRET_KEY && raw.PAYMENTS !== "test"
            ? "the TEST MODE checkout (no STRIPE_SECRET_KEY)"
            : null;
      if (local) {
        const where = url.protocol === "https:" ? "an https:// address" : "not a loopback address";
        throw invalid("PUBLIC_URL", `is ${where} but ${nodeEnv}: ${local} ${testRoutes ? "answer" : "runs"} only on a local http address; set NODE_ENV=production (see .env.example)`);
      }
    }
  }
  if (testRoutes && raw.HOST !== undefined && !isLoopbackListener(raw.HOST)) {
    throw invalid("HOST", `is ${raw.HOST}, not a loopback address, but ${nodeEnv}: the test routes (/api/test/session) answer only on this machine (HOST=127.0.0.1, ::1 or localhost, or leave it unset)`);
  }
}

const S3_REQUIRED = ["REGION", "ACCESS_KEY_ID", "SECRET_ACCESS_KEY"] as const;
const S3_ANY = ["ENDPOINT", ...S3_REQUIRED, "PREFIX"] as const;

/**
 * All or nothing: the bucket named by `<prefix>S3_BUCKET` with its region and keys, or no
 * `<prefix>S3_*` variable at all (`strayNote` says why a stray one needs the bucket).
 */
function s3Config(raw: RawConfig, prefix: "" | "BACKUP_", strayNote = ""): S3Config | null {
  const name = <P extends string>(part: P) => `${prefix}S3_${part}` as const;
  const bucket = raw[name("BUCKET")];
  if (!bucket) {
    const stray = S3_ANY.map(name).find((v) => raw[v] !== undefined);
    if (stray) throw invalid(name("BUCKET"), `is required with ${stray}${strayNote}`);
    return null;
  }
  for (const v of S3_REQUIRED.map(name)) if (!raw[v]) throw invalid(v, `is required with ${name("BUCKET")} (see .env.example)`);
  return {
    bucket,
    region: raw[name("REGION")]!,
    accessKeyId: raw[name("ACCESS_KEY_ID")]!,
    secretAccessKey: raw[name("SECRET_ACCESS_KEY")]!,
    endpoint: raw[name("ENDPOINT")],
    forcePathStyle: raw[name("FORCE_PATH_STYLE")],
    prefix: raw[name("PREFIX")],
  };
}

function backupConfig(raw: RawConfig, dataDir: string): Config["backup"] {
  const keyFile = raw.BACKUP_KEY_FILE ? path.resolve(raw.BACKUP_KEY_FILE) : null;
  const dir = path.resolve(raw.BACKUP_DIR ?? path.join(dataDir, "backups"));
  return { s3: s3Config(raw, "BACKUP_"), dir, keyFile };
}

/**
 * All or nothing, and a key that signs: a missing part or a key that does not parse stops the
 * start on one line naming the variable, instead of sending mail whose signatures fail.
 */
function dkimConfig(raw: RawConfig): DkimConfig | null {
  const keyVar = raw.DKIM_PRIVATE_KEY_FILE ? "DKIM_PRIVATE_KEY_FILE" : "DKIM_PRIVATE_KEY";
  const given = { DKIM_DOMAIN: raw.DKIM_DOMAIN, DKIM_SELECTOR: raw.DKIM_SELECTOR, [keyVar]: raw.DKIM_PRIVATE_KEY_FILE ?? raw.DKIM_PRIVATE_KEY };
  if (raw.DKIM_PRIVATE_KEY && raw.DKIM_PRIVATE_KEY_FILE) throw invalid("DKIM_PRIVATE_KEY_FILE", "and DKIM_PRIVATE_KEY are both set: give the key one way");
  const missing = Object.entries(given).filter(([, v]) => !v);
  if (missing.length === 3) return null;
  const [first] = missing;
  if (first) throw invalid(first[0], `is required with ${Object.keys(given).filter((k) => given[k]).join(" and ")} (DKIM signing needs the domain, the selector and the private key)`);
  let pem: string;
  if (raw.DKIM_PRIVATE_KEY_FILE) {
    try {
      pem = readFileSync(raw.DKIM_PRIVATE_KEY_FILE, "utf8");
    } catch (err) {
      throw invalid("DKIM_PRIVATE_KEY_FILE", `cannot be read (${(err as NodeJS.ErrnoException).code ?? "error"}): ${raw.DKIM_PRIVATE_KEY_FILE}`);
    }
  } else {
    pem = raw.DKIM_PRIVATE_KEY!.replace(/\\n/g, "\n");
  }
  try {
    const key = createPrivateKey(pem);
    // nodemailer signs rsa-sha256 only.
    if (key.asymmetricKeyType !== "rsa") throw new Error("not RSA");
  } catch {
    throw invalid(keyVar, "is not an RSA private key in PEM (-----BEGIN PRIVATE KEY----- …; see .env.example)");
  }
  return { domainName: raw.DKIM_DOMAIN!.toLowerCase(), keySelector: raw.DKIM_SELECTOR!, privateKey: pem };
}

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
    throw invalid("STRIPE_WEBHOOK_SECRET", "is required with STRIPE_SECRET_KEY (payments are confirmed by the signed webhook)");
  }
  if (raw.PAYMENTS === "stripe" && !raw.STRIPE_SECRET_KEY) throw invalid("STRIPE_SECRET_KEY", "is required with PAYMENTS=stripe");
  if (raw.ADMIN_PASSWORD && !raw.ADMIN_EMAIL) {
    throw invalid("ADMIN_PASSWORD", "needs ADMIN_EMAIL too (the admin it belongs to)");
  }
  if (raw.IMAP_URL && !raw.REPLY_DOMAIN) throw invalid("REPLY_DOMAIN", "is required with IMAP_URL (the replies' addresses are reply+…@REPLY_DOMAIN)");
  // A half-configured bucket would silently put files on one machine's disk.
  const s3 = s3Config(raw, "", " (files go to object storage only with a bucket)");
  const dkim = dkimConfig(raw);
  const isProduction = raw.NODE_ENV === "production";
  if (isProduction) checkProduction(raw);
  else checkLocalOnly(raw, cleaned.NODE_ENV !== undefined);
  const testRoutes = raw.NODE_ENV === "test";
  const publicUrl = (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, "");
  const ownOrigins = raw.PUBLIC_URL
    ? [new URL(publicUrl).origin]
    : ["localhost", "127.0.0.1", "[::1]"].map((host) => `http://${host}:${raw.PORT}`);
  const devOrigins = raw.NODE_ENV === "development" ? ["http://localhost:5173", "http://127.0.0.1:5173", "http://[::1]:5173"] : [];
  const payments = raw.PAYMENTS ?? (raw.STRIPE_SECRET_KEY ? "stripe" : "test");
  const { DKIM_PRIVATE_KEY: _key, DKIM_PRIVATE_KEY_FILE: _keyFile, ...settings } = raw;
  return {
    ...settings,
    dkim,
    HOST: raw.HOST ?? (testRoutes ? "localhost" : "0.0.0.0"),
    testRoutes,
    s3,
    publicUrl,
    dataDir: path.resolve(raw.DATA_DIR),
    backup: backupConfig(raw, path.resolve(raw.DATA_DIR)),
    devMailbox: !isProduction && !raw.SMTP_URL,
    isProduction,
    payments,
    testModeBanner: raw.PAYMENTS === "test",
    admin2faRequired: raw.ADMIN_2FA_REQUIRED ?? isProduction,
    trustedOrigins: [...ownOrigins, ...devOrigins],
    replyDomain: raw.REPLY_DOMAIN?.toLowerCase() ?? (raw.NODE_ENV === "development" && !isProduction && !raw.SMTP_URL ? DEV_REPLY_DOMAIN : null),
  };
}
