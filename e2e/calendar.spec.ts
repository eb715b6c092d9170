import { createUser, expect, newAccount, test } from "./fixtures";
import { uniqueEmail, waitForMail } from "./mailbox";
import { CARDS, payWithTestCard } from "./payments";

/** The operator's calendar: a booked appointment in the week, moved (updated invite), done. */

const sofiaDay = (iso: string) => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Sofia" }).format(new Date(iso));
const sofiaTime = (iso: string) => new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Sofia", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(iso));

test("the operator opens the week, sees a booked appointment, moves it (the customer gets SEQUENCE:1) and marks it done", async ({ adminPage: page, request }) => {
  test.setTimeout(60_000);
  // A paid phone call near the end of the booking horizon (other journeys book the coming days),
  // and a free time later the same Sofia day to move it to.
  const slots = ((await (await request.get("/api/appointments/slots?service=phone_call&durationMinutes=30")).json()) as { slots: { start: string }[] }).slots.map((s) => s.start);
  let i = slots.length - 30;
  while (i > 0 && sofiaDay(slots[i]!) !== sofiaDay(slots[i + 3]!)) i--;
  const start = slots[i]!;
  const target = slots[i + 3]!;
  const email = uniqueEmail("calendar");
  const name = `Calendar ${email.slice(9, 17)}`;
  const booked = await request.post("/api/appointments", {
    data: { service: "phone_call", durationMinutes: 30, start, place: "phone", name, email, phone: "+359 88 123 4567", purpose: "Tax office call", payWith: "card", language: "en" },
  });
  expect(booked.status()).toBe(200);
  // The booking's pay link opens the checkout and redirects there.
  await page.goto(new URL((await booked.json()).pay.url).pathname);
  await payWithTestCard(page, CARDS.success);
  await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();

  // The sidebar's Calendar: this week by default; the appointment's week by its date in the URL.
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Calendar" }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/calendar$/);
  await expect(page.getByRole("heading", { name: "Calendar", level: 1 })).toBeVisible();
  // New appointment stays inside the heading row at 1280 px, beside the long description.
  const row = await page.getByRole("heading", { name: "Calendar", level: 1 }).locator("xpath=../..").boundingBox();
  const newButton = await page.getByRole("button", { name: "New appointment" }).boundingBox();
  expect(newButton!.x + newButton!.width).toBeLessThanOrEqual(row!.x + row!.width + 0.5);
  await page.goto(`/dashboard/calendar?date=${sofiaDay(start)}`);
  // On the week's time grid: the appointment is a button that says when, who, what and how it is paid.
  const slot = page.getByRole("button", { name: new RegExp(`, ${sofiaTime(start)}–\\d\\d:\\d\\d, ${name}, Phone call, Confirmed, Paid$`) });
  await slot.click();
  // Its details, in a dialog (whose title follows the time when it moves).
  const card = page.getByRole("dialog").filter({ hasText: name });
  await expect(card).toHaveAccessibleName(new RegExp(`, ${sofiaTime(start)}–`));
  await expect(card).toContainText("Phone call");
  await expect(card).toContainText("Paid");

  // Move it later the same day.
  await card.getByRole("button", { name: "Move" }).click();
  const dialog = page.getByRole("dialog", { name: "Move the appointment" });
  await expect(dialog.getByLabel("Day")).toHaveValue(sofiaDay(start));
  await dialog.getByLabel("Time (Sofia)").fill(sofiaTime(target));
  await dialog.getByRole("button", { name: "Move" }).click();
  await expect(page.getByText("Appointment moved; the updated invitation is on its way")).toBeVisible();
  await expect(card).toContainText(`${sofiaTime(target)}–`);
  await page.keyboard.press("Escape");
  await expect(card).toBeHidden();

  // The customer's update: the same event, SEQUENCE 1, the new time.
  const moved = await waitForMail(request, email, /^Moved: Phone call, now /);
  const ics = await (await request.get(`/dev/mailbox/${moved.id}/attachments/0`)).text();
  expect(ics).toContain("METHOD:REQUEST");
  expect(ics).toContain("SEQUENCE:1");
  expect(ics).toContain(`DTSTART;TZID=Europe/Sofia:${sofiaDay(target).replaceAll("-", "")}T${sofiaTime(target).replace(":", "")}00`);

  // The day view keeps the date; mark it done from there with the time spent (still ahead: asked first).
  await page.getByRole("button", { name: "Day", exact: true }).click();
  await expect(page).toHaveURL(/view=day/);
  await page.getByRole("button", { name: new RegExp(`, ${sofiaTime(target)}–\\d\\d:\\d\\d, ${name}, `) }).click();
  const details = page.getByRole("dialog", { name: new RegExp(`, ${sofiaTime(target)}–`) });
  await details.getByRole("button", { name: "Done" }).click();
  await page.getByRole("alertdialog", { name: "This appointment is still ahead" }).getByRole("button", { name: "Confirm" }).click();
  const doneDialog = page.getByRole("dialog", { name: "Mark the appointment done" });
  await doneDialog.getByLabel("Time spent (hours)").fill("0.5");
  await doneDialog.getByRole("button", { name: "Mark done" }).click();
  await expect(page.getByText("Appointment marked done")).toBeVisible();
  await expect(details).toContainText("Time spent: 0.5 h");
  await expect(details.getByRole("button", { name: "Move" })).toHaveCount(0);
});

