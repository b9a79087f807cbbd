import {
  createVerifiedAccount,
  DEMO_OWNER,
  DEMO_VENDOR,
  DEMO_VENUE,
  expect,
  sameOrigin,
  saveCoupleProfile,
  signInThroughUi,
  test,
} from "./fixtures";

// Issue #18: a venue owner's and a vendor's account page (where sign-in sends them) leads with the
// dashboard at a glance — numbers, new inquiries, upcoming tours — and one clear way in, above the fold;
// business details and the password come after. The account has no second "Website" field.

const sizes = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
] as const;

const accounts = [
  {
    who: "venue owner",
    ...DEMO_OWNER,
    home: "/venue-owner-account",
    lead: "Your venues",
    lists: ["New inquiries", "Upcoming tours"],
    way: "Open dashboard",
    dashboard: "/venue-owner-dashboard",
  },
  {
    who: "vendor",
    ...DEMO_VENDOR,
    home: "/vendor-account",
    lead: "Your listing",
    lists: ["New inquiries"],
    way: "Open my dashboard",
    dashboard: "/vendor-dashboard",
  },
] as const;

for (const size of sizes)
  test.describe(`on a ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    for (const a of accounts)
      test(`the ${a.who}'s account page leads with the dashboard and one way in`, async ({ page }) => {
        await signInThroughUi(page, a.email, a.password);
        await expect(page).toHaveURL(new RegExp(`${a.home}$`));
        const main = page.getByRole("main");
        const lead = main.getByRole("region", { name: a.lead });
        await expect(lead.getByRole("definition").first()).toBeVisible(); // the numbers have loaded
        await expect(lead.getByText("Views · 30 days")).toBeVisible();
        for (const list of a.lists) await expect(main.getByRole("heading", { name: list })).toBeVisible();

        // The one way in is on the first screen, and it is the only link to the dashboard on the page.
        const way = main.getByRole("link", { name: a.way });
        await expect(way).toBeInViewport();
        await expect(main.locator(`a[href="${a.dashboard}"]`)).toHaveCount(1);

        // The dashboard comes before business details and the password.
        const order = await main
          .getByRole("heading", { level: 2 })
          .evaluateAll((hs) => hs.map((h) => h.textContent?.trim()));
        expect(order[0]).toBe(a.lead);
        expect(order.indexOf("Business details")).toBeGreaterThan(order.indexOf(a.lists[0]));
        expect(order.indexOf("Password")).toBeGreaterThan(order.indexOf("Business details"));
        // One website, on the listing: the account form has none.
        await expect(main.getByLabel("Business name")).not.toHaveValue("");
        await expect(main.getByLabel("Website")).toHaveCount(0);

        await page.screenshot({ path: `test-results/account-${a.who.replace(" ", "-")}-${size.name}.png` });
        await way.click();
        await expect(page).toHaveURL(new RegExp(`${a.dashboard}$`));
      });
  });

test.describe("with a new inquiry, on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the owner's account page shows it under New inquiries", async ({ page, browser }) => {
    const couple = await createVerifiedAccount(page.request, "couple");
    await signInThroughUi(page, couple.email, couple.password);
    const partner = `Maya${Date.now() % 1_000_000}`;
    await saveCoupleProfile(page, {
      partner1Name: partner,
      partner2Name: "Jordan",
      weddingDate: null,
      guestCount: 120,
      cityId: null,
    });
    const sent = await page.request.post("/api/inquiries", {
      headers: sameOrigin(page),
      data: {
        listingKind: "venue",
        slug: DEMO_VENUE.slug,
        guestCount: 120,
        message: "Is a Saturday in late September still open for about 120 guests?",
      },
    });
    expect(sent.ok()).toBe(true);

    const ownerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const owner = await ownerContext.newPage();
    await owner.addInitScript(() => localStorage.setItem("selectedCity", "cleveland"));
    await signInThroughUi(owner, DEMO_OWNER.email, DEMO_OWNER.password);
    const inbox = owner.getByRole("region", { name: /New inquiries/ });
    await expect(inbox.getByText(`${partner} & Jordan`)).toBeVisible();
    await expect(inbox.getByText(/120 guests — “Is a Saturday in late September/)).toBeVisible();
    await inbox.scrollIntoViewIfNeeded();
    await owner.screenshot({ path: "test-results/account-venue-owner-inquiry-phone.png" });
    await ownerContext.close();
  });
});
