import type { Page } from "@playwright/test";
import {
  createVerifiedAccount,
  DEMO_OWNER,
  DEMO_VENUE,
  DIGEST_TIMEOUT_MS,
  expect,
  mailTo,
  sameOrigin,
  saveCoupleProfile,
  signInThroughUi,
  test,
} from "./fixtures";

// Couples and listings (issue #3): saved venues, compare, inquiries. The demo venue owner
// (demo@venue.test) manages "Lakeview Glasshouse" in Cleveland (server/db/seed/marketplace-seed.ts).

// Multi-step flows with sign-up through the mailbox: give them room on a busy machine.
test.slow();

async function signInCouple(page: Page) {
  const account = await createVerifiedAccount(page.request, "couple");
  await signInThroughUi(page, account.email, account.password);
  await expect(page).toHaveURL(/\/couple-account$/);
  return account;
}

const savedSection = (page: Page) => page.getByRole("region", { name: "Saved venues" });

test("a couple saves a venue from its page, finds it in their account, removes it and can undo", async ({
  page,
}) => {
  await signInCouple(page);
  await expect(savedSection(page).getByText("No saved venues yet")).toBeVisible();

  await page.goto(`/venues/${DEMO_VENUE.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(DEMO_VENUE.name);
  // Named as it reads, then which venue (issue #18).
  const save = page.getByRole("complementary").getByRole("button", { name: DEMO_VENUE.name });
  await expect(save).toHaveAttribute("aria-pressed", "false");
  await expect(save).toHaveAccessibleName(`Save venue: ${DEMO_VENUE.name}`);
  await save.click();
  await expect(page.getByText("Saved to your venues")).toBeVisible();
  await expect(save).toHaveAttribute("aria-pressed", "true");
  await expect(save).toHaveAccessibleName(`Saved: ${DEMO_VENUE.name}`);

  await page.goto("/couple-account");
  const section = savedSection(page);
  await expect(section.getByRole("link", { name: DEMO_VENUE.name })).toBeVisible();
  await section.getByRole("button", { name: `Remove ${DEMO_VENUE.name}` }).click();
  await expect(section.getByText(`Removed ${DEMO_VENUE.name} from your saved venues.`)).toBeVisible();
  await expect(section.getByText("No saved venues yet")).toBeVisible();
  await section.getByRole("button", { name: "Undo" }).click();
  await expect(section.getByRole("link", { name: DEMO_VENUE.name })).toBeVisible();

  await section.getByRole("button", { name: `Remove ${DEMO_VENUE.name}` }).click();
  await expect(section.getByText("No saved venues yet")).toBeVisible();
  await page.reload();
  await expect(savedSection(page).getByText("No saved venues yet")).toBeVisible();
  await expect(savedSection(page).getByRole("link", { name: "Browse venues" })).toHaveAttribute(
    "href",
    "/venues",
  );
});

test("a signed-out visitor's heart asks them to sign in first", async ({ page }) => {
  await page.goto("/venues");
  const heart = page.getByRole("button", { name: `Save ${DEMO_VENUE.name}` });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(page.getByText("Sign in to save venues")).toBeVisible();
  await expect(page).toHaveURL(/\/login\?next=%2Fvenues$/);
});

test("a couple compares saved venues side by side", async ({ page }) => {
  await signInCouple(page);
  // Two saves from the search results' hearts…
  await page.goto("/venues?sort=name");
  const cards = page.getByRole("main").locator("article");
  await expect(cards).toHaveCount(12);
  const names = (await cards.getByRole("heading", { level: 3 }).allTextContents()).slice(0, 4);
  expect(names).toHaveLength(4);
  for (const name of names.slice(0, 2)) {
    await page.getByRole("button", { name: `Save ${name}` }).click();
    await expect(page.getByRole("button", { name: `Save ${name}` })).toHaveAttribute("aria-pressed", "true");
  }
  // …and two through the API, to reach the compare limit.
  const listed = (await (await page.request.get("/api/venues?sort=name&city=cleveland")).json()) as {
    items: { id: string; name: string; slug: string }[];
  };
  for (const name of names.slice(2)) {
    const venue = listed.items.find((v) => v.name === name)!;
    expect(
      (await page.request.put(`/api/saved-venues/${venue.id}`, { headers: sameOrigin(page) })).ok(),
    ).toBe(true);
  }

  await page.goto("/couple-account");
  const section = savedSection(page);
  await expect(section.getByRole("heading", { level: 3 })).toHaveCount(4);
  await expect(section.getByRole("button", { name: "Compare (0)" })).toBeDisabled();
  for (const name of names.slice(0, 3)) await section.getByLabel(`Compare ${name}`).check();
  await section.getByLabel(`Compare ${names[3]}`).click();
  await expect(section.getByText("You can compare up to 3 venues at a time.")).toBeVisible();
  await expect(section.getByLabel(`Compare ${names[3]}`)).not.toBeChecked();
  await section.getByLabel(`Compare ${names[2]}`).uncheck();
  await section.getByRole("link", { name: "Compare (2)" }).click();

  await expect(page).toHaveURL(/\/compare-venues\?venues=[^,]+,[^,]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compare venues");
  const table = page.getByRole("table");
  for (const name of names.slice(0, 2)) await expect(table.getByRole("columnheader", { name })).toBeVisible();
  await expect(table.getByRole("rowheader", { name: "Price from" })).toBeVisible();
  await expect(table.getByText("Lowest price")).toHaveCount(1);
  await expect(table.getByText("Largest capacity")).toBeVisible();

  await page.getByRole("button", { name: `Remove ${names[1]} from the comparison` }).click();
  await expect(table.getByRole("columnheader", { name: names[1] })).toHaveCount(0);
  await expect(page.getByText("Only one venue left.")).toBeVisible();
});

test.describe("compare links to venues the couple has not saved", () => {
  test.use({ allowConsoleErrors: [/404/] });
  test("show a friendly message with the way back", async ({ page }) => {
    await signInCouple(page);
    await page.goto(`/compare-venues?venues=${DEMO_VENUE.slug}`);
    await expect(
      page.getByRole("heading", { name: "We couldn't find these venues in your saved venues" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to your saved venues" })).toHaveAttribute(
      "href",
      "/couple-account",
    );
  });
});

test("an inquiry reaches the venue owner's inbox and email, and the owner's reply reaches the couple", async ({
  page,
  browser,
}) => {
  const couple = await signInCouple(page);
  // A name no other test uses, to find this inquiry in the shared demo inbox.
  const partner = `Quinn${Date.now() % 1_000_000}`;
  await saveCoupleProfile(page, {
    partner1Name: partner,
    partner2Name: "Jordan",
    weddingDate: null,
    guestCount: 140,
    cityId: null,
  });
  const coupleName = `${partner} & Jordan`;

  await page.goto(`/venues/${DEMO_VENUE.slug}`);
  await page.getByRole("button", { name: "Send an inquiry" }).click();
  const dialog = page.getByRole("dialog", { name: "Send an inquiry" });
  await expect(dialog.getByLabel("Guests")).toHaveValue("140");
  await dialog.getByLabel("Message").fill("Hello there");
  await dialog.getByRole("button", { name: "Send inquiry" }).click();
  await expect(dialog.getByText("Write at least 20 characters so they can answer well.")).toBeVisible();
  const message = "We love the glasshouse! Is it free next September for an evening reception?";
  await dialog.getByLabel("Message").fill(message);
  await dialog.getByRole("button", { name: "Send inquiry" }).click();
  await expect(page.getByText("Inquiry sent")).toBeVisible();
  await expect(
    page.getByText(`${DEMO_VENUE.name} will reply by email. You can follow it from your account.`),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  const toOwner = await mailTo(
    page.request,
    DEMO_OWNER.email,
    `New inquiry for ${DEMO_VENUE.name} from ${coupleName}`,
  );
  expect(toOwner.text).toContain(message);
  expect(toOwner.text).toContain("Guests: 140");
  expect(toOwner.text).toContain("/venue-owner-dashboard");
  await mailTo(page.request, couple.email, `Your inquiry to ${DEMO_VENUE.name} was sent`);

  // The owner, in their own browser session, answers from the dashboard.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await owner.addInitScript(() => localStorage.setItem("selectedCity", "cleveland"));
  await signInThroughUi(owner, DEMO_OWNER.email, DEMO_OWNER.password);
  await owner.goto("/venue-owner-dashboard");
  const inbox = owner.getByRole("region", { name: "Inquiries" });
  await inbox.getByRole("button", { name: /^New/ }).click();
  await inbox.getByRole("button", { name: new RegExp(coupleName) }).click();
  await expect(inbox.getByRole("heading", { level: 3, name: coupleName })).toBeVisible();
  const ownerLog = inbox.getByRole("log", { name: "Conversation" });
  await expect(ownerLog.getByText(message)).toBeVisible();
  await expect(inbox.getByRole("link", { name: couple.email })).toBeVisible();
  const answer = "Yes! Next September is open. Would you like to visit on a Saturday?";
  // The thread is a live conversation (issue #13): Enter sends, the message shows at once.
  await inbox.getByLabel(`Reply to ${coupleName}`).fill(answer);
  await inbox.getByLabel(`Reply to ${coupleName}`).press("Enter");
  await expect(ownerLog.getByText(answer)).toBeVisible();
  const status = inbox.getByLabel("Status", { exact: true });
  await expect(status).toHaveValue("replied");
  await status.selectOption("booked");
  await expect(owner.getByText("Marked as booked")).toBeVisible();
  await ownerContext.close();

  // The couple was away: the answer reaches them in the conversations' digest mail.
  const toCouple = await mailTo(
    page.request,
    couple.email,
    `1 new message from ${DEMO_VENUE.name}`,
    DIGEST_TIMEOUT_MS,
  );
  expect(toCouple.text).toContain(answer);

  await page.goto("/couple-account");
  const mine = page.getByRole("region", { name: "Your inquiries" });
  await expect(mine.getByRole("link", { name: DEMO_VENUE.name })).toBeVisible();
  await expect(mine.getByText("Status: Booked", { exact: true })).toBeVisible();
  await expect(mine.getByRole("log", { name: "Conversation" }).getByText(answer)).toBeVisible();
  // The count names itself (issue #18: it read "Guests: 140 guests").
  await expect(mine.getByText("Wedding date: Not decided yet · 140 guests", { exact: true })).toBeVisible();
});
