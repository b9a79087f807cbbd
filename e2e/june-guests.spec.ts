import type { Page } from "@playwright/test";
import type { GuestList } from "../src/shared/schemas/guests";
import {
  createVerifiedAccount,
  expect,
  sameOrigin,
  saveCoupleProfile,
  signInThroughUi,
  test,
} from "./fixtures";

// June adds guests after the couple confirms in the chat (issue #12), with the built-in planner engine.

const chat = (page: Page) => page.getByRole("dialog", { name: "June" });
const replies = (page: Page) => chat(page).locator('[data-testid="june-message"][data-role="assistant"]');
const input = (page: Page) => chat(page).getByRole("textbox", { name: "Message June" });

async function send(page: Page, text: string) {
  await input(page).fill(text);
  await input(page).press("Enter");
}

/** The newest reply, pinned: later replies must not move the locator. */
async function latestReply(page: Page, text: string) {
  await expect(replies(page).last()).toContainText(text);
  return replies(page).nth((await replies(page).count()) - 1);
}

async function guestList(page: Page): Promise<GuestList> {
  const res = await page.request.get("/api/guests");
  expect(res.status()).toBe(200);
  return (await res.json()) as GuestList;
}

test("a couple asks June to add a household, confirms, and it is on their guest list", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("june-chat-auto-opened", "true"));
  const account = await createVerifiedAccount(page.request, "couple");
  await signInThroughUi(page, account.email, account.password);
  await expect(page).toHaveURL(/\/couple-account$/);
  await saveCoupleProfile(page, {
    partner1Name: "Ava",
    partner2Name: "Noah",
    weddingDate: null,
    guestCount: 120,
    cityId: "cleveland",
  });
  for (const name of ["Ceremony", "Rehearsal Dinner"]) {
    const res = await page.request.post("/api/guests/events", { data: { name }, headers: sameOrigin(page) });
    expect(res.status()).toBe(201);
  }
  const rehearsal = (await guestList(page)).events.find((e) => e.name === "Rehearsal Dinner")!;

  await page.getByRole("button", { name: "Chat with June" }).click();
  await expect(chat(page)).toBeVisible();

  // The proposal: nothing is written until the couple confirms.
  await send(page, "Add Chris and Sam Lee to the rehearsal dinner");
  const proposal = await latestReply(
    page,
    "Shall I add Chris Lee and Sam Lee to your guest list as one household (“Chris & Sam Lee”), invited to Rehearsal Dinner? Please confirm below — nothing is added until you do.",
  );
  await expect(proposal.getByText("Add to your guest list as Chris & Sam Lee:")).toBeVisible();
  await expect(proposal.getByRole("listitem")).toHaveText(["Chris Lee", "Sam Lee"]);
  await expect(proposal.getByText("Invited to Rehearsal Dinner.")).toBeVisible();
  await expect(proposal.getByTestId("june-meta")).toContainText(
    "Suggested adding 2 guests to your guest list",
  );
  expect((await guestList(page)).households).toEqual([]);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`june-add-guests-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await proposal.getByRole("button", { name: "Confirm" }).click();
  await expect(proposal.getByText("Added Chris & Sam Lee to your guest list.")).toBeVisible();
  const done = replies(page).last();
  await expect(done).toContainText(
    "Done — I added Chris Lee and Sam Lee to your guest list as one household (“Chris & Sam Lee”). Invited to Rehearsal Dinner.",
  );
  await expect(done.getByRole("link", { name: "Open your guest list" })).toHaveAttribute(
    "href",
    "/planning/guest-list-manager",
  );
  await expect(done.getByTestId("june-meta")).toContainText("Added 2 guests to your guest list");

  const list = await guestList(page);
  expect(
    list.households.map((h) => [h.name, h.source, h.invitedEventIds, h.guests.map((g) => g.name)]),
  ).toEqual([["Chris & Sam Lee", "june", [rehearsal.id], ["Chris Lee", "Sam Lee"]]]);
  expect(list.counts).toMatchObject({ total: 2, pending: 2, households: 1 });

  // June counts them too, per event.
  await send(page, "How many are coming to the rehearsal dinner?");
  await expect(replies(page).last()).toContainText(
    "Rehearsal Dinner: 0 attending, 0 declined and 2 pending (2 guests invited).",
  );

  // Declining writes nothing.
  await send(page, "put Tom Baker and a plus one on the list");
  const second = await latestReply(page, "Shall I add Tom Baker");
  await expect(second.getByText("and a plus-one (named when they RSVP)")).toBeVisible();
  await second.getByRole("button", { name: "Not now" }).click();
  await expect(second.getByText("Not added: Tom Baker.")).toBeVisible();
  await expect(replies(page).last()).toContainText("No problem — I won't add Tom Baker to your guest list.");
  expect((await guestList(page)).households.map((h) => h.name)).toEqual(["Chris & Sam Lee"]);
});
