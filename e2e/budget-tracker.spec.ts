import { axeOn } from "./support/axe";
import type { Page } from "@playwright/test";
import {
  createVerifiedAccount,
  expect,
  sameOrigin,
  saveCoupleProfile,
  signInThroughUi,
  test,
} from "./fixtures";

// The couple's budget tracker (issue #14): a budget from the default categories, lines and payments,
// "Due in the next 30 days", a scenario that changes nothing until applied, and a save that met a newer
// version.

test.slow();

async function openTracker(page: Page, guestCount: number | null = null) {
  const account = await createVerifiedAccount(page.request, "couple");
  await signInThroughUi(page, account.email, account.password);
  if (guestCount !== null)
    await saveCoupleProfile(page, {
      partner1Name: "Robin",
      partner2Name: "Sam",
      weddingDate: null,
      guestCount,
      cityId: "cleveland",
    });
  await page.goto("/planning/budget-tracker");
  await page.locator("html[data-hydrated]").waitFor();
  await expect(page.getByRole("heading", { level: 1, name: "Budget" })).toBeVisible();
}

/** The local date `days` from today as the date input wants it. */
function dayFromNow(days: number) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const summary = (page: Page) => page.getByRole("region", { name: "Budget summary" });
const figure = (page: Page, label: string) => summary(page).locator(`dt:text-is("${label}") + dd`);
const category = (page: Page, name: string) =>
  page
    .getByRole("list", { name: "Categories" })
    .getByRole("listitem")
    .filter({
      has: page.getByRole("heading", { level: 3, name, exact: true }),
    });

