import { readFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import { createVerifiedAccount, DEMO_OWNER, expect, findMail, signInThroughUi, test } from "./fixtures";

// Venue tours (issue #3) against the seeded demo data: every published venue offers demo tour times over
// the next three weeks; the demo venue "Lakeview Glasshouse" belongs to demo@venue.test.

/** The mail to `to` whose subject starts with `subjectStart` (subjects end with the tour's time). */
const tourMail = (request: APIRequestContext, to: string, subjectStart: string) =>
  findMail(request, (m) => m.to === to && m.subject.startsWith(subjectStart));

test("a couple books a tour from the venue page, gets the invite, reschedules and cancels", async ({
  page,
}) => {
  test.slow(); // the whole journey: book, mail, download, reschedule, cancel
  const couple = await createVerifiedAccount(page.request, "couple");
  await signInThroughUi(page, couple.email, couple.password);
  await expect(page).toHaveURL(/\/couple-account$/);

  // Venue page → /book-tour
  await page.goto("/venues/lakeview-glasshouse");
  await page.getByRole("link", { name: "Request a tour" }).click();
  await expect(page).toHaveURL(/\/book-tour\?venue=lakeview-glasshouse$/);
  await expect(page.getByRole("heading", { name: "Pick a day and time" })).toBeVisible();
  await expect(page.getByText("Times are in Eastern time, the venue's local time.")).toBeVisible();

  // A time → /schedule-tour
  const times = page.locator('a[href^="/schedule-tour"]');
  const chosen = (await times.first().getAttribute("aria-label"))!;
  expect(chosen).toMatch(/^\w{3}, \w{3} \d{1,2} · \d{1,2}:\d{2} (AM|PM) E[SD]T, 45 minutes$/);
  await times.first().click();
  await expect(page).toHaveURL(/\/schedule-tour\?venue=lakeview-glasshouse&slot=/);
  await expect(page.getByRole("heading", { name: "A few details for the venue" })).toBeVisible();
  await page.getByLabel("How many people are coming?").fill("3");
  await page.getByLabel("Phone (optional)").fill("(216) 555-0101");
  await page
    .getByLabel("Anything the venue should know? (optional)")
    .fill("We'd love to see the lakeside dock.");
  await page.getByRole("button", { name: "Confirm tour" }).click();

  // /tour-success
  await expect(page).toHaveURL(/\/tour-success\?booking=[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "You're touring Lakeview Glasshouse!" })).toBeVisible();
  await expect(
    page.getByText("We emailed you and the venue the details, with a calendar invite."),
  ).toBeVisible();
  await expect(page.getByText("3 people")).toBeVisible();

  // Mail with a .ics to the couple AND to the venue's owner.
  const toCouple = await tourMail(page.request, couple.email, "Tour booked: Lakeview Glasshouse");
  expect(toCouple.attachments[0]?.filename).toBe("tour.ics");
  expect(toCouple.attachments[0]?.content).toContain("BEGIN:VCALENDAR");
  expect(toCouple.attachments[0]?.content).toContain("METHOD:REQUEST");
  const toOwner = await tourMail(page.request, DEMO_OWNER.email, "New tour request:");
  expect(toOwner.text).toContain(couple.email);
  expect(toOwner.text).toContain("We'd love to see the lakeside dock.");
  expect(toOwner.attachments[0]?.content).toContain("BEGIN:VCALENDAR");

  // "Add to calendar" downloads the .ics.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Add to calendar" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^tour-lakeview-glasshouse-\d{4}-\d{2}-\d{2}\.ics$/);
  const ics = await readFile(await download.path(), "utf8");
  expect(ics).toContain("BEGIN:VCALENDAR");
  expect(ics).toContain("SUMMARY:Venue tour: Lakeview Glasshouse");

  // Reschedule from /couple-account.
  await page.getByRole("link", { name: "Go to my account" }).click();
  const tours = page.getByRole("region", { name: "Your tours" });
  await expect(tours.getByRole("link", { name: "Lakeview Glasshouse", exact: true })).toBeVisible();
  await tours.getByRole("link", { name: "Reschedule tour of Lakeview Glasshouse" }).click();
  await expect(page).toHaveURL(/\/book-tour\?venue=lakeview-glasshouse&reschedule=/);
  await expect(page.getByText(/^Your tour is on /)).toBeVisible();
  const newTime = page.locator('a[href^="/schedule-tour"]').first();
  const newLabel = (await newTime.getAttribute("aria-label"))!;
  expect(newLabel).not.toBe(chosen);
  await newTime.click();
  await expect(page.getByRole("heading", { name: "Move your tour" })).toBeVisible();
  await page.getByRole("button", { name: "Move my tour" }).click();
  await expect(page).toHaveURL(/\/tour-success\?booking=.*&moved=1$/);
  await expect(page.getByRole("heading", { name: "Your tour has a new time" })).toBeVisible();
  const moved = await tourMail(page.request, couple.email, "Tour moved to ");
  expect(moved.attachments[0]?.content).toContain("SEQUENCE:1");

  // Cancel from /couple-account (confirm dialog).
  await page.goto("/couple-account");
  await tours.getByRole("button", { name: "Cancel tour of Lakeview Glasshouse" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this tour?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel tour" }).click();
  await expect(page.getByText("Tour cancelled", { exact: true })).toBeVisible();
  await expect(tours.getByText("No upcoming tours.")).toBeVisible();
  await expect(tours.getByText("Past and cancelled tours (1)")).toBeVisible();
  const cancelled = await tourMail(page.request, couple.email, "Tour cancelled: Lakeview Glasshouse");
  expect(cancelled.attachments[0]?.content).toContain("METHOD:CANCEL");
});

test("a signed-out visitor picks a venue on /request-venue-tour, signs in and lands on its times", async ({
  page,
}) => {
  const couple = await createVerifiedAccount(page.request, "couple");
  await page.goto("/request-venue-tour");
  await expect(page.getByRole("heading", { name: "What to ask on your tour" })).toBeVisible();
  await page.getByLabel("Venue name").fill("twenty-two");
  await page.getByRole("button", { name: /Twenty-Two Rooftop/ }).click();
  await expect(page).toHaveURL(/\/request-venue-tour\?venue=twenty-two-rooftop$/);
  await expect(page.getByText(/\d+ open tour times in the next 60 days/)).toBeVisible();
  await page.getByRole("link", { name: "See available times" }).click();

  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel("Email").fill(couple.email);
  await page.getByLabel("Password", { exact: true }).fill(couple.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/book-tour\?venue=twenty-two-rooftop$/);
  await expect(page.getByRole("heading", { name: "Twenty-Two Rooftop" })).toBeVisible();
  await expect(
    page.getByRole("group", { name: "Days with open tour times" }).getByRole("button"),
  ).not.toHaveCount(0);
});

test("the venue owner offers a new tour time and removes it from the dashboard", async ({ page }) => {
  await signInThroughUi(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await expect(page).toHaveURL(/\/venue-owner-account$/); // the post-sign-in redirect has happened
  await page.goto("/venue-owner-dashboard");
  const manager = page.getByRole("region", { name: "Tour times" });
  await expect(manager.getByText("In Eastern time, your venue's local time.")).toBeVisible();

  // Five weeks out: past the seeded three weeks, so the time is new.
  const day = new Date(Date.now() + 35 * 86_400_000).toISOString().slice(0, 10);
  await manager.getByLabel("First day").fill(day);
  await manager.getByLabel("Time to add").fill("07:45");
  await manager.getByRole("button", { name: "Add", exact: true }).click();
  await expect(manager.getByRole("list", { name: "Times to add" })).toContainText("7:45 AM");
  await manager.getByRole("button", { name: "Add times" }).click();
  await expect(page.getByText("1 tour time added")).toBeVisible();

  const slot = manager.getByRole("button", { name: /^Remove tour time .* 7:45 AM E[SD]T$/ });
  await expect(slot).toHaveCount(1);
  await slot.click();
  await expect(page.getByText("Tour time removed")).toBeVisible();
  await expect(slot).toHaveCount(0);
});
