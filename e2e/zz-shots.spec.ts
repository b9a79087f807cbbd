import { test, expect } from "@playwright/test";
for (const [w, h] of [[1280, 800], [390, 844]] as const) {
  test(`shots ${w}`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await page.addInitScript(() => localStorage.setItem("june-chat-auto-opened", "true"));
    await page.addInitScript(() => localStorage.setItem("selectedCity", "cleveland"));
    await page.goto("/venues");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/17grace-closed-${w}.png` });
    await page.getByTestId("grace-launcher").click();
    const input = page.getByRole("textbox", { name: "Message Grace" });
    await input.fill("I was charged twice and want a refund");
    await input.press("Enter");
    await page.getByTestId("grace-ticket-offer").click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/17grace-open-${w}.png` });
  });
}
