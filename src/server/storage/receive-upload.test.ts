import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "../../core/upload";
import { setupTestApp } from "../test/app";
import { createMember, signedInAs } from "../test/factories";
import { FILES, tempStore } from "../test/payments";
import { localDiskStore, sweepPartialUploads } from "./blob-store";
import { sanitiseFileName } from "./document-upload";
import { receiveDocument } from "./receive-upload";

/** A listening app with short timeouts, so a stalled client is cut within the test. */
const { dir, store } = tempStore();
const ctx = await setupTestApp({ storage: store, timeouts: { requestMs: 1500, headersMs: 500, checkIntervalMs: 100 } });
await ctx.app.listen({ port: 0, host: "127.0.0.1" });
const port = (ctx.app.server.address() as net.AddressInfo).port;

/** Every file under the storage folder, finished or not. */
const filesOnDisk = () =>
  (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile()).map((f) => ({
    name: f,
    size: fs.statSync(path.join(dir, f)).size,
  }));

async function until<T>(what: string, probe: () => T | undefined | false, timeoutMs = 5000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** An upload over a raw socket, which the test can stall or drop at will. */
function rawUpload(declaredBytes: number, fileName = "scan.pdf", url = "/api/translation/uploads", extraHeaders = "") {
  const socket = net.connect(port, "127.0.0.1");
  let received = "";
  socket.on("data", (chunk) => {
    received += chunk.toString();
  });
  socket.on("error", () => {});
  const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  socket.write(
    `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/octet-stream\r\n` +
      `X-File-Name: ${fileName}\r\nContent-Length: ${declaredBytes}\r\n${extraHeaders}\r\n`,
  );
  return { socket, closed, received: () => received };
}

/** Sends the first 3 MB of a PDF and answers the file they became: on disk (under a temporary name), not in the server's memory. */
function threeMegabytesOnDisk(upload: ReturnType<typeof rawUpload>) {
  upload.socket.write(Buffer.concat([FILES.pdf, Buffer.alloc(3 * 1024 * 1024 - FILES.pdf.length, 0x20)]));
  return until("the partial file", () => filesOnDisk().find((f) => f.size === 3 * 1024 * 1024));
}

/** A PDF body that grows past 6 MB without announcing its size (no Content-Length). */
function growingPdf(): ReadableStream<Uint8Array> {
  const chunk = Buffer.alloc(256 * 1024, 0x20);
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) controller.enqueue(FILES.pdf);
      if (sent > 6 * 1024 * 1024) return controller.close();
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
}

describe("uploads are streamed to storage", () => {
  it("writes a document to disk as it arrives, and removes it when the client goes away", async () => {
    const upload = rawUpload(MAX_UPLOAD_BYTES);
    const partial = await threeMegabytesOnDisk(upload);
    expect(partial.name).toMatch(/^translations\/\d{13}-[0-9a-f]{24}\.pdf\.partial-[0-9a-f]{12}$/);

    upload.socket.destroy();
    await until("the partial file to go", () => filesOnDisk().length === 0);
  });

  it("cuts a stalled upload at the request timeout, answering 408, and keeps nothing", async () => {
    const upload = rawUpload(100_000);
    upload.socket.write(FILES.pdf);
    const started = Date.now();
    await until("the partial file", () => filesOnDisk().length === 1);
    await upload.closed;
    expect(Date.now() - started).toBeLessThan(4000);
    expect(upload.received()).toMatch(/^HTTP\/1\.1 408/);
    await until("the partial file to go", () => filesOnDisk().length === 0);
  });

  it("cuts a client that never finishes its headers", async () => {
    const socket = net.connect(port, "127.0.0.1");
    socket.on("error", () => {});
    socket.resume();
    socket.write("POST /api/translation/uploads HTTP/1.1\r\nHost: x\r\n");
    const started = Date.now();
    await new Promise<void>((resolve) => socket.on("close", () => resolve()));
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("refuses a body that grows past 5 MB without announcing its size, with the spec's message, and keeps nothing", async () => {
    const body = growingPdf();
    const res = await fetch(`http://127.0.0.1:${port}/api/translation/uploads`, {
      method: "POST",
      headers: { "content-type": "application/octet-stream", "x-file-name": "big.pdf" },
      body,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: { code: "file_too_large", message: "File is too large. Maximum size is 5MB.", key: "upload.tooLarge" } });
    await until("no file left", () => filesOnDisk().length === 0);
  });
});

describe("a member's documents are streamed to storage too", async () => {
  const headers = await signedInAs(ctx, await createMember(ctx));
  const cookies = `Cookie: ${headers.cookie}\r\nOrigin: ${headers.origin}\r\n`;
  const taskRes = await fetch(`http://127.0.0.1:${port}/api/tasks`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ title: "Register my address", description: "At the municipality", documentIds: [] }),
  });
  const taskId = ((await taskRes.json()) as { id: string }).id;
  const send = (url: string, body: BodyInit, fileName: string) =>
    fetch(`http://127.0.0.1:${port}${url}`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/octet-stream", "x-file-name": fileName },
      body,
      duplex: "half",
    } as RequestInit);

  it.each([
    ["a staged document", "/api/documents/uploads"],
    ["a task's new document", `/api/tasks/${taskId}/documents`],
  ])("%s is written to disk as it arrives, and removed when the client goes away", async (_what, url) => {
    const upload = rawUpload(MAX_UPLOAD_BYTES, "scan.pdf", url, cookies);
    const partial = await threeMegabytesOnDisk(upload);
    expect(partial.name).toMatch(/^documents\/\d{13}-[0-9a-f]{24}\.pdf\.partial-[0-9a-f]{12}$/);

    upload.socket.destroy();
    await until("the partial file to go", () => filesOnDisk().length === 0);
  });

  it("refuses a body that grows past 5 MB without announcing its size, with the spec's message, and keeps nothing", async () => {
    const body = growingPdf();
    const res = await send("/api/documents/uploads", body, "big.pdf");
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: { code: "file_too_large", message: "File is too large. Maximum size is 5MB.", key: "upload.tooLarge" } });
    await until("no file left", () => filesOnDisk().length === 0);
  });

  it("keeps nothing of content that is not what its extension says", async () => {
    for (const url of ["/api/documents/uploads", `/api/tasks/${taskId}/documents`]) {
      const res = await send(url, new Uint8Array(FILES.exe), "invoice.pdf");
      expect(res.status, url).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe("Invalid file type. Please upload a supported document format.");
      expect(filesOnDisk()).toEqual([]);
    }
  });

  it("keeps the file of an accepted document, under its recorded key", async () => {
    const res = await send("/api/documents/uploads", new Uint8Array(FILES.pdf), encodeURIComponent("Договор.pdf"));
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ fileName: "Договор.pdf", size: FILES.pdf.length, contentType: "application/pdf" });
    const [file] = filesOnDisk();
    expect(fs.readFileSync(path.join(dir, file!.name))).toEqual(FILES.pdf);
    fs.rmSync(path.join(dir, "documents"), { recursive: true });
  });
});

