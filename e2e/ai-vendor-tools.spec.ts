import {
  createVerifiedAccount,
  DEMO_OWNER,
  DEMO_VENUE,
  DIGEST_TIMEOUT_MS,
  expect,
  mailTo,
  sameOrigin,
  saveCoupleProfile,
  signInThroughUi,
  test,
  waitForHydration,
} from "./fixtures";

// The AI tools for venue owners and vendors (issue #3, /ai-vendor-tools) on the built-in writer: the
// page, the description writer in the vendor dashboard, and a reply draft in the venue owner's inbox.

test.slow();

test("the navigation's AI Tools page explains both tools and where to find them", async ({ page }) => {
  await page.goto("/vendor-benefits");
  await page.getByRole("banner").getByRole("link", { name: "AI Tools" }).click();
  await expect(page).toHaveURL(/\/ai-vendor-tools$/);
  await expect(page).toHaveTitle(/AI tools for wedding venues and vendors/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Write less, reply faster");
  await expect(page.getByRole("heading", { name: "Listing description writer" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Inquiry reply drafts" })).toBeVisible();
  await page.getByRole("link", { name: "List your business free" }).first().click();
  await expect(page).toHaveURL(/\/signup\/vendor$/);
});

test("a vendor drafts their description with AI, uses it, undoes it and uses another version", async ({
  page,
}) => {
  const { email, password } = await createVerifiedAccount(page.request, "vendor");
  await signInThroughUi(page, email, password);
  await expect(page).toHaveURL(/\/vendor-account$/);
  await page.goto("/vendor-dashboard");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Create your listing", level: 1 })).toBeVisible();

  const writerToggle = page.getByRole("button", { name: "Write with AI" });
  await writerToggle.click();
  await expect(writerToggle).toHaveAttribute("aria-expanded", "true");
  // Without a name the writer says what to fill in first.
  await page.getByLabel("Business name").fill("");
  await page.getByRole("button", { name: "Write a draft" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Add your business name first, so the writer knows who you are.",
  );

  const name = `Moss and Lantern ${Date.now().toString(36)}`;
  await page.getByLabel("Business name").fill(name);
  await page.getByLabel("Category").selectOption({ label: "Photographers" });
  await page.getByLabel("Based in").selectOption({ label: "Columbus, OH" });
  await page.getByLabel("Service area").fill("Columbus and all of Central Ohio");
  await page.getByLabel("Starting price (USD)").fill("2600");
  const description = page.getByLabel("About your business");
  await description.fill("We take photos.");

  await page.getByText("Elegant", { exact: true }).click();
  await page.getByLabel("Anything to include? (optional)").fill("mention that we now offer drone coverage");
  await page.getByRole("button", { name: "Write a draft" }).click();
  const draft = page.getByRole("region", { name: "Draft description" });
  await expect(draft).toContainText(
    `${name} is a Columbus photographer of considered, personal service: we photograph weddings`,
  );
  await expect(draft).toContainText("We work across Columbus and all of Central Ohio.");
  await expect(draft).toContainText("Pricing starts at $2,600.");
  await expect(draft).toContainText("We now offer drone coverage.");
  const first = (await draft.textContent())!.trim();

  await page.getByRole("button", { name: "Use this description" }).click();
  await expect(description).toHaveValue(first);
  await expect(page.getByText("Your description now holds this draft.")).toBeVisible();
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(description).toHaveValue("We take photos.");

  await page.getByRole("button", { name: "Try another version" }).click();
  await expect(page.getByRole("button", { name: "Use this description" })).toBeVisible();
  const second = (await draft.textContent())!.trim();
  expect(second).not.toBe(first);
  await page.getByRole("button", { name: "Use this description" }).click();
  await expect(description).toHaveValue(second);
  await expect(page.getByText(/characters\.$/).first()).toBeVisible();
});

test("a venue owner drafts a reply to an inquiry with AI, edits it and sends it", async ({
  page,
  browser,
}) => {
  const couple = await createVerifiedAccount(page.request, "couple");
  await signInThroughUi(page, couple.email, couple.password);
  const partner = `Rowan${Date.now() % 1_000_000}`;
  await saveCoupleProfile(page, {
    partner1Name: partner,
    partner2Name: "Sky",
    weddingDate: null,
    guestCount: 90,
    cityId: null,
  });
  const inquiry = await page.request.post("/api/inquiries", {
    headers: sameOrigin(page),
    data: {
      listingKind: "venue",
      slug: DEMO_VENUE.slug,
      guestCount: 90,
      message: "We would love an autumn wedding by the lake. What does a Saturday cost?",
    },
  });
  expect(inquiry.ok()).toBe(true);
  const coupleName = `${partner} & Sky`;
  // The couple leaves their account page, where the conversation is open and would read the reply at once.
  await page.goto("/faq");

  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await owner.addInitScript(() => localStorage.setItem("selectedCity", "cleveland"));
  await signInThroughUi(owner, DEMO_OWNER.email, DEMO_OWNER.password);
  await owner.goto("/venue-owner-dashboard");
  const inbox = owner.getByRole("region", { name: "Inquiries" });
  await inbox.getByRole("button", { name: new RegExp(coupleName) }).click();
  await expect(inbox.getByRole("heading", { level: 3, name: coupleName })).toBeVisible();

  await inbox.getByRole("button", { name: "Draft a reply with AI" }).click();
  await inbox.getByLabel("Anything to include? (optional)").fill("Autumn Saturdays are our favourite");
  await inbox.getByRole("button", { name: "Write a draft" }).click();
  const draft = inbox.getByRole("region", { name: "Draft reply" });
  // The greeting varies by inquiry (issue #18); the couple's question about cost is answered first.
  const greeting = new RegExp(`^(Hi|Hello) ${partner} and Sky,`);
  await expect(draft).toContainText(new RegExp(`(Hi|Hello) ${partner} and Sky,`));
  await expect(draft).toContainText(/Our prices start at \$[\d,]+/);
  await expect(draft).toContainText("90 guests fits comfortably");
  await expect(draft).toContainText("Autumn Saturdays are our favourite.");
  await expect(draft).toContainText(`/book-tour?venue=${DEMO_VENUE.slug}`);
  await inbox.getByRole("button", { name: "Use this reply" }).click();

  const replyBox = inbox.getByLabel(`Reply to ${coupleName}`);
  await expect(replyBox).toHaveValue(greeting);
  // Nothing was sent yet: the owner edits, then sends.
  await replyBox.press("End");
  // In the conversation (issue #13) Enter sends: Shift+Enter starts the new line.
  await replyBox.press("Shift+Enter");
  await replyBox.pressSequentially("P.S. Parking is free.");
  await inbox.getByRole("button", { name: "Send", exact: true }).click();
  await expect(inbox.getByRole("log", { name: "Conversation" }).getByText(greeting)).toBeVisible();
  await ownerContext.close();

  // The couple was away: the reply reaches them in the conversations' digest, which quotes its start.
  const toCouple = await mailTo(
    page.request,
    couple.email,
    `1 new message from ${DEMO_VENUE.name}`,
    DIGEST_TIMEOUT_MS,
  );
  expect(toCouple.text).toMatch(new RegExp(`(Hi|Hello) ${partner} and Sky,`));
  await page.goto("/couple-account");
  await expect(
    page.getByRole("region", { name: "Your inquiries" }).getByRole("log", { name: "Conversation" }),
  ).toContainText("P.S. Parking is free.");
});
