import { expect, test } from "./fixtures";

const categories = [
  "photographers",
  "videographers",
  "caterers",
  "djband",
  "florists",
  "weddingplanners",
  "bakers",
  "hairmakeup",
  "transportation",
  "officiants",
  "bartenders",
  "decorators",
];

test("the Vendors dropdown lists All Vendors and the 12 categories", async ({ page }) => {
  await page.goto("/about");
  const trigger = page.getByRole("button", { name: "Vendors" });
  await trigger.click();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  const menu = page.locator("#vendors-menu");
  await expect(menu.getByRole("link", { name: "All Vendors" })).toHaveAttribute("href", "/vendors");
  const hrefs = await menu.getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  expect(hrefs).toEqual(["/vendors", ...categories.map((c) => `/vendors/${c}`)]);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();
});

test("signed-out navigation offers Sign In, Get Started, Meet June and AI Tools", async ({ page }) => {
  await page.goto("/faq");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");
  await expect(header.getByRole("link", { name: "Get Started" })).toHaveAttribute(
    "href",
    "/how-to-get-started",
  );
  await expect(header.getByRole("link", { name: "Meet June" })).toHaveAttribute("href", "/ai-planner");
  await expect(header.getByRole("link", { name: "AI Tools" })).toHaveAttribute("href", "/ai-vendor-tools");
  await header.getByRole("link", { name: "Get Started" }).click();
  await expect(page).toHaveURL(/\/how-to-get-started$/);
  await expect(page).toHaveTitle(/How to get started/);
});

test("a link followed before the page titles have loaded still names the new page", async ({ page }) => {
  // The titles are a chunk fetched after the first paint. A click before it arrived once left the old
  // page's title on the tab for good (CI saw it as a flaky test above).
  await page.route(/route-meta[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto("/faq");
  await expect(page).toHaveTitle(/Frequently asked questions/);
  await page.getByRole("banner").getByRole("link", { name: "Get Started" }).click();
  await expect(page).toHaveURL(/\/how-to-get-started$/);
  await expect(page).toHaveTitle(/How to get started/);
});

test("on a small laptop the top nav keeps one line, with Meet June and AI Tools in the menu", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto("/faq");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Meet June" })).toBeHidden();
  await expect(header.getByRole("combobox", { name: "Currently Viewing" })).toBeVisible();
  // Every header control sits on the bar's one line (the same vertical centre) and no label wraps.
  const boxes = await header.locator("a, button, select").evaluateAll((els) =>
    els
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map((el) => el.getBoundingClientRect())
      .map((r) => ({ centre: r.top + r.height / 2 })),
  );
  for (const box of boxes) expect(Math.abs(box.centre - boxes[0]!.centre)).toBeLessThanOrEqual(2);
  for (const link of ["Sign In", "Get Started"]) {
    const text = header.getByRole("link", { name: link });
    expect(await text.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
    expect(await text.evaluate((el) => el.getClientRects().length)).toBe(1);
  }
  await header.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog").getByRole("link", { name: "Meet June" })).toBeVisible();
});

test.describe("an unknown path", () => {
  // The server answers unknown paths with HTTP 404 (and the app), which Chromium logs.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test("shows the 404 page with a way home", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(page.getByText("The page you are looking for does not exist.")).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test("the page scrolls to the top on route change", async ({ page }) => {
  await page.goto("/privacy");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Scroll until the (lazily rendered) page is tall enough to be scrolled.
  await expect
    .poll(() => page.evaluate(() => (window.scrollTo(0, document.body.scrollHeight), window.scrollY)))
    .toBeGreaterThan(300);
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the footer has its four groups and contact details", async ({ page }) => {
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  for (const group of ["Quick links", "Smart tools", "Business", "Legal"]) {
    await expect(footer.getByRole("navigation", { name: group })).toBeVisible();
  }
  const business = footer.getByRole("navigation", { name: "Business" });
  const hrefs = await business.getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  expect(hrefs).toEqual(["/list-your-venue", "/vendor-benefits", "/ai"]);
  const legal = await footer
    .getByRole("navigation", { name: "Legal" })
    .getByRole("link")
    .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  expect(legal).toEqual(["/privacy", "/terms", "/faq", "/help", "/about"]);
  await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  await expect(footer.getByRole("link", { name: /\(\d{3}\)/ })).toHaveAttribute("href", /^tel:/);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the mobile menu adds How to Get Started and About", async ({ page }) => {
    await page.goto("/faq");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu.getByRole("link", { name: "How to Get Started" })).toBeVisible();
    await menu.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();
  });

  test("the bottom navigation shows in a phone browser but not in an installed app", async ({ page }) => {
    await page.goto("/faq");
    await expect(page.getByTestId("bottom-nav")).toBeVisible();
    await page.emulateMedia({ media: "screen" });
    await page.addInitScript(() => {
      const original = window.matchMedia.bind(window);
      window.matchMedia = (q: string) =>
        q === "(display-mode: standalone)" ? { ...original(q), matches: true } : original(q);
    });
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("bottom-nav")).toHaveCount(0);
  });
});

test("the Vendors dropdown works from the keyboard", async ({ page }) => {
  await page.goto("/about");
  await page.getByRole("button", { name: "Vendors" }).focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.locator("#vendors-menu").getByRole("link", { name: "All Vendors" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.locator("#vendors-menu").getByRole("link", { name: "Photographers" })).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  const decorators = page.locator("#vendors-menu").getByRole("link", { name: "Decorators" });
  await expect(decorators).toBeFocused();
  await expect(decorators).toHaveAttribute("href", "/vendors/decorators");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Vendors" })).toBeFocused();
});
