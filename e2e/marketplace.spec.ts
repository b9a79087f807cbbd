import type { Page } from "@playwright/test";
import { DEMO_VENDOR, DEMO_VENUE, expect, signInThroughUi, test, waitForHydration } from "./fixtures";

// Discovery pages of the marketplace (issue #3) against the seeded demo data: 16 venues per city (the demo
// venue "Lakeview Glasshouse" in Cleveland) and 5 vendors per category per city. The fixtures make the
// visitor a returning one whose selected city is Cleveland.

const results = (page: Page) => page.getByRole("main").locator("article");
const resultNames = (page: Page) => results(page).getByRole("heading", { level: 3 }).allTextContents();
/** The results count, e.g. "16 venues in Cleveland, OH" (the results region's h2). */
const summary = (page: Page) => page.getByRole("heading", { level: 2, name: /^\d[\d,]* [a-z]/ });

test("a misspelled search from the home page finds the venue", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByLabel("Find your venue").fill("glashouse");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/venues\?q=glashouse$/);
  await expect(page.getByRole("link", { name: "Lakeview Glasshouse" })).toBeVisible();
  await expect(summary(page)).toContainText("matching “glashouse” in Cleveland, OH");
});

test("typing in the venue search updates the URL once, and Back returns to the full list", async ({
  page,
}) => {
  await page.goto("/venues");
  await waitForHydration(page);
  await expect(summary(page)).toHaveText("16 venues in Cleveland, OH");
  await page.getByRole("searchbox", { name: "Search venues" }).pressSequentially("lakevew", { delay: 40 });
  await expect(page).toHaveURL(/\/venues\?q=lakevew$/);
  await expect(results(page).first()).toContainText("Lakeview Glasshouse");
  await page.goBack();
  await expect(page).toHaveURL(/\/venues$/);
  await expect(page.getByRole("searchbox", { name: "Search venues" })).toHaveValue("");
  await expect(summary(page)).toHaveText("16 venues in Cleveland, OH");
});

test("filters, sort and page live in the URL: Back and reload restore them", async ({ page }) => {
  // Three filters, a sort, a page, Back twice and a reload: ~30 s on a busy 2-core CI machine (2026-11-27).
  test.slow();
  await page.goto("/venues");
  await waitForHydration(page);
  const filters = page.getByRole("complementary", { name: "Filters" });
  await filters.getByLabel("City").selectOption("all");
  await expect(page).toHaveURL(/city=all/);
  await expect(summary(page)).toHaveText("64 venues in all cities");

  await filters.getByLabel("Guest count (seated)").selectOption("100");
  await expect(page).toHaveURL(/guests=100/);
  // Previous results stay on screen while the next load (keepPreviousData): wait for the filtered count.
  await expect(summary(page)).not.toHaveText("64 venues in all cities");
  await expect(summary(page)).toHaveText(/^\d+ venues in all cities$/);
  const filteredSummary = await summary(page).textContent();

  await page.getByLabel("Sort by").selectOption("price-asc");
  await expect(page).toHaveURL(/sort=price-asc/);
  const prices = async () =>
    (
      await results(page)
        .getByText(/^From \$/)
        .allTextContents()
    ).map((t) => Number(t.replace(/\D/g, "")));
  await expect.poll(async () => isSorted(await prices())).toBe(true);
  const firstPage = await resultNames(page);

  const pages = page.getByRole("navigation", { name: "Venue results pages" });
  await pages.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pages.locator("[aria-current=page]")).toHaveText("Page 2");
  await expect.poll(() => resultNames(page)).not.toEqual(firstPage);
  const secondPage = await resultNames(page);
  // Page 2 continues the sorted order: nothing on it is cheaper than page 1's last venue.
  await expect.poll(async () => isSorted(await prices())).toBe(true);

  await page.reload();
  await expect(page.getByLabel("Sort by")).toHaveValue("price-asc");
  await expect.poll(() => resultNames(page)).toEqual(secondPage);

  await page.goBack();
  await expect(page).not.toHaveURL(/page=/);
  await expect.poll(() => resultNames(page)).toEqual(firstPage);

  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await expect(page.getByLabel("Sort by")).toHaveValue("relevance");
  await expect(filters.getByLabel("Guest count (seated)")).toHaveValue("100");
  await expect(summary(page)).toHaveText(filteredSummary!);

  await page.goBack();
  await expect(page).not.toHaveURL(/guests=/);
  await expect(filters.getByLabel("Guest count (seated)")).toHaveValue("");
  await expect(summary(page)).toHaveText("64 venues in all cities");
});

