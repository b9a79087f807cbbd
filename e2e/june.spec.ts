import { axeOn } from "./support/axe";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import {
  createVerifiedAccount,
  expect,
  sameOrigin,
  saveCoupleProfile,
  signInThroughUi,
  test,
  waitForHydration,
} from "./fixtures";

// June's chat widget (issue #4) with the built-in planner engine (the default provider).

// The auto-open tests pause the page's clock before they navigate, and a server-rendered page's loader
// waits on timers and frames (docs/decisions/067): `goto` returns at `load`, as it did before.
test.use({ gotoWaitsForHydration: false });

const GENERIC_WELCOME = "Hi! I'm June — your personal wedding planner ✨ How can I help you today?";
const FAILURE = "I'm having trouble responding right now. Please try again in a moment! 💭";

const chat = (page: Page) => page.getByRole("dialog", { name: "June" });
const launcher = (page: Page) => page.getByRole("button", { name: "Chat with June" });
const messages = (page: Page) => chat(page).getByTestId("june-message");
const replies = (page: Page) => chat(page).locator('[data-testid="june-message"][data-role="assistant"]');
const input = (page: Page) => chat(page).getByRole("textbox", { name: "Message June" });

function isoDaysFromNow(days: number) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A couple with a profile (Ava & Noah, 200 days out), signed in through the UI; auto-open already used. */
async function signInCouple(page: Page) {
  await page.addInitScript(() => localStorage.setItem("june-chat-auto-opened", "true"));
  const account = await createVerifiedAccount(page.request, "couple");
  await signInThroughUi(page, account.email, account.password);
  await expect(page).toHaveURL(/\/couple-account$/);
  await saveCoupleProfile(page, {
    partner1Name: "Ava",
    partner2Name: "Noah",
    weddingDate: isoDaysFromNow(200),
    guestCount: 120,
    cityId: "cleveland",
  });
  return account;
}

async function openChat(page: Page) {
  await waitForHydration(page); // a tap before hydration is lost
  await launcher(page).click();
  await expect(chat(page)).toBeVisible();
}

async function send(page: Page, text: string) {
  await input(page).fill(text);
  await input(page).press("Enter");
}

test("opens by itself once per browser, 8 seconds after arriving on the home page, leaving focus be", async ({
  page,
}) => {
  // Paused before navigating: with a flowing fake clock, a slow page load counted towards the 8 s.
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  await page.goto("/");
  await expect(launcher(page)).toBeVisible();
  await page.clock.runFor(7000);
  await expect(chat(page)).toBeHidden();
  // Flowing again: React reveals the lazy panel on timers and animation frames.
  await page.clock.resume();
  await page.clock.runFor(1500);
  await expect(chat(page)).toBeVisible();
  await expect(chat(page).getByText(GENERIC_WELCOME)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("june-chat-auto-opened"))).toBe("true");
  // Issue #18: opening by herself, June does not take focus from the page.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

  // Closing gives focus to the launcher.
  await chat(page).getByRole("button", { name: "Close chat" }).click();
  await expect(chat(page)).toBeHidden();
  await expect(launcher(page)).toBeFocused();

  await page.reload();
  await expect(launcher(page)).toBeVisible();
  await page.clock.runFor(20_000);
  await expect(chat(page)).toBeHidden();
});

// Issue #18: the automatic opening must not interrupt.
test("waits while the visitor types in a field, then opens without taking their focus", async ({ page }) => {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  await page.goto("/");
  const search = page.getByRole("searchbox", { name: "Find your venue" });
  await page.clock.runFor(4000);
  await search.pressSequentially("rustic barn");
  await page.clock.runFor(5000);
  await page.clock.resume();
  // Past 8 s, the visitor still in the field: June waits.
  await page.waitForTimeout(2500);
  await expect(chat(page)).toBeHidden();
  // They move on to the Search button; once they have stopped typing, June opens beside them.
  await page.keyboard.press("Tab");
  const submit = page.getByRole("search").getByRole("button", { name: "Search" });
  await expect(submit).toBeFocused();
  await expect(chat(page)).toBeVisible({ timeout: 10_000 });
  await expect(submit).toBeFocused();
  await expect(search).toHaveValue("rustic barn");
});

test("does not open by herself on someone who already opened June", async ({ page }) => {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  await page.goto("/");
  await page.clock.runFor(2000);
  await page.clock.resume();
  await openChat(page);
  await chat(page).getByRole("button", { name: "Close chat" }).click();
  await expect(chat(page)).toBeHidden();
  await page.clock.runFor(12_000);
  await page.waitForTimeout(1500);
  await expect(chat(page)).toBeHidden();
});

