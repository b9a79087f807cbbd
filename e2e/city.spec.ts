import { expect, test } from "./fixtures";

test.use({ returningVisitor: false });

const TITLE = "Welcome! Where are you planning your wedding?";

test("a first visit asks for the city, and the choice persists", async ({ page }) => {
  await page.goto("/about");
  const modal = page.getByRole("dialog", { name: TITLE });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(
    "This helps us show venues and vendors in your area. You can change it anytime.",
  );
  for (const city of ["Cleveland", "Columbus", "Nashville", "Cincinnati"]) {
    await expect(modal.getByRole("button", { name: new RegExp(city) })).toBeVisible();
  }
  await modal.getByRole("button", { name: /Nashville/ }).click();
  await expect(modal).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("selectedCity"))).toBe("nashville");
  await expect(page.getByLabel("Currently Viewing")).toHaveValue("nashville");

  await page.reload();
  await expect(page.getByLabel("Currently Viewing")).toHaveValue("nashville");
  await expect(page.getByRole("dialog", { name: TITLE })).toBeHidden();
});

test("an unknown stored city falls back to cleveland and is stored", async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem("seeded")) {
      localStorage.setItem("selectedCity", "atlantis");
      sessionStorage.setItem("seeded", "1");
    }
  });
  await page.goto("/faq");
  await expect(page.getByRole("dialog", { name: TITLE })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("selectedCity"))).toBe("cleveland");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: TITLE })).toBeHidden();
  await expect(page.getByLabel("Currently Viewing")).toHaveValue("cleveland");
});

test("the switcher changes the city and remembers it", async ({ page }) => {
  await page.addInitScript(
    () => localStorage.getItem("selectedCity") ?? localStorage.setItem("selectedCity", "cleveland"),
  );
  await page.goto("/about");
  await page.getByLabel("Currently Viewing").selectOption("columbus");
  expect(await page.evaluate(() => localStorage.getItem("selectedCity"))).toBe("columbus");
  await page.reload();
  await expect(page.getByLabel("Currently Viewing")).toHaveValue("columbus");
});
