import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import {
  createVerifiedAccount,
  expect,
  sameOrigin,
  signInThroughUi,
  test,
  waitForHydration,
} from "./fixtures";

// Guides and the style quiz (issue #15): the first steps link every tool, a guide opens from the index,
// a template downloads and the budget CSV imports into the tracker, and the quiz saves a couple's style.

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test("getting started lists the first steps in order, each linking its tool", async ({ page }) => {
  await open(page, "/planning/getting-started");
  await expect(page.getByRole("heading", { level: 1, name: "Your first steps" })).toBeVisible();
  const steps = page.getByRole("region", { name: "Step by step" }).getByRole("heading", { level: 3 });
  await expect(steps).toHaveText([
    "Step 1: Set your date and budget",
    "Step 2: Start your guest list",
    "Step 3: Shape the budget",
    "Step 4: See your timeline",
    "Step 5: Find your venue",
    "Step 6: Book your vendors",
    "Step 7: Build your website",
    "Step 8: Invite your helpers",
  ]);
  const hrefs: [string, string][] = [
    ["Set up your wedding", "/onboarding"],
    ["Your dashboard", "/couple-dashboard"],
    ["Open the guest list", "/planning/guest-list-manager"],
    ["Open the budget tracker", "/planning/budget-tracker"],
    ["Open your timeline", "/planning/master-timeline"],
    ["Browse venues", "/venues"],
    ["Take the style quiz", "/planning-quiz"],
    ["Browse vendors", "/vendors"],
    ["Build your website", "/planning/wedding-websites"],
    ["Invite helpers", "/contributor-access"],
    ["planning guides", "/planning/guides"],
  ];
  for (const [name, href] of hrefs)
    await expect(page.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  // The links work: they open the tools' pages in the app.
  await page.getByRole("link", { name: "Browse venues", exact: true }).click();
  await expect(page).toHaveURL(/\/venues$/);
  await page.goBack();
  await page.getByRole("link", { name: "Take the style quiz" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Find your wedding style" })).toBeVisible();
  await page.goBack();
  await page.getByRole("link", { name: "planning guides" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Guides for every step" })).toBeVisible();
});

test.describe("the guides", () => {
  // The unknown guide's 404 answer is logged by the browser; the page handles it.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test("a guide opens from the index, with section anchors; an unknown guide says so calmly", async ({
    page,
  }) => {
    await open(page, "/planning/guides");
    const guides = page.getByRole("list", { name: "Guides" });
    await expect(guides.getByRole("listitem")).toHaveCount(7);
    await guides.getByRole("link", { name: /Wedding etiquette/ }).click();
    await expect(page).toHaveURL(/\/planning\/guides\?guide=etiquette$/);
    await expect(page.getByRole("heading", { level: 1, name: "Wedding etiquette" })).toBeVisible();
    const toc = page.getByRole("navigation", { name: "In this guide" });
    await toc.getByRole("link", { name: "Plus-ones" }).click();
    await expect(page).toHaveURL(/#plus-ones$/);
    await expect(page.getByRole("heading", { level: 2, name: "Plus-ones" })).toBeInViewport();
    await expect(page.getByText("Invite married, engaged and long-term partners by name")).toBeVisible();
    await expect(page.getByText("keywords:")).toHaveCount(0);

    await open(page, "/planning/guides?guide=not-a-guide");
    await expect(page.getByRole("heading", { level: 1, name: "We couldn't find that guide" })).toBeVisible();
    await page.getByRole("link", { name: "All guides" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Guides for every step" })).toBeVisible();
  });
});

test.describe("as a couple", () => {
  test.slow();

  test("a template downloads and the budget CSV imports into the tracker", async ({ page }, info) => {
    const account = await createVerifiedAccount(page.request, "couple");
    await signInThroughUi(page, account.email, account.password);
    const start = await page.request.post("/api/budget/start", {
      data: { totalCents: 3_000_000, guestCount: 100 },
      headers: sameOrigin(page),
    });
    expect(start.status()).toBe(201);

    await open(page, "/planning/templates");
    const card = page.getByRole("article", { name: "Budget" });
    await expect(card.getByText("Import it on the budget tracker with “Import from CSV”")).toBeVisible();
    const downloading = page.waitForEvent("download");
    await card.getByRole("link", { name: "Download budget-template.csv" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("budget-template.csv");
    const template = await readFile(await download.path(), "utf8");
    expect(template.split("\r\n")[0]).toBe("\uFEFFcategory,item,vendor,pricing,estimate,contract,notes");

    // A file with one bad row first: the problem is listed by line, and nothing can be imported.
    const bad = info.outputPath("bad-budget.csv");
    const { writeFile } = await import("node:fs/promises");
    await writeFile(bad, `${template}Flowers,Arch,,fixed,lots,,\r\n`);
    await card.getByRole("link", { name: "Open the budget tracker" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Budget" })).toBeVisible();
    await page.getByRole("button", { name: "Import from CSV" }).click();
    const dialog = page.getByRole("dialog", { name: "Import budget lines from a CSV file" });
    await dialog.getByLabel("CSV file").setInputFiles(bad);
    await expect(dialog.getByRole("list", { name: "Problems" })).toHaveText(
      'Line 5: Estimate: "lots" is not an amount in dollars (like 1250 or 1,250.50).',
    );
    await expect(dialog.getByRole("button", { name: "Import" })).toBeDisabled();

    // The template as it is: three lines, into Venue, Catering and Flowers.
    await dialog.getByLabel("CSV file").setInputFiles({
      name: "budget-template.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(template),
    });
    await dialog.getByRole("button", { name: "Import 3 lines" }).click();
    await expect(page.getByText("Imported 3 lines")).toBeVisible();
    await expect(dialog).toBeHidden();
    const categories = page.getByRole("list", { name: "Categories" });
    for (const [name, line] of [
      ["Venue", "Venue rental"],
      ["Flowers", "Bouquets and centrepieces"],
    ]) {
      const card = categories.getByRole("listitem").filter({
        has: page.getByRole("heading", { level: 3, name, exact: true }),
      });
      await card.getByRole("heading", { level: 3, name, exact: true }).click();
      await expect(card.getByRole("heading", { level: 4, name: line })).toBeVisible();
    }
  });

  test("the quiz saves a style the couple then sees on the quiz page", async ({ page, request }) => {
    const account = await createVerifiedAccount(request, "couple");
    await open(page, "/planning-quiz");
    // Signed out: the quiz works and invites to sign up.
    await answerRustic(page);
    await expect(page.getByRole("heading", { level: 2, name: "Rustic romance" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign up to save it" })).toHaveAttribute(
      "href",
      "/signup/couple",
    );

    await signInThroughUi(page, account.email, account.password);
    await open(page, "/planning-quiz");
    await answerRustic(page);
    // Saved: the page shows the couple's saved style, and June's use of it.
    await expect(page.getByText("Your saved style")).toBeVisible();
    await expect(page.getByText("Saved to your profile: ask June for")).toBeVisible();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText("Your saved style")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Rustic romance" })).toBeVisible();
    await expect(page.getByRole("link", { name: "See barn venues" })).toHaveAttribute(
      "href",
      "/venues?q=barn",
    );
  });
});

async function answerRustic(page: Page) {
  const picks: [string, string][] = [
    ["Picture the place where you say your vows.", "A timber barn"],
    ["Pick a backdrop for your photos.", "Rows of vines"],
    ["Which light do you want as the evening begins?", "String lights in the rafters"],
    ["What is on the tables?", "Wildflowers in jars"],
    ["How dressed up are your guests?", "Boots welcome"],
    ["How do you feed everyone?", "Family-style feast"],
    ["What plays as the night gets going?", "An acoustic folk band"],
    ["Which season feels like yours?", "Autumn"],
    ["What should your guests remember?", "Warm and homespun"],
  ];
  const submit = page.getByRole("button", { name: "See my style" });
  await expect(submit).toBeDisabled();
  for (const [question, choice] of picks)
    await page.getByRole("group", { name: question }).getByText(choice, { exact: true }).click();
  await expect(page.getByText("All answered.")).toBeVisible();
  await submit.click();
}