describe("receiveDocument, for any feature that takes a document", () => {
  const receive = (data: Buffer, fileName: string, record: () => Promise<string>) =>
    receiveDocument(Readable.from([data.subarray(0, 10), data.subarray(10)]), { store, keyPrefix: "tests", fileName, now: new Date(), record });

  it("stores the file, then lets the caller record it", async () => {
    let key = "";
    expect(await receive(FILES.pdf, "a.pdf", async () => "recorded")).toBe("recorded");
    await receiveDocument(Readable.from([FILES.png]), {
      store,
      keyPrefix: "tests",
      fileName: "b.png",
      now: new Date(),
      record: async (doc) => {
        key = doc.key;
        expect(doc).toMatchObject({ fileName: "b.png", size: FILES.png.length, contentType: "image/png" });
        return doc;
      },
    });
    expect(fs.readFileSync(path.join(dir, key))).toEqual(FILES.png);
    fs.rmSync(path.join(dir, "tests"), { recursive: true });
  });

  it("keeps nothing when the content is refused, or when recording fails", async () => {
    expect(await receive(FILES.exe, "a.pdf", async () => "recorded")).toBeNull();
    await expect(receive(FILES.pdf, "a.pdf", () => Promise.reject(new Error("database down")))).rejects.toThrow("database down");
    await expect(receive(Buffer.alloc(0), "a.pdf", async () => "recorded")).rejects.toThrow("The file is empty");
    expect(filesOnDisk()).toEqual([]);
  });
});

describe("a document's display name", () => {
  it("is the last path segment, NFC, without control, bidi or invisible characters; a Windows device name gets a leading _", () => {
    expect(sanitiseFileName("../../etc/passwd.pdf")).toBe("passwd.pdf");
    expect(sanitiseFileName("..\\..\\x.pdf")).toBe("x.pdf");
    expect(sanitiseFileName("invoice\u202Egnp.pdf")).toBe("invoicegnp.pdf");
    expect(sanitiseFileName("\uFEFFre\u200Bpo\u200Drt\u2060.pdf")).toBe("report.pdf");
    expect(sanitiseFileName("cafe\u0301.pdf")).toBe("caf\u00e9.pdf");
    expect(sanitiseFileName("CON.pdf")).toBe("_CON.pdf");
    expect(sanitiseFileName("lpt1.txt")).toBe("_lpt1.txt");
    expect(sanitiseFileName("console.pdf")).toBe("console.pdf");
    expect(sanitiseFileName(`${"a".repeat(296)}.pdf`)).toHaveLength(200);
    expect(sanitiseFileName(`CON.${"a".repeat(191)}.pdf`)).toBe(`_CON.${"a".repeat(191)}.pdf`);
    expect(sanitiseFileName(`CON.${"a".repeat(192)}.pdf`)).toMatch(/^_.{199}$/);
  });
});

describe("after a crash", () => {
  it("the partial files of interrupted uploads are swept, but never one still arriving", async () => {
    const folder = path.join(dir, "crashed");
    fs.mkdirSync(folder);
    const old = path.join(folder, "1-abc.pdf.partial-0123456789ab");
    const fresh = path.join(folder, "2-abc.pdf.partial-ba9876543210");
    fs.writeFileSync(old, "half");
    fs.writeFileSync(fresh, "half");
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    fs.utimesSync(old, twoHoursAgo, twoHoursAgo);

    // A store opened on the folder (as the server does at start) sweeps it.
    localDiskStore(dir);
    await until("the old partial file to go", () => !fs.existsSync(old));
    expect(fs.readdirSync(folder)).toEqual(["2-abc.pdf.partial-ba9876543210"]);
    expect(await sweepPartialUploads(dir, 0, Date.now() + 1000)).toBe(1);
    fs.rmSync(folder, { recursive: true });
  });
});
