import { DEMO_OWNER, DEMO_VENDOR, expect, signInThroughUi, test } from "./fixtures";

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
