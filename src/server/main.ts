import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app";
import { systemClock } from "./clock";
import { ConfigError, parseConfig } from "./config";
import { type Database, lockDataDir, openPglite, openPostgres } from "./db/client";
import { createOutboxWorker } from "./mail/outbox-worker";
import { devTransport, smtpTransport } from "./mail/transport";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

async function main() {
  let config;
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
    webDir: path.join(root, "dist/web"),
    logger: { level: config.LOG_LEVEL, transport: undefined },
  });

  const transport = config.SMTP_URL ? smtpTransport(config.SMTP_URL) : devTransport((line) => app.log.info(line));
  const worker = createOutboxWorker({ db: database.db, transport, from: config.MAIL_FROM, clock: systemClock, log: app.log });
  worker.start(config.OUTBOX_POLL_MS);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await worker.stop();
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
