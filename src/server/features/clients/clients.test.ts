import { english } from "../../test/english";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CLIENT_MESSAGES } from "../../../core/clients";
import { say } from "../../../core/i18n/messages/say";
import { auditLog, hoursBalances, hoursLedger, invoices, payments, profiles, user } from "../../db/schema";
import { usersRareWindow } from "../../db/search";
import { setupTestApp, uniqueEmail } from "../../test/app";
import { createAdmin, createMember } from "../../test/factories";
import { apiAs, creditHours } from "../../test/tasks";

const ctx = await setupTestApp();
const TEMP = "Vitosha-Morning-Walk-42";

async function cast() {
  const admin = await apiAs(ctx, await createAdmin(ctx));
  const alice = await apiAs(ctx, await createMember(ctx, { name: "Alice Ivanova" }));
  const bob = await apiAs(ctx, await createMember(ctx, { name: "Bob Petrov" }));
  return { admin, alice, bob };
}

describe("Manage Clients", () => {
  it("is the operator's: members get 403 on every client route, signed-out visitors 401", async () => {
    const { alice, bob } = await cast();
    const id = bob.user.id;
    for (const [method, url, body] of [
      ["GET", "/api/clients"],
      ["POST", "/api/clients", { email: uniqueEmail(), fullName: "X", language: "en" }],
      ["POST", `/api/clients/${id}/invite`],
      ["GET", `/api/clients/${id}`],
      ["PATCH", `/api/clients/${id}`, { fullName: "X", phone: "", preferredLanguage: "en" }],
      ["GET", `/api/clients/${id}/ledger`],
      ["POST", `/api/clients/${id}/deduct-hours`, { hours: 1, description: "x" }],
    ] as const) {
      const res = method === "GET" ? await alice.get(url) : method === "POST" ? await alice.post(url, body) : await alice.patch(url, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.message).toBe(english(CLIENT_MESSAGES.accessDenied));
      // No client, so no abilities either: a member's own account is the account's.
      expect(res.json().abilities).toBeUndefined();
      expect((await ctx.app.inject({ method, url })).statusCode).toBe(401);
    }
  });

  it("lists members newest first with balance and open tasks, searches name or email, pages by keyset", async () => {
    const { admin, alice, bob } = await cast();
    await creditHours(ctx, alice.user.id, 3.5);
    await alice.submit({ title: "Open one" });
    const all = await admin.get(`/api/clients?q=${encodeURIComponent(alice.user.email)}`);
    expect(all.statusCode).toBe(200);
    expect(all.json().items).toEqual([
      { id: alice.user.id, name: "Alice Ivanova", email: alice.user.email, status: "Active", joinedAt: expect.any(String), balance: 3.5, openTasks: 1 },
    ]);
    const byName = (await admin.get("/api/clients?q=bob%20petrov&limit=100")).json().items;
    expect(byName.map((c: { id: string }) => c.id)).toContain(bob.user.id);
    expect(byName.every((c: { name: string }) => c.name === "Bob Petrov")).toBe(true);
    // Admins are not clients.
    const ids = (await admin.get("/api/clients?limit=100")).json().items.map((c: { id: string }) => c.id);
    expect(ids).not.toContain(admin.user.id);

    const first = (await admin.get("/api/clients?limit=1")).json();
    expect(first.items).toHaveLength(1);
    const second = (await admin.get(`/api/clients?limit=1&cursor=${first.nextCursor}`)).json();
    expect(second.items[0].id).not.toBe(first.items[0].id);
    expect((await admin.get("/api/clients?cursor=garbage")).statusCode).toBe(400);
  });

  it("asks the trigram indexes for a search's rare part and checks the whole term on what they find", async () => {
    const { admin } = await cast();
    const permit = await createMember(ctx, { name: "Permit Agency Q7Z9K" });
    const visa = await createMember(ctx, { name: "Visa Q7Z9K" });
    // "Permit Agency" on 40 more accounts (older ones: the other tests' lists of the newest stay
    // theirs; the sample is every account here): the indexes are asked for the code's run alone.
    const older = new Date("2026-01-05T10:00:00Z");
    const accounts = Array.from({ length: 40 }, (_, i) => ({ id: `agency-${i}-${Date.now()}`, name: `Permit Agency ${i}`, email: uniqueEmail(), emailVerified: true, createdAt: older, updatedAt: older }));
    await ctx.db.insert(user).values(accounts);
    expect(await usersRareWindow(ctx.db, eq(user.role, "member"), "agency q7z9k")).toBe("%y q7z9k%");
    const ids = async (q: string) => ({
      list: (await admin.get(`/api/clients?q=${encodeURIComponent(q)}`)).json().items.map((c: { id: string }) => c.id).sort(),
      picker: (await admin.get(`/api/clients/search?q=${encodeURIComponent(q)}`)).json().items.map((c: { id: string }) => c.id).sort(),
    });
    expect(await ids("agency q7z9k")).toEqual({ list: [permit.id], picker: [permit.id] });
    const both = [permit.id, visa.id].sort();
    expect(await ids("Q7Z9K")).toEqual({ list: both, picker: both });
    // The code is in both names; the whole term in neither.
    expect(await ids("visa agency q7z9k")).toEqual({ list: [], picker: [] });
  });

  it("finds a client by the company on their invoices, in the list and the pickers; members and visitors are refused", async () => {
    const { admin, alice, bob } = await cast();
    const company = `Rila Timber ${Date.now().toString(36)} OOD`;
    const [paid] = await ctx.db
      .insert(payments)
      .values({ userId: bob.user.id, amount: 5000, currency: "EUR", description: "Hourly help", paymentType: "other", providerPaymentId: `pi_${company}` })
      .returning();
    await ctx.db.insert(invoices).values({
      paymentId: paid!.id,
      number: `9${Date.now().toString().slice(-9)}`,
      companyName: company,
      eik: "131468980",
      address: "1 Vitosha Blvd, Sofia",
      seller: { name: "Concierge" },
      lang: "en",
      issuedAt: new Date(),
    });
    // Part of the name, in another case, as the operator remembers it.
    const q = encodeURIComponent(company.slice(5, -4).toUpperCase());
    const list = await admin.get(`/api/clients?q=${q}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((c: { id: string; name: string }) => [c.id, c.name])).toEqual([[bob.user.id, "Bob Petrov"]]);
    expect((await admin.get(`/api/clients/search?q=${q}`)).json().items.map((c: { id: string }) => c.id)).toEqual([bob.user.id]);
    expect((await alice.get(`/api/clients?q=${q}`)).statusCode).toBe(403);
    expect((await alice.get(`/api/clients/search?q=${q}`)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: "GET", url: `/api/clients?q=${q}` })).statusCode).toBe(401);
  });
});

describe("Manage Clients search, bad input", () => {
  it("refuses a search no index can answer (400, said in words), answers 200 characters and a search matching every client, and a foreign cursor", async () => {
    const { admin } = await cast();
    for (const q of ["a", "%25", "_", "p%20e", "__%25"]) {
      const res = await admin.get(`/api/clients?q=${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe("Type at least three letters or digits in a row to search.");
      expect(say(res.json().error.key, "bg")).toBe("Въведете поне три поредни букви или цифри, за да търсите.");
    }
    expect((await admin.get(`/api/clients?q=${"y".repeat(200)}`)).json().items).toEqual([]);
    expect((await admin.get(`/api/clients?q=${"y".repeat(201)}`)).statusCode).toBe(400);
    // Every client's email: a full page, then the next by cursor, none twice.
    const first = (await admin.get("/api/clients?q=example&limit=2")).json();
    expect(first.items).toHaveLength(2);
    const second = (await admin.get(`/api/clients?q=example&limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.items.map((c: { id: string }) => c.id)).not.toContain(first.items[0].id);
    // Another list's cursor (a task page's) is only a place in this order, or a clear 400.
    expect((await admin.get("/api/clients?q=example&cursor=bm90LWEtY3Vyc29y")).statusCode).toBe(400);
  });
});

describe("Client picker (GET /api/clients/search)", () => {
  it("finds members by email, account name or profile full name, newest first, 20 at most; members get 403", async () => {
    const { admin, alice } = await cast();
    const tag = `pick${Date.now().toString(36)}`;
    // 21 members sharing the tag in their emails, each a second newer than the one before.
    const made = [];
    for (let i = 0; i < 21; i++) {
      ctx.clock.advance(1000);
      made.push(await createMember(ctx, { email: uniqueEmail(`${tag}-${i}`), name: `Account ${i}` }));
    }
    const byEmail = (await admin.get(`/api/clients/search?q=${tag}`)).json().items;
    expect(byEmail.map((c: { id: string }) => c.id)).toEqual(made.slice(1).reverse().map((m) => m.id));

    // The profile's full name differs from the account name: both find the client, under the full name.
    const one = made[0]!;
    await ctx.db.update(profiles).set({ fullName: `Radostina ${tag}` }).where(eq(profiles.userId, one.id));
    const expected = [{ id: one.id, name: `Radostina ${tag}`, email: one.email }];
    expect((await admin.get(`/api/clients/search?q=${encodeURIComponent(`radostina ${tag}`)}`)).json().items).toEqual(expected);
    expect((await admin.get(`/api/clients/search?q=${encodeURIComponent(one.email.toUpperCase())}`)).json().items).toEqual(expected);
    expect((await admin.get("/api/clients/search?q=Account%200")).json().items).toContainEqual(expected[0]);
    // % and _ are literal; admins are not clients.
    expect((await admin.get(`/api/clients/search?q=${tag}%25_`)).json().items).toEqual([]);
    expect((await admin.get(`/api/clients/search?q=${encodeURIComponent(admin.user.email)}`)).json().items).toEqual([]);
    // Without q: the 20 newest clients.
    expect((await admin.get("/api/clients/search")).json().items.map((c: { id: string }) => c.id)).toEqual(made.slice(1).reverse().map((m) => m.id));
    expect((await alice.get(`/api/clients/search?q=${tag}`)).statusCode).toBe(403);
  });
});

describe("Add New Client", () => {
  it("creates a verified member in the chosen language, with no password anyone knows, and emails the invitation", async () => {
    const { admin } = await cast();
    const email = uniqueEmail("client");
    const res = await admin.post("/api/clients", { email: email.toUpperCase(), fullName: "Elena Georgieva", language: "bg" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: "Client added successfully!",
      client: { email, fullName: "Elena Georgieva", phone: null, preferredLanguage: "bg", balance: 0, status: "Active", invitation: { sentAt: ctx.clock.now().toISOString() }, abilities: { canResendInvite: true } },
    });
    const [invite] = await ctx.mailTo(email);
    expect(invite).toMatchObject({ template: "clientInvite", subject: "Поканени сте в Concierge: изберете парола" });
    expect(invite?.text).toContain("http://concierge.localhost/invite?token=");
    expect(invite?.text).toContain("lang=bg");

    const [audit] = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, res.json().client.id));
    expect(audit).toMatchObject({ action: "client.created", actorId: admin.user.id, after: { email, fullName: "Elena Georgieva", language: "bg" } });
  });

  it("refuses empty fields, a language without a catalogue, a password in the body and a duplicate email (409)", async () => {
    const { admin, alice } = await cast();
    const empty = await admin.post("/api/clients", { email: "", fullName: " ", language: "en" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe("Please fill in all fields");
    expect((await admin.post("/api/clients", { email: uniqueEmail(), fullName: "X", language: "de" })).statusCode).toBe(400);
    // The operator never sets a password: the old field is refused, not ignored.
    expect((await admin.post("/api/clients", { email: uniqueEmail(), fullName: "X", language: "en", temporaryPassword: TEMP })).statusCode).toBe(400);
    const dup = await admin.post("/api/clients", { email: alice.user.email, fullName: "Again", language: "en" });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toBe(english(CLIENT_MESSAGES.duplicateEmail));
  });
});

describe("Client detail and Edit Client", () => {
  it("shows the profile, 'Client not found' for unknown, non-UUID and admin ids, and saves the edit with an audit row", async () => {
    const { admin, alice } = await cast();
    const detail = await admin.get(`/api/clients/${alice.user.id}`);
    expect(detail.json()).toMatchObject({ fullName: "Alice Ivanova", phone: null, preferredLanguage: "en", balance: 0 });
    // The page's actions are all the operator's (clientPolicy, paymentRequestPolicy).
    expect(detail.json().abilities).toEqual({ canEdit: true, canDeductHours: true, canRequestPayment: true, canCancelPaymentRequests: true, canResendInvite: false });
    for (const id of ["nope", "00000000-0000-0000-0000-000000000000", admin.user.id, "%27%20or%201=1"]) {
      const res = await admin.get(`/api/clients/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error.message).toBe("Client not found");
    }
    const saved = await admin.patch(`/api/clients/${alice.user.id}`, { fullName: "Alice Dimitrova", phone: "+359 88 123 4567", preferredLanguage: "de" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: "Client information updated successfully",
      client: { fullName: "Alice Dimitrova", name: "Alice Dimitrova", phone: "+359 88 123 4567", preferredLanguage: "de", email: alice.user.email },
    });
    const emailChange = await admin.patch(`/api/clients/${alice.user.id}`, { fullName: "A", phone: "", preferredLanguage: "en", email: "x@y.z" });
    expect(emailChange.statusCode).toBe(400);
    const [audit] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, "client.updated"));
    expect(audit).toBeDefined();
    const mine = await ctx.db.select().from(auditLog).where(eq(auditLog.clientId, alice.user.id));
    expect(mine.find((a) => a.action === "client.updated")).toMatchObject({
      before: { fullName: "Alice Ivanova", phone: "", preferredLanguage: "en" },
      after: { fullName: "Alice Dimitrova", phone: "+359 88 123 4567", preferredLanguage: "de" },
    });
  });
});

