import type { Browser, Page } from "@playwright/test";
import type { VenueDetail } from "../src/shared/schemas/marketplace";
import {
  createVerifiedAccount,
  DEMO_OWNER,
  DEMO_VENUE,
  expect,
  sameOrigin,
  saveCoupleProfile,
  signInThroughUi,
  test,
  waitForHydration,
} from "./fixtures";

const venuePath = `/venues/${DEMO_VENUE.slug}`;
const title = "A glasshouse evening we will never forget";
const body =
  "Rosa walked us through every corner, and the sunset over the lake was pure magic for our guests.";

/** Another person's browser, a returning visitor like the fixture's page (no city picker in the way). */
async function newPerson(browser: Browser) {
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem("selectedCity", "cleveland"));
  return { context, page: await context.newPage() };
}

/** "4.5 out of 5 stars, 12 reviews" for the venue's current rating, as the API gives it. */
async function ratingLabelOf(page: Page) {
  const venue = (await (await page.request.get(`/api/venues/${DEMO_VENUE.slug}`)).json()) as VenueDetail;
  const rating = venue.rating!;
  const reviews = rating.count === 1 ? "1 review" : `${rating.count} reviews`;
  return `${rating.average.toFixed(1)} out of 5 stars, ${reviews}`;
}

test("a couple who booked reviews the venue, the owner replies, a visitor reports it, the admin hides it", async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // four people, each signing in, on a CPU shared with other runs

  // A couple whose inquiry the venue marked booked.
  const couple = await createVerifiedAccount(request, "couple");
  await signInThroughUi(page, couple.email, couple.password);
  await saveCoupleProfile(page, {
    partner1Name: "Robin Ashdown",
    partner2Name: "Sam Ferreira",
    weddingDate: null,
    guestCount: null,
    cityId: "cleveland",
  });
  const sent = await page.request.post("/api/inquiries", {
    data: {
      listingKind: "venue",
      slug: DEMO_VENUE.slug,
      message: "We would love the glasshouse for our September wedding, about 120 guests.",
    },
    headers: sameOrigin(page),
  });
  expect(sent.status()).toBe(201);
  const inquiryId = ((await sent.json()) as { id: string }).id;

  const { context: owner, page: ownerPage } = await newPerson(browser);
  await signInThroughUi(ownerPage, DEMO_OWNER.email, DEMO_OWNER.password);
  const booked = await ownerPage.request.patch(`/api/inquiries/${inquiryId}`, {
    data: { status: "booked" },
    headers: sameOrigin(ownerPage),
  });
  expect(booked.status()).toBe(200);

  // The listing page states the rules; the couple writes the review.
  await page.goto(venuePath);
  await waitForHydration(page);
  const reviews = page.getByRole("region", { name: "Reviews" });
  await expect(
    reviews.getByText("Only couples who toured or booked this venue through June can review it, once."),
  ).toBeVisible();
  await expect(reviews.getByText("The business can reply to each review once.")).toBeVisible();
  await reviews.getByRole("button", { name: "Write a review" }).click();
  await reviews.getByRole("button", { name: "Publish review" }).click();
  await expect(reviews.getByText("Choose a rating from 1 to 5 stars.")).toBeVisible();
  await reviews.getByLabel("5 stars: Excellent").check({ force: true });
  await reviews.getByLabel("Title").fill(title);
  await reviews.getByLabel("Your review").fill(body);
  await reviews.getByRole("button", { name: "Publish review" }).click();
  await expect(page.getByText("Thank you for your review")).toBeVisible();
  const mine = reviews.getByRole("listitem", { name: "Review by Robin & Sam" });
  await expect(mine.getByRole("heading", { name: title })).toBeVisible();
  await expect(mine.getByText(body)).toBeVisible();
  await expect(mine.getByRole("img", { name: "5 out of 5 stars" })).toBeVisible();
  await expect(reviews.getByText(`Thank you — you have reviewed ${DEMO_VENUE.name}.`)).toBeVisible();

  // The rating shows in the page header and on the venue's card in search.
  const label = await ratingLabelOf(page);
  await expect(page.getByRole("link", { name: label })).toBeVisible();
  await page.goto(`/venues?q=${encodeURIComponent(DEMO_VENUE.name)}`);
  const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: DEMO_VENUE.name }) });
  await expect(card.getByRole("img", { name: label })).toBeVisible();

  // The owner replies, once.
  await ownerPage.goto(venuePath);
  await waitForHydration(ownerPage);
  const ownerView = ownerPage.getByRole("listitem", { name: "Review by Robin & Sam" });
  await ownerView.getByRole("button", { name: "Reply" }).click();
  await ownerView
    .getByLabel("Your public reply to Robin & Sam")
    .fill("Thank you both — it was a joy to host you!");
  await ownerView.getByRole("button", { name: "Publish reply" }).click();
  await expect(ownerView.getByText(`Reply from ${DEMO_VENUE.name}`)).toBeVisible();
  await expect(ownerView.getByText("Thank you both — it was a joy to host you!")).toBeVisible();
  await expect(ownerView.getByRole("button", { name: "Reply" })).toHaveCount(0);
  await owner.close();

  // A signed-out visitor reports the review.
  const { context: visitor, page: visitorPage } = await newPerson(browser);
  await visitorPage.goto(venuePath);
  await waitForHydration(visitorPage);
  await expect(
    visitorPage.getByText(`Toured or booked ${DEMO_VENUE.name}? Sign in to share how it went.`),
  ).toBeVisible();
  await visitorPage.getByRole("button", { name: "Report the review by Robin & Sam" }).click();
  const dialog = visitorPage.getByRole("dialog", { name: "Report this review" });
  await dialog
    .getByLabel("What is wrong with this review?")
    .fill("It reads like an advert, not a real visit.");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(visitorPage.getByText("Thanks — we'll take a look")).toBeVisible();

  // The admin hides it from the queue.
  const { context: adminContext, page: admin } = await newPerson(browser);
  await signInThroughUi(admin, "demo@admin.test", "june-demo-2027");
  await admin.goto("/admin/reviews");
  await waitForHydration(admin);
  await expect(admin.getByRole("heading", { name: "Reported reviews" })).toBeVisible();
  const report = admin.getByRole("listitem", { name: `Report of "${title}"` });
  await expect(report.getByText("It reads like an advert, not a real visit.")).toBeVisible();
  await expect(report.getByText("By Signed-out visitor")).toBeVisible();
  await report.getByRole("button", { name: "Hide review" }).click();
  await admin
    .getByRole("dialog", { name: "Hide this review?" })
    .getByRole("button", { name: "Hide review" })
    .click();
  await expect(admin.getByText("Review hidden", { exact: true }).first()).toBeVisible();
  await expect(report).toHaveCount(0);
  await adminContext.close();

  // Gone from the listing page.
  await visitorPage.reload();
  await waitForHydration(visitorPage);
  await expect(
    visitorPage.getByRole("region", { name: "Reviews" }).getByRole("heading", { name: title }),
  ).toHaveCount(0);
  await visitor.close();
});
