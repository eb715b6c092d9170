import { createCipheriv, createDecipheriv, createHmac, type DecipherGCM, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { Transform, type TransformCallback } from "node:stream";
import { BackupError } from "./errors";

/** Every encrypted object starts so; the 12-byte IV follows, the 16-byte GCM tag ends it. */
const MAGIC = Buffer.from("CBK1");
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The operator's backup key: a file holding 32 random bytes, as 64 hex digits or base64
 * (`openssl rand -base64 32 > backup.key`). It is never written beside a backup.
 */
export function loadBackupKey(file: string): Buffer {
  let text: string;
  try {
    text = readFileSync(file, "utf8").trim();
  } catch (err) {
    throw new BackupError(`BACKUP_KEY_FILE cannot be read (${(err as NodeJS.ErrnoException).code ?? "error"}): ${file}`);
  }
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, "hex") : Buffer.from(text, "base64");
  if (key.length !== 32) throw new BackupError(`BACKUP_KEY_FILE must hold 32 random bytes as base64 or hex (openssl rand -base64 32): ${file}`);
  return key;
}

/** Stored in the manifest: tells a wrong key at once, and reveals nothing about the key. */
export function keyCheck(key: Buffer): string {
  return createHmac("sha256", key).update("concierge-backup-key-check").digest("hex").slice(0, 32);
}

/** AES-256-GCM, streamed: MAGIC, IV, ciphertext, tag. */
export function encryptStream(key: Buffer): Transform {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  let started = false;
  return new Transform({
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      if (!started) {
        started = true;
        this.push(Buffer.concat([MAGIC, iv]));
      }
      done(null, cipher.update(chunk));
    },
    flush(done: TransformCallback) {
      if (!started) this.push(Buffer.concat([MAGIC, iv]));
      this.push(cipher.final());
      done(null, cipher.getAuthTag());
    },
  });
}

/**
 * The reverse of encryptStream. The tag is the last 16 bytes, so they are held back until the
 * end; a wrong key or a changed byte fails the stream at its end (nothing it gave is trusted
 * before then: callers hash and check before they keep anything).
 */
export function decryptStream(key: Buffer, what: string): Transform {
  let header = Buffer.alloc(0);
  let held = Buffer.alloc(0);
  let decipher: DecipherGCM | undefined;
  const damaged = () => new BackupError(`${what} cannot be decrypted: the backup key is wrong or the backup is damaged`);
  return new Transform({
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      let data = chunk;
      if (!decipher) {
        header = Buffer.concat([header, data]);
        if (header.length < MAGIC.length + IV_BYTES) return done();
        if (!header.subarray(0, MAGIC.length).equals(MAGIC)) return done(new BackupError(`${what} is not an encrypted backup object (damaged, or the backup was not encrypted)`));
        decipher = createDecipheriv("aes-256-gcm", key, header.subarray(MAGIC.length, MAGIC.length + IV_BYTES));
        data = header.subarray(MAGIC.length + IV_BYTES);
      }
      held = Buffer.concat([held, data]);
      if (held.length <= TAG_BYTES) return done();
      const body = held.subarray(0, held.length - TAG_BYTES);
      held = held.subarray(held.length - TAG_BYTES);
      done(null, decipher.update(body));
    },
    flush(done: TransformCallback) {
      if (!decipher || held.length !== TAG_BYTES) return done(damaged());
      try {
        decipher.setAuthTag(held);
        done(null, decipher.final());
      } catch {
        done(damaged());
      }
    },
  });
}
