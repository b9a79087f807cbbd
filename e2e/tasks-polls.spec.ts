import type { Timeline } from "../src/shared/schemas/timeline";
import { DEMO_COUPLE, expect, sameOrigin, signInThroughUi, test, waitForHydration } from "./fixtures";

// Tasks and polls (issue #15): the demo couple asks "Which cake flavour?"; their helper Claire Martin
// (timeline edit) votes from her own browser; the couple's open page shows her vote without a reload, the
// couple votes too, and both see the results with names. Then the task list: filter by assignee, complete.

const CLAIRE = { email: "demo@contributor.test", password: "june-demo-2027" };

test.slow();

test("a poll's votes reach the other participant live, and the task list filters and completes", async ({
  page,
  browser,
}) => {
  await signInThroughUi(page, DEMO_COUPLE.email, DEMO_COUPLE.password);
  await page.goto("/planning/tasks-polls");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Tasks and polls" })).toBeVisible();
  await expect(page).toHaveTitle(/Tasks and polls/);
  await page.getByRole("tab", { name: "Polls" }).click();
  await expect(page.getByText("No polls yet.")).toBeVisible();

  // The couple creates the poll with three options.
  await page.getByRole("button", { name: "New poll" }).click();
  const dialog = page.getByRole("dialog", { name: "New poll" });
  await dialog.getByLabel("Question").fill("Which cake flavour?");
  await dialog.getByLabel("Option 1", { exact: true }).fill("Lemon");
  await dialog.getByLabel("Option 2", { exact: true }).fill("Chocolate");
  await dialog.getByRole("button", { name: "Add option" }).click();
  await dialog.getByLabel("Option 3", { exact: true }).fill("Lemon");
  await dialog.getByRole("button", { name: "Create poll" }).click();
  await expect(dialog.getByText("Each option must be different.")).toBeVisible();
  await dialog.getByLabel("Option 3", { exact: true }).fill("Vanilla");
  await dialog.getByRole("button", { name: "Create poll" }).click();
  await expect(dialog).toBeHidden();
  const couplePoll = page.getByRole("article", { name: "Which cake flavour?" });
  await expect(couplePoll).toContainText("Asked by Ava Martin · Choose one · 0 people voted");

  // Claire votes from her own browser.
  const claireContext = await browser.newContext();
  // A returning visitor, like the fixture's page: the city picker stays closed.
  await claireContext.addInitScript(() => localStorage.setItem("selectedCity", "cleveland"));
  const claire = await claireContext.newPage();
  await signInThroughUi(claire, CLAIRE.email, CLAIRE.password);
  await claire.goto("/planning/tasks-polls?couple=demo-couple");
  await waitForHydration(claire);
  await expect(claire.getByText("Helping Ava & Noah.")).toBeVisible();
  await claire.getByRole("tab", { name: "Polls" }).click();
  const clairePoll = claire.getByRole("article", { name: "Which cake flavour?" });
  await clairePoll.getByRole("radio", { name: /Chocolate/ }).check();
  await clairePoll.getByRole("button", { name: "Vote" }).click();
  await expect(clairePoll.getByRole("button", { name: "Change my vote" })).toBeVisible();

  // The couple's open page shows her vote without a reload; the couple votes too.
  await expect(couplePoll).toContainText("1 person voted");
  await expect(couplePoll.getByRole("listitem").filter({ hasText: "Chocolate" })).toContainText(
    "Chocolate1 voteClaire Martin",
  );
  await couplePoll.getByRole("radio", { name: /Lemon/ }).check();
  await couplePoll.getByRole("button", { name: "Vote" }).click();
  await expect(couplePoll).toContainText("2 people voted");
  await expect(couplePoll.getByRole("listitem").filter({ hasText: "Lemon" })).toContainText(
    "Lemon1 voteAva Martin",
  );
  // And Claire's page shows both.
  await expect(clairePoll).toContainText("2 people voted");
  await expect(clairePoll.getByRole("listitem").filter({ hasText: "Lemon" })).toContainText("Ava Martin");
  await expect(clairePoll.getByRole("listitem").filter({ hasText: "Chocolate" })).toContainText(
    "Claire Martin",
  );

  // The task list: a task for Claire and one for the couple (ad hoc, through the tasks API).
  const headers = sameOrigin(page);
  const timeline = (await (await page.request.get("/api/timeline")).json()) as Timeline;
  const claireRow = timeline.assignees.find((a) => a.name === "Claire Martin");
  expect(claireRow).toBeDefined();
  const made: string[] = [];
  for (const [title, assignee] of [
    ["Taste cakes at the bakery", claireRow!.id],
    ["Book the cake delivery", null],
  ] as const) {
    const res = await page.request.post("/api/timeline/tasks", {
      data: { title, dueOn: "2027-06-01", assigneeContributorId: assignee },
      headers,
    });
    expect(res.status()).toBe(201);
    made.push(((await res.json()) as { id: string }).id);
  }
  await page.reload();
  await waitForHydration(page);
  await page.getByRole("tab", { name: "Tasks" }).click();
  const tasks = page.getByRole("list", { name: "Tasks" });
  await expect(tasks.getByText("Book the cake delivery")).toBeVisible();
  await page.getByLabel("Assigned to").selectOption({ label: "Claire Martin" });
  await expect(tasks.getByText("Taste cakes at the bakery")).toBeVisible();
  await expect(tasks.getByText("Book the cake delivery")).toBeHidden();
  await tasks.getByRole("checkbox", { name: 'Mark "Taste cakes at the bakery" done' }).click();
  await expect(page.getByText("Task done")).toBeVisible();
  // Done tasks leave the open list (other specs may have given Claire tasks of their own).
  await expect(tasks.getByText("Taste cakes at the bakery")).toBeHidden();
  await page.getByLabel("Due", { exact: true }).selectOption({ label: "Done" });
  await expect(
    tasks.getByRole("checkbox", { name: 'Mark "Taste cakes at the bakery" not done' }),
  ).toBeChecked();

  // Clean up what this test made.
  for (const id of made) await page.request.delete(`/api/timeline/tasks/${id}`, { headers });
  const polls = (await (await page.request.get("/api/polls")).json()) as { polls: { id: string }[] };
  for (const p of polls.polls) await page.request.delete(`/api/polls/${p.id}`, { headers });
  await claireContext.close();
});
