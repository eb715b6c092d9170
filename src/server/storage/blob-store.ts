import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/**
 * Private file storage (DESIGN §1.9): nothing here is ever served directly; a route that
 * checks who is asking reads a blob and sends it. Local disk by default, S3-compatible at scale.
 */
export interface BlobStore {
  put(key: string, data: Buffer): Promise<void>;
  /**
   * Writes a stream under `key` without holding it in memory. The blob appears only once the
   * stream has ended; when the stream fails (client gone, size limit) nothing is left behind
   * and the stream's error is rethrown.
   */
  putStream(key: string, data: Readable): Promise<void>;
  /** null when there is no such blob. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

/** A generated, unguessable name: timestamp + random + the original extension (spec §3, DESIGN §1.9). */
export function newBlobKey(prefix: string, ext: string, now: Date): string {
  return `${prefix}/${now.getTime()}-${randomBytes(12).toString("hex")}${ext ? `.${ext}` : ""}`;
}

const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.?[a-z0-9]*$/;

/** Files under `root` (DATA_DIR/files, outside the web app's folder), readable by this process only. */
export function localDiskStore(root: string): BlobStore {
  const resolve = (key: string) => {
    // Keys are ours, but a key that could climb out of the root is refused outright.
    if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`unsafe blob key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await fs.writeFile(file, data, { flag: "wx", mode: 0o600 });
    },
    async putStream(key, data) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // Written under a temporary name, then linked into place (which, like "wx", never
      // replaces an existing blob): a half-received file is never visible under its key.
      const partial = `${file}.partial-${randomBytes(6).toString("hex")}`;
      try {
        await pipeline(data, createWriteStream(partial, { flags: "wx", mode: 0o600 }));
        await fs.link(partial, file);
      } finally {
        await fs.rm(partial, { force: true });
      }
    },
    async get(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      }
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}
