import type { BudgetView } from "../src/shared/schemas/budget";
import {
  createVerifiedAccount,
  expect,
  linkFromMailbox,
  mailTo,
  sameOrigin,
  signInThroughUi,
  test,
  uniqueEmail,
  waitForHydration,
} from "./fixtures";

// Family budget sharing (issue #14): a couple with a budget invites a parent with view on two categories
// from /budget-permissions; the parent signs up from the mailed link and sees only those two, in the
// tracker and in the API's answer. Given edit, the parent can change them until the couple locks the budget.

test.slow();

test("a parent invited with view on two categories sees only those, and the lock stops their edits", async ({
  page,
  browser,
}) => {
  const couple = await createVerifiedAccount(page.request, "couple");
  await signInThroughUi(page, couple.email, couple.password);
  const headers = sameOrigin(page);
  const profile = await page.request.put("/api/me/couple-profile", {
    data: { partner1Name: "Ava", partner2Name: "Noah", weddingDate: null, guestCount: null, cityId: null },
    headers,
  });
  expect(profile.ok()).toBe(true);
  const started = await page.request.post("/api/budget/start", {
    data: { totalCents: 3_500_000, guestCount: 120 },
    headers,
  });
  expect(started.status()).toBe(201);
  const budget = (await started.json()) as BudgetView;
  expect(budget.categories.map((c) => c.name)).toEqual(
    expect.arrayContaining(["Catering", "Flowers & decor", "Venue"]),
  );
  const coupleId = (
    (await (await page.request.get("/api/auth/get-session")).json()) as { user: { id: string } }
  ).user.id;

  // The couple invites Mom with view on Catering and Flowers & decor.
  await page.goto("/budget-permissions");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Who sees your budget" })).toBeVisible();
  const parentEmail = uniqueEmail("mom");
  const form = page.getByRole("form", { name: "Invite a family member" });
  await form.getByLabel("Name").fill("Mom");
  await form.getByLabel("Email").fill(parentEmail);
  await form.getByLabel("Role").selectOption("parent");
  await expect(
    form.getByRole("group", { name: "Budget access" }).getByRole("radio", { name: "Chosen categories" }),
  ).toBeChecked();
  await form.getByRole("group", { name: "Catering" }).getByText("View", { exact: true }).click();
  await form.getByRole("group", { name: "Flowers & decor" }).getByText("View", { exact: true }).click();
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${parentEmail}`)).toBeVisible();
  const row = page.getByRole("listitem").filter({ hasText: parentEmail });
  await expect(row.getByText("Catering (can view), Flowers & decor (can view)")).toBeVisible();
  await expect(row.getByText("· Parent · invitation pending")).toBeVisible();

  const invitation = await mailTo(
    page.request,
    parentEmail,
    "Ava & Noah invited you to help plan their wedding",
  );
  expect(invitation.text).toContain("• Budget: can view");
  const link = new URL(invitation.text.match(/https?:\/\/\S+\/join\/\S+/)![0]);

  // Mom signs up from the link in her own browser.
  const momContext = await browser.newContext();
  await momContext.addInitScript(() => localStorage.setItem("selectedCity", "cleveland"));
  const mom = await momContext.newPage();
  const momErrors: string[] = [];
  mom.on("console", (msg) => {
    if (msg.type() === "error") momErrors.push(msg.text());
  });
  await mom.goto(link.pathname);
  await waitForHydration(mom);
  await mom.getByRole("link", { name: "Create your account" }).click();
  await expect(mom).toHaveURL(/\/contributor-signup\//);
  await mom.getByLabel("Password", { exact: true }).fill("violet-garden-42");
  await mom.getByRole("button", { name: "Create account" }).click();
  await expect(mom.getByRole("heading", { name: "Check your email" })).toBeVisible();
  const verify = new URL(await linkFromMailbox(page.request, parentEmail, "Confirm your email"));
  await mom.goto(verify.pathname + verify.search);
  await expect(mom).toHaveURL(/\/contributor-dashboard$/);

  // Her tracker shows the two categories and nothing else; so does the API's answer.
  await mom.goto(`/planning/budget-tracker?couple=${coupleId}`);
  await waitForHydration(mom);
  const categoryHeadings = mom.getByRole("heading", { level: 3 });
  await expect(categoryHeadings).toHaveText(["Catering", "Flowers & decor"]);
  await expect(mom.getByText("Venue", { exact: true })).toHaveCount(0);
  const momHeaders = { "x-couple-id": coupleId, origin: new URL(mom.url()).origin };
  const answer = await mom.request.get("/api/budget", { headers: momHeaders });
  expect(answer.ok()).toBe(true);
  const seen = (await answer.json()) as BudgetView;
  expect(seen.categories.map((c) => [c.name, c.level])).toEqual([
    ["Catering", "view"],
    ["Flowers & decor", "view"],
  ]);
  expect(seen.totals.totalCents).toBeNull();
  expect(JSON.stringify(seen)).not.toContain("Venue");
  await expect(mom.getByRole("button", { name: "Add a line to Catering" })).toHaveCount(0);

  // The couple gives her edit on Catering: she can add a line there.
  await page.reload();
  await waitForHydration(page);
  await expect(row.getByText("· Parent", { exact: false })).toBeVisible();
  await row.getByRole("button", { name: "Change budget access for Mom" }).click();
  await row.getByRole("group", { name: "Catering" }).getByText("Edit", { exact: true }).click();
  await row.getByRole("button", { name: "Save access" }).click();
  await expect(page.getByText("Budget access saved for Mom")).toBeVisible();
  await expect(row.getByText("Catering (can edit), Flowers & decor (can view)")).toBeVisible();
  const catering = seen.categories.find((c) => c.name === "Catering")!;
  const added = await mom.request.post(`/api/budget/categories/${catering.id}/items`, {
    headers: momHeaders,
    data: { name: "Late-night snacks", estimateCents: 45_000 },
  });
  expect(added.status()).toBe(201);
  await mom.reload();
  await waitForHydration(mom);
  await mom.getByRole("heading", { level: 3, name: "Catering" }).click();
  await expect(mom.getByRole("button", { name: "Add a line to Catering" })).toBeVisible();

  // The couple locks the budget: Mom still sees her categories, but can no longer change them.
  await page.getByRole("button", { name: "Lock the budget" }).click();
  await expect(page.getByText("Budget locked")).toBeVisible();
  await expect(page.getByRole("heading", { name: "The budget is locked" })).toBeVisible();
  const refused = await mom.request.post(`/api/budget/categories/${catering.id}/items`, {
    headers: momHeaders,
    data: { name: "Midnight pizza", estimateCents: 30_000 },
  });
  expect(refused.status()).toBe(403);
  await mom.reload();
  await waitForHydration(mom);
  await expect(
    mom.getByText(/the couple has locked the budget, so it can't be changed for now/),
  ).toBeVisible();
  await expect(mom.getByRole("heading", { level: 3 })).toHaveText(["Catering", "Flowers & decor"]);
  await mom.getByRole("heading", { level: 3, name: "Catering" }).click();
  await expect(mom.getByText("Late-night snacks")).toBeVisible();
  await expect(mom.getByRole("button", { name: "Add a line to Catering" })).toHaveCount(0);

  // The history tells the couple who changed what.
  const history = page.getByRole("region", { name: "History" });
  await expect(
    history.getByText(
      "Budget access: Catering (view), Flowers & decor (view) → Catering (edit), Flowers & decor (view)",
    ),
  ).toBeVisible();
  await expect(history.getByText(/added the line Catering › Late-night snacks/)).toBeVisible();
  expect(momErrors, "console errors in the parent's browser").toEqual([]);
  await momContext.close();
});
