import { VERIFY_RETRIES, VERIFY_RETRY_MS } from "../src/core/translation";
import { expect, test } from "./fixtures";
import { uniqueEmail, waitForMail } from "./mailbox";
import { CARDS, payWithTestCard, rememberedSession } from "./payments";

/** A small but real PDF-looking document (the server checks the magic bytes). */
function pdf(bytes: number): Buffer {
  const head = Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj<<>>endobj\n", "latin1");
  const tail = Buffer.from("\n%%EOF\n");
  return Buffer.concat([head, Buffer.alloc(Math.max(0, bytes - head.length - tail.length), 0x30), tail]);
}

const REQUIRED = "Please fill in all required fields and upload a document.";

test.describe("translation orders", () => {
  test("the form checks required fields and the document rules in the browser", async ({ page }) => {
    await page.goto("/translation");
    await page.getByRole("button", { name: /Continue to Payment/ }).click();
    await expect(page.getByText(REQUIRED)).toBeVisible();

    const picker = page.getByLabel("Document", { exact: true });
    await picker.setInputFiles({ name: "setup.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ") });
    await expect(page.getByText("Invalid file type. Please upload a supported document format.")).toBeVisible();
    await picker.setInputFiles({ name: "huge.pdf", mimeType: "application/pdf", buffer: pdf(5 * 1024 * 1024 + 1) });
    await expect(page.getByText("File is too large. Maximum size is 5MB.")).toBeVisible();
    await expect(page.getByTestId("selected-file")).toHaveCount(0);

    await picker.setInputFiles({ name: "letter.pdf", mimeType: "application/pdf", buffer: pdf(2048) });
    await expect(page.getByText("Document selected successfully!")).toBeVisible();
    await expect(page.getByTestId("selected-file")).toHaveText("letter.pdf");
  });

  test("upload with a real progress bar → pay → the verification page shows the request", async ({ page, request, browserName }) => {
    const email = uniqueEmail("translation");
    await page.goto("/translation");
    await page.getByLabel("Name").fill("Ivan Petrov");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Notes").fill("A letter from the tax office.");
    await page.getByLabel("Document", { exact: true }).setInputFiles({ name: "tax letter.pdf", mimeType: "application/pdf", buffer: pdf(1_500_000) });

    // Slow the upload down so the bar is seen between 0 and 100 (Chromium's network emulation).
    const cdp = browserName === "chromium" ? await page.context().newCDPSession(page) : null;
    await cdp?.send("Network.enable");
    await cdp?.send("Network.emulateNetworkConditions", { offline: false, latency: 10, downloadThroughput: -1, uploadThroughput: 500 * 1024 });

    await page.getByRole("button", { name: "Continue to Payment · €10.23" }).click();
    const bar = page.getByRole("progressbar", { name: "Uploading document..." });
    await expect(bar).toBeVisible();
    if (cdp) {
      await expect
        .poll(async () => Number(await bar.getAttribute("aria-valuenow")), { timeout: 10_000 })
        .toBeGreaterThan(0);
      const mid = Number(await bar.getAttribute("aria-valuenow"));
      expect(mid).toBeLessThan(100);
    }
    await expect(page).toHaveURL(/\/test-checkout\//, { timeout: 20_000 });
    await cdp?.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await expect(page.getByTestId("amount-due")).toHaveText("€10.23");

    await payWithTestCard(page, CARDS.success, "Ivan Petrov");
    await expect(page).toHaveURL(/\/translation-success\?session_id=cs_test_/);
    await expect(page.getByRole("heading", { name: "Translation request submitted successfully!" })).toBeVisible();
    const details = page.getByRole("status").filter({ hasText: "Your request" });
    // The page's address is a bearer link: it shows the request without the personal data.
    await expect(details).toContainText(`${email[0]}•••@${email.split("@")[1]}`);
    await expect(details).toContainText("€10.23");
    await expect(details).not.toContainText("Ivan Petrov");
    await expect(details).not.toContainText("A letter from the tax office.");

    await waitForMail(request, email, /Your Concierge receipt/);
  });

  test("/translation-success without a session id fails clearly", async ({ page }) => {
    await page.goto("/translation-success");
    await expect(page.getByRole("alert").filter({ hasText: "No session ID found in URL. Payment verification failed." })).toBeVisible();
    await expect(page.getByRole("link", { name: "Return Home" })).toBeVisible();
  });

  test("an unpaid session is retried 3 times, 3 s apart, then fails with Retry Verification", async ({ page }) => {
    await page.goto("/translation");
    await page.getByLabel("Name").fill("Ivan Petrov");
    await page.getByLabel("Email").fill(uniqueEmail("unpaid"));
    await page.getByLabel("Document", { exact: true }).setInputFiles({ name: "note.txt", mimeType: "text/plain", buffer: Buffer.from("Здравейте") });
    await page.getByRole("button", { name: /Continue to Payment/ }).click();
    // Hydrating the form (a press before it is held and replayed), the upload and the session:
    // on a busy CI machine this took over the default 7 s once, as the upload test allows 20 s.
    await expect(page).toHaveURL(/\/test-checkout\//, { timeout: 20_000 });
    const sessionId = await rememberedSession(page);

    // Back to our site without paying: nothing is fulfilled, the page keeps asking, then gives up.
    // The page's clock is the test's: each 3 s pause passes when the test moves time on.
    await page.clock.install();
    const checks: string[] = [];
    // Only the success page's status checks: the test checkout's own late fetch of the session
    // (/api/test-gateway/sessions/…) is not one of them (seen once on CI).
    page.on("request", (r) => {
      if (r.resourceType() === "fetch" && sessionId && r.url().includes(`/api/checkout/sessions/${sessionId}`)) checks.push(r.url());
    });
    await page.goto(`/translation-success?session_id=${sessionId}`);
    await expect(page.getByText("Still processing payment, retrying verification...").first()).toBeVisible();
    const failed = page.getByRole("alert").filter({ hasText: "Payment verification failed after several attempts" });
    await expect(async () => {
      await page.clock.runFor(VERIFY_RETRY_MS);
      await expect(failed).toBeVisible({ timeout: 250 });
    }).toPass();
    // The first check and three retries, no more.
    expect(checks).toHaveLength(1 + VERIFY_RETRIES);
    await expect(page.getByRole("button", { name: "Retry Verification" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Return Home" })).toBeVisible();
  });
});
