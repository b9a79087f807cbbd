import {
  createVerifiedAccount,
  expect,
  sameOrigin,
  signInThroughUi,
  test,
  waitForHydration,
} from "./fixtures";

// The day-of run sheet (issue #15): the couple generates it and shares a vendor link; the vendor opens it
// signed out on a phone and confirms their times; the couple sees it without a reload; the couple's edit
// reaches the open shared view without a reload; a revoked link reads "This link is no longer valid."

test.slow();
// The revoked link's refetch answers 404 on purpose.
test.use({ allowConsoleErrors: [/status of 404/] });

test("a couple shares the run sheet with a vendor who confirms, and both pages stay current", async ({
  page,
  browser,
}) => {
  const couple = await createVerifiedAccount(page.request, "couple");
  await signInThroughUi(page, couple.email, couple.password);
  const headers = sameOrigin(page);
  expect(
    (
      await page.request.post("/api/guests/events", {
        data: { name: "Ceremony", startsAt: "15:00" },
        headers,
      })
    ).ok(),
  ).toBe(true);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/timeline/mobile/wedding-day");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Make my run sheet" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Wedding day" })).toBeVisible();
  await expect(page.getByText("15:00–15:30")).toBeVisible();
  const sheetId = page.url().split("/").pop()!;

  // A vendor on the sheet (the couple's own entry, with the DJ's name).
  expect(
    (
      await page.request.post(`/api/run-sheets/${sheetId}/entries`, {
        data: {
          startsAt: "13:00",
          endsAt: "14:30",
          title: "DJ Nova sets up",
          kind: "vendor_arrival",
          vendorName: "DJ Nova",
        },
        headers,
      })
    ).ok(),
  ).toBe(true);
  await page.reload();
  await waitForHydration(page);

  const makeLink = page.getByRole("form", { name: "Make a link" });
  await makeLink.getByLabel("For").selectOption("vendor");
  await makeLink.getByLabel("Label").fill("DJ");
  await makeLink.getByLabel("Vendor name (as on the sheet)").fill("DJ Nova");
  await makeLink.getByRole("button", { name: "Make link" }).click();
  const share = page.getByTestId("share").filter({ hasText: "DJ" });
  await expect(share.getByText("Not confirmed yet")).toBeVisible();
  const url = (await share.locator("p.truncate").textContent())!;
  await page.screenshot({ path: "test-results/run-sheet-couple-1280.png", fullPage: true });

  // The vendor, signed out, on a phone.
  const vendorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const vendor = await vendorContext.newPage();
  // A returning visitor: the city picker stays closed (as the fixture does for `page`).
  await vendor.addInitScript(() => localStorage.setItem("selectedCity", "cleveland"));
  await vendor.goto(new URL(url).pathname);
  await waitForHydration(vendor);
  await expect(vendor.getByRole("heading", { level: 1, name: "Wedding day" })).toBeVisible();
  const mine = vendor.getByTestId("shared-entry").filter({ hasText: "DJ Nova sets up" });
  await mine.getByRole("button", { name: "Confirm your times" }).click();
  await mine.getByLabel("Arrival").fill("12:45");
  await mine.getByLabel("Setup done by").fill("14:15");
  await mine.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(mine.getByText("Confirmed: arriving 12:45, set up by 14:15")).toBeVisible();
  await vendor.screenshot({ path: "test-results/run-sheet-vendor-390.png", fullPage: true });

  // The couple's page hears it, no reload.
  await expect(page.getByText("Confirmed by DJ: arriving 12:45, set up by 14:15")).toBeVisible();
  await expect(share.getByText("Confirmed 1 entry")).toBeVisible();

  // The couple edits an entry; the open shared view follows.
  await page.getByRole("button", { name: "Edit Toasts" }).click();
  const form = page.getByRole("form", { name: "Edit Toasts" });
  await form.getByLabel("What happens").fill("Speeches");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("entry").filter({ hasText: "Speeches" })).toBeVisible();
  await expect(vendor.getByTestId("shared-entry").filter({ hasText: "Speeches" })).toBeVisible();

  // Revoked: the link is no longer valid (the open view hears it too).
  await share.getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByTestId("share")).toHaveCount(0);
  await expect(vendor.getByRole("heading", { name: "This link is no longer valid." })).toBeVisible();
  await vendor.reload();
  await expect(vendor.getByRole("heading", { name: "This link is no longer valid." })).toBeVisible();
  await vendorContext.close();
});
