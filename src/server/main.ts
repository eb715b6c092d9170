import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app";
import { provisionAdminAtStart } from "./auth/provision";
import { resolveAuthSecret } from "./auth/secret";
import { systemClock } from "./clock";
import { type Config, ConfigError, parseConfig } from "./config";
import { type Database, lockDataDir, openPglite, openPostgres } from "./db/client";
import { createOutboxWorker } from "./mail/outbox-worker";
import { devTransport, smtpTransport } from "./mail/transport";
import { fulfilmentDepsOf } from "./payments/fulfilment";
import { createReconciler } from "./payments/reconciler";
import { periodic } from "./jobs/periodic";
import { createRetentionJob } from "./jobs/retention";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

async function main() {
  let config: Config;
  try {
    config = parseConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  let unlock = () => {};
  let database: Database;
  if (config.DATABASE_URL) {
    database = openPostgres(config.DATABASE_URL);
  } else {
    unlock = lockDataDir(config.dataDir);
    database = await openPglite({ dir: path.join(config.dataDir, "db") });
  }
  await database.migrate();

  const app = await buildApp({
    config,
    db: database.db,
    dbKind: database.kind,
    clock: systemClock,
    authSecret: resolveAuthSecret(config),
    webDir: path.join(root, "dist/web"),
    logger: { level: config.LOG_LEVEL, transport: undefined },
  });

  // A generated admin password goes out at warn level, so it is printed even under LOG_LEVEL=warn; never lost to "silent".
  const quiet = ["fatal", "error", "silent"].includes(config.LOG_LEVEL);
  const warn = (m: string) => (quiet ? console.error(m) : app.log.warn(m));
  await provisionAdminAtStart(database.db, config, { info: (m) => app.log.info(m), warn });

  const transport = config.SMTP_URL ? smtpTransport(config.SMTP_URL) : devTransport((line) => app.log.info(line));
  const worker = createOutboxWorker({ db: database.db, transport, from: config.MAIL_FROM, clock: systemClock, log: app.log });
  worker.start(config.OUTBOX_POLL_MS);
  // Settles orders whose webhook never came (or, with the test checkout, whose session expired).
  const reconciler = createReconciler({ ...fulfilmentDepsOf(app), gateway: app.payments });
  reconciler.start();
  const retention = createRetentionJob({
    db: database.db,
    storage: app.storage,
    clock: systemClock,
    retentionDays: config.DOCUMENT_RETENTION_DAYS,
    log: app.log,
  });
  const retentionLoop = periodic("retention", retention.runOnce, app.log, (n) => n >= 100);
  retentionLoop.start(60 * 60_000, 30_000);
  if (app.payments.kind === "test") {
    app.log.info("Payments: built-in TEST MODE checkout (STRIPE_SECRET_KEY unset). Pay with card 4242 4242 4242 4242, any future expiry, any CVC.");
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await worker.stop();
    await reconciler.stop();
    await retentionLoop.stop();
    transport.close?.();
    await database.close();
    unlock();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Concierge is running at ${config.publicUrl} (database: ${database.kind}${config.devMailbox ? ", dev mailbox at /dev/mailbox" : ""})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
