import type { Browser, Page } from "@playwright/test";
import {
  DEMO_OWNER,
  DEMO_VENUE,
  createVerifiedAccount,
  expect,
  sameOrigin,
  saveCoupleProfile,
  signInThroughUi,
  test,
  waitForHydration,
} from "./fixtures";

// Two browsers and a couple made through the real mailbox: more than the default budget.
test.beforeEach(() => test.slow());

async function signedInCouple(page: Page) {
  const account = await createVerifiedAccount(page.request, "couple");
  await signInThroughUi(page, account.email, account.password);
  await saveCoupleProfile(page, {
    partner1Name: "Maren",
    partner2Name: "Theo",
    weddingDate: "2027-07-17",
    guestCount: 180,
    cityId: "cleveland",
  });
}

test("the couple notes a photographer's answers to the smart questions, and finds them after a reload", async ({
  page,
}) => {
  await signedInCouple(page);
  await page.goto("/planning/smart-questions?category=photographers");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Smart questions", level: 1 })).toBeVisible();
  // Chosen for 180 guests in summer.
  await expect(
    page.getByText("You have 180 guests: one photographer can miss moments in a big crowd"),
  ).toBeVisible();
  await page.getByLabel("Vendor you're talking to").fill("Golden Hour Photography");
  const note = page.getByLabel("Golden Hour Photography’s answer").first();
  await note.fill("Yes, Sam shoots with Ana on every wedding over 100 guests.");
  await note.blur();
  await expect(page.getByText("Saved")).toBeVisible();

  await page.reload();
  await waitForHydration(page);
  await page.getByLabel("Vendor you're talking to").fill("golden hour photography");
  await expect(page.getByLabel("golden hour photography’s answer").first()).toHaveValue(
    "Yes, Sam shoots with Ana on every wedding over 100 guests.",
  );
});

async function ownerPage(browser: Browser) {
  const context = await browser.newContext();
  const owner = await context.newPage();
  await owner.addInitScript(() => localStorage.setItem("selectedCity", "cleveland"));
  await signInThroughUi(owner, DEMO_OWNER.email, DEMO_OWNER.password);
  return { context, owner };
}

test("the couple sends a venue a questionnaire, the owner answers, and compare shows the answers", async ({
  page,
  browser,
}) => {
  await signedInCouple(page);
  const venue = await page.request.get(`/api/venues/${DEMO_VENUE.slug}`);
  const { id: venueId } = (await venue.json()) as { id: string };
  expect(
    (await page.request.put(`/api/saved-venues/${venueId}`, { headers: sameOrigin(page), data: {} })).ok(),
  ).toBe(true);
  const inquiry = await page.request.post("/api/inquiries", {
    headers: sameOrigin(page),
    data: { listingKind: "venue", slug: DEMO_VENUE.slug, message: "Is 17 July 2027 free for 180 guests?" },
  });
  expect(inquiry.status()).toBe(201);

  await page.goto("/venue-questionnaire");
  await waitForHydration(page);
  await expect(page.getByLabel("Venue", { exact: true })).toHaveValue(
    ((await inquiry.json()) as { id: string }).id,
  );
  // Leave out one question, reword another.
  await page.getByRole("checkbox", { name: "Ask: How many cars can park on site?" }).uncheck();
  await page.getByLabel("Question 1", { exact: true }).fill("Is 17 July 2027 available?");
  await page.getByRole("button", { name: "Send questionnaire" }).click();
  await expect(page.getByText(`Questionnaire sent to ${DEMO_VENUE.name}`)).toBeVisible();
  const sent = page.getByRole("link", { name: new RegExp(`${DEMO_VENUE.name}\\s*Sent`) });
  await expect(sent).toBeVisible();
  const href = (await sent.getAttribute("href"))!;

  // The owner opens it from the message in their inbox thread and answers.
  const { context, owner } = await ownerPage(browser);
  await owner.goto(href);
  await waitForHydration(owner);
  await expect(owner.getByRole("heading", { name: "Questions from Maren & Theo" })).toBeVisible();
  await owner.getByRole("group", { name: "Is 17 July 2027 available?" }).getByLabel("Yes").check();
  await owner.getByLabel("What is the seated capacity with a dance floor?").fill("220");
  await owner.getByLabel("What is the venue fee for our date?").fill("8,500");
  await owner.getByRole("button", { name: "Send answers" }).click();
  await expect(owner.getByText("Answers sent")).toBeVisible();
  await context.close();

  // The couple sees it answered, and side by side in the comparison.
  await page.goto("/venue-questionnaire");
  await expect(page.getByRole("link", { name: new RegExp(`${DEMO_VENUE.name}\\s*Answered`) })).toBeVisible();
  await page.goto(`/compare-venues?venues=${DEMO_VENUE.slug}`);
  await waitForHydration(page);
  const table = page.getByRole("table");
  await expect(table.getByText("Your questionnaire")).toBeVisible();
  await expect(table.getByRole("row", { name: "Is 17 July 2027 available? Yes" })).toBeVisible();
  await expect(
    table.getByRole("row", { name: "What is the seated capacity with a dance floor? 220" }),
  ).toBeVisible();
  await expect(
    table.getByRole("row", { name: "What is the venue fee for our date? $8,500.00" }),
  ).toBeVisible();
  await expect(table.getByRole("row", { name: "How many cars can park on site?" })).toHaveCount(0);
});
