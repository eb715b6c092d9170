import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "../../../core/upload";
import { translationUploads } from "../../db/schema";
import { setupTestApp, uniqueEmail } from "../../test/app";
import { UPLOAD_RATE } from "./routes";
import { checkout, effectsOf, FILES, payTestSession, sessionStatus, tempStore } from "../../test/payments";

const { dir, store } = tempStore();
const ctx = await setupTestApp({ storage: store });

const upload = (data: Buffer | string, name: string | undefined, contentType = "application/octet-stream") =>
  ctx.app.inject({
    method: "POST",
    url: "/api/translation/uploads",
    payload: data,
    headers: { "content-type": contentType, ...(name !== undefined ? { "x-file-name": encodeURIComponent(name) } : {}) },
  });
const storedFiles = () => (fs.existsSync(path.join(dir, "translations")) ? fs.readdirSync(path.join(dir, "translations")) : []);
const INVALID_TYPE = "Invalid file type. Please upload a supported document format.";
const TOO_LARGE = "File is too large. Maximum size is 5MB.";

describe("POST /api/translation/uploads", () => {
  it("stores the document privately under a generated name and answers an upload token", async () => {
    const res = await upload(FILES.pdf, "Договор за наем.pdf");
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ fileName: "Договор за наем.pdf", size: FILES.pdf.length, contentType: "application/pdf" });
    expect(body.uploadId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(body.expiresAt).getTime() - ctx.clock.now().getTime()).toBe(24 * 3600 * 1000);

    const [row] = await ctx.db.select().from(translationUploads).where(eq(translationUploads.fileName, "Договор за наем.pdf"));
    expect(row!.tokenHash).not.toContain(body.uploadId);
    expect(row!.storageKey).toMatch(/^translations\/\d{13}-[0-9a-f]{24}\.pdf$/);
    expect(fs.readFileSync(path.join(dir, row!.storageKey))).toEqual(FILES.pdf);
  });

  it("accepts images and plain text whose content matches the extension", async () => {
    expect((await upload(FILES.png, "passport.PNG")).json().contentType).toBe("image/png");
    expect((await upload(FILES.text, "notes.txt")).json().contentType).toBe("text/plain; charset=utf-8");
    expect((await upload(FILES.text, "table.csv")).statusCode).toBe(201);
  });

  it.each([
    ["a PNG named .pdf", FILES.png, "scan.pdf"],
    ["a program named .pdf", FILES.exe, "invoice.pdf"],
    ["a program named .txt", FILES.exe, "readme.txt"],
    ["a program named .docx", FILES.exe, "contract.docx"],
    ["text named .jpg", FILES.text, "photo.jpg"],
    ["a program", FILES.exe, "setup.exe"],
    ["a web page", Buffer.from("<html><script>alert(1)</script></html>"), "invoice.html"],
    ["a file without extension", FILES.pdf, "contract"],
  ])("refuses %s with the spec's message and stores nothing", async (_what, data, name) => {
    const before = storedFiles().length;
    const res = await upload(data, name);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(INVALID_TYPE);
    expect(storedFiles().length).toBe(before);
  });

  it("accepts exactly 5 MB and refuses anything larger with 413 and the spec's message", async () => {
    const fiveMb = Buffer.concat([FILES.pdf, Buffer.alloc(MAX_UPLOAD_BYTES - FILES.pdf.length, 0x20)]);
    expect((await upload(fiveMb, "big.pdf")).statusCode).toBe(201);

    const before = storedFiles().length;
    for (const size of [MAX_UPLOAD_BYTES + 1, 8 * 1024 * 1024]) {
      const res = await upload(Buffer.concat([FILES.pdf, Buffer.alloc(size - FILES.pdf.length)]), "too-big.pdf");
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toEqual({ code: "file_too_large", message: TOO_LARGE, key: "upload.tooLarge" });
    }
    expect(storedFiles().length).toBe(before);
  });

  it("takes only a raw body: JSON, form and text uploads answer 415", async () => {
    for (const type of ["application/json", "multipart/form-data; boundary=x", "text/plain", "application/pdf"]) {
      const res = await upload(type === "application/json" ? "{}" : "x", "a.pdf", type);
      expect(res.statusCode).toBe(415);
    }
  });

  it("needs the file's name, and keeps only its last segment", async () => {
    expect((await upload(FILES.pdf, undefined)).statusCode).toBe(400);
    expect((await upload("", "empty.txt")).statusCode).toBe(400);
    const res = await upload(FILES.pdf, "../../etc/passwd.pdf");
    expect(res.json().fileName).toBe("passwd.pdf");
  });
});