test.describe("a new visitor", () => {
  test.use({ returningVisitor: false });

  test("is not interrupted while the city picker is open", async ({ page }) => {
    // A flowing fake clock: the picker (a lazy chunk) reveals on React's timers.
    await page.clock.install();
    await page.goto("/");
    const picker = page.getByRole("dialog", { name: "Welcome! Where are you planning your wedding?" });
    await expect(picker).toBeVisible();
    await page.clock.runFor(9000);
    await page.waitForTimeout(2500);
    await expect(chat(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("june-chat-auto-opened"))).toBeNull();
    await picker.getByRole("button", { name: /Nashville/ }).click();
    await expect(picker).toBeHidden();
    await expect(chat(page)).toBeVisible({ timeout: 10_000 });
    expect(await page.evaluate(() => document.activeElement?.closest("#june-chat-panel") ?? null)).toBeNull();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** Arrives on the home page and lets the 8 s pass (clock paused first: a slow load must not count). */
  async function arriveAndWaitEightSeconds(page: Page) {
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1000);
    await page.goto("/");
    await page.clock.runFor(8000);
    await page.clock.resume();
  }

  test("June invites with a small note instead of covering the page, and a tap opens the chat", async ({
    page,
  }) => {
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1000);
    await page.goto("/");
    await expect(launcher(page)).toBeVisible();
    await page.clock.runFor(8000);
    await page.clock.resume();
    const invitation = page.getByTestId("june-invitation");
    await expect(invitation).toBeVisible();
    await expect(invitation).toContainText(GENERIC_WELCOME);
    // Not the full-screen panel, and nobody's focus moved.
    await expect(chat(page)).toHaveCount(0);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("june-chat-auto-opened"))).toBe("true");
    // A note, not a panel: narrower than the screen.
    expect((await invitation.boundingBox())!.width).toBeLessThanOrEqual(300);

    await invitation.getByRole("button", { name: "Start a chat" }).click();
    await expect(chat(page)).toBeVisible();
    await expect(invitation).toBeHidden();
    await chat(page).getByRole("button", { name: "Close chat" }).click();
    await expect(chat(page)).toBeHidden();

    // Once per browser: no second invitation.
    await page.reload();
    await page.clock.runFor(20_000);
    await expect(invitation).toHaveCount(0);
  });

  test("the cross puts the invitation away", async ({ page }) => {
    await arriveAndWaitEightSeconds(page);
    const invitation = page.getByTestId("june-invitation");
    await invitation.getByRole("button", { name: "Not now" }).click();
    await expect(invitation).toHaveCount(0);
    await expect(chat(page)).toHaveCount(0);
  });

  test("the invitation steps aside when the visitor goes to type in the hero's search", async ({ page }) => {
    await arriveAndWaitEightSeconds(page);
    const invitation = page.getByTestId("june-invitation");
    await expect(invitation).toBeVisible();
    await page.locator("main input").first().focus();
    await expect(invitation).toHaveCount(0);
    await expect(chat(page)).toHaveCount(0);
    await expect(launcher(page)).toBeVisible();
  });
});

for (const width of [1280, 390]) {
  test(`with June open there is one banner landmark and axe finds nothing serious (${width} px)`, async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem("june-chat-auto-opened", "true"));
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/venues");
    await openChat(page);
    await expect(page.getByRole("banner")).toHaveCount(1);
    const { violations } = await axeOn(page)
      .options({ resultTypes: ["violations"] })
      .analyze();
    expect(
      violations
        .filter((v) => v.impact === "serious" || v.impact === "critical" || v.id.startsWith("landmark"))
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  });
}

test("signed out: the generic welcome, no sending, sign-in links", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("june-chat-auto-opened", "true"));
  await page.goto("/venues");
  await openChat(page);
  await expect(messages(page)).toHaveCount(1);
  await expect(chat(page).getByText(GENERIC_WELCOME)).toBeVisible();
  await expect(input(page)).toBeDisabled();
  const prompt = chat(page).getByTestId("june-sign-in-prompt");
  await expect(prompt.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
  await expect(prompt.getByRole("link", { name: "create a free account" })).toHaveAttribute(
    "href",
    "/signup/couple",
  );
  await expect(prompt.getByRole("link", { name: "Meet June" })).toHaveAttribute("href", "/ai-planner");
  await chat(page).getByRole("button", { name: "Close chat" }).click();
  await expect(chat(page)).toBeHidden();
});

