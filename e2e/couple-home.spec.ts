import { axeOn } from "./support/axe";
import type { Page } from "@playwright/test";
import { DEMO_COUPLE, expect, linkFromMailbox, signInThroughUi, test, uniqueEmail } from "./fixtures";

// The couple's home (issue #14): the first-run flow after sign-up, the dashboard, the budgeting guide.

test.slow();

/** YYYY-MM-DD, `days` from today in the browser's (and this machine's) calendar. */
function daysFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const question = (page: Page, name: string) =>
  expect(page.getByRole("heading", { level: 2, name })).toBeVisible();

test("a new couple signs up, verifies, answers two steps of onboarding, skips the rest and sees them on the dashboard", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("onboarding");
  await page.goto("/signup/couple");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("lantern-meadow-88");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();

  // The verification link signs the couple in and lands on the first-run flow.
  await page.goto(await linkFromMailbox(request, email, "Confirm your email"));
  await expect(page).toHaveURL(/\/onboarding\?verified=1$/);
  await page.locator("html[data-hydrated]").waitFor();
  await expect(page.getByRole("status").filter({ hasText: "Your email is confirmed" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Let's set up your wedding" })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Setup progress" })).toHaveAttribute(
    "aria-valuenow",
    "1",
  );
  await question(page, "Who's getting married?");

  // Names: Continue with nothing asks for a name or a skip; Skip moves on.
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Enter at least one name, or skip this step." }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Skip this step" }).click();

  // Date: 200 days away.
  await question(page, "When is the big day?");
  await expect(page.getByRole("heading", { level: 2, name: "When is the big day?" })).toBeFocused();
  await page.getByLabel("Wedding date").fill(daysFromToday(200));
  await page.getByRole("button", { name: "Continue" }).click();

  // City and guests skipped; Back returns to a step and keeps what was typed.
  await question(page, "Where are you getting married?");
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Wedding date")).toHaveValue(daysFromToday(200));
  await page.getByRole("button", { name: "Continue" }).click();
  await question(page, "Where are you getting married?");
  await page.getByRole("button", { name: "Skip this step" }).click();
  await question(page, "How many guests are you thinking?");
  await page.getByRole("button", { name: "Skip this step" }).click();

  // Budget: a wrong amount is explained on the field, then the right one is taken.
  await question(page, "What's your total budget?");
  await expect(page.getByText("Step 5 of 6:")).toBeVisible();
  const budget = page.getByLabel("Total budget (USD)");
  await budget.fill("lots");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Enter an amount in dollars, like 35,000.")).toBeVisible();
  await expect(budget).toBeFocused();
  await budget.fill("$42,500");
  await expect(page.getByText("Enter an amount in dollars, like 35,000.")).toBeHidden();
  await page.getByRole("button", { name: "Continue" }).click();

  // Style: the rest is skipped for now.
  await question(page, "What style feels like you?");
  await expect(page.getByRole("link", { name: "Let June interview you" })).toHaveAttribute(
    "href",
    "/june-voice-intake",
  );
  await page.getByRole("button", { name: "Skip for now" }).click();

  await expect(page).toHaveURL(/\/couple-dashboard$/);
  await expect(page.getByText("Your wedding is set up")).toBeVisible();
  const countdown = page.getByTestId("countdown");
  await expect(countdown).toContainText("200");
  await expect(countdown).toContainText("days to go");
  await expect(countdown).toContainText("plenty of time");
  const budgetCard = page.getByRole("region", { name: "Budget" });
  await expect(budgetCard.getByTestId("budget-total")).toHaveText("$42,500");
  await expect(budgetCard.getByRole("link", { name: "Open the budget tracker" })).toHaveAttribute(
    "href",
    "/planning/budget-tracker",
  );
  // Nothing else yet: each card invites the first step.
  await expect(page.getByRole("region", { name: "Guests & RSVPs" }).getByRole("link")).toHaveText(
    "Start your guest list",
  );
  await expect(page.getByRole("region", { name: "Saved venues" }).getByRole("link")).toHaveText(
    "Browse venues",
  );
  await expect(page.getByRole("region", { name: "Recent messages" })).toContainText("No messages yet.");
});