test("a style filter narrows the results, and clear filters brings them back", async ({ page }) => {
  await page.goto("/venues");
  const filters = page.getByRole("complementary", { name: "Filters" });
  await filters.getByText("Lakeside", { exact: true }).click();
  await expect(page).toHaveURL(/style=lakeside/);
  await expect(filters.getByRole("radio", { name: "Lakeside" })).toBeChecked();
  await expect(summary(page)).not.toHaveText("16 venues in Cleveland, OH");
  for (const card of await results(page).all()) await expect(card).toContainText("Lakeside");
  await filters.getByRole("button", { name: "Clear all" }).click();
  await expect(page).toHaveURL(/\/venues$/);
  await expect(summary(page)).toHaveText("16 venues in Cleveland, OH");
});

test("a city page lists only that city's venues", async ({ page }) => {
  await page.goto("/venues/nashville");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wedding venues in Nashville, TN");
  await expect(page).toHaveTitle(/Wedding venues in Nashville, TN/);
  await expect(summary(page)).toHaveText("16 venues in Nashville, TN");
  await expect(results(page)).toHaveCount(12);
  for (const card of await results(page).all()) await expect(card).toContainText(", Nashville");
});

test("a category page lists only that category, in the chosen city", async ({ page }) => {
  await page.goto("/vendors/florists");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Florists");
  await expect(summary(page)).toHaveText("5 florists in Cleveland, OH");
  for (const card of await results(page).all()) {
    await expect(card.getByRole("list", { name: "Category" })).toHaveText("Florists");
    await expect(card).toContainText("Cleveland, OH");
  }
  await page.getByRole("complementary", { name: "Filters" }).getByLabel("City").selectOption("all");
  await expect(summary(page)).toHaveText("20 florists in all cities");

  await page.goto("/nashville/vendors/florists");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Florists in Nashville, TN");
  for (const card of await results(page).all()) await expect(card).toContainText("Nashville, TN");
  await page
    .getByRole("navigation", { name: "Vendor categories" })
    .getByRole("link", { name: "Bakers" })
    .click();
  await expect(page).toHaveURL(/\/nashville\/vendors\/bakers$/);
  await expect(summary(page)).toHaveText("5 bakers in Nashville, TN");
});

