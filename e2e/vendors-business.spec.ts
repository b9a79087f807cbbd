import sharp from "sharp";
import type { Page } from "@playwright/test";
import { createVerifiedAccount, expect, sameOrigin, signInThroughUi, test, uniqueEmail } from "./fixtures";

type Mail = { to: string; subject: string; text: string };
type VendorPage = { items: { slug: string; businessName: string }[] };

// Long flows on a shared machine: each test gets three times the default budget.
test.beforeEach(() => test.slow());

const photo = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 196, g: 170, b: 150 } } })
    .png()
    .toBuffer();

test("a new vendor creates, publishes and sees their listing with its packages", async ({ page }) => {
  const { email, password } = await createVerifiedAccount(page.request, "vendor");
  await signInThroughUi(page, email, password);
  await expect(page).toHaveURL(/\/vendor-account$/);
  // A vendor without a listing is led to create it (issue #18: the account page leads with the dashboard).
  await page.getByRole("link", { name: "Create your listing" }).click();
  await expect(page.getByRole("heading", { name: "Create your listing", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Claim your listing" })).toHaveAttribute(
    "href",
    "/vendor/claim",
  );

  const name = `Petal and Pine ${Date.now().toString(36)}`;
  await page.getByLabel("Business name").fill(name);
  await page.getByLabel("Category").selectOption({ label: "Florists" });
  await page.getByLabel("Based in").selectOption({ label: "Nashville, TN" });
  await page.getByLabel("Service area").fill("Nashville and Middle Tennessee");
  await page.getByLabel("Tagline").fill("Garden-style florals, grown nearby");

  // Validation shows next to the field before anything is sent.
  await page.getByLabel("About your business").fill("Too short.");
  await page.getByRole("button", { name: "Create and publish" }).click();
  await expect(page.getByText("Tell couples a little more (at least 80 characters).")).toBeVisible();
  await expect(page.getByText("Add at least one photo.")).toBeVisible();
  await page
    .getByLabel("About your business")
    .fill(
      "We design loose, garden-style arrangements with flowers from farms around Nashville. Every wedding starts with a walk through the season's blooms.",
    );
  await page.getByLabel("Starting price (USD)").fill("1800");

  await page.getByRole("button", { name: "Add a package" }).click();
  const first = page.getByRole("group", { name: "Package 1" });
  await first.getByLabel("Package name").fill("Elopement");
  await first.getByLabel("Price (USD)").fill("450");
  await first.getByLabel("What's included").fill("A bouquet and a boutonnière.");
  await page.getByRole("button", { name: "Add a package" }).click();
  const second = page.getByRole("group", { name: "Package 2" });
  await second.getByLabel("Package name").fill("Full day");
  await second.getByLabel("Price (USD)").fill("3200");
  await second.getByLabel("What's included").fill("Ceremony, reception and personal flowers.");
  await expect(page.getByText("2 of 8")).toBeVisible();

  await page
    .locator("#listing-photos")
    .setInputFiles({ name: "peonies-on-linen.png", mimeType: "image/png", buffer: await photo() });
  await expect(page.getByLabel("Describe photo 1 (for screen readers)")).toHaveValue("peonies on linen");

  await page.getByRole("button", { name: "Create and publish" }).click();
  await expect(page.getByText("Your listing is live")).toBeVisible();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByTestId("listing-status")).toHaveText("Published");
  await expect(page.getByText("Views · 30 days")).toBeVisible();

  await page.getByRole("link", { name: "View my page" }).click();
  await expect(page).toHaveURL(/\/vendor\/petal-and-pine-[a-z0-9]+-nashville$/);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Packages and pricing" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Elopement" })).toBeVisible();
  await expect(page.getByText("$450")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Full day" })).toBeVisible();
  await expect(page.getByText("$3,200")).toBeVisible();
});

test("a Founding 50 application shows the thank-you panel and mails the applicant", async ({ page }) => {
  const email = uniqueEmail("founder");
  await page.goto("/founding-50");
  await expect(page.getByRole("heading", { name: /Fifty vendors/ })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("founding-spots")).toHaveText(/^\d+$/);
  await expect(page.getByText(/of 50 spots left|applications just opened/)).toBeVisible();

  const form = page.getByRole("form", { name: "Founding 50 application" });
  await form.getByLabel("Business name").fill("Maple & Rye Catering");
  await form.getByLabel("Your name").fill("Jordan Ellis");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Category").selectOption({ label: "Caterers" });
  await form.getByLabel("City").selectOption({ label: "Cincinnati, OH" });
  await form.getByLabel("Years in business").fill("7");
  await form.getByLabel("Weddings per year").fill("45");
  await form.getByLabel("Why do you want to be a founding vendor?").fill("Seasonal menus.");
  await form.getByRole("button", { name: "Send my application" }).click();
  await expect(page.getByText("Tell us a little more (at least 40 characters).")).toBeVisible();
  await form
    .getByLabel("Why do you want to be a founding vendor?")
    .fill("We cook seasonal Ohio menus and want to help shape a marketplace that is kind to vendors.");
  await form.getByRole("button", { name: "Send my application" }).click();

  await expect(page.getByRole("heading", { name: "Thank you — your application is in" })).toBeVisible();
  await expect(page.getByText(`We sent a confirmation to ${email}.`)).toBeVisible();
  await expect
    .poll(async () => {
      const mails = (await (await page.request.get("/api/dev/mailbox")).json()) as Mail[];
      return mails.find((m) => m.to === email)?.subject;
    })
    .toBe("We received your Founding 50 application");
});

