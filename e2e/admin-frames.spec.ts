import { createUser, expect, newAccount, test } from "./fixtures";

/**
 * The operator's home and a client's page come painted from the server (core/dashboard-shell.ts):
 * the page carries its first data (the API's own answer) and, on a client's page, the frame names
 * the client; once the app has drawn the page in the frame's place, it works as before.
 */
test.describe("operator pages painted from the server", () => {
  test("a client's page: the client's name and answer are in the server's HTML, and the page works after the app draws it", async ({
    adminPage: page,
    request,
  }) => {
    const client = { ...newAccount("framed"), name: "Framed Client Petrova" };
    const { id } = await createUser(request, client, { signIn: false });

    const html = await (await page.request.get(`/dashboard/clients/${id}`)).text();
    expect(html).toContain("data-server-frame");
    expect(html).toMatch(new RegExp(`<h1[^>]*>${client.name}</h1>`));
    expect(html).toContain(client.email);
    expect(html).toContain(`id="data-at-load" data-path="/api/clients/${id}"`);

    await page.goto(`/dashboard/clients/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: client.name })).toBeVisible();
    await expect(page).toHaveTitle(`${client.name} · Concierge`);
    // The app's page, not the inert frame: its tabs answer a press, its link the keyboard.
    await page.getByRole("tab", { name: "Tasks" }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/clients/${id}\\?tab=tasks$`));
    await expect(page.getByRole("tab", { name: "Tasks" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("link", { name: "Back to Clients" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/dashboard\/clients$/);
    await expect(page.getByRole("heading", { name: "Manage Clients", level: 1 })).toBeVisible();
  });

  test("a client that is not there: no frame, the page says so", async ({ adminPage: page }) => {
    const html = await (await page.request.get("/dashboard/clients/no-such-client")).text();
    expect(html).not.toContain("data-at-load");
    await page.goto("/dashboard/clients/no-such-client");
    await expect(page.getByRole("heading", { level: 1, name: "Client not found" })).toBeVisible();
  });

  test("the operator's home carries its figures, and its cards are links once drawn", async ({ adminPage: page }) => {
    const html = await (await page.request.get("/dashboard")).text();
    expect(html).toContain("data-server-frame");
    expect(html).toContain(`id="data-at-load" data-path="/api/dashboard"`);
    expect(html).toMatch(/<h1[^>]*>Admin Dashboard<\/h1>/);
    await page.goto("/dashboard");
    await expect(page.getByTestId("card-active-clients")).toBeVisible();
    await page.getByTestId("card-active-clients").click();
    await expect(page).toHaveURL(/\/dashboard\/clients$/);
  });

  test("a member's request for a client's page carries no client", async ({ memberPage: page, request }) => {
    const other = { ...newAccount("private"), name: "Private Client Dimitrova" };
    const { id } = await createUser(request, other, { signIn: false });
    const html = await (await page.request.get(`/dashboard/clients/${id}`)).text();
    expect(html).not.toContain("data-at-load");
    expect(html).not.toContain(other.email);
    expect(html).not.toContain(other.name);
  });
});