test("a couple gets a personalised welcome, sends a message, sees the streamed reply, and finds it after reload", async ({
  page,
}) => {
  await signInCouple(page);
  await openChat(page);
  await expect(messages(page).first()).toContainText("Hi Ava & Noah! I'm June");
  await expect(messages(page).first()).toContainText("200 days away — plenty of time");

  // Empty input does not send.
  await input(page).press("Enter");
  await expect(messages(page)).toHaveCount(1);

  // Shift+Enter is a new line, Enter sends.
  await input(page).fill("How many days until");
  await input(page).press("Shift+Enter");
  await input(page).pressSequentially("our wedding?");
  await expect(input(page)).toHaveValue("How many days until\nour wedding?");
  await input(page).press("Enter");
  await expect(input(page)).toHaveValue("");
  const reply = replies(page).nth(1);
  await expect(reply).toContainText("200");
  await expect(reply.getByTestId("june-meta")).toContainText("built-in planner");
  await expect(chat(page).getByRole("button", { name: "Send" })).toBeVisible();

  await page.reload();
  await openChat(page);
  // History, oldest first (no welcome: the stored messages replace it).
  await expect(messages(page)).toHaveCount(2);
  await expect(messages(page).nth(0)).toHaveAttribute("data-role", "user");
  await expect(messages(page).nth(0)).toContainText("How many days until");
  await expect(messages(page).nth(1)).toContainText("200");
});

test("history shows the last 20 messages, oldest first; clear chat empties it", async ({ page }) => {
  // Eleven full replies stream word by word before the widget is even opened.
  test.setTimeout(90_000);
  await signInCouple(page);
  // 11 exchanges = 22 stored messages, sent through the API (the e2e server lifts the per-minute limit).
  for (let n = 1; n <= 11; n++) {
    const res = await page.request.post("/api/june/messages", {
      data: { text: `Question number ${n}` },
      headers: sameOrigin(page),
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  await page.goto("/venues");
  await openChat(page);
  await expect(messages(page)).toHaveCount(20);
  // Messages 1–2 (question 1 and its reply) are older than the last 20.
  await expect(messages(page).first()).toContainText("Question number 2");
  await expect(messages(page).nth(18)).toContainText("Question number 11");
  await expect(chat(page).getByText("Question number 1", { exact: true })).toHaveCount(0);

  await chat(page).getByRole("button", { name: "Clear chat" }).click();
  await chat(page).getByRole("button", { name: "Yes, clear it" }).click();
  await expect(messages(page)).toHaveCount(1);
  await expect(messages(page).first()).toContainText("Hi Ava & Noah! I'm June");
  await page.reload();
  await openChat(page);
  await expect(messages(page)).toHaveCount(1);
  await expect(messages(page).first()).toContainText("Hi Ava & Noah! I'm June");
});

test("an attached image gets a palette from its colours", async ({ page }) => {
  await signInCouple(page);
  await openChat(page);
  const png = await sharp({
    create: { width: 96, height: 96, channels: 3, background: { r: 183, g: 110, b: 121 } },
  })
    .png()
    .toBuffer();
  await chat(page)
    .locator('input[type="file"]')
    .setInputFiles({ name: "dress.png", mimeType: "image/png", buffer: png });
  await expect(chat(page).getByRole("img", { name: "Attachment to send" })).toBeVisible();
  // Only an image: the default question is sent with it.
  await chat(page).getByRole("button", { name: "Send" }).click();
  await expect(messages(page).nth(1)).toContainText("What can you tell me about this image?");
  await expect(chat(page).getByRole("img", { name: "Your attachment" })).toBeVisible();
  await expect(replies(page).nth(1)).toContainText(/palette|colou?r/i);
});

test.describe("failures", () => {
  test.use({ allowConsoleErrors: [/status of 500/] });

  test("a failed reply shows the spec's message and Retry sends it again", async ({ page }) => {
    await signInCouple(page);
    await openChat(page);
    await page.route("**/api/june/messages", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: '{"error":{"code":"INTERNAL","message":"x"}}',
      }),
    );
    await send(page, "What should we do this month?");
    await expect(replies(page).last().getByText(FAILURE, { exact: true })).toBeVisible();
    const retry = chat(page).getByRole("button", { name: "Retry" });
    await expect(retry).toBeVisible();

    await page.unroute("**/api/june/messages");
    await retry.click();
    await expect(retry).toBeHidden();
    await expect(chat(page).getByText(FAILURE)).toHaveCount(0);
    await expect(replies(page).last().getByTestId("june-meta")).toContainText("built-in planner");
    await expect(chat(page).getByText("What should we do this month?")).toHaveCount(1);
  });
});
