import { createVerifiedAccount, expect, signInThroughUi, test } from "./fixtures";

// Issue #18: an empty required field says what is missing, and a field's error goes the moment the field
// is fixed (every form's useForm is useAppForm, src/client/lib/use-app-form.ts). On a phone, where it failed.
test.use({ viewport: { width: 390, height: 844 } });

test("the add-venue form: an empty field says what is missing; typing the fix clears it at once", async ({
  page,
}) => {
  const owner = await createVerifiedAccount(page.request, "venue_owner");
  await signInThroughUi(page, owner.email, owner.password);
  await page.goto("/add-venue");
  await page.getByRole("button", { name: "Next: Capacity & price" }).click();
  await expect(page.getByText("Enter the venue name.")).toBeVisible();
  await expect(page.getByText("Enter the neighborhood.")).toBeVisible();
  await expect(page.getByText("Enter the street address.")).toBeVisible();
  await page.screenshot({ path: "test-results/forms-add-venue-errors-390.png", fullPage: false });

  // Typing into the field (still focused, never blurred) clears its message; the others stay.
  const name = page.getByLabel("Venue name");
  await name.click();
  await name.pressSequentially("Larkspur Hall");
  await expect(name).toBeFocused();
  await expect(page.getByText("Enter the venue name.")).toHaveCount(0);
  await expect(name).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Enter the neighborhood.")).toBeVisible();

  // Too short after a fix says how long; long enough clears it again.
  await name.fill("La");
  await expect(page.getByText("The venue name needs at least 3 characters.")).toBeVisible();
  await name.pressSequentially("r");
  await expect(page.getByText("The venue name needs at least 3 characters.")).toHaveCount(0);
});

test("sign-up: empty fields say what is missing, and each error goes as it is fixed", async ({ page }) => {
  await page.goto("/signup/couple");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Enter your email.")).toBeVisible();
  await page.getByLabel("Email").pressSequentially("ava@example.test");
  await expect(page.getByText("Enter your email.")).toHaveCount(0);
  await expect(page.getByText("Enter a valid email.")).toHaveCount(0);
});

test("/intake-scheduling: the phone's error goes as the number is typed, the time's as one is chosen", async ({
  page,
}) => {
  const couple = await createVerifiedAccount(page.request, "couple");
  await signInThroughUi(page, couple.email, couple.password);
  await page.goto("/intake-scheduling");
  await page.getByRole("button", { name: "Book my call" }).click();
  await expect(page.getByText("Choose a time for your call.")).toBeVisible();
  await expect(page.getByText("Enter a phone number we can call.")).toBeVisible();
  await page.getByLabel("Phone number").pressSequentially("(216) 555-0142");
  await expect(page.getByText("Enter a phone number we can call.")).toHaveCount(0);
  await page.getByRole("group", { name: "Time" }).getByRole("button").first().click();
  await expect(page.getByText("Choose a time for your call.")).toHaveCount(0);
});

test("a long email address wraps after the @ and dots instead of widening the page", async ({ page }) => {
  const email = `olivia.harrington-whitfield.${Date.now()}@longbranch-wedding-photography.example`;
  await page.goto("/signup/couple");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("lantern-meadow-88");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  const shown = page.locator("strong .wrap-anywhere");
  await expect(shown).toBeVisible();
  // Whole when copied, broken only where <wbr> allows, and no sideways scrolling at 390 px.
  expect(await shown.innerText()).toContain(email);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(wide).toBeLessThanOrEqual(390);
  expect(await shown.locator("wbr").count()).toBeGreaterThanOrEqual(3);
  await page.screenshot({ path: "test-results/forms-long-email-390.png" });
});