test("the demo couple reaches the dashboard from their account and sees their RSVP counts", async ({
  page,
}) => {
  await signInThroughUi(page, DEMO_COUPLE.email, DEMO_COUPLE.password);
  await expect(page).toHaveURL(/\/couple-account$/);
  await page.getByRole("link", { name: "Open your dashboard" }).click();
  await expect(page).toHaveURL(/\/couple-dashboard$/);
  const hero = page.getByRole("region", { name: "Ava & Noah" });
  await expect(hero.getByRole("heading", { level: 1, name: "Ava & Noah" })).toBeVisible();
  await expect(hero.getByText("Saturday, September 18, 2027")).toBeVisible();
  await expect(hero.getByText("Cleveland, OH")).toBeVisible();

  const answer = (await (await page.request.get("/api/couple-dashboard")).json()) as {
    rsvp: { total: number; attending: number; pending: number; declined: number; households: number };
  };
  expect(answer.rsvp).toMatchObject({ total: 103, households: 44 });
  const rsvp = page.getByRole("region", { name: "Guests & RSVPs" });
  await expect(rsvp).toContainText("103guests in 44 households");
  const counts = rsvp.getByRole("definition");
  await expect(counts).toHaveText([
    String(answer.rsvp.attending),
    String(answer.rsvp.pending),
    String(answer.rsvp.declined),
  ]);
  await expect(rsvp.getByRole("term")).toHaveText(["Attending", "Awaiting reply", "Declined"]);
  await expect(rsvp.getByRole("link", { name: "Open the guest list" })).toHaveAttribute(
    "href",
    "/planning/guest-list-manager",
  );
  // Every tool is one click away.
  const tools = page.getByRole("region", { name: "Your planning tools" });
  for (const [name, href] of [
    ["Guest list", "/planning/guest-list-manager"],
    ["Budget tracker", "/planning/budget-tracker"],
    ["Budget sharing", "/budget-permissions"],
    ["Wedding website", "/planning/wedding-websites"],
    ["Contributors", "/contributor-access"],
    ["Venues", "/venues"],
    ["Vendors", "/vendors"],
  ])
    await expect(tools.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute("href", href!);
  await expect(tools.getByRole("button", { name: /^Ask June/ })).toBeVisible();
});

test("the budgeting guide explains shares, hidden costs, deposits and tipping, and leads to the tracker", async ({
  page,
}) => {
  await page.goto("/planning/budgeting-basics");
  await expect(page).toHaveTitle("Budgeting basics — a guide · June Weddings");
  await expect(page.getByRole("heading", { level: 1, name: "Budgeting basics" })).toBeVisible();
  for (const section of [
    "Typical shares by category",
    "How per-guest costs scale",
    "Hidden costs people forget",
    "Deposits and payment schedules",
    "Tipping etiquette",
    "Keep a contingency",
  ])
    await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Venue & catering" })).toBeVisible();
  await expect(page.getByText("45%")).toBeVisible();
  await expect(page.getByText("$15,750")).toBeVisible();
  await expect(page.getByText("$50 – $150", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Open the budget tracker" })).toHaveAttribute(
    "href",
    "/planning/budget-tracker",
  );
});

test("the dashboard and the onboarding flow have no serious accessibility violations, at 1280 and 390 px", async ({
  page,
}) => {
  await signInThroughUi(page, DEMO_COUPLE.email, DEMO_COUPLE.password);
  for (const [path, ready] of [
    ["/couple-dashboard", "Your planning tools"],
    ["/onboarding", "Who's getting married?"],
  ] as const) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await page.locator("html[data-hydrated]").waitFor();
      await expect(page.getByRole("heading", { name: ready })).toBeVisible();
      const { violations } = await axeOn(page).analyze();
      const serious = violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
      expect(serious, `axe on ${path} at ${width} px`).toEqual([]);
    }
  }
});
