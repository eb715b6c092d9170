import { inviteLink } from "./books";
import { expect, newAccount, test } from "./fixtures";
import { expectAxeClean, toast } from "./work";

/*
 * Invite links instead of temporary passwords: the operator adds a client and
 * chooses their language; the client opens the emailed link, chooses a password and lands on
 * their dashboard in that language. A resent invitation kills the earlier link; a used or
 * altered link gets a page that says so.
 */
test.describe("client invitations", () => {
  test("Add client → invitation email → the client sets a password → signed in on their dashboard in the chosen language", async ({ adminPage: page, browser, baseURL }) => {
    test.setTimeout(90_000);
    const client = { ...newAccount("invited"), name: `Petar Nikolov ${Date.now().toString(36)}` };

    await page.goto("/dashboard/clients");
    await page.getByRole("button", { name: "Add New Client" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Client" });
    // No password anywhere in the dialog: the client chooses their own.
    await expect(dialog.getByLabel(/password/i)).toHaveCount(0);
    await dialog.getByLabel("Email").fill(client.email);
    await dialog.getByLabel("Full Name").fill(client.name);
    await dialog.getByLabel("Client's language").selectOption({ label: "Bulgarian" });
    await dialog.getByRole("button", { name: "Add Client" }).click();
    await expect(toast(page, "Client added successfully!")).toBeVisible();
    await expect(dialog).toBeHidden();
    const first = await inviteLink(page.request, client.email, "bg");
    expect(first).toContain("lang=bg");

    // The client's page: the invitation waits; the operator sends it again, and the first link dies.
    await page.goto(`/dashboard/clients?q=${encodeURIComponent(client.email)}`);
    await page.getByRole("link", { name: `View ${client.name}` }).click();
    await expect(page.getByText(/^Invitation sent on .*: the client has not chosen a password yet/)).toBeVisible();
    await expectAxeClean(page);
    await page.getByRole("button", { name: "Resend invitation" }).click();
    await expect(toast(page, "Invitation sent again. The earlier link no longer works.")).toBeVisible();
    let second = first;
    await expect.poll(async () => (second = await inviteLink(page.request, client.email, "bg"))).not.toBe(first);

    // The client's own browser, in English: the link's language decides.
    const context = await browser.newContext({ baseURL, locale: "en-GB", viewport: { width: 1280, height: 800 } });
    const member = await context.newPage();
    await member.goto(first);
    await expect(member.getByRole("heading", { name: "Тази връзка за покана не може да се използва" })).toBeVisible();
    await expect(member.getByRole("alert")).toContainText("Тази връзка за покана вече не работи.");

    await member.goto(second);
    await expect(member.getByRole("heading", { name: "Добре дошли в Concierge" })).toBeVisible();
    await expect(member.getByText(client.email)).toBeVisible();
    await expectAxeClean(member);
    await member.getByLabel("Парола", { exact: true }).fill(client.password);
    await member.getByLabel("Потвърдете паролата").fill(client.password);
    await member.getByRole("button", { name: "Задай парола и влез" }).click();
    await expect(member).toHaveURL(/\/dashboard$/);
    await expect(member.getByRole("heading", { name: "Моето табло", level: 1 })).toBeVisible();
    await expect(member.getByText(`Добре дошли отново, ${client.name}!`)).toBeVisible();

    // Used: the same link again, or altered, changes nothing and says so.
    const fresh = await browser.newContext({ baseURL, locale: "en-GB" });
    const stranger = await fresh.newPage();
    await stranger.goto(second);
    await expect(stranger.getByRole("heading", { name: "Тази връзка за покана не може да се използва" })).toBeVisible();
    await expect(stranger.getByLabel("Парола", { exact: true })).toHaveCount(0);
    await stranger.goto(second.replace(/token=([^&]{4})/, "token=AAAA"));
    await expect(stranger.getByRole("heading", { name: "Тази връзка за покана не може да се използва" })).toBeVisible();
    await stranger.goto("/invite?token=abc&lang=en");
    await expect(stranger.getByRole("heading", { name: "This invitation link can't be used" })).toBeVisible();
    await fresh.close();

    // The operator sees the invitation was used: no more resend.
    await page.reload();
    await expect(page.getByRole("heading", { name: client.name, level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Resend invitation" })).toHaveCount(0);
    await context.close();
  });
});
