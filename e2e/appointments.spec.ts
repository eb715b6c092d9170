import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { linkIn, uniqueEmail, waitForMail } from "./mailbox";
import { CARDS, payWithTestCard } from "./payments";

/** Appointments: a visitor abroad books a paid phone call; the operator's availability form. */

const NEW_YORK_SLOT = /GMT-[45], Sofia: /;
const SOFIA_SLOT = /, Sofia: /;

/**
 * The nth free time (from 0) of the picker, which shows a few days at a time: more days are shown
 * until it is there. How many times the first days hold depends on the hour the suite runs (a
 * night-time run starts with a short first day), so a fixed index may lie beyond the first days.
 */
async function nthSlot(page: Page, name: RegExp, n: number) {
  const slots = page.getByRole("button", { name });
  await expect(slots.first()).toBeVisible();
  while ((await slots.count()) <= n) await page.getByRole("button", { name: "Show more days" }).click();
  return slots.nth(n);
}

test.describe("booking an appointment", () => {
  // A visitor in New York: the slots are shown in their time, with Sofia's beside them.
  test.use({ timezoneId: "America/New_York" });

  test("a visitor in another time zone books a paid phone call → TEST MODE checkout → confirmed", async ({ page, request }) => {
    const email = uniqueEmail("booker");
    await page.goto("/services");
    await page.getByRole("link", { name: "Book a call or an appointment" }).click();
    await expect(page).toHaveURL(/\/book$/);
    await expect(page.getByRole("heading", { name: "Book an appointment" })).toBeVisible();
    await expect(page.getByText("Times are shown in your time zone (America/New_York), with Sofia time beside them.")).toBeVisible();
    await expect(page.getByRole("radio", { name: /Phone call/ })).toBeChecked();
    // 30 minutes charged as the one-hour minimum at the catalogue's rate.
    await expect(page.getByTestId("appointment-price")).toHaveText("€10.23");

    // The first free time: the visitor's time and zone, and Sofia's time (7 hours ahead of New York, 6 for a week in spring and autumn).
    const slot = page.getByRole("button", { name: /GMT-[45], Sofia: / }).first();
    await expect(slot).toBeVisible();
    const label = (await slot.textContent())!;
    const [, local, sofia] = /(\d\d:\d\d) GMT-[45], Sofia: (\d\d:\d\d)$/.exec(label)!;
    const diff = (Number(sofia!.slice(0, 2)) - Number(local!.slice(0, 2)) + 24) % 24;
    expect([6, 7]).toContain(diff);
    await slot.click();
    await expect(slot).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText(new RegExp(`^Chosen: .*${local} GMT-[45] \\(Sofia: .*${sofia}\\)$`))).toBeVisible();

    await page.getByLabel("Name", { exact: true }).fill("Emily Carter");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Phone", { exact: true }).fill("+1 212 555 0147");
    await page.getByLabel("What is it for?").fill("Ask the NRA office about my tax registration");
    await page.getByRole("button", { name: "Book and pay" }).click();

    // The one checkout: the server's price, the appointment's Sofia time on the line.
    await expect(page).toHaveURL(/\/test-checkout\//);
    await expect(page.getByTestId("amount-due")).toHaveText("€10.23");
    await expect(page.getByText(/^Appointment: Phone call, .* \(Sofia\)$/)).toBeVisible();
    // The checkout opened only now, from the booking's pay link: its id is in the page's address.
    const sessionId = new URL(page.url()).pathname.split("/").pop();
    await payWithTestCard(page, CARDS.success);

    await expect(page).toHaveURL(new RegExp(`/checkout/success\\?session_id=${sessionId}$`));
    await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
    await expect(page.getByRole("cell", { name: /^Appointment: Phone call, .*\(Sofia\)$/ })).toBeVisible();
    await expect(page.getByText(new RegExp(`^Your appointment is confirmed for .*, ${local} \\(New York\\) · .*${sofia} Sofia time\\.$`))).toBeVisible();
    // The confirmation, with Sofia's time named, in the dev mailbox.
    const confirmation = await waitForMail(request, email, /^Confirmed: Phone call, .* Sofia time \(EES?T\)$/);
    expect(confirmation.subject).toContain(sofia!);

    // Booked: the time is no longer offered.
    await page.goto("/book");
    await expect(page.getByRole("button", { name: /GMT-[45], Sofia: / }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: label, exact: true })).toHaveCount(0);
  });

  test("the confirmation's cancel link cancels without signing in and frees the time", async ({ page, request }) => {
    const email = uniqueEmail("canceller");
    await page.goto("/book");
    // A time at least two days ahead (the link works until 24 hours before).
    const slot = await nthSlot(page, NEW_YORK_SLOT, 40);
    const label = (await slot.textContent())!;
    await slot.click();
    await page.getByLabel("Name", { exact: true }).fill("Tom Reed");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Phone", { exact: true }).fill("+1 212 555 0188");
    await page.getByLabel("What is it for?").fill("Residence permit questions");
    await page.getByRole("button", { name: "Book and pay" }).click();
    await payWithTestCard(page, CARDS.success);
    await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();

    const confirmation = await waitForMail(request, email, /^Confirmed: Phone call/);
    const link = /http\S+\/book\/cancel\?token=[\w-]+/.exec(confirmation.text)![0];
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByRole("heading", { name: "Cancel your appointment" })).toBeVisible();
    await expect(page.getByText(/^Phone call, .* \(Sofia: /)).toBeVisible();
    await page.getByRole("button", { name: "Cancel appointment" }).click();
    await expect(page.getByRole("heading", { name: "Your appointment is cancelled" })).toBeVisible();
    await waitForMail(request, email, /^Cancelled: Phone call/);

    // The time is offered again.
    await page.goto("/book");
    await expect(page.getByRole("button", { name: label, exact: true })).toBeVisible();
  });

  test("the confirmation's reschedule link moves it to another time: the page, then the updated invite with SEQUENCE:1", async ({ page, request }) => {
    const email = uniqueEmail("rescheduler");
    await page.goto("/book");
    // A time a few days ahead (the link works until 24 hours before), away from the other journeys' picks.
    await (await nthSlot(page, NEW_YORK_SLOT, 55)).click();
    await page.getByLabel("Name", { exact: true }).fill("Nora Hale");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Phone", { exact: true }).fill("+1 212 555 0199");
    await page.getByLabel("What is it for?").fill("Call the municipality about my address");
    await page.getByRole("button", { name: "Book and pay" }).click();
    await payWithTestCard(page, CARDS.success);
    await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();

    const confirmation = await waitForMail(request, email, /^Confirmed: Phone call/);
    await page.goto(linkIn(confirmation, "/book/reschedule?token="));
    await expect(page.getByRole("heading", { name: "Pick another time" })).toBeVisible();
    await expect(page.getByText(/^Now: Phone call, .* \(Sofia: /)).toBeVisible();
    const slot = await nthSlot(page, NEW_YORK_SLOT, 62);
    const [, local] = /(\d\d:\d\d) GMT-[45], Sofia: \d\d:\d\d$/.exec((await slot.textContent())!)!;
    await slot.click();
    await page.getByRole("button", { name: "Move to this time" }).click();
    await expect(page.getByRole("heading", { name: "Your appointment has a new time" })).toBeVisible();
    await expect(page.getByText(new RegExp(`^New time: Phone call, .*${local} GMT-[45]`))).toBeVisible();

    // The update replaces the event in the customer's calendar: the same UID, SEQUENCE 1; its links are fresh.
    const moved = await waitForMail(request, email, /^Moved: Phone call, now /);
    const ics = await (await request.get(`/dev/mailbox/${moved.id}/attachments/0`)).text();
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toContain("SEQUENCE:1");
    expect(linkIn(moved, "/book/reschedule?token=")).not.toBe(linkIn(confirmation, "/book/reschedule?token="));
    // The link used is used up.
    await page.goto(linkIn(confirmation, "/book/reschedule?token="));
    await expect(page.getByRole("heading", { name: /This link to pick another time is not valid or no longer works/ })).toBeVisible();
    // In Bulgarian (a Bulgarian booking's link carries lang=bg), the same clear answer.
    await page.goto(`${linkIn(confirmation, "/book/reschedule?token=")}&lang=bg`);
    await expect(page.getByRole("heading", { name: /Тази връзка за избор на друг час не е валидна или вече не работи/ })).toBeVisible();
  });

  test("/bg/book speaks Bulgarian and is linked from the Bulgarian pricing page", async ({ page }) => {
    await page.goto("/bg/pricing");
    await page.getByRole("link", { name: "Запишете час" }).click();
    await expect(page).toHaveURL(/\/bg\/book$/);
    await expect(page.getByRole("heading", { name: "Запишете час" })).toBeVisible();
    await expect(page.getByRole("button", { name: /, София: \d\d:\d\d$/ }).first()).toBeVisible();
  });
});

