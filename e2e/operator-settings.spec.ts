import type { Page } from "@playwright/test";
import { zonedInstant } from "../src/core/appointments/zone";
import { createUser, expect, newAccount, signInAs, test } from "./fixtures";

const REMINDER = "Turn on two-factor sign-in.";
const SOLE_ADMIN = "You are the only administrator, so this account cannot be deleted. Make another person an administrator first.";

const sofiaDay = (ms: number) => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Sofia" }).format(new Date(ms));
/** The audit log's day of a move: its year only when it is not the entry's (written today), as in late December. */
const dayLabel = (day: string, locale: string) => {
  const year = day.slice(0, 4) !== sofiaDay(Date.now()).slice(0, 4) ? { year: "numeric" as const } : {};
  return new Intl.DateTimeFormat(locale, { timeZone: "Europe/Sofia", weekday: "short", day: "numeric", month: "short", ...year }).format(zonedInstant(day, 690));
};

/** The person's language, saved as the header's switch saves it (a reload then speaks it). */
async function speak(page: Page, preferredLanguage: "en" | "bg") {
  const origin = new URL(page.url()).origin;
  const res = await page.request.put("/api/profile/language", { data: { preferredLanguage }, headers: { Origin: origin } });
  expect(res.ok(), await res.text()).toBe(true);
}

test.describe("the operator's Settings and Audit Log", { tag: "@all-widths" }, () => {
  test("their own account and the business are saved apart, each with its confirmation; the two-factor line put off for 7 days stays away after a reload", async ({ page, freshAdmin }) => {
    await signInAs(page.request, freshAdmin);
    await page.goto("/dashboard/settings");
    const reminder = page.getByRole("status").filter({ hasText: REMINDER });
    await expect(reminder).toBeVisible();
    // One line on a desktop; on a phone its two links go under it (touch-sized): an eighth of the screen at most.
    const phone = (page.viewportSize()?.width ?? 1280) < 640;
    // (Measured until the app's own line has replaced the server's frame: a box read while the frame's is detached is none.)
    await expect.poll(async () => (await reminder.boundingBox())?.height ?? Number.POSITIVE_INFINITY).toBeLessThan(phone ? 92 : 48);
    await reminder.getByRole("button", { name: "Remind me in 7 days" }).click();
    await expect(reminder).toBeHidden();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Your account" })).toBeVisible();
    await expect(page.getByText(REMINDER)).toHaveCount(0);

    const account = page.getByRole("region", { name: "Your account" });
    await expect(account.getByLabel("Email")).toHaveValue(freshAdmin.email);
    await expect(page.getByText("To change your email, please contact support")).toHaveCount(0);
    await expect(account.getByRole("button", { name: "Change email" })).toBeVisible();
    await account.getByLabel("Phone").fill("+359 88 765 4321");
    await account.getByRole("button", { name: "Save account" }).click();
    await expect(page.getByText("Your account is saved")).toBeVisible();

    const business = page.getByRole("region", { name: "Business", exact: true });
    await business.getByRole("button", { name: "Save business details" }).click();
    await expect(page.getByText("Business settings saved")).toBeVisible();
    // No button saves the whole page for an operator.
    await expect(page.getByRole("button", { name: "Save All Settings" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Delete my account" })).toBeEnabled();
  });

  test("the only administrator's Delete is off and says why", async ({ page, freshAdmin }) => {
    await signInAs(page.request, freshAdmin);
    // The shared e2e server always has other administrators: the page gets the answer the server
    // gives an only administrator (its own refusal, 409, is in src/server/features/account/account.test.ts).
    const alone = (body: string) => body.replace('"soleAdmin":false', '"soleAdmin":true');
    for (const url of ["**/dashboard/settings", "**/api/me"]) {
      await page.route(url, async (route) => {
        const res = await route.fetch();
        await route.fulfill({ response: res, body: alone(await res.text()) });
      });
    }
    await page.goto("/dashboard/settings");
    const remove = page.getByRole("button", { name: "Delete my account" });
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAccessibleDescription(SOLE_ADMIN);
    await expect(page.getByText(SOLE_ADMIN)).toBeVisible();
  });

  test("the audit log reads a move as Sofia times with the zone named, in English and Bulgarian", async ({ page, freshAdmin, adminApi, request }) => {
    const client = newAccount("moved");
    const { id } = await createUser(request, client, { signIn: false });
    // A weekday near the end of the booking horizon (30 days), at 10:00 Sofia time, moved to 11:30.
    let day = "";
    // (Then the days before it: around the new year few weekdays are left there for the other journeys' appointments.)
    const start = 20 + Math.floor(Math.random() * 6);
    const offsets = [...Array.from({ length: 30 - start }, (_, i) => start + i), ...Array.from({ length: 12 }, (_, i) => 8 + i)];
    for (const offset of offsets) {
      if (day) break;
      const candidate = sofiaDay(Date.now() + offset * 86_400_000);
      const weekday = new Date(`${candidate}T12:00:00Z`).getUTCDay();
      if (weekday === 0 || weekday === 6) continue;
      const data = { clientId: id, service: "phone_call", durationMinutes: 30, place: "phone", phone: "+359 88 555 0101", purpose: "Call the municipality", payWith: "unpaid", start: zonedInstant(candidate, 600).toISOString() };
      const made = await adminApi.post("/api/calendar", { data });
      // Another journey's appointment at that time: the next day.
      if (made.status() === 409) continue;
      expect(made.status(), await made.text()).toBe(201);
      const moved = await adminApi.post(`/api/calendar/${((await made.json()) as { id: string }).id}/move`, { data: { start: zonedInstant(candidate, 690).toISOString() } });
      if (moved.status() === 409) continue;
      expect(moved.status(), await moved.text()).toBe(200);
      day = candidate;
    }
    expect(day, "a free weekday for the move").not.toBe("");

    await signInAs(page.request, freshAdmin);
    await page.goto(`/dashboard/audit?action=appointment.moved&clientId=${id}`);
    const main = page.getByRole("main");
    await expect(main).toContainText(`Start: 10:00 → 11:30, ${dayLabel(day, "en-GB")}`);
    await expect(main).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} EES?T/);
    await expect(main).not.toContainText(/\d{4}-\d{2}-\d{2}T/);
    // The operator's address may wrap only after its @.
    await expect(main.locator("wbr").first()).toBeAttached();

    await speak(page, "bg");
    await page.reload();
    await expect(main).toContainText(`Начало: 10:00 → 11:30, ${dayLabel(day, "bg-BG")}`);
    await expect(main).toContainText(/\d{1,2}\.\d{1,2}\.\d{4} г\., \d{2}:\d{2} EES?T/);
    await expect(main).toContainText("Преместена среща");
  });
});

test("a member's Settings stay theirs: email through support, one Save All Settings, and they may delete their account", async ({ memberPage: page }) => {
  await page.goto("/dashboard/settings");
  await expect(page.getByText("To change your email, please contact support")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save All Settings" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Change email" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Business", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Delete my account" })).toBeEnabled();
});