describe("Deduct Hours", () => {
  it("debits the ledger with an hours_deduction payment of 0, linked to a task, and answers the spec's texts", async () => {
    const { admin, alice } = await cast();
    await creditHours(ctx, alice.user.id, 5);
    const task = await alice.submit({ title: "Visa appointment" });
    const res = await admin.post(`/api/clients/${alice.user.id}/deduct-hours`, { hours: 1.5, description: "Phone calls", taskId: task.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: "Successfully deducted 1.5 hours", balance: 3.5 });
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.userId, alice.user.id));
    expect(payment).toMatchObject({ amount: 0, paymentType: "hours_deduction", hoursUsed: 1.5, description: "Phone calls" });
    const ledger = (await admin.get(`/api/clients/${alice.user.id}/ledger`)).json();
    expect(ledger.balance).toBe(3.5);
    // The test clock stands still: both rows share a timestamp, so find the debit by kind.
    expect(ledger.items).toHaveLength(2);
    expect(ledger.items.find((i: { reason: string }) => i.reason === "deduction")).toMatchObject({ hours: -1.5, reason: "deduction", payment: { id: payment!.id, type: "hours_deduction", amount: 0 }, task: { id: task.id, title: "Visa appointment" } });
    const own = (await alice.get("/api/hours")).json();
    expect(own.balance).toBe(3.5);
    // The member's own history names the task and the payment of the debit.
    expect(own.transactions.find((t: { reason: string }) => t.reason === "deduction")).toMatchObject({
      hours: -1.5,
      paymentType: "hours_deduction",
      task: { id: task.id, title: "Visa appointment" },
    });

    const tooMuch = await admin.post(`/api/clients/${alice.user.id}/deduct-hours`, { hours: 4, description: "More" });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.message).toBe("Insufficient hours balance");
    for (const hours of [0, -1, 0.3, "abc", null, 1e9]) {
      const bad = await admin.post(`/api/clients/${alice.user.id}/deduct-hours`, { hours, description: "x" });
      expect(bad.statusCode, String(hours)).toBe(400);
      expect(bad.json().error.message).toBe("Please enter a valid number of hours");
    }
    const noText = await admin.post(`/api/clients/${alice.user.id}/deduct-hours`, { hours: 1, description: "  " });
    expect(noText.json().error.message).toBe("Please enter a description");
  });

  it("refuses another client's task and unknown clients", async () => {
    const { admin, alice, bob } = await cast();
    await creditHours(ctx, alice.user.id, 5);
    const bobsTask = await bob.submit({ title: "Bob's" });
    expect((await admin.post(`/api/clients/${alice.user.id}/deduct-hours`, { hours: 1, description: "x", taskId: bobsTask.id })).statusCode).toBe(404);
    expect((await admin.post("/api/clients/unknown/deduct-hours", { hours: 1, description: "x" })).statusCode).toBe(404);
  });

  it("sends one low-balance email when a debit crosses below 2 hours, with the buy link", async () => {
    const { admin, alice } = await cast();
    await creditHours(ctx, alice.user.id, 4);
    await admin.post(`/api/clients/${alice.user.id}/deduct-hours`, { hours: 1, description: "a" });
    expect((await ctx.mailTo(alice.user.email)).filter((m) => m.template === "lowBalance")).toHaveLength(0);
    await admin.post(`/api/clients/${alice.user.id}/deduct-hours`, { hours: 1.5, description: "b" });
    await admin.post(`/api/clients/${alice.user.id}/deduct-hours`, { hours: 0.5, description: "c" });
    const low = (await ctx.mailTo(alice.user.email)).filter((m) => m.template === "lowBalance");
    expect(low).toHaveLength(1);
    expect(low[0]?.text).toContain("1.5 prepaid hours left");
    // The checkout with a pack in the cart (none bought before: the smallest).
    expect(low[0]?.text).toContain("http://concierge.localhost/checkout?pack=1");
  });

  it("100 concurrent deductions on 10 hours never take the balance below zero; the ledger sums match", async () => {
    const { admin, alice } = await cast();
    await creditHours(ctx, alice.user.id, 10);
    const results = await Promise.all(
      Array.from({ length: 100 }, () => admin.post(`/api/clients/${alice.user.id}/deduct-hours`, { hours: 0.5, description: "race" })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(20);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(80);
    const rows = await ctx.db.select().from(hoursLedger).where(eq(hoursLedger.userId, alice.user.id));
    expect(rows.reduce((s, r) => s + Number(r.hours), 0)).toBe(0);
    const deductions = await ctx.db.select().from(payments).where(eq(payments.userId, alice.user.id));
    expect(deductions).toHaveLength(20);
    expect((await admin.get(`/api/clients/${alice.user.id}`)).json().balance).toBe(0);
    expect(await storedAndLedger(alice.user.id)).toEqual({ stored: 0, ledger: 0 });
  });

  it("keeps the stored balance equal to the ledger's sum through racing credits and debits", async () => {
    const { admin, alice } = await cast();
    await creditHours(ctx, alice.user.id, 2);
    const results = await Promise.all([
      ...Array.from({ length: 30 }, () => admin.post(`/api/clients/${alice.user.id}/deduct-hours`, { hours: 0.5, description: "race" })),
      ...Array.from({ length: 5 }, () =>
        admin.post("/api/payments", { clientId: alice.user.id, amount: 5000, description: "Two hours", paymentType: "prepaid_hours", hours: 2 }),
      ),
    ]);
    const deducted = results.slice(0, 30).filter((r) => r.statusCode === 200).length;
    expect(results.slice(30).map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const { stored, ledger } = await storedAndLedger(alice.user.id);
    expect(stored).toBe(ledger);
    expect(stored).toBe(2 + 10 - deducted * 0.5);
    expect((await admin.get(`/api/clients/${alice.user.id}`)).json().balance).toBe(stored);
    expect((await alice.get("/api/hours")).json().balance).toBe(stored);
  });
});

async function storedAndLedger(userId: string) {
  const rows = await ctx.db.select().from(hoursLedger).where(eq(hoursLedger.userId, userId));
  const [b] = await ctx.db.select().from(hoursBalances).where(eq(hoursBalances.userId, userId));
  return { stored: Number(b?.prepaidHoursBalance ?? 0), ledger: rows.reduce((s, r) => s + Number(r.hours), 0) };
}