test("the operator sets availability in Settings → Availability", async ({ adminPage: page }) => {
  await page.goto("/dashboard/settings#availability");
  const section = page.getByRole("region", { name: "Availability" });
  await expect(section.getByRole("group", { name: "Monday" }).getByRole("checkbox", { name: "Open" })).toBeChecked();
  await expect(section.getByRole("group", { name: "Saturday" }).getByRole("checkbox", { name: "Open" })).not.toBeChecked();
  await expect(section.getByLabel("Not bookable within (hours)")).toHaveValue("12");
  await expect(section.getByLabel("Bookable up to (days ahead)")).toHaveValue("30");

  // A wrong range is refused by the form with the core schema's message.
  await section.getByLabel("Monday: To").fill("08:00");
  await section.getByRole("button", { name: "Save availability" }).click();
  await expect(section.getByText("The end must be after the start")).toBeVisible();
  await section.getByLabel("Monday: To").fill("18:00");

  // A day off far ahead (no other test books it), saved and kept, then removed again.
  await section.getByRole("button", { name: "Add a date" }).click();
  await section.getByLabel("Date", { exact: true }).fill("2030-12-24");
  await section.getByRole("button", { name: "Save availability" }).click();
  await expect(page.getByText("Availability saved")).toBeVisible();
  await page.reload();
  await expect(section.getByLabel("Date", { exact: true })).toHaveValue("2030-12-24");
  await section.getByRole("button", { name: "Remove 2030-12-24" }).click();
  await section.getByRole("button", { name: "Save availability" }).click();
  await expect(page.getByText("Availability saved").first()).toBeVisible();
});

