import { createVerifiedAccount, expect, signInThroughUi, test } from "./fixtures";

test("a couple fills in their wedding details and sees the countdown", async ({ page, request }) => {
  const { email, password } = await createVerifiedAccount(request, "couple");
  await signInThroughUi(page, email, password);
  await expect(page).toHaveURL(/\/couple-account$/);

  await page.getByLabel("Partner 1").fill("Maya");
  await page.getByLabel("Partner 2").fill("Jordan");
  await page.getByLabel("Guest count").fill("-3");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Use 0 or more.")).toBeVisible();

  const inFourHundredDays = new Date(Date.now() + 400 * 86_400_000);
  const iso = `${inFourHundredDays.getFullYear()}-${String(inFourHundredDays.getMonth() + 1).padStart(2, "0")}-${String(inFourHundredDays.getDate()).padStart(2, "0")}`;
  await page.getByLabel("Guest count").fill("140");
  await page.getByLabel("Wedding date").fill(iso);
  await page.getByLabel("City").selectOption("nashville");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Wedding details saved")).toBeVisible();
  await expect(page.getByTestId("days-to-wedding")).toHaveText(/^(399|400) days to go — plenty of time$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hello, Maya & Jordan");

  await page.reload();
  await expect(page.getByLabel("Guest count")).toHaveValue("140");
  await expect(page.getByLabel("City")).toHaveValue("nashville");
});

test("a vendor must choose a category and can save the business profile", async ({ page, request }) => {
  const { email, password } = await createVerifiedAccount(request, "vendor");
  await signInThroughUi(page, email, password);
  await expect(page).toHaveURL(/\/vendor-account$/);
  await page.getByLabel("Business name").fill("Petal & Stem");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Choose the category you work in.")).toBeVisible();
  await page.getByLabel("Category").selectOption("florists");
  // The error goes as soon as a category is chosen (issue #18); the website lives on the listing.
  await expect(page.getByText("Choose the category you work in.")).toHaveCount(0);
  await expect(page.getByLabel("Website")).toHaveCount(0);
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Business details saved")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Petal & Stem");
});

test("a couple cannot use a vendor's account page", async ({ page }) => {
  await signInThroughUi(page, "demo@couple.test", "june-demo-2027");
  await expect(page).toHaveURL(/\/couple-account$/);
  await page.goto("/vendor-account");
  await expect(
    page.getByRole("heading", { name: "This page belongs to another kind of account" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to My Account" })).toHaveAttribute(
    "href",
    "/couple-account",
  );
});
