import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { advanceClock, CLOCK_URL, clockApi, clockUser } from "./clock";
import { linkIn, uniqueEmail, waitForMail } from "./mailbox";
import { CARDS, payWithTestCard } from "./payments";
import { toast } from "./work";

// One clock for the file: a journey that moves it forward must not move it under another's feet.
// Every journey on the clock server is in this file, so none runs beside another in a second worker
// (a price set for "today" is refused as a past day once the clock has moved on).
test.describe.configure({ mode: "default" });

// On the clock server (its own data) too: the first journey changes the seller and a price, which the main server's journeys must not see.
const SELLER = { sellerName: "Concierge Services EOOD", sellerAddress: "1 Vitosha Blvd, 1000 Sofia", sellerEik: "131468980", vatRegistered: false, sellerVat: "", operatorEmail: "admin@concierge.test" };
/** The clock server's Sofia day: clock.spec.ts moves that server's time forward, maybe weeks, while this runs. */
const serverToday = async (api: APIRequestContext) => {
  const { now } = (await (await api.get("/dev/clock")).json()) as { now: string };
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Sofia" }).format(new Date(now));
};

/**
 * Settings → Business: until the seller's address is set, checkout offers no company invoice and
 * the admin dashboard says what to finish; the operator sets it on screen, and a new price for
 * the 10-hour pack, which the prerendered pricing page shows at once in both languages.
 */
