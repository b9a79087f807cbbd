import type { APIRequestContext, Page } from "@playwright/test";
import { createVerifiedAccount, expect, signInThroughUi, test } from "./fixtures";

// June with AI_PROVIDER=openai (issue #4): the second e2e server streams from a scripted
// OpenAI-compatible server on loopback (e2e/support/openai-app.ts says what each message makes it do).
test.use({ baseURL: process.env.E2E_OPENAI_URL });

const FAILURE = "I'm having trouble responding right now. Please try again in a moment! 💭";

const chat = (page: Page) => page.getByRole("dialog", { name: "June" });
const input = (page: Page) => chat(page).getByRole("textbox", { name: "Message June" });
const replies = (page: Page) => chat(page).locator('[data-testid="june-message"][data-role="assistant"]');

type Upstream = { lastUserText: string; roles: string[]; toolChoice?: string; aborted: boolean };
/** What reached the scripted model, for the requests whose last user message contains `marker`. */
async function upstream(request: APIRequestContext, marker: string): Promise<Upstream[]> {
  const res = await request.get(`${process.env.E2E_SCRIPTED_AI_URL}/__scripted/requests`);
  return ((await res.json()) as Upstream[]).filter((r) => r.lastUserText.includes(marker));
}

async function openChatAsCouple(page: Page) {
  await page.addInitScript(() => localStorage.setItem("june-chat-auto-opened", "true"));
  const account = await createVerifiedAccount(page.request, "couple");
  await signInThroughUi(page, account.email, account.password);
  await expect(page).toHaveURL(/\/couple-account$/);
  await page.getByRole("button", { name: "Chat with June" }).click();
  await expect(chat(page)).toBeVisible();
}

async function send(page: Page, text: string) {
  await input(page).fill(text);
  await input(page).press("Enter");
}

test("streams the model's reply and says an AI model answered", async ({ page }) => {
  await openChatAsCouple(page);
  const marker = `hello-${Date.now()}`;
  await send(page, `Hello June! ${marker}`);
  const reply = replies(page).last();
  await expect(reply).toContainText("Happy planning, you two!");
  await expect(reply.getByTestId("june-meta")).toHaveText("AI model");
  const [call] = await upstream(page.request, marker);
  // The model got the system prompt with the couple's context, then the message.
  expect(call?.roles).toEqual(["system", "user"]);
  expect(call?.toolChoice).toBe("auto");
});

test("a tool call runs on the server; a save waits for the couple's confirmation", async ({ page }) => {
  await openChatAsCouple(page);

  // A read tool: the model searches, the app runs the search and the model answers from it.
  await send(page, "Which venues in Nashville would suit us?");
  const searched = replies(page).last();
  await expect(searched).toContainText("Nashville has some lovely venues for you.");
  await expect(searched.getByTestId("june-meta")).toContainText(/Searched venues in Nashville \(\d+ found\)/);

  // A write tool: proposed only. Nothing is saved until Confirm.
  const venues = (await (await page.request.get("/api/venues?city=nashville")).json()) as {
    items: { id: string; slug: string; name: string }[];
  };
  const venue = venues.items[0]!;
  await send(page, `Please save the ${venue.slug} venue`);
  const proposal = replies(page).last();
  await expect(proposal).toContainText("I can save it for you — just confirm below.");
  await expect(proposal.getByText(`Save ${venue.name} to your venues?`)).toBeVisible();
  await expect(proposal.getByTestId("june-meta")).toContainText(`Suggested saving ${venue.name}`);
  const savedIds = async () =>
    ((await (await page.request.get("/api/saved-venues")).json()) as { venueId: string }[]).map(
      (v) => v.venueId,
    );
  expect(await savedIds()).not.toContain(venue.id);

  await proposal.getByRole("button", { name: "Confirm" }).click();
  await expect(proposal.getByText(`Saved ${venue.name} to your venues.`)).toBeVisible();
  expect(await savedIds()).toContain(venue.id);
  // The second model step saw the tool's answer.
  const calls = await upstream(page.request, venue.slug);
  expect(calls.map((c) => c.roles.at(-1))).toEqual(["user", "tool"]);
});

test("an upstream failure shows the spec's message and Retry asks again", async ({ page }) => {
  await openChatAsCouple(page);
  const marker = `fail-${Date.now()}`;
  await send(page, `Please fail ${marker}`);
  const failed = replies(page).last();
  await expect(failed).toHaveText(new RegExp(FAILURE.replace(/[.?!()]/g, "\\$&")));
  await expect.poll(async () => (await upstream(page.request, marker)).length).toBe(1);

  await failed.getByRole("button", { name: "Retry" }).click();
  await expect.poll(async () => (await upstream(page.request, marker)).length).toBe(2);
  await expect(replies(page).last()).toContainText(FAILURE);
});

test("Stop cancels the reply and the upstream request", async ({ page }) => {
  await openChatAsCouple(page);
  const marker = `long-${Date.now()}`;
  await send(page, `Keep talking ${marker}`);
  const reply = replies(page).last();
  // Streamed: the first words show while the model is still talking.
  await expect(reply).toContainText("Let me tell you everything about");
  await chat(page).getByRole("button", { name: "Stop" }).click();
  await expect(reply.getByTestId("june-meta")).toContainText("Stopped");
  await expect(chat(page).getByRole("button", { name: "Send" })).toBeVisible();
  await expect.poll(async () => (await upstream(page.request, marker))[0]?.aborted).toBe(true);
});
