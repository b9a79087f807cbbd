import { axeOn } from "./support/axe";
import sharp from "sharp";
import type { APIRequestContext, Page } from "@playwright/test";
import {
  createVerifiedAccount,
  expect,
  sameOrigin,
  saveCoupleProfile,
  signInThroughUi,
  test,
  waitForHydration,
  type Mail,
} from "./fixtures";

// Two browsers, uploads and the digest's clock: three times the default budget.
test.beforeEach(() => test.slow());

const photo = (width = 1200, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: { r: 196, g: 170, b: 150 } } })
    .png()
    .toBuffer();

/** A vendor with a published listing of their own, made through the API. */
async function publishListing(page: Page, email: string) {
  const upload = await page.request.post("/api/uploads", {
    headers: sameOrigin(page),
    multipart: { file: { name: "work.png", mimeType: "image/png", buffer: await photo() } },
  });
  expect(upload.ok()).toBe(true);
  const { src } = (await upload.json()) as { src: string };
  const name = `Golden Hour Strings ${Date.now().toString(36)}`;
  const created = await page.request.post("/api/owner/vendor-listing", {
    headers: sameOrigin(page),
    data: {
      businessName: name,
      categorySlug: "djband",
      cityId: "cleveland",
      serviceArea: "Greater Cleveland",
      tagline: "",
      description:
        "A string quartet for ceremonies and cocktail hours: classics, film scores and pop songs arranged for strings, played live.",
      priceFrom: 1200,
      priceTier: 2,
      packages: [],
      photos: [{ src, alt: "The quartet playing" }],
      contactEmail: email,
      contactPhone: "",
      website: "",
      publish: true,
    },
  });
  expect(created.status()).toBe(201);
  const { listing } = (await created.json()) as { listing: { slug: string } };
  return { name, slug: listing.slug };
}

async function mailsTo(request: APIRequestContext, to: string): Promise<Mail[]> {
  const all = (await (await request.get("/api/dev/mailbox")).json()) as Mail[];
  return all.filter((m) => m.to === to);
}

/**
 * Waits until just after a digest run has started (runs start on multiples of CHAT_DIGEST_EVERY_MS,
 * playwright.config.ts), so messages sent now all fall due before the same later run: a burst is never
 * split between two runs by chance.
 */
async function justAfterDigestRun(everyMs = 2000) {
  const wait = (everyMs - (Date.now() % everyMs) + 400) % everyMs;
  await new Promise((r) => setTimeout(r, wait));
}