/** Serious or critical accessibility problems axe finds on the page as it is. */
async function axeProblems(page: Page) {
  const { violations } = await axeOn(page).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

async function buildBudget(page: Page) {
  await expect(page.getByRole("heading", { name: "Let's shape your wedding budget" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Read budgeting basics" })).toHaveAttribute(
    "href",
    "/planning/budgeting-basics",
  );
  // The guest count comes from the couple's profile.
  await expect(page.getByLabel("Guest count")).toHaveValue("120");
  await page.getByLabel("Total budget").fill("$35k");
  await page.getByRole("button", { name: "Build my budget" }).click();
  await expect(page.getByText("Your budget is ready")).toBeVisible();
  await expect(figure(page, "Total budget")).toHaveText("$35,000");
  await expect(figure(page, "Guest count")).toHaveText("120");
}

async function addLine(
  page: Page,
  categoryName: string,
  line: { name: string; estimate: string; perGuest?: boolean },
) {
  const card = category(page, categoryName);
  await card.getByRole("heading", { level: 3, name: categoryName }).click();
  await card.getByRole("button", { name: `Add a line to ${categoryName}` }).click();
  const dialog = page.getByRole("dialog", { name: "Add a line" });
  await dialog.getByLabel("What").fill(line.name);
  if (line.perGuest) await dialog.getByLabel("Per guest").check();
  await dialog.getByLabel(line.perGuest ? "Estimate per guest" : "Estimate").fill(line.estimate);
  await dialog.getByRole("button", { name: "Add line" }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole("heading", { level: 4, name: line.name })).toBeVisible();
}

test("a couple builds a budget from the default categories and sees a payment due next week", async ({
  page,
}) => {
  await openTracker(page, 120);
  await buildBudget(page);
  const categories = page.getByRole("list", { name: "Categories" });
  for (const name of ["Venue", "Catering", "Photography", "Flowers & decor", "Contingency"])
    await expect(categories.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
  await expect(page.getByText("Nothing is due in the next 30 days.")).toBeVisible();

  await addLine(page, "Photography", { name: "Photographer", estimate: "3,200" });
  const photography = category(page, "Photography");
  await expect(photography.locator('dt:text-is("Committed") + dd')).toHaveText("$3,200");

  await photography.getByRole("button", { name: "Add a payment for Photographer" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a payment" });
  await expect(dialog.getByLabel("Payment")).toHaveValue("Deposit");
  await dialog.getByLabel("Amount").fill("800.50");
  await dialog.getByLabel("Due on").fill(dayFromNow(7));
  await dialog.getByRole("button", { name: "Add payment" }).click();
  await expect(dialog).toBeHidden();

  const due = page.getByRole("region", { name: "Due in the next 30 days" });
  await expect(due.getByRole("listitem")).toHaveCount(1);
  await expect(due.getByRole("listitem")).toContainText("Photographer · Deposit");
  await expect(due.getByRole("listitem")).toContainText("$800.50");
  await expect(figure(page, "Still due")).toHaveText("$3,200");

  // Paid: it leaves "due soon" and counts as paid.
  await due.getByRole("button", { name: "Mark Deposit for Photographer paid" }).click();
  await expect(page.getByText("Nothing is due in the next 30 days.")).toBeVisible();
  await expect(figure(page, "Paid")).toHaveText("$800.50");

  // The charts load on demand; their tables are the text alternative.
  await page.getByText("Charts", { exact: true }).click();
  await expect(page.getByRole("table").first()).toBeAttached();
  await page.getByLabel("Show as tables").check();
  await expect(page.getByRole("cell", { name: "Photography" })).toBeVisible();
  await expect(page.getByRole("row", { name: /Photography/ })).toContainText("$3,200.00");
  expect(await axeProblems(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("budget-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("heading", { level: 1, name: "Budget" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath("budget-390.png"), fullPage: true });
});

test.describe("a stale save", () => {
  // The browser logs the refused save (409) itself; the page shows the message below.
  test.use({ allowConsoleErrors: [/status of 409 \(Conflict\)/] });

  test("a per-guest line follows a scenario's guest count only in the preview; a stale save is told", async ({
    page,
  }) => {
    await openTracker(page, 120);
    await buildBudget(page);
    await addLine(page, "Catering", { name: "Dinner", estimate: "85", perGuest: true });
    const catering = category(page, "Catering");
    await expect(catering.getByText("$85.00 per guest × 120")).toBeVisible();
    await expect(figure(page, "Committed")).toHaveText("$10,200");

    // Edit the per-guest price.
    await catering.getByRole("button", { name: "Edit Dinner" }).click();
    let dialog = page.getByRole("dialog", { name: "Edit Dinner" });
    await dialog.getByLabel("Estimate per guest").fill("90");
    await dialog.getByRole("button", { name: "Save line" }).click();
    await expect(dialog).toBeHidden();
    await expect(figure(page, "Committed")).toHaveText("$10,800");

    // What if we invite 90?
    await page.getByRole("button", { name: "What if…" }).click();
    const scenario = page.getByRole("dialog", { name: "What if…" });
    await scenario.getByLabel("Guest count").fill("90");
    await scenario.getByRole("button", { name: "Preview" }).click();
    const preview = scenario.getByRole("region", { name: "Scenario preview" });
    await expect(preview.getByRole("list", { name: "Lines that change" })).toContainText("Dinner");
    await expect(preview.getByRole("list", { name: "Lines that change" })).toContainText("$10,800.00");
    await expect(preview.getByRole("list", { name: "Lines that change" })).toContainText("$8,100.00");
    await expect(preview.locator('dt:text-is("Committed") + dd')).toContainText("$10,800.00");
    await expect(preview.locator('dt:text-is("Committed") + dd')).toContainText("$8,100.00");
    await scenario.getByRole("button", { name: "Cancel" }).click();
    await expect(scenario).toBeHidden();
    await expect(figure(page, "Committed")).toHaveText("$10,800");
    await expect(figure(page, "Guest count")).toHaveText("120");
    const saved = (await (await page.request.get("/api/budget")).json()) as { guestCount: number };
    expect(saved.guestCount).toBe(120);

    // Someone else saves the line while this tab has it open: this tab's save is refused, nothing lost.
    await catering.getByRole("button", { name: "Edit Dinner" }).click();
    dialog = page.getByRole("dialog", { name: "Edit Dinner" });
    const view = (await (await page.request.get("/api/budget")).json()) as {
      categories: { items: { id: string; name: string; version: number }[] }[];
    };
    const item = view.categories.flatMap((c) => c.items).find((i) => i.name === "Dinner")!;
    const other = await page.request.patch(`/api/budget/items/${item.id}`, {
      data: { notes: "Chef's tasting on the 3rd", version: item.version },
      headers: sameOrigin(page),
    });
    expect(other.ok()).toBe(true);
    await dialog.getByLabel("Estimate per guest").fill("95");
    await dialog.getByRole("button", { name: "Save line" }).click();
    await expect(
      page.getByText("This was changed by someone else meanwhile — showing the latest."),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(catering.getByText("Chef's tasting on the 3rd")).toBeVisible();
    await expect(catering.getByText("$90.00 per guest × 120")).toBeVisible();
  });
});