test("listing pages come rendered with their data, and later searches go to the API", async ({ page }) => {
  // Rendered on the server: the venue is in the HTML before any script runs …
  const html = await (await page.request.get("/venues/lakeview-glasshouse")).text();
  expect(html).toMatch(/<div id="root">.*<h1[^>]*>Lakeview Glasshouse<\/h1>/s);

  // … and the browser takes it over without rendering it again (no hydration fallback).
  const hydrationWarnings: string[] = [];
  page.on("console", (m) => m.text().startsWith("hydration") && hydrationWarnings.push(m.text()));
  const apiCalls: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith("/api/venues")) apiCalls.push(url.pathname + url.search);
  });
  await page.goto("/venues/lakeview-glasshouse");
  await expect(page.getByRole("heading", { level: 1, name: "Lakeview Glasshouse" })).toBeVisible();
  // The server put GET /api/venues/lakeview-glasshouse into the page: no round trip for it.
  expect(apiCalls.filter((c) => c === "/api/venues/lakeview-glasshouse")).toEqual([]);

  // The visitor's city (Cleveland) travels as a cookie, so /venues is embedded too …
  await page.goto("/venues");
  await expect(summary(page)).toHaveText("16 venues in Cleveland, OH");
  expect(apiCalls.filter((c) => c.startsWith("/api/venues?"))).toEqual([]);
  // … and a new search is an ordinary request.
  await page.getByRole("complementary", { name: "Filters" }).getByText("Barn", { exact: true }).click();
  await expect.poll(() => apiCalls.filter((c) => c.includes("style=barn")).length).toBe(1);

  // A vendor page too, with the pros who recommend it: no request for either.
  const vendor = "golden-hour-photography-columbus";
  const vendorHtml = await (await page.request.get(`/vendor/${vendor}`)).text();
  expect(vendorHtml).toMatch(/<div id="root">.*<h1[^>]*>Golden Hour Photography<\/h1>/s);
  const vendorCalls: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith("/api/vendors")) vendorCalls.push(url.pathname);
  });
  await page.goto(`/vendor/${vendor}`);
  await expect(page.getByRole("heading", { level: 1, name: "Golden Hour Photography" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Packages and pricing" })).toBeVisible();
  expect(vendorCalls).toEqual([]);
  expect(hydrationWarnings).toEqual([]);
});

test("a server-rendered page stays on screen while its script is slow to arrive", async ({ page }) => {
  // The page's chunk arrives well after the session answer (which updates the page): the browser must
  // wait for the chunk before taking the HTML over, never swap it for the "Loading..." spinner.
  await page.route(/\/assets\/venues-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector("main [role=status]")) document.documentElement.dataset.spinnerSeen = "yes";
    }).observe(document, { childList: true, subtree: true });
  });
  const session = page.waitForResponse((r) => r.url().includes("/api/auth/get-session"));
  await page.goto("/venues");
  await session;
  await expect(page.getByRole("button", { name: `Save Lakeview Glasshouse` })).toBeEnabled();
  // Hydrated: the filters answer clicks.
  await page.getByRole("complementary", { name: "Filters" }).getByText("Barn", { exact: true }).click();
  await expect(page).toHaveURL(/style=barn/);
  expect(await page.evaluate(() => document.documentElement.dataset.spinnerSeen ?? "no")).toBe("no");
});

test.describe("unknown listings", () => {
  // The server answers unknown paths and slugs with HTTP 404, which Chromium logs.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test("an unknown category, city or slug shows the 404 page", async ({ page }) => {
    for (const path of [
      "/vendors/wizards",
      "/atlantis/vendors",
      "/venues/no-such-venue",
      "/vendor/no-such-vendor",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
      await expect(page.getByText("The page you are looking for does not exist.")).toBeVisible();
    }
  });
});