test("a couple and a vendor chat live: typing, Seen, the unread badge, a photo, and one batched mail", async ({
  page,
  browser,
}) => {
  // The couple, in the test's own browser.
  const couple = await createVerifiedAccount(page.request, "couple");
  await signInThroughUi(page, couple.email, couple.password);
  const partner = `Juniper${Date.now() % 1_000_000}`;
  await saveCoupleProfile(page, {
    partner1Name: partner,
    partner2Name: "Rey",
    weddingDate: null,
    guestCount: 80,
    cityId: null,
  });
  const coupleName = `${partner} & Rey`;

  // The vendor, in a browser of their own.
  const vendorContext = await browser.newContext();
  const vendor = await vendorContext.newPage();
  await vendor.addInitScript(() => localStorage.setItem("selectedCity", "cleveland"));
  const vendorAccount = await createVerifiedAccount(vendor.request, "vendor");
  await signInThroughUi(vendor, vendorAccount.email, vendorAccount.password);
  const listing = await publishListing(vendor, vendorAccount.email);

  const created = await page.request.post("/api/inquiries", {
    headers: sameOrigin(page),
    data: {
      listingKind: "vendor",
      slug: listing.slug,
      message: "Could you play our ceremony in the garden next autumn? We'd love a quartet.",
    },
  });
  expect(created.status()).toBe(201);
  const { id: inquiryId } = (await created.json()) as { id: string };

  // Both open the inquiry's conversation.
  await page.goto("/couple-account");
  await waitForHydration(page);
  const mine = page.getByRole("region", { name: "Your inquiries" });
  const coupleLog = mine.getByRole("log", { name: "Conversation" });
  await expect(coupleLog.getByText("We'd love a quartet.", { exact: false })).toBeVisible();
  const coupleBox = mine.getByLabel(`Message ${listing.name}`);
  /** Sends with Enter and waits until it is stored: the composer takes one message at a time. */
  async function coupleSends(text: string) {
    await coupleBox.fill(text);
    await coupleBox.press("Enter");
    await expect(coupleBox).toHaveValue("");
    await expect(mine.getByRole("button", { name: "Send", exact: true })).toBeEnabled();
  }

  await vendor.goto("/vendor-dashboard");
  await waitForHydration(vendor);
  const inbox = vendor.getByRole("region", { name: "Inquiries" });
  await inbox.getByRole("button", { name: new RegExp(coupleName) }).click();
  const vendorLog = inbox.getByRole("log", { name: "Conversation" });
  await expect(vendorLog.getByText("We'd love a quartet.", { exact: false })).toBeVisible();
  const vendorBox = inbox.getByLabel(`Reply to ${coupleName}`);

  // An empty message is refused with a reason.
  await coupleBox.press("Enter");
  await expect(mine.getByText("Write a message.")).toBeVisible();

  // Typing shows on the other side, then the message arrives there without a reload.
  await coupleBox.pressSequentially("Is the first Saturday of October free?");
  await expect(inbox.getByText(`${coupleName} is typing…`)).toBeVisible();
  await expect(mine.getByText("Write a message.")).toBeHidden();
  await coupleBox.press("Enter");
  await expect(coupleBox).toHaveValue("");
  await expect(vendorLog.getByText("Is the first Saturday of October free?")).toBeVisible();
  await expect(inbox.getByText(`${coupleName} is typing…`)).toBeHidden();

  // The vendor has the thread open: the couple sees "Seen" under their message.
  await expect(coupleLog.getByText("Seen", { exact: true })).toBeVisible();

  // Shift+Enter makes a new line; Enter sends.
  await vendorBox.fill("It is!");
  await vendorBox.press("Shift+Enter");
  await vendorBox.pressSequentially("Shall we hold it for you?");
  await expect(vendorBox).toHaveValue("It is!\nShall we hold it for you?");
  await vendorBox.press("Enter");
  await expect(coupleLog.getByText("Shall we hold it for you?")).toBeVisible();
  await expect(vendorLog.getByText("Seen", { exact: true })).toBeVisible();

  // Away from the inbox, the vendor's navigation counts new messages live; the badge leads back and clears.
  await vendor.goto("/vendor-account");
  await waitForHydration(vendor);
  await coupleSends("Yes please!");
  const badge = (n: number) => vendor.getByRole("link", { name: `${n} unread message${n === 1 ? "" : "s"}` });
  await expect(badge(1)).toBeVisible();
  await coupleSends("And could you learn our song?");
  await expect(badge(2)).toBeVisible();
  await badge(2).click();
  await expect(vendor).toHaveURL(new RegExp(`/vendor-dashboard\\?inquiry=${inquiryId}$`));
  await expect(vendorLog.getByText("And could you learn our song?")).toBeVisible();
  await expect(vendor.getByRole("link", { name: /unread message/ })).toHaveCount(0);

  // A photo: uploaded when chosen, removable, sent with the message; it opens full size on the other side.
  await inbox.locator('input[type="file"]').setInputFiles({
    name: "quartet.png",
    mimeType: "image/png",
    buffer: await photo(800, 600),
  });
  const chips = inbox.getByRole("list", { name: "Attachments" });
  await expect(chips.getByText("quartet.png")).toBeVisible();
  await expect(chips.getByText(/KB|MB/)).toBeVisible();
  await vendorBox.fill("Here we are last June.");
  await inbox.getByRole("button", { name: "Send", exact: true }).click();
  await expect(chips).toBeHidden();
  await expect(coupleLog.getByText("Here we are last June.")).toBeVisible();
  await coupleLog.getByRole("button", { name: "Open the photo full size" }).click();
  await expect(page.getByRole("dialog", { name: "Photo" })).toBeVisible();
  await page.getByRole("dialog", { name: "Photo" }).getByRole("button", { name: "Close" }).click();

  // The vendor leaves; several messages later they get ONE mail listing them all.
  await vendorContext.close();
  await justAfterDigestRun();
  const burst = ["We also need a cellist for dinner.", "Maybe a harp?", "Let us know the price."];
  // Written in a quick burst (through the API, as a fast typist's Enter would): the digest's batching
  // is the subject here; the composer sent every message above.
  for (const text of burst) {
    const sent = await page.request.post(`/api/conversations/inquiry:${inquiryId}/messages`, {
      headers: sameOrigin(page),
      data: { body: text, attachmentIds: [] },
    });
    expect(sent.status()).toBe(201);
  }
  for (const text of burst) await expect(coupleLog.getByText(text)).toBeVisible();
  let digest: Mail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(page.request, vendorAccount.email);
        const about = mails.filter((m) => burst.some((text) => m.text.includes(text)));
        digest = about[0];
        return about.map((m) => m.subject);
      },
      { timeout: 20_000 },
    )
    .toEqual([`3 new messages from ${coupleName}`]);
  expect(digest!.text).toContain(`${coupleName} about ${listing.name}: 3 new messages from ${coupleName}`);
  expect(digest!.text).toContain("“Let us know the price.”");
  expect(digest!.text).toContain("/vendor-dashboard");

  // On a phone (390 px) the conversation fits the screen and passes axe.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(coupleBox).toBeVisible();
  const { violations } = await axeOn(page).include("#main").analyze();
  expect(
    violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id),
  ).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test.describe("the couple's group chat", () => {
  test.use({ allowConsoleErrors: [/404/] });
  test("shows the couple and its people, sends live, and is not found for anyone else", async ({ page }) => {
    const couple = await createVerifiedAccount(page.request, "couple");
    await signInThroughUi(page, couple.email, couple.password);
    const partner = `Marlow${Date.now() % 1_000_000}`;
    await saveCoupleProfile(page, {
      partner1Name: partner,
      partner2Name: "Ash",
      weddingDate: null,
      guestCount: null,
      cityId: null,
    });
    const me = (await (await page.request.get("/api/me")).json()) as { user: { id: string } };

    await page.goto(`/contributor/${me.user.id}/chat`);
    await waitForHydration(page);
    await expect(page).toHaveTitle(/^Wedding chat/);
    await expect(page.getByRole("heading", { level: 1, name: `${partner} & Ash's wedding` })).toBeVisible();
    await expect(
      page.getByRole("list", { name: "People in this chat" }).getByText(`${partner} & Ash (you)`),
    ).toBeVisible();
    await expect(
      page.getByText("No messages yet. Start the conversation: plans, questions, photos."),
    ).toBeVisible();
    const box = page.getByLabel("Message the group");
    await box.fill("Welcome, everyone! The seating chart is next.");
    await box.press("Enter");
    const log = page.getByRole("log", { name: "Conversation" });
    await expect(log.getByText("Welcome, everyone! The seating chart is next.")).toBeVisible();
    await expect(log.getByText("Today")).toBeAttached();
    await page.reload();
    await expect(log.getByText("Welcome, everyone! The seating chart is next.")).toBeVisible();

    // Another couple's chat, or one that does not exist: the same "not found".
    await page.goto("/contributor/someone-else/chat");
    await expect(page.getByRole("heading", { level: 1, name: "We couldn't find this chat" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to My Account" })).toHaveAttribute(
      "href",
      "/couple-account",
    );
  });
});
