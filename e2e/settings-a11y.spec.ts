import { expect, test } from "./fixtures";
import { enrolInSettings } from "./ui";

test.describe("settings, by keyboard and on a phone", () => {
  test("closing a two-factor dialog gives focus back to the button that opened it", async ({ memberPage: page, member }) => {
    await page.goto("/dashboard/settings");
    await page.getByRole("button", { name: "Enable", exact: true }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByRole("button", { name: "Enable", exact: true })).toBeFocused();

    // Finishing the enrolment flips the button to Disable; focus stays on it.
    await enrolInSettings(page, member.password);
    await expect(page.getByRole("button", { name: "Disable", exact: true })).toBeFocused();

    await page.getByRole("button", { name: "Disable", exact: true }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("button", { name: "Disable", exact: true })).toBeFocused();
  });

  test("the sticky Save All Settings bar never covers the field in focus at 375 px", async ({ memberPage: page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/dashboard/settings");
    const save = page.getByRole("button", { name: "Save All Settings" });
    await expect(save).toBeVisible();
    const covered: string[] = [];
    // Tab through the whole page, as a keyboard user does, and look where focus lands.
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press("Tab");
      const hit = await page.evaluate(() => {
        const el = document.activeElement;
        const bar = [...document.querySelectorAll("button")].find((b) => b.textContent?.includes("Save All Settings"));
        if (!el || !bar || el === bar || !el.closest("main")) return null;
        const a = el.getBoundingClientRect();
        const b = bar.getBoundingClientRect();
        const overlaps = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        return overlaps ? `${el.tagName.toLowerCase()} ${el.getAttribute("aria-label") ?? el.id ?? ""}`.trim() : null;
      });
      if (hit) covered.push(hit);
    }
    expect(covered, "fields under the Save All Settings bar").toEqual([]);
  });
});
