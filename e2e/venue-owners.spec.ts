import type { Locator } from "@playwright/test";
import sharp from "sharp";
import { createVerifiedAccount, expect, signInThroughUi, test, waitForHydration } from "./fixtures";

// Venue owners (issue #3): a new owner adds a venue through every step of the guided form with a photo,
// watches the live preview follow, publishes, sees it on the dashboard and in search, then unpublishes.

const currentSrcOf = (img: Locator) => img.evaluate((el: HTMLImageElement) => el.currentSrc);

const letters = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");

test("a venue owner adds a venue with a photo, publishes it, finds it in search and unpublishes it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const owner = await createVerifiedAccount(page.request, "venue_owner");
  await signInThroughUi(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/venue-owner-account$/);
  await expect(page.getByRole("heading", { name: "Your venues" })).toBeVisible();

  // The marketing page leads a signed-in owner to the form.
  await page.goto("/list-your-venue");
  await expect(page.getByRole("heading", { name: /Fill your calendar with couples who/ })).toBeVisible();
  await page.getByRole("link", { name: "Add your venue" }).first().click();
  await expect(page).toHaveURL(/\/add-venue$/);
  await expect(page.getByRole("heading", { name: "Add your venue" })).toBeVisible();

  const name = `Quincewood ${letters()} Hall`;
  const card = page.getByTestId("preview-card");
  const top = page.getByTestId("preview-page");

  // 1 Basics — the preview follows the typing.
  await expect(card).toContainText("Your venue's name");
  await page.getByLabel("Venue name").fill(name);
  await expect(card).toContainText(name);
  await expect(top).toContainText(name);
  // The visitor's city (Cleveland) is preselected; search at /venues uses it too.
  await expect(page.getByLabel("City")).toHaveValue("cleveland");
  await page.getByLabel("City").selectOption("columbus");
  await page.getByLabel("City").selectOption("cleveland");
  await page.getByLabel("Neighborhood").fill("Ohio City");
  await page.getByLabel("Street address").fill("1900 W 25th St, Cleveland, OH 44113");
  await expect(card).toContainText("Ohio City, Cleveland");
  await page.getByRole("button", { name: "Next: Capacity & price" }).click();

  // 2 Capacity & price — a validation message first, then the values.
  await expect(page.getByRole("heading", { name: "Step 2 of 6: Capacity & price" })).toBeFocused();
  await page.getByRole("button", { name: "Next: Style & amenities" }).click();
  await expect(page.getByText("Enter the seated capacity.")).toBeVisible();
  await page.getByLabel("Seated guests (most)").fill("150");
  await page.getByLabel("Standing guests (most)").fill("120");
  await page.getByLabel("Starting price (USD)").fill("8000");
  await page.getByRole("button", { name: "Next: Style & amenities" }).click();
  await expect(page.getByText("Standing capacity is usually at least the seated capacity.")).toBeVisible();
  await page.getByLabel("Standing guests (most)").fill("220");
  await expect(card).toContainText("$8,000");
  await expect(card).toContainText("Up to 150 seated");

  // A reload keeps the work (sessionStorage draft).
  await page.reload();
  await expect(page.getByLabel("Standing guests (most)")).toHaveValue("220");
  await expect(card).toContainText(name);
  await page.getByRole("button", { name: "Next: Style & amenities" }).click();

  // 3 Style, setting, amenities
  await page.getByRole("button", { name: "Garden", exact: true }).click();
  await page.getByRole("button", { name: "Historic", exact: true }).click();
  await expect(page.getByRole("button", { name: "Garden", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.getByLabel("Indoor & outdoor").check();
  await page.getByRole("button", { name: "Bridal suite" }).click();
  await page.getByLabel("Add your own amenity").fill("Courtyard fountain");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByRole("button", { name: "Courtyard fountain" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(card).toContainText("Garden");
  await page.getByRole("button", { name: "Next: Photos" }).click();

  // 4 Photos — a real PNG through the uploader; a photo is required.
  await page.getByRole("button", { name: "Next: Description & contact" }).click();
  await expect(page.getByText("Add at least one photo — couples skip listings without one.")).toBeVisible();
  const png = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 214, g: 160, b: 170 } },
  })
    .png()
    .toBuffer();
  await page
    .locator("#venue-photos")
    .setInputFiles({ name: "courtyard-at-dusk.png", mimeType: "image/png", buffer: png });
  const alt = page.getByLabel("Describe photo 1 (for screen readers)");
  await expect(alt).toHaveValue("courtyard at dusk");
  await expect(page.getByText("Cover photo")).toBeVisible();
  await expect(card.locator("img")).toHaveAttribute("src", /^\/uploads\/[0-9a-f-]{36}\.webp$/);
  await alt.fill("The courtyard at dusk with string lights");
  await page.getByRole("button", { name: "Next: Description & contact" }).click();

  // 5 Description & contact
  await page
    .getByLabel("Description")
    .fill(
      "A brick courtyard and a restored 1880s hall in Ohio City. Ceremonies under the old elm, dinner in the hall, dancing until midnight.",
    );
  await page.getByLabel("Contact email (for couples)").fill("events@quincewood.test");
  await page.getByLabel("Website").fill("https://quincewood.test");
  await expect(top).toContainText("A brick courtyard");
  await page.getByRole("button", { name: "Next: Review" }).click();

  // Review → publish
  await expect(page.getByRole("heading", { name: "Step 6 of 6: Review" })).toBeVisible();
  await expect(page.getByText("150 seated · 220 standing")).toBeVisible();
  await page.getByRole("button", { name: "Publish venue" }).click();
  await expect(page.getByText("Your venue is live")).toBeVisible();
  await expect(page).toHaveURL(/\/venue-owner-dashboard$/);

  // The dashboard lists it as published.
  const row = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await expect(row.getByText("Published", { exact: true })).toBeVisible();
  await expect(row.getByText("Views (30 days)")).toBeVisible();

  // Couples find it: the card's photo comes as an AVIF variant (issue #21).
  await page.goto(`/venues?q=${encodeURIComponent(name)}`);
  await waitForHydration(page);
  await expect(page.getByRole("link", { name })).toBeVisible();
  const cardPhoto = page.getByRole("article").filter({ hasText: name }).locator("img");
  await expect.poll(() => currentSrcOf(cardPhoto)).toMatch(/-w\d+\.avif$/);
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const venueUrl = page.url();

  // Its page, loaded afresh with the photo held back a moment: the main photo's box is the same before
  // and after it arrives, nothing shifts, and what Chromium shows is an AVIF variant.
  // Shifts inside <main>, counted while the photo arrives: the top bar's own (the account menu once the
  // session is known) and the web fonts' swap are not the photo's doing.
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null }[];
      }[]) {
        const inMain = entry.sources.some((src) => {
          const node = src.node;
          const element = node instanceof Element ? node : node?.parentElement;
          return Boolean(element?.closest("main"));
        });
        if (!entry.hadRecentInput && inMain) w.layoutShift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  let releasePhoto = () => {};
  const photoHeld = new Promise<void>((resolve) => (releasePhoto = resolve));
  await page.route(/\/uploads\/[0-9a-f-]{36}-w\d+\.avif$/, async (route) => {
    await photoHeld;
    await route.continue();
  });
  await page.goto(venueUrl, { waitUntil: "domcontentloaded" });
  const mainPhoto = page
    .getByRole("region", { name: `Photos of ${name}` })
    .locator("img")
    .first();
  await expect(mainPhoto).toBeVisible();
  await expect(mainPhoto).toHaveAttribute("fetchpriority", "high");
  await expect(mainPhoto).not.toHaveAttribute("loading", "lazy");
  expect(await mainPhoto.evaluate((img: HTMLImageElement) => img.complete)).toBe(false);
  await waitForHydration(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    (window as unknown as { layoutShift: number }).layoutShift = 0;
  });
  const before = await mainPhoto.boundingBox();
  releasePhoto();
  await expect
    .poll(() => mainPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await currentSrcOf(mainPhoto)).toMatch(/\/uploads\/[0-9a-f-]{36}-w\d+\.avif$/);
  expect(await mainPhoto.boundingBox()).toEqual(before);
  const shift = await page.evaluate(async () => {
    // Two frames: a shift is reported after the layout that made it.
    for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
    return (window as unknown as { layoutShift: number }).layoutShift;
  });
  expect(shift).toBe(0);
  await page.unroute(/\/uploads\/[0-9a-f-]{36}-w\d+\.avif$/);

  // Unpublish (with a confirmation) takes it out of search.
  await page.goto("/venue-owner-dashboard");
  await waitForHydration(page);
  await row.getByRole("button", { name: `Unpublish ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Unpublish ${name}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Unpublish", exact: true }).click();
  await expect(page.getByText(`${name} is unpublished`)).toBeVisible();
  await expect(row.getByText("Draft", { exact: true })).toBeVisible();

  await page.goto(`/venues?q=${encodeURIComponent(name)}`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "No venues match your search" })).toBeVisible();
});

test.describe("signed out", () => {
  test("the marketing page invites new owners to sign up", async ({ page }) => {
    await page.goto("/list-your-venue");
    await expect(page.getByRole("heading", { name: "Why venues list with June Weddings" })).toBeVisible();
    await page.getByRole("link", { name: "List your venue free" }).first().click();
    await expect(page).toHaveURL(/\/signup\/venue$/);
  });

  test("the add-venue page asks to sign in", async ({ page }) => {
    await page.goto("/add-venue");
    await expect(page).toHaveURL(/\/login\?next=%2Fadd-venue$/);
  });
});