describe("a translation order", () => {
  it("uploads, pays, and the verification page shows the stored request; the operator is emailed", async () => {
    const email = uniqueEmail("translate");
    const { uploadId } = (await upload(FILES.pdf, "lease.pdf")).json();
    const translation = { uploadId, name: "Anna Smith", email, notes: "Pages 1-2 only, please." };
    const res = await checkout(ctx, { items: [{ kind: "translation" }], translation });
    expect(res.statusCode).toBe(200);
    const { sessionId } = res.json();

    const page = await ctx.app.inject({ method: "GET", url: `/api/test-gateway/sessions/${sessionId}` });
    expect(page.json()).toMatchObject({ amountTotal: 1023, cancelUrl: "http://concierge.localhost/translation" });
    expect((await sessionStatus(ctx, sessionId)).json()).toMatchObject({ status: "pending", success: false });
    expect((await effectsOf(ctx, sessionId)).translationRequests).toBe(0);

    const paid = await payTestSession(ctx, sessionId);
    expect(paid.json().redirectUrl).toBe(`http://concierge.localhost/translation-success?session_id=${sessionId}`);

    const verified = (await sessionStatus(ctx, sessionId)).json();
    expect(verified).toMatchObject({
      status: "paid",
      success: true,
      message: "Translation request submitted successfully!",
      order: { purpose: "translation", total: 1023 },
      translationRequest: { email: `${email[0]}•••@example.com`, status: "new" },
    });
    // Whoever holds the session id learns no name, address, notes or file name.
    for (const secret of ["Anna Smith", email, "Pages 1-2", "lease.pdf"]) expect(JSON.stringify(verified)).not.toContain(secret);
    const effects = await effectsOf(ctx, sessionId);
    expect(effects).toMatchObject({ payments: 1, translationRequests: 1, payment: { paymentType: "translation", amount: 1023 } });

    const [toOperator] = (await ctx.mailTo("operator@concierge.test")).filter((m) => m.text.includes(email));
    expect(toOperator?.subject).toBe("New translation request: lease.pdf — Anna Smith");
    expect(toOperator?.headers["Reply-To"]).toBe(email);
    expect(toOperator?.text).toContain("Pages 1-2 only, please.");
    const receipt = await ctx.mailTo(email);
    expect(receipt).toHaveLength(1);
    expect(receipt[0]!.text).toContain("Your English summary will arrive within 24–48 hours");
  });

  it("refuses an upload token it never issued, or one older than 24 hours", async () => {
    const base = { items: [{ kind: "translation" }], translation: { name: "Anna", email: uniqueEmail("t"), notes: "" } };
    const forged = await checkout(ctx, { ...base, translation: { ...base.translation, uploadId: "A".repeat(43) } });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.message).toBe("Your document upload has expired. Please upload the document again.");

    const { uploadId } = (await upload(FILES.pdf, "old.pdf")).json();
    ctx.clock.advance(24 * 3600 * 1000 + 1000);
    const stale = await checkout(ctx, { ...base, translation: { ...base.translation, uploadId } });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.code).toBe("upload_expired");
  });

  it("needs the form's fields with the translation item", async () => {
    const res = await checkout(ctx, { items: [{ kind: "translation" }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("Please fill in all required fields and upload a document.");
  });
});

describe("abuse", () => {
  it("bounds how many uploads one address may send, before reading the body", async () => {
    const limited = await setupTestApp({ storage: store });
    const attempt = () =>
      limited.app.inject({
        method: "POST",
        url: "/api/translation/uploads",
        payload: FILES.text,
        headers: { "content-type": "application/octet-stream", "x-file-name": "fake.pdf" },
      });
    for (let i = 0; i < UPLOAD_RATE.max; i++) expect((await attempt()).statusCode).toBe(400);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("rate_limited");
  });
});
