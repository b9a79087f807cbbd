import type { Page } from "@playwright/test";
import {
  createVerifiedAccount,
  DEMO_VENUE,
  expect,
  sameOrigin,
  signInThroughUi,
  test,
  waitForHydration,
} from "./fixtures";

// The one rule for floating widgets (issue #18, docs/decisions/023-floating-widgets.md): on a phone,
// June's button never covers a page's primary controls — the hero search, a form's submit, the listing
// action bar, a list's "Remove" — once the visitor has scrolled to them.

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("june-chat-auto-opened", "true"));
});

type Covered = { control: string; launcher: string };

/**
 * Scrolls to each visible control in the page's main content the way a visitor or the keyboard does
 * (scrollIntoView, nearest edge) and lists those June's button then overlaps, with both boxes.
 */
async function coveredControls(page: Page): Promise<Covered[]> {
  return page.evaluate(() => {
    const launcher = document.querySelector<HTMLElement>('[data-testid="june-launcher"]')!;
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        'main :is(button, a[href], input[type="submit"], [role="button"])',
      ),
    ].filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden");
    const box = (r: DOMRect) =>
      `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    const covered: Covered[] = [];
    for (const el of controls) {
      el.scrollIntoView({ block: "nearest", inline: "nearest" });
      const a = el.getBoundingClientRect();
      const b = launcher.getBoundingClientRect();
      if (a.width === 0 || a.height === 0) continue;
      const overlaps = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      if (overlaps) {
        const name = el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 40) ?? el.tagName;
        covered.push({ control: `${name} @ ${box(a)}`, launcher: box(b) });
      }
    }
    return covered;
  });
}

async function expectNothingCovered(page: Page) {
  await expect(page.getByTestId("june-launcher")).toBeVisible();
  expect(await coveredControls(page)).toEqual([]);
}

test("June's button stays clear of the landing page's hero search and calls to action", async ({ page }) => {
  await page.goto("/");
  const search = page.getByRole("search").getByRole("button", { name: "Search" });
  await expect(search).toBeVisible();
  await expectNothingCovered(page);
});

test("…of the venue search, its filters and every result card", async ({ page }) => {
  await page.goto("/venues");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: DEMO_VENUE.name }).first()).toBeVisible();
  await expectNothingCovered(page);
});

test("…of a venue page's action bar, floating above it instead of sharing its row", async ({ page }) => {
  await page.goto(`/venues/${DEMO_VENUE.slug}`);
  const bar = page.getByTestId("listing-action-bar");
  const tour = bar.getByRole("link", { name: "Request a tour" });
  await expect(tour).toBeVisible();
  await expectNothingCovered(page);
  const [barBox, juneBox, tabsBox] = await Promise.all([
    bar.boundingBox(),
    page.getByTestId("june-launcher").boundingBox(),
    page.getByTestId("bottom-nav").boundingBox(),
  ]);
  expect(juneBox!.y + juneBox!.height).toBeLessThanOrEqual(barBox!.y);
  expect(barBox!.y + barBox!.height).toBeCloseTo(tabsBox!.y, 0);
  // The action may use the bar's whole width now.
  const tourBox = (await tour.boundingBox())!;
  expect(tourBox.x + tourBox.width).toBeGreaterThan(390 - 40);
});

test("…of a form's submit button", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator('main [type="submit"]').first()).toBeVisible();
  await expectNothingCovered(page);
});

test("…of the saved venues' Remove buttons on the couple's account", async ({ page }) => {
  const account = await createVerifiedAccount(page.request, "couple");
  await signInThroughUi(page, account.email, account.password);
  const listed = (await (await page.request.get("/api/venues?sort=name&city=cleveland")).json()) as {
    items: { id: string }[];
  };
  for (const venue of listed.items.slice(0, 3))
    expect(
      (await page.request.put(`/api/saved-venues/${venue.id}`, { headers: sameOrigin(page) })).ok(),
    ).toBe(true);
  await page.goto("/couple-account");
  const saved = page.getByRole("region", { name: "Saved venues" });
  await expect(saved.getByRole("button", { name: /^Remove/ })).toHaveCount(3);
  await expectNothingCovered(page);
});

test("the page's end keeps room for the floating button, so the last controls scroll clear", async ({
  page,
}) => {
  await page.goto(`/venues/${DEMO_VENUE.slug}`);
  await waitForHydration(page);
  await expect(page.getByTestId("listing-action-bar")).toBeVisible();
  await page.mouse.wheel(0, 20_000);
  const lastLink = page.locator("footer a").last();
  await expect(lastLink).toBeInViewport();
  const [linkBox, juneBox] = await Promise.all([
    lastLink.boundingBox(),
    page.getByTestId("june-launcher").boundingBox(),
  ]);
  expect(linkBox!.y + linkBox!.height).toBeLessThanOrEqual(juneBox!.y);
});
