import type { Page } from "@playwright/test";
import { createVerifiedAccount, DEMO_COUPLE, expect, sameOrigin, signInThroughUi, test } from "./fixtures";

// June's write tools (issue #16): a change is proposed in the chat with exactly what changes (from → to)
// and written only when the couple confirms. Driven through the OpenAI-compatible engine on the second
// e2e server (e2e/support/openai-app.ts turns "set our total budget to $N" into a set_total_budget call),
// as the demo couple, whose budget lives in that server's own database.
test.use({ baseURL: process.env.E2E_OPENAI_URL });

const chat = (page: Page) => page.getByRole("dialog", { name: "June" });
const input = (page: Page) => chat(page).getByRole("textbox", { name: "Message June" });
const replies = (page: Page) => chat(page).locator('[data-testid="june-message"][data-role="assistant"]');
const usd = (cents: number) => `$${(cents / 100).toLocaleString("en-US")}`;

async function totalCents(page: Page): Promise<number> {
  const res = await page.request.get("/api/budget");
  return ((await res.json()) as { totals: { totalCents: number } }).totals.totalCents;
}

test("the demo couple asks June to change the total budget: from → to, written only on Confirm", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem("june-chat-auto-opened", "true"));
  await signInThroughUi(page, DEMO_COUPLE.email, DEMO_COUPLE.password);
  await page.getByRole("button", { name: "Chat with June" }).click();
  await expect(chat(page)).toBeVisible();

  // The demo's total ($35,000 in a fresh run), raised by $5,000.
  const before = await totalCents(page);
  const after = before + 500_000;
  await input(page).fill(`Please set our total budget to ${usd(after)}`);
  await input(page).press("Enter");

  await expect(replies(page).last()).toContainText("Here's the change — confirm below if it's right.");
  // Pinned by position: June's confirmation reply comes after it.
  const proposal = replies(page).nth((await replies(page).count()) - 1);
  await expect(proposal.getByText("Change your total budget?")).toBeVisible();
  await expect(proposal.getByTestId("june-change-lines")).toHaveText(
    `Total budget: ${usd(before)} → ${usd(after)}`,
  );
  await expect(proposal.getByTestId("june-meta")).toContainText(`Suggested a total budget of ${usd(after)}`);
  expect(await totalCents(page)).toBe(before); // nothing written yet

  await proposal.getByRole("button", { name: "Confirm" }).click();
  await expect(proposal.getByText(`Total budget set to ${usd(after)}.`)).toBeVisible();
  await expect(replies(page).last()).toHaveText(
    new RegExp(`Done — your total budget is now \\${usd(after)} \\(was \\${usd(before)}\\)\\.`),
  );
  expect(await totalCents(page)).toBe(after);

  // The budget tracker shows the new total.
  await page.goto("/planning/budget-tracker");
  await page.locator("html[data-hydrated]").waitFor();
  const summary = page.getByRole("region", { name: "Budget summary" });
  await expect(summary.locator('dt:text-is("Total budget") + dd')).toHaveText(usd(after));
});

test.describe("the built-in engine", () => {
  // The main e2e server (the built-in planner engine); its port as playwright.config.ts sets it.
  test.use({ baseURL: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3300)}` });
  // Recognising "set our total budget to $40,000" is the built-in engine's understanding step (issue #16,
  // decision 041), which calls set_total_budget through the Toolbox.

  test("a fresh couple asks June to set the total budget: $35,000 → $40,000 on Confirm", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("june-chat-auto-opened", "true"));
    const account = await createVerifiedAccount(page.request, "couple");
    await signInThroughUi(page, account.email, account.password);
    const start = await page.request.post("/api/budget/start", {
      data: { totalCents: 3_500_000, guestCount: 120 },
      headers: sameOrigin(page),
    });
    expect(start.status()).toBe(201);
    await page.getByRole("button", { name: "Chat with June" }).click();
    await input(page).fill("set our total budget to $40,000");
    await input(page).press("Enter");
    await expect(replies(page).last().getByTestId("june-change-lines")).toHaveText(
      "Total budget: $35,000 → $40,000",
    );
    const proposal = replies(page).nth((await replies(page).count()) - 1);
    expect(await totalCents(page)).toBe(3_500_000);
    await proposal.getByRole("button", { name: "Confirm" }).click();
    await expect(proposal.getByText("Total budget set to $40,000.")).toBeVisible();
    await page.goto("/planning/budget-tracker");
    await page.locator("html[data-hydrated]").waitFor();
    const summary = page.getByRole("region", { name: "Budget summary" });
    await expect(summary.locator('dt:text-is("Total budget") + dd')).toHaveText("$40,000");
  });
});
