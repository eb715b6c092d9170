import { expect, test } from "./fixtures";
import { adminBrowser, expectAxeClean, toast } from "./work";

/*
 * Canned replies: the operator saves a short text in English and Bulgarian,
 * then inserts the Bulgarian one into a reply, the client's name filled in for {name}.
 */
test("the operator saves a canned reply and inserts it, with the client's name, into a reply the member receives", async ({ member, memberPage, browser, baseURL }) => {
  test.setTimeout(60_000);
  const tag = `canned${Date.now().toString(36)}`;
  const origin = new URL(baseURL ?? "").origin;

  const wrote = await memberPage.request.post("/api/messages", { data: { content: `${tag} Can you book the notary?`, documentIds: [] }, headers: { Origin: origin } });
  expect(wrote.status(), await wrote.text()).toBe(201);

  const admin = await adminBrowser(browser, baseURL);
  await admin.goto("/dashboard/messages");
  await admin.getByRole("button", { name: "Canned replies" }).click();
  const manage = admin.getByRole("dialog", { name: "Canned replies" });
  await manage.getByRole("button", { name: "Save reply" }).click();
  await expect(toast(admin, "Please give the reply a title")).toBeVisible();
  await manage.getByLabel("Title").fill(`Notary ${tag}`);
  await manage.getByLabel("English text").fill("Thank you, {name}. The notary is booked.");
  await manage.getByLabel("Bulgarian text").fill("Благодарим, {name}. Нотариусът е записан.");
  await expectAxeClean(admin);
  await manage.getByRole("button", { name: "Save reply" }).click();
  await expect(toast(admin, "Canned reply saved")).toBeVisible();
  await expect(manage).toBeHidden();

  const row = admin.getByTestId("conversation-row").filter({ hasText: tag });
  await row.getByRole("button", { name: `Open the conversation with ${member.name}` }).click();
  const dialog = admin.getByRole("dialog", { name: `Conversation with ${member.name}` });
  const box = dialog.getByLabel("Message", { exact: true });
  await box.fill(`${tag} reply.`);
  await dialog.getByLabel("Insert a canned reply").selectOption({ label: `Notary ${tag} (Bulgarian)` });
  await expect(box).toHaveValue(`${tag} reply.\n\nБлагодарим, ${member.name}. Нотариусът е записан.`);
  await dialog.getByRole("button", { name: "Send Message" }).click();
  await expect(dialog.getByRole("status").filter({ hasText: "Message sent successfully!" })).toBeVisible();

  await memberPage.goto("/dashboard/messages");
  await expect(memberPage.getByTestId("conversation-message").filter({ hasText: `${tag} reply.` })).toContainText(`Благодарим, ${member.name}. Нотариусът е записан.`);

  // Deleted, it is no longer offered.
  await admin.keyboard.press("Escape");
  await admin.getByRole("button", { name: "Canned replies" }).click();
  await manage.getByRole("button", { name: `Delete Notary ${tag}` }).click();
  await expect(toast(admin, "Canned reply deleted")).toBeVisible();
  await expect(manage.getByText(`Notary ${tag}`)).toHaveCount(0);
  await admin.context().close();
});