/** A member books on prepaid hours, sees it on the dashboard, moves it and cancels it there. */
test("a member books with prepaid hours, sees it on the dashboard, reschedules and cancels it there", async ({ adminApi, memberPage: page }) => {
  const me = await (await page.request.get("/api/me")).json();
  const credited = await adminApi.post("/api/payments", { data: { clientId: me.user.id, amount: "20.00", description: "1 hour, bank transfer", paymentType: "prepaid_hours", hours: 1 } });
  expect(credited.status()).toBe(201);

  await page.goto("/dashboard");
  const panel = page.getByTestId("dashboard-appointments");
  await expect(panel).toContainText("No appointments yet. Book a call or an appointment with us.");
  await panel.getByRole("link", { name: "Book an appointment" }).click();
  await expect(page).toHaveURL(/\/book$/);
  // A time several days ahead (cancellable until 24 hours before), away from the other journeys' picks.
  const slot = await nthSlot(page, SOFIA_SLOT, 70);
  await slot.click();
  await page.getByLabel("Phone", { exact: true }).fill("+359 88 765 4321");
  await page.getByLabel("What is it for?").fill("Call the bank about my account");
  await page.getByRole("radio", { name: "Use 1 hour of my prepaid hours" }).check();
  await page.getByRole("button", { name: "Book with prepaid hours" }).click();
  await expect(page.getByRole("heading", { name: "Your appointment is booked" })).toBeVisible();

  await page.goto("/dashboard");
  const item = panel.getByTestId("my-appointment");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("Phone call");
  await expect(item).toContainText("Confirmed");
  await expect(item).toContainText("1 h of prepaid hours reserved");
  await expect(item).toContainText("(Sofia)");

  // Reschedule: the same page as the mail's link, for the member's own appointment.
  await item.getByRole("link", { name: /^Reschedule Phone call on / }).click();
  await expect(page.getByRole("heading", { name: "Pick another time" })).toBeVisible();
  await (await nthSlot(page, SOFIA_SLOT, 75)).click();
  await page.getByRole("button", { name: "Move to this time" }).click();
  await expect(page.getByRole("heading", { name: "Your appointment has a new time" })).toBeVisible();
  await page.getByRole("link", { name: "Back to the dashboard" }).click();
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("1 h of prepaid hours reserved");

  await item.getByRole("button", { name: /^Cancel Phone call on / }).click();
  const dialog = page.getByRole("alertdialog", { name: "Cancel this appointment?" });
  await dialog.getByRole("button", { name: "Cancel the appointment" }).click();
  await expect(page.getByRole("region", { name: /Notifications/ }).getByText("Appointment cancelled")).toBeVisible();
  await expect(panel.getByRole("list", { name: "Upcoming appointments" })).toHaveCount(0);
  await panel.getByText("Past appointments (1)").click();
  await expect(panel.getByTestId("my-appointment")).toContainText("Cancelled");
});
