import { Writable } from "node:stream";

/** A logger stream that keeps every JSON line written to it, for tests that read the request log. */
export function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(...chunk.toString().split("\n").filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}