test("a friendor recommendation appears on the recommended vendor's profile", async ({ page }) => {
  const { email, password } = await createVerifiedAccount(page.request, "vendor");
  await signInThroughUi(page, email, password);
  await expect(page).toHaveURL(/\/vendor-account$/);

  // A published listing of our own, made through the API (the dashboard has its own test above).
  const upload = await page.request.post("/api/uploads", {
    headers: sameOrigin(page),
    multipart: { file: { name: "work.png", mimeType: "image/png", buffer: await photo() } },
  });
  expect(upload.ok()).toBe(true);
  const { src } = (await upload.json()) as { src: string };
  const name = `Lantern Light Films ${Date.now().toString(36)}`;
  const created = await page.request.post("/api/owner/vendor-listing", {
    headers: sameOrigin(page),
    data: {
      businessName: name,
      categorySlug: "videographers",
      cityId: "cincinnati",
      serviceArea: "Cincinnati and Northern Kentucky",
      tagline: "",
      description:
        "Documentary wedding films with honest sound: vows, toasts and the quiet moments between them, edited into a film you will rewatch.",
      priceFrom: 2400,
      priceTier: 2,
      packages: [],
      photos: [{ src, alt: "Our work" }],
      contactEmail: email,
      contactPhone: "",
      website: "",
      publish: true,
    },
  });
  expect(created.status()).toBe(201);

  const found = (await (
    await page.request.get("/api/vendors?city=cincinnati&category=bakers&sort=name&pageSize=1")
  ).json()) as VendorPage;
  const target = found.items[0]!;

  await page.goto("/friendors");
  await expect(page.getByRole("heading", { name: "Recommend a fellow pro" })).toBeVisible();
  await page.getByLabel("Find a vendor to recommend").fill(target.businessName);
  await page.getByRole("button", { name: `Recommend ${target.businessName}`, exact: true }).click();
  const note = "They made the cake of our dreams and delivered it an hour early.";
  await page.getByLabel("A few words for couples (optional)").fill(note);
  await page
    .getByRole("button", { name: `Recommend ${target.businessName}`, exact: true })
    .last()
    .click();
  await expect(page.getByText(`You now recommend ${target.businessName}`)).toBeVisible();
  const mine = page.getByRole("list", { name: "Vendors you recommend" });
  await expect(mine).toContainText(target.businessName);
  await expect(mine).toContainText(note);

  await page.goto(`/vendor/${target.slug}`);
  const section = page.getByRole("heading", { name: "Recommended by fellow pros" });
  await expect(section).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: name });
  await expect(card).toContainText("Videographers · Cincinnati, OH");
  await expect(card).toContainText(note);
  await expect(card.getByRole("link", { name })).toHaveAttribute("href", /^\/vendor\/lantern-light-films-/);
});

test.describe("the Founding 50 spots at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** The page with the stats the API answers, so each state is shown whatever other tests accepted. */
  async function openWithStats(page: Page, stats: { total: number; accepted: number; spotsLeft: number }) {
    await page.route("**/api/founding/stats", (route) => route.fulfill({ json: stats }));
    await page.goto("/founding-50");
    await expect(page.getByTestId("founding-spots")).toBeVisible();
  }

  test("before the first founder: applications just opened, and no empty bar", async ({ page }) => {
    await openWithStats(page, { total: 50, accepted: 0, spotsLeft: 50 });
    await expect(page.getByTestId("founding-spots")).toHaveText("50");
    await expect(page.getByText("founding spots — applications just opened", { exact: true })).toBeVisible();
    await expect(page.getByText(/of 50 spots left/)).toHaveCount(0);
    await expect(page.getByRole("progressbar")).toHaveCount(0);
  });

  test("once founders joined: the spots left and a bar that shows them", async ({ page }) => {
    await openWithStats(page, { total: 50, accepted: 3, spotsLeft: 47 });
    await expect(page.getByTestId("founding-spots")).toHaveText("47");
    await expect(page.getByText("of 50 spots left", { exact: true })).toBeVisible();
    const bar = page.getByRole("progressbar", { name: "Founding spots taken" });
    await expect(bar).toHaveAttribute("aria-valuenow", "3");
    await expect(bar).toHaveAttribute("aria-valuemax", "50");
  });
});
