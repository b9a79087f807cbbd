import { expect, test, waitForHydration } from "./fixtures";

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

test("a helper arriving on an invitation or the contributors' pages is not asked for a city", async ({
  page,
}) => {
  for (const path of ["/join", "/contributors-guide"]) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Given the picker's time to open on any other page (the test above sees it at once).
    await page.waitForTimeout(500);
    await expect(page.getByRole("dialog", { name: TITLE })).toHaveCount(0);
  }
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

test.describe("a city page is the current city (issue #18)", () => {
  test.use({ returningVisitor: true }); // cleveland is stored

  test("/venues/nashville says Nashville in the header, and the choice is kept", async ({ page }) => {
    await page.goto("/venues/nashville");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wedding venues in Nashville, TN");
    await expect(page.getByLabel("Currently Viewing")).toHaveValue("nashville");
    await expect(page.getByLabel("Currently Viewing").locator("option:checked")).toHaveText("Nashville, TN");
    // Kept once the app runs: the page paints from its HTML and hydrates after (decision 067).
    await expect.poll(() => page.evaluate(() => localStorage.getItem("selectedCity"))).toBe("nashville");
    // /venues now lists the visitor's city: Nashville.
    await page.goto("/venues");
    await expect(page.getByLabel("Currently Viewing")).toHaveValue("nashville");
  });

  test("following a link to another city's page, and choosing a city there", async ({ page }) => {
    await page.goto("/venues/nashville");
    // The router listens for popstate only once the server-rendered page has hydrated.
    await waitForHydration(page);
    await page.evaluate(() => {
      history.pushState({}, "", "/columbus/vendors");
      dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page.getByLabel("Currently Viewing")).toHaveValue("columbus");
    await page.getByLabel("Currently Viewing").selectOption("cincinnati");
    await expect(page).toHaveURL(/\/cincinnati\/vendors$/);
    await expect(page.getByLabel("Currently Viewing")).toHaveValue("cincinnati");
  });
});

test.describe("on a phone", () => {
  test.use({ returningVisitor: true, viewport: { width: 390, height: 844 } });

  test("/venues/nashville says Nashville in the menu's switcher", async ({ page }) => {
    await page.goto("/venues/nashville");
    await waitForHydration(page);
    await page.getByRole("button", { name: /menu/i }).first().click();
    await expect(page.locator("#city-switcher-mobile")).toHaveValue("nashville");
  });
});
