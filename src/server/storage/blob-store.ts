import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/**
 * Private file storage (DESIGN §1.9): nothing here is ever served directly; a route that
 * checks who is asking reads a blob and sends it. Local disk by default, S3-compatible at scale.
 */
export interface BlobStore {
  put(key: string, data: Buffer): Promise<void>;
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
