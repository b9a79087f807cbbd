import { axeOn } from "./support/axe";
import type { Page } from "@playwright/test";
import { createVerifiedAccount, expect, signInThroughUi, test, waitForHydration } from "./fixtures";

// The contributor's side (issue #13): the demo contributor (Ava's mother, seeded with guests view, budget
// view, timeline edit on the demo couple) sees the wedding she helps with and the couple's page; /join and
// /contributors-guide are public; anyone the couple did not let in gets the not-found page.

const DEMO_CONTRIBUTOR = { email: "demo@contributor.test", password: "june-demo-2027" };

async function seriousViolations(page: Page) {
  const { violations } = await axeOn(page).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test("the demo contributor lands on her weddings, sees what Ava & Noah shared, and opens their page", async ({
  page,
}) => {
  await signInThroughUi(page, DEMO_CONTRIBUTOR.email, DEMO_CONTRIBUTOR.password);
  await expect(page).toHaveURL(/\/contributor-dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Weddings you help with");

  const card = page.getByRole("article", { name: "Ava & Noah" });
  await expect(card.getByText("Helping as Parent")).toBeVisible();
  await expect(card.getByText("Saturday, September 18, 2027")).toBeVisible();
  await expect(card.getByText(/^\d[\d,]* days to go$/)).toBeVisible();
  await expect(card.getByText("Cleveland, OH")).toBeVisible();
  const shared = card.getByRole("region", { name: "What Ava & Noah shared with you" });
  await expect(shared.getByRole("listitem")).toHaveText([
    /^Guests · Can view/,
    /^Budget · Can view$/,
    /^Timeline and tasks · Can view and edit$/,
  ]);
  await expect(
    shared.getByText("Not shared with you: Boards and designs, Vendors and inquiries."),
  ).toBeVisible();
  await expect(shared.getByRole("link", { name: "Open the guest list" })).toHaveAttribute(
    "href",
    "/planning/guest-list-manager?couple=demo-couple",
  );
  await expect(card.getByRole("link", { name: /^Group chat/ })).toHaveAttribute(
    "href",
    "/contributor/demo-couple/chat",
  );
  expect(await seriousViolations(page)).toEqual([]);

  await card.getByRole("link", { name: "Their page" }).click();
  await expect(page).toHaveURL(/\/couple\/demo-couple$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ava & Noah");
  await expect(page.getByText("A wedding you help with")).toBeVisible();
  await expect(page.locator("#main").getByText("Cleveland, OH")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Booked vendors" })).toBeVisible();
  await expect(page).toHaveTitle("Ava & Noah · June Weddings");
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe("people the couple did not let in", () => {
  // The page's API answers 404, which the browser logs.
  test.use({ allowConsoleErrors: [/404 \(Not Found\)/] });

  test("a couple with no helpers' invitations sees the empty state, and a stranger gets not-found on another couple's page", async ({
    page,
  }) => {
    const stranger = await createVerifiedAccount(page.request, "couple");
    await signInThroughUi(page, stranger.email, stranger.password);
    await page.goto("/contributor-dashboard");
    await expect(page.getByRole("heading", { name: "No weddings yet" })).toBeVisible();
    await expect(page.getByRole("link", { name: "How invitations work" })).toHaveAttribute(
      "href",
      "/contributors-guide",
    );

    for (const id of ["demo-couple", "no-such-couple"]) {
      await page.goto(`/couple/${id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
      await expect(page.getByText("Ava & Noah")).toHaveCount(0);
    }
  });

  test("a signed-out visitor gets not-found on a couple's page", async ({ page }) => {
    await page.goto("/couple/demo-couple");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  });
});

test("/join names the four kinds of account and where each signs up", async ({ page }) => {
  await page.goto("/join");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Which account fits you?");
  await expect(page.locator("#main").getByRole("heading", { level: 2 })).toHaveText([
    "Couple",
    "Venue owner",
    "Vendor",
    "Contributor",
  ]);
  const signUps: [string, string][] = [
    ["Create a couple account", "/signup/couple"],
    ["List your venue", "/signup/venue"],
    ["Join as a vendor", "/signup/vendor"],
    ["How invitations work", "/contributors-guide"],
  ];
  for (const [name, href] of signUps)
    await expect(page.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  await page.getByRole("link", { name: "How invitations work" }).click();
  await expect(page).toHaveURL(/\/contributors-guide$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Planning with the people who help you");
  await expect(page.getByRole("heading", { name: "The five areas" })).toBeVisible();
  for (const area of [
    "Guests",
    "Budget",
    "Timeline and tasks",
    "Boards and designs",
    "Vendors and inquiries",
  ])
    await expect(page.getByRole("term").filter({ hasText: new RegExp(`^${area}$`) })).toBeVisible();
  await expect(page.getByText("Mom and Dad:")).toBeVisible();
  await expect(page.getByText(/The link works once and for 7 days/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