test("@mobile on a phone the week is one list of days; the private feed link is made, works and is turned off", async ({ adminPage: page, request }) => {
  // A card booking not paid yet: held, unpaid.
  const slots = ((await (await request.get("/api/appointments/slots?service=phone_call&durationMinutes=30")).json()) as { slots: { start: string }[] }).slots.map((s) => s.start);
  const start = slots[slots.length - 60]!;
  const name = `Phone ${uniqueEmail("x").slice(2, 10)}`;
  const booked = await request.post("/api/appointments", {
    data: { service: "phone_call", durationMinutes: 30, start, place: "phone", name, email: uniqueEmail("phone"), phone: "+359 88 123 4567", purpose: "A question", payWith: "card", language: "en" },
  });
  expect(booked.status()).toBe(200);
  await page.goto(`/dashboard/calendar?date=${sofiaDay(start)}`);
  await expect(page.getByRole("heading", { name: "Calendar", level: 1 })).toBeVisible();
  const card = page.getByTestId("calendar-appointment").filter({ hasText: name });
  await expect(card).toContainText("Awaiting payment");
  await expect(card).toContainText("Unpaid");
  const days = page.getByTestId("calendar-grid").locator("section");
  await expect(days).toHaveCount(7);
  const [monday, tuesday] = [await days.nth(0).boundingBox(), await days.nth(1).boundingBox()];
  expect(tuesday!.x).toBe(monday!.x);
  expect(tuesday!.y).toBeGreaterThan(monday!.y + monday!.height - 1);

  const feed = page.getByRole("region", { name: "Subscribe from your calendar app" });
  await feed.getByRole("button", { name: /^Make a (feed link|new link)/ }).click();
  const link = feed.getByLabel("Your feed link");
  await expect(link).toHaveValue(/\/calendar\/[\w-]{43}\.ics$/);
  const path = new URL(await link.inputValue()).pathname;
  const ics = await request.get(path);
  expect(ics.status()).toBe(200);
  expect(await ics.text()).toContain("BEGIN:VCALENDAR");
  await feed.getByRole("button", { name: "Turn the feed off" }).click();
  await expect(feed.getByText("The feed is off.")).toBeVisible();
  expect((await request.get(path)).status()).toBe(404);
});

test("the operator books a client by hand on their prepaid hours, at a time of their own; an overlap is refused under the time", async ({ adminPage: page, adminApi, request }) => {
  const client = { ...newAccount("by-hand"), name: `Hand ${Date.now().toString(36)}` };
  const { id } = await createUser(request, client, { signIn: false });
  expect((await adminApi.post("/api/payments", { data: { clientId: id, amount: "20.00", description: "1 hour", paymentType: "prepaid_hours", hours: 1 } })).status()).toBe(201);
  // A Sofia day past the public horizon (nobody else books there) and a quarter hour, both from the clock, so runs do not meet.
  const minute = Math.floor(Date.now() / 60_000);
  const day = sofiaDay(new Date(Date.now() + (40 + (minute % 300)) * 86_400_000).toISOString());
  const time = `${String(7 + ((minute >> 2) % 12)).padStart(2, "0")}:${["00", "15", "30", "45"][minute % 4]}`;

  await page.goto(`/dashboard/calendar?view=day&date=${day}`);
  await page.getByRole("button", { name: "New appointment" }).click();
  const dialog = page.getByRole("dialog", { name: "New appointment" });
  await dialog.getByRole("searchbox", { name: "Search clients" }).fill(client.email);
  await dialog.getByLabel("Client", { exact: true }).selectOption({ label: `${client.name} — ${client.email}` });
  await expect(dialog.getByLabel("Service")).toHaveValue("phone_call");
  await expect(dialog.getByLabel("Day")).toHaveValue(day);
  await dialog.getByLabel("Time (Sofia)").fill(time);
  await dialog.getByLabel("Phone").fill("+359 88 555 0101");
  await dialog.getByLabel("What it is for").fill("Call the notary about the power of attorney");
  await expect(dialog.getByLabel("Payment")).toHaveValue("prepaid");
  await dialog.getByRole("button", { name: "Book" }).click();
  await expect(page.getByText("Appointment booked; the client gets the confirmation")).toBeVisible();
  const slots = page.getByRole("button", { name: new RegExp(`, ${client.name}, Phone call, `) });
  await expect(slots).toHaveAccessibleName(new RegExp(`, ${time}–\\d\\d:\\d\\d, ${client.name}, Phone call, Confirmed, Prepaid$`));
  await slots.click();
  await expect(page.getByRole("dialog", { name: new RegExp(`, ${time}–`) })).toContainText("Prepaid: 1 h reserved");
  await page.keyboard.press("Escape");
  const confirmation = await waitForMail(request, client.email, /^Confirmed: Phone call, /);
  expect(confirmation.text).toContain("1 prepaid hour is reserved on your balance");

  // The same time again, unpaid: refused under the time, nothing added.
  await page.getByRole("button", { name: "New appointment" }).click();
  await dialog.getByRole("searchbox", { name: "Search clients" }).fill(client.email);
  await dialog.getByLabel("Client", { exact: true }).selectOption({ label: `${client.name} — ${client.email}` });
  await dialog.getByLabel("Time (Sofia)").fill(time);
  await dialog.getByLabel("Phone").fill("+359 88 555 0102");
  await dialog.getByLabel("What it is for").fill("A second call");
  await dialog.getByLabel("Payment").selectOption("unpaid");
  await dialog.getByRole("button", { name: "Book" }).click();
  await expect(dialog.getByText("This time overlaps another appointment (or the buffer after it). Please choose another time.")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(slots).toHaveCount(1);
});
