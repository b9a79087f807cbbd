import { axeOn } from "./support/axe";
import { DEMO_VENUE, expect, test } from "./fixtures";

/**
 * Listing pages (issue #18): the facts are a valid definition list, and the "Save venue" button is named
 * as it reads (axe `label-content-name-mismatch`, an experimental rule the public-pages sweep does not run).
 */
const rules = ["definition-list", "dlitem", "label-content-name-mismatch"];

for (const width of [1280, 390]) {
  test(`a venue and a vendor page pass axe's list and name rules at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/venues/${DEMO_VENUE.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(DEMO_VENUE.name);
    const save = page.getByRole("button", { name: `Save venue: ${DEMO_VENUE.name}` }).first();
    await expect(save).toBeVisible();
    const venue = await axeOn(page).withRules(rules).analyze();
    expect(
      venue.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
    // The rules did look at something: the facts list and the button.
    expect(venue.passes.map((p) => p.id)).toEqual(expect.arrayContaining(rules));

    await page.goto("/vendor/golden-hour-photography-columbus");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const vendor = await axeOn(page).withRules(rules).analyze();
    expect(
      vendor.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  });
}
