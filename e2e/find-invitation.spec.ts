import { expect, test, waitForHydration } from "./fixtures";

// The demo couple's published website (server/db/seed/demo-wedding-website.ts) and its guest list
// (demo-guests.ts): the household "Sam Whitfield" holds Samuel Whitfield, samuel.whitfield@example.test.
test.use({ viewport: { width: 390, height: 844 } });

test("a guest finds their invitation with a nickname and a typo, but only after a second fact", async ({
  page,
}) => {
  await page.goto("/w/ava-and-noah");
  await waitForHydration(page);
  const form = page.locator("form[data-find-invitation]");
  await form.getByLabel("Your name, as on your invitation").fill("Sammy Whitfeild");
  await form.getByRole("button", { name: "Find your invitation" }).click();
  // Nothing about the match is shown for a name alone: the same request for a second fact, always.
  await expect(form.getByRole("alert")).toHaveText(
    "To keep the guest list private, tell us one more thing: the email or postcode we have for you, or the last name of someone else in your party.",
  );
  const fact = form.getByLabel("Your email or postcode, or the last name of someone in your party");
  await fact.fill("someone.else@example.test");
  await form.getByRole("button", { name: "Find your invitation" }).click();
  await expect(form.getByRole("alert")).toHaveText(
    "We couldn't match those details. Check the spelling, or use the link on your invitation.",
  );
  await expect(page).toHaveURL(/\/w\/ava-and-noah$/);

  await fact.fill("Samuel.Whitfield@example.test");
  await form.getByRole("button", { name: "Find your invitation" }).click();
  await expect(page).toHaveURL(/\/rsvp\/[A-Za-z0-9_-]{32,}$/);
  await expect(page.getByRole("heading", { name: "Dear Sam Whitfield" })).toBeVisible();
});