test("the operator finishes the seller's details and sets a price on screen; the visitor sees the price and the invoice option only then", async ({ playwright, browser }) => {
  test.setTimeout(60_000);
  const admin = await clockApi(playwright);
  await clockUser(admin, { name: "Business Admin", email: uniqueEmail("business-admin"), password: "business-admin-password-1" }, "admin");
  // The state of an install whose seller has no address yet (this server's environment pre-filled one).
  const cleared = await admin.put("/api/business/settings", { data: { ...SELLER, sellerAddress: "" } });
  expect(cleared.status(), await cleared.text()).toBe(200);

  const visitor = await (await browser.newContext({ baseURL: CLOCK_URL })).newPage();
  await visitor.goto("/pricing");
  await visitor.getByRole("button", { name: "Add to Cart: Hourly help" }).click();
  await expect(visitor.getByText(/^Added to your cart: Hourly help/)).toBeVisible();
  await visitor.goto("/checkout");
  await expect(visitor.getByTestId("cart-line")).toHaveCount(1);
  await expect(visitor.getByLabel("I need an invoice (фактура) for a company")).toHaveCount(0);

  const page = await (await browser.newContext({ baseURL: CLOCK_URL, storageState: await admin.storageState(), viewport: { width: 1280, height: 800 } })).newPage();
  // The server paints the card in the home's first frame, listing only what is missing.
  const html = await (await page.request.get("/dashboard")).text();
  expect(html).toContain("data-server-frame");
  expect(html).toMatch(/<h2 id="finish-setup-title"[^>]*>.*Finish setting up<\/h2>/);
  expect(html).toContain(`<li data-setup-field="address">the seller&#x27;s address</li>`);
  expect(html).not.toContain(`data-setup-field="name"`);
  expect(html).not.toContain(`data-setup-field="eik"`);
  // From the first paint to the app's page, the card stays where it was painted: never gone, never moved.
  await page.addInitScript(() => {
    const seen: { tops: number[]; gone: boolean } = { tops: [], gone: false };
    (window as unknown as { setupCard: typeof seen }).setupCard = seen;
    const look = () => {
      const title = document.getElementById("finish-setup-title");
      if (title) seen.tops.push(Math.round(title.getBoundingClientRect().top));
      else if (seen.tops.length > 0) seen.gone = true;
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/dashboard");
  const card = page.getByRole("region", { name: "Finish setting up" });
  await expect(card).toContainText("the seller's address");
  await expect(page.getByTestId("card-active-clients")).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { setupCard: { tops: number[]; gone: boolean } }).setupCard);
  expect(seen.gone).toBe(false);
  expect(seen.tops.length).toBeGreaterThan(1);
  expect(new Set(seen.tops).size, `the card's top over the load: ${seen.tops.join(", ")}`).toBe(1);
  await expect(card.getByRole("listitem")).toHaveText(["the seller's address"]);
  await card.getByRole("link", { name: "Open Business settings" }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings#business$/);
  const business = page.getByRole("region", { name: "Business" });
  await business.getByLabel("ЕИК (BULSTAT)").fill("131468981");
  await business.getByRole("button", { name: "Save business details" }).click();
  await expect(business.getByText("This ЕИК is not valid: it has 9 or 13 digits and its last digit is a check digit")).toBeVisible();
  await business.getByLabel("ЕИК (BULSTAT)").fill("131468980");
  await business.getByLabel("Registered address").fill("1 Vitosha Blvd, 1000 Sofia");
  await business.getByRole("button", { name: "Save business details" }).click();
  await expect(toast(page, "Business settings saved")).toBeVisible();

  await business.getByLabel("Service or pack").selectOption({ label: "Prepaid hours: 10 hours" });
  await business.getByLabel("New price (€)").fill("199.99");
  await business.getByLabel("Takes effect on").fill(await serverToday(admin));
  await business.getByRole("button", { name: "Save price" }).click();
  await expect(toast(page, "Price saved")).toBeVisible();
  await expect(business.getByTestId("price-pack_10")).toContainText("€199.99");
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Finish setting up" })).toHaveCount(0);

  // The prerendered pricing page, both languages: the new price, the old one gone.
  await visitor.goto("/pricing");
  await expect(visitor.getByText("€199.99", { exact: true })).toBeVisible();
  await expect(visitor.getByText("€204.52", { exact: true })).toHaveCount(0);
  await visitor.goto("/bg/pricing");
  await expect(visitor.getByText("199,99\u00a0€", { exact: true })).toBeVisible();
  await expect(visitor.getByText("204,52\u00a0€", { exact: true })).toHaveCount(0);

  // And checkout offers the company invoice now (in Bulgarian: the visitor's last page was).
  await visitor.goto("/checkout");
  await expect(visitor.getByRole("checkbox", { name: "Нужна ми е фактура за фирма" })).toBeVisible();
  await page.context().close();
  await visitor.context().close();
  await admin.dispose();
});

/**
 * By the clock: a payment request falls due, the reminder job sends the
 * reminder on the due date (the server's time moved forward a week), and the client pays
 * from the reminder's link, signed out; no second reminder after that.
 */
test("a payment request's reminder comes when the due date arrives, and its link pays the bill signed out", async ({ playwright, browser }) => {
  const admin = await clockApi(playwright);
  await clockUser(admin, { name: "Clock Admin", email: uniqueEmail("clock-admin"), password: "clock-admin-password-1" }, "admin");
  const member = { name: "Vera Dimitrova", email: uniqueEmail("clock-member"), password: "clock-member-password-1" };
  const memberApi = await clockApi(playwright);
  const { id: clientId } = await clockUser(memberApi, member);

  const description = `Courier to the notary ${Date.now().toString(36)}`;
  const created = await admin.post(`/api/clients/${clientId}/payment-requests`, { data: { amount: "35.50", description } });
  expect(created.status(), await created.text()).toBe(201);
  await waitForMail(admin, member.email, "Payment due: €35.50");

  // Six days on, nothing is due yet; a day later (the due date, a week after the request) the reminder goes.
  expect((await advanceClock(admin, 6 * 24, ["payment reminders"])).ran["payment reminders"]).toBe(0);
  const due = await advanceClock(admin, 24 + 10, ["payment reminders"]);
  expect(due.ran["payment reminders"]).toBeGreaterThanOrEqual(1);
  const reminder = await waitForMail(admin, member.email, "Reminder: payment of €35.50");
  expect(reminder.text).toContain(description);

  // The reminder's link pays the bill in a browser with no session.
  const context = await browser.newContext({ baseURL: CLOCK_URL });
  const visitor = await context.newPage();
  await visitor.goto(linkIn(reminder, "/pay/"));
  await expect(visitor.getByRole("heading", { name: description })).toBeVisible();
  await expect(visitor.getByTestId("pay-link-amount")).toHaveText("€35.50");
  await visitor.getByRole("button", { name: "Pay now" }).click();
  await payWithTestCard(visitor, CARDS.success, member.name);
  await expect(visitor).toHaveURL(/\/checkout\/success\?session_id=/);
  await expect(visitor.getByText("Payment successful")).toBeVisible();
  await context.close();
  const receipt = await waitForMail(admin, member.email, /^Your Concierge receipt/);
  const pdf = await admin.get(`/dev/mailbox/${receipt.id}/attachments/0`);
  expect(pdf.headers()["content-disposition"]).toMatch(/filename="receipt-R-\d{4}-\d{6}\.pdf"/);

  // Paid: a week later the late reminder does not come.
  await advanceClock(admin, 8 * 24, ["payment reminders"]);
  const mails = (await (await admin.get(`/api/dev/mailbox?to=${encodeURIComponent(member.email)}`)).json()) as { subject: string }[];
  expect(mails.filter((m) => m.subject.startsWith("Reminder:"))).toHaveLength(1);
  await admin.dispose();
  await memberApi.dispose();
});

const HOUR = 3_600_000;
/** A Sofia day's wall-clock time as an instant (EET or EEST, as that day has it). */
const sofiaAt = (day: string, hhmm: string) => {
  const guess = Date.parse(`${day}T${hhmm}:00Z`);
  const offset = new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Sofia", timeZoneName: "shortOffset" }).formatToParts(guess).find((p) => p.type === "timeZoneName")!.value;
  return guess - Number(offset.replace("GMT", "")) * HOUR;
};
const addDay = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const sofiaDay = (iso: string) => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Sofia" }).format(new Date(iso));
const sofiaTime = (iso: string) => new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Sofia", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(iso));

/**
 * Appointments by the clock: a member books a phone call on prepaid hours; the 24-hour
 * reminder comes once its moment is passed (not before), the 1-hour one likewise, and the operator
 * marks it done in the calendar with 1 h spent — drawn from the balance as a task's time.
 */
test("an appointment's reminders come 24 h and 1 h before as the clock moves, and the operator marks it done with 1 h", async ({ playwright, browser }) => {
  test.setTimeout(60_000);
  const admin = await clockApi(playwright);
  await clockUser(admin, { name: "Clock Operator", email: uniqueEmail("clock-operator"), password: "clock-operator-password-1" }, "admin");
  const member = { name: "Petar Kolev", email: uniqueEmail("clock-booker"), password: "clock-booker-password-1" };
  const memberApi = await clockApi(playwright);
  const { id: clientId } = await clockUser(memberApi, member);
  const credited = await admin.post("/api/payments", { data: { clientId, amount: "40.00", description: "2 hours, bank transfer", paymentType: "prepaid_hours", hours: 2 } });
  expect(credited.status(), await credited.text()).toBe(201);

  // A free time more than 27 hours after the clock server's now, so its 24-hour reminder is still ahead.
  const now = Date.parse(((await (await admin.get("/dev/clock")).json()) as { now: string }).now);
  const slots = ((await (await memberApi.get("/api/appointments/slots?service=phone_call&durationMinutes=30")).json()) as { slots: { start: string }[] }).slots;
  const start = slots.map((s) => s.start).find((s) => Date.parse(s) - now > 27 * HOUR)!;
  const booked = await memberApi.post("/api/appointments", {
    data: { service: "phone_call", durationMinutes: 30, start, place: "phone", name: member.name, email: member.email, phone: "+359 88 111 2233", purpose: "Call the municipality", payWith: "prepaid", language: "en" },
  });
  expect(booked.status(), await booked.text()).toBe(200);
  expect(((await booked.json()) as { appointment: { status: string } }).appointment.status).toBe("confirmed");
  await waitForMail(admin, member.email, /^Confirmed: Phone call, /);

  const reminders = async () => ((await (await admin.get(`/api/dev/mailbox?to=${encodeURIComponent(member.email)}`)).json()) as { subject: string; text: string }[]).filter((m) => m.subject.startsWith("Reminder: Phone call"));
  /** Moves the clock to `before` hours before the start; answers how many reminders went. */
  const advanceTo = async (before: number) => {
    const clock = ((await (await admin.get("/dev/clock")).json()) as { now: string }).now;
    return (await advanceClock(admin, (Date.parse(start) - before * HOUR - Date.parse(clock)) / HOUR, ["appointment reminders"])).ran["appointment reminders"];
  };

  // Half an hour before the 24-hour mark: no reminder yet; past it, the 24-hour reminder, once.
  expect(await advanceTo(24.5)).toBe(0);
  expect(await advanceTo(23.5)).toBe(1);
  const first = await waitForMail(admin, member.email, /^Reminder: Phone call, /);
  expect(first.text).toContain("A reminder: your appointment is tomorrow.");
  expect(await advanceTo(22.5)).toBe(0);

  // Half an hour before the 1-hour mark: nothing; past it, the 1-hour reminder, once.
  expect(await advanceTo(1.5)).toBe(0);
  expect(await advanceTo(0.5)).toBe(1);
  await expect.poll(async () => (await reminders()).length).toBe(2);
  const texts = (await reminders()).map((m) => m.text);
  expect(texts.filter((t) => t.includes("A reminder: your appointment is tomorrow."))).toHaveLength(1);
  expect(texts.filter((t) => t.includes("A reminder: your appointment starts in an hour."))).toHaveLength(1);

  // The operator, in the calendar on the clock server: done, 1 h spent.
  const context = await browser.newContext({ baseURL: CLOCK_URL, storageState: await admin.storageState(), viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`/dashboard/calendar?view=day&date=${sofiaDay(start)}`);
  await page.getByRole("button", { name: new RegExp(`, ${member.name}, Phone call, Confirmed, Prepaid$`) }).click();
  const card = page.getByRole("dialog", { name: new RegExp(`, ${sofiaTime(start)}–`) });
  await expect(card).toContainText("Prepaid: 1 h reserved");
  await card.getByRole("button", { name: "Done" }).click();
  // Half an hour before its start it is still ahead: Done asks first.
  await page.getByRole("alertdialog", { name: "This appointment is still ahead" }).getByRole("button", { name: "Confirm" }).click();
  const done = page.getByRole("dialog", { name: "Mark the appointment done" });
  await done.getByLabel("Time spent (hours)").fill("1");
  await done.getByRole("button", { name: "Mark done" }).click();
  await expect(page.getByText("Appointment marked done")).toBeVisible();
  await expect(card).toContainText("Done");
  await expect(card).toContainText("Time spent: 1 h");
  await context.close();

  // The hour is drawn as a task's: the member's ledger and the completion email say 1 h.
  const completed = await waitForMail(admin, member.email, /^Your task "Appointment: Phone call, .*" is completed$/);
  expect(completed.text).toContain("Covered by prepaid hours — 1 h, balance now 1 h.");
  const hours = (await (await memberApi.get("/api/hours")).json()) as { balance: number; transactions: { hours: number; task: { title: string } | null }[] };
  expect(hours.balance).toBe(1);
  expect(hours.transactions.find((t) => t.task?.title.startsWith("Appointment: Phone call"))?.hours).toBe(-1);
  expect(await reminders()).toHaveLength(2);
  await admin.dispose();
  await memberApi.dispose();
});

/**
 * What is next, always visible: with the clock on a Sunday and the next appointment on Monday at
 * 10:00, the admin home lists it under Tomorrow, the calendar opens on next week and says why,
 * the grid draws it at 10:00 under Monday (a list of days on a phone), and Done on it asks first.
 */
test("on a Sunday the home shows Monday's appointment, the calendar opens on its week at 10:00, and Done asks first — at 1280 and 375 px", async ({ playwright, browser }) => {
  test.setTimeout(60_000);
  const admin = await clockApi(playwright);
  await clockUser(admin, { name: "Sunday Operator", email: uniqueEmail("sunday-operator"), password: "sunday-operator-password-1" }, "admin");
  const name = `Elena ${Date.now().toString(36)}`;
  const { id: clientId } = await clockUser(await clockApi(playwright), { name, email: uniqueEmail("monday-client"), password: "monday-client-password-1" });

  // The server's clock to the coming Sunday, 12:00 Sofia (the days of a Sofia week are read in UTC).
  const now = Date.parse(((await (await admin.get("/dev/clock")).json()) as { now: string }).now);
  let sunday = sofiaDay(new Date(now).toISOString());
  while (new Date(`${sunday}T00:00:00Z`).getUTCDay() !== 0 || sofiaAt(sunday, "12:00") <= now) sunday = addDay(sunday, 1);
  const noon = sofiaAt(sunday, "12:00");
  await advanceClock(admin, (noon - now) / HOUR, []);
  const monday = addDay(sunday, 1);
  const booked = await admin.post("/api/calendar", {
    data: { clientId, service: "phone_call", durationMinutes: 30, start: new Date(sofiaAt(monday, "10:00")).toISOString(), place: "phone", phone: "+359 88 765 4321", purpose: "Residence permit call", payWith: "unpaid" },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  const open = async (width: number) => {
    const context = await browser.newContext({ baseURL: CLOCK_URL, storageState: await admin.storageState(), viewport: { width, height: 800 } });
    const page = await context.newPage();
    // The browser's clock is the server's Sunday too.
    await page.clock.setFixedTime(new Date(noon + 60_000));
    return { context, page };
  };
  const longMonday = new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(new Date(`${monday}T00:00:00Z`));

  // A phone: the home's panel, then the calendar's notice and Monday in the list of days.
  {
    const { context, page } = await open(375);
    await page.goto("/dashboard");
    const panel = page.getByRole("region", { name: "Next appointments" });
    await expect(panel.getByText("Nothing booked today.")).toBeVisible();
    const tomorrow = panel.getByRole("region", { name: `Tomorrow, ${longMonday}` });
    const item = tomorrow.getByTestId("upcoming-appointment").filter({ hasText: name });
    await expect(item).toContainText("10:00–10:30");
    await expect(item).toContainText("Phone call · Calls +359 88 765 4321");
    await expect(item).toContainText("Unpaid");
    await expectNoAxeViolations(page, "admin home with the next appointments (375 px)");
    await panel.getByRole("link", { name: "Open the calendar" }).click();
    await expect(page.getByTestId("calendar-jumped")).toContainText(`Nothing more is booked this week: showing the week of the next appointment, ${longMonday}`);
    const card = page.getByTestId("calendar-appointment").filter({ hasText: name });
    await expect(card).toContainText("10:00–10:30");
    await expect(page.getByRole("region", { name: new RegExp(`^Mon ${Number(monday.slice(8))} `) })).toContainText(name);
    await expectNoAxeViolations(page, "calendar opened on next week (375 px)");
    // Done on it asks first; Cancel leaves it as it was.
    await card.getByRole("button", { name: "Done" }).click();
    const ahead = page.getByRole("alertdialog", { name: "This appointment is still ahead" });
    await expect(ahead).toContainText(`It is on ${longMonday.replace(" ", ", ")}`);
    // Its Cancel (the close button in the corner says Cancel too).
    await ahead.getByRole("button", { name: "Cancel" }).first().click();
    await expect(ahead).toBeHidden();
    await expect(card).toContainText("Confirmed");
    await context.close();
  }

  // A desktop: the same on the time grid, at 10:00 under Monday; Done asks, then marks it done.
  const { context, page } = await open(1280);
  await page.goto("/dashboard/calendar");
  await expect(page.getByTestId("calendar-jumped")).toBeVisible();
  const slot = page.getByRole("button", { name: `${longMonday}, 10:00–10:30, ${name}, Phone call, Confirmed, Unpaid` });
  const grid = page.getByTestId("calendar-time-grid");
  const [box, ten, column] = [await slot.boundingBox(), await grid.getByText("10:00", { exact: true }).boundingBox(), await grid.getByRole("heading", { name: /^Mon / }).boundingBox()];
  expect(Math.abs(box!.y - ten!.y)).toBeLessThan(3);
  expect(box!.x).toBeGreaterThanOrEqual(column!.x - 1);
  expect(box!.x + box!.width).toBeLessThanOrEqual(column!.x + column!.width + 1);
  await expectNoAxeViolations(page, "calendar time grid on next week (1280 px)");
  await slot.click();
  const details = page.getByRole("dialog", { name: `${longMonday}, 10:00–10:30` });
  await details.getByRole("button", { name: "Done" }).click();
  const ahead = page.getByRole("alertdialog", { name: "This appointment is still ahead" });
  await expect(ahead).toContainText(`It is on ${longMonday.replace(" ", ", ")}`);
  await expectNoAxeViolations(page, "Done on an appointment still ahead (1280 px)");
  await ahead.getByRole("button", { name: "Confirm" }).click();
  const done = page.getByRole("dialog", { name: "Mark the appointment done" });
  await done.getByLabel("Time spent (hours)").fill("0.5");
  await done.getByRole("button", { name: "Mark done" }).click();
  await expect(page.getByText("Appointment marked done")).toBeVisible();
  await expect(details).toContainText("Time spent: 0.5 h");
  await context.close();
  await admin.dispose();
});