test("a venue page shows its facts and similar venues, and a similar venue opens", async ({ page }) => {
  await page.goto("/venues?q=lakeview glasshouse");
  await page.getByRole("link", { name: "Lakeview Glasshouse" }).click();
  await expect(page).toHaveURL(/\/venues\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lakeview Glasshouse");
  await expect(page).toHaveTitle(/^Lakeview Glasshouse/);
  const glance = page.getByRole("complementary", { name: "At a glance" });
  for (const term of ["Seated", "Standing", "Setting", "Price tier"])
    await expect(glance.getByText(term)).toBeVisible();
  await expect(glance.getByText(/^\$[\d,]+$/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "About this venue" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Location" })).toBeVisible();

  const gallery = page.getByRole("region", { name: "Photos of Lakeview Glasshouse" });
  const second = gallery.getByRole("button", { name: /^Show photo 2 of/ });
  await second.focus();
  await page.keyboard.press("Enter");
  await expect(second).toHaveAttribute("aria-pressed", "true");

  const similar = page.getByRole("region", { name: /Similar venues in Cleveland/ });
  await expect(similar.locator("article").first()).toBeVisible();
  const name = (await similar.getByRole("heading", { level: 3 }).first().textContent())!;
  await similar.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(name)}`));

  await page
    .getByRole("navigation", { name: "Breadcrumb" })
    .getByRole("link", { name: "Cleveland, OH" })
    .click();
  await expect(page).toHaveURL(/\/venues\/cleveland$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wedding venues in Cleveland, OH");
});

test("a vendor page shows packages and more vendors of its kind", async ({ page }) => {
  await page.goto("/vendors/photographers");
  const first = (await results(page).getByRole("heading", { level: 3 }).first().textContent())!;
  await page.getByRole("link", { name: first }).click();
  await expect(page).toHaveURL(/\/vendor\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first);
  await expect(page.getByRole("heading", { name: "Packages and pricing" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Service area" })).toBeVisible();
  const more = page.getByRole("region", { name: "More photographers in Cleveland" });
  const next = (await more.getByRole("heading", { level: 3 }).first().textContent())!;
  await more.getByRole("link", { name: next }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(next);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("filters open in a sheet and apply as they change", async ({ page }) => {
    await page.goto("/venues");
    // A click on the server-rendered button before hydration would do nothing.
    await waitForHydration(page);
    await page.getByRole("button", { name: /^Filters/ }).click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await expect(sheet).toBeVisible();
    await sheet.getByText("Outdoor", { exact: true }).click();
    await expect(page).toHaveURL(/setting=outdoor/);
    await sheet.getByRole("button", { name: /^Show \d+ venues?$/ }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole("button", { name: /^Filters 1 active/ })).toBeVisible();
  });

  test("a venue's tour request stays in reach above the tab bar, clear of June's button", async ({
    page,
  }) => {
    await page.goto(`/venues/${DEMO_VENUE.slug}`);
    const bar = page.getByRole("region", { name: `Book ${DEMO_VENUE.name}` });
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(/From\s*\$\d[\d,]*/);
    const tour = bar.getByRole("link", { name: "Request a tour" });
    const [juneBox, barBox, tabsBox] = await Promise.all([
      page.getByTestId("june-launcher").boundingBox(),
      bar.boundingBox(),
      page.getByTestId("bottom-nav").boundingBox(),
    ]);
    // June's button floats above the bar (decision 023), not over its action.
    expect(juneBox!.y + juneBox!.height).toBeLessThanOrEqual(barBox!.y);
    expect(barBox!.y + barBox!.height).toBeLessThanOrEqual(tabsBox!.y + 1);
    // Still there after scrolling to the page's end.
    await page.mouse.wheel(0, 10_000);
    await expect(tour).toBeInViewport();
    await tour.click();
    await expect(page).toHaveURL(/\/login\?next=.*book-tour/);

    // A tablet has no tab bar: the bar sits on the bottom edge, June's button still above it.
    await page.setViewportSize({ width: 820, height: 1180 });
    await page.goto(`/venues/${DEMO_VENUE.slug}`);
    const tabletBar = (await bar.boundingBox())!;
    expect(tabletBar.y + tabletBar.height).toBeCloseTo(1180, 0);
    const tabletJune = (await page.getByTestId("june-launcher").boundingBox())!;
    expect(tabletJune.y + tabletJune.height).toBeLessThanOrEqual(tabletBar.y);

    // From 1024 px the card's actions stand beside the gallery, and they are the only ones.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/venues/${DEMO_VENUE.slug}`);
    await expect(page.getByRole("link", { name: "Request a tour" })).toHaveCount(1);
    await expect(bar).toBeHidden();
  });

  test("a vendor page's bar offers the inquiry to visitors, and is not shown to a business", async ({
    page,
  }) => {
    const vendor = { slug: "golden-hour-photography-columbus", name: "Golden Hour Photography" };
    await page.goto(`/vendor/${vendor.slug}`);
    const bar = page.getByRole("region", { name: `Contact ${vendor.name}` });
    await expect(bar.getByRole("link", { name: "Send an inquiry" })).toBeVisible();
    // A vendor cannot send inquiries: no action, so no bar (not an empty one).
    await signInThroughUi(page, DEMO_VENDOR.email, DEMO_VENDOR.password);
    await page.goto(`/vendor/${vendor.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: vendor.name })).toBeVisible();
    await expect(page.getByTestId("listing-action-bar")).toBeHidden();
  });
});

function isSorted(values: number[]) {
  return values.length > 0 && values.every((v, i) => i === 0 || values[i - 1]! <= v);
}

function escapeRegExp(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
