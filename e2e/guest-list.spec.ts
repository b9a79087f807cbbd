import type { Page } from "@playwright/test";
import { createVerifiedAccount, expect, sameOrigin, signInThroughUi, test } from "./fixtures";

// The couple's guest list manager (issue #12): CSV import with a preview, the table, bulk edits with undo,
// live updates and the printable RSVP cards.

test.slow();

async function openGuestList(page: Page) {
  const account = await createVerifiedAccount(page.request, "couple");
  await signInThroughUi(page, account.email, account.password);
  await page.goto("/planning/guest-list-manager");
  await page.locator("html[data-hydrated]").waitFor();
  await expect(page.getByRole("heading", { level: 1, name: "Guest list" })).toBeVisible();
}

const csvFile = (name: string, text: string) => ({ name, mimeType: "text/csv", buffer: Buffer.from(text) });
const counts = (page: Page) => page.getByRole("region", { name: "Guest counts" });
const count = (page: Page, label: string) => counts(page).locator(`dt:text-is("${label}") + dd`);
const nameCell = (page: Page, name: string) => page.getByRole("textbox", { name: `Name of ${name}` });

test("a couple imports the template with a bad row, fixes it, then tags, deletes and undoes in bulk", async ({
  page,
}) => {
  await openGuestList(page);
  await expect(page.getByRole("heading", { name: "Start your guest list" })).toBeVisible();
  await page.getByRole("button", { name: "Add Ceremony and Reception" }).click();
  await expect(page.getByText("Added Ceremony and Reception")).toBeVisible();
  await expect(counts(page).getByText("Ceremony", { exact: true })).toBeVisible();
  await expect(counts(page).getByText("Reception", { exact: true })).toBeVisible();

  // The template the guide offers, plus one row the importer must refuse (line 5: header + 3 examples + it).
  const template = await (await page.request.get("/api/csv-format-guide/template.csv")).text();
  // With a byte-order mark, so Excel reads it as UTF-8.
  expect(template.split(/\r?\n/)[0]).toBe(
    "\uFEFFhousehold,name,email,phone,guest_type,side,rsvp_status,meal_choice,dietary_notes,tags,notes,plus_ones,events,address,postcode",
  );
  const row = (email: string) => `The Doe household,Pat Doe,${email},,friend,both,pending,,,,,0,,,`;
  const bad = `${template.trimEnd()}\r\n${row("pat-at-example")}\r\n`;
  const fixed = `${template.trimEnd()}\r\n${row("pat@example.com")}\r\n`;

  await page.getByRole("button", { name: "Import CSV" }).first().click();
  const wizard = page.getByRole("dialog", { name: "Import guests from a CSV file" });
  await wizard.getByLabel("CSV file").setInputFiles(csvFile("guests.csv", bad));
  const problems = wizard.getByRole("list", { name: "Rows with problems" });
  await expect(problems.getByRole("listitem")).toHaveText([
    "Line 5 (Pat Doe): “pat-at-example” is not an email address.",
  ]);
  await expect(wizard.getByRole("button", { name: "Import 3 guests" })).toBeEnabled();
  await page.screenshot({ path: test.info().outputPath("import-preview-1280.png") });
  // Nothing was written by the preview.
  const before = (await (await page.request.get("/api/guests")).json()) as { counts: { total: number } };
  expect(before.counts.total).toBe(0);

  await wizard.getByLabel("CSV file").setInputFiles(csvFile("guests-fixed.csv", fixed));
  await expect(problems).toBeHidden();
  await wizard.getByRole("button", { name: "Import 4 guests" }).click();
  await expect(page.getByText("Imported 4 guests in 3 households")).toBeVisible();
  await expect(wizard).toBeHidden();

  // The list shows them.
  for (const name of ["Christopher Lee", "Maya Lee", "Jordan Smith", "Pat Doe"])
    await expect(nameCell(page, name)).toHaveValue(name);
  await expect(count(page, "Guests")).toHaveText("4");
  await expect(count(page, "Households")).toHaveText("3");
  await expect(count(page, "Attending")).toHaveText("1");

  // Inline edit: optimistic, and the counts follow the server.
  await page.getByRole("combobox", { name: "RSVP of Maya Lee" }).selectOption("attending");
  await expect(count(page, "Attending")).toHaveText("2");

  // Bulk tag.
  await page.getByRole("checkbox", { name: "Select Christopher Lee" }).check();
  await page.getByRole("checkbox", { name: "Select Maya Lee" }).check();
  const bulk = page.getByRole("region", { name: "Selected guests" });
  await expect(bulk.getByText("2 guests selected")).toBeVisible();
  await bulk.getByRole("combobox", { name: "Tag to add" }).fill("vip");
  await bulk.getByRole("button", { name: "Add tag" }).click();
  await expect(page.getByText("Tagged 2 guests “vip”")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Tags of Maya Lee" })).toHaveValue("family, vip");
  await bulk.getByRole("button", { name: "Clear selection" }).click();

  // Bulk delete, then undo.
  await page.getByRole("checkbox", { name: "Select Jordan Smith" }).check();
  await page.getByRole("region", { name: "Selected guests" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Deleted 1 guest.")).toBeVisible();
  await expect(nameCell(page, "Jordan Smith")).toBeHidden();
  await expect(count(page, "Guests")).toHaveText("3");
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(nameCell(page, "Jordan Smith")).toHaveValue("Jordan Smith");
  await expect(count(page, "Guests")).toHaveText("4");

  // The chart (its own chunk) counts the answers by day: Christopher (imported as attending) and Maya.
  await page.getByText("Responses over time").click();
  const perDay = page.getByRole("table", { name: "Answers per day" });
  await expect(perDay.locator("tbody tr")).toHaveCount(1);
  await expect(perDay.locator("tbody td").nth(1)).toHaveText("2");
  await page.screenshot({ path: test.info().outputPath("guest-list-chart.png") });
  await page.getByText("Responses over time").click();

  // A household added elsewhere (another tab, June, an RSVP) arrives without a reload.
  const added = await page.request.post("/api/guests/households", {
    data: { name: "The Parks", guests: [{ name: "Ji-woo Park" }] },
    headers: sameOrigin(page),
  });
  expect(added.status()).toBe(201);
  await expect(nameCell(page, "Ji-woo Park")).toHaveValue("Ji-woo Park");
  await expect(count(page, "Guests")).toHaveText("5");

  // Search and the export of the filtered view.
  await page.getByRole("searchbox", { name: "Search" }).fill("lee");
  await expect(page.getByText("Showing 2 of 5 guests")).toBeVisible();
  await expect(page.getByRole("link", { name: "Export this view as CSV" })).toHaveAttribute(
    "href",
    "/api/guests/export.csv?q=lee",
  );

  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.getByRole("searchbox", { name: "Search" }).fill("");
    await expect(page.getByText("5 guests", { exact: true })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`guest-list-${width}.png`), fullPage: false });
  }
});

test("the RSVP cards link answers a PDF", async ({ page }) => {
  await openGuestList(page);
  const added = await page.request.post("/api/guests/households", {
    data: { name: "The Parks", guests: [{ name: "Ji-woo Park" }] },
    headers: sameOrigin(page),
  });
  expect(added.status()).toBe(201);
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor();
  const link = page.getByRole("link", { name: "Print RSVP cards" });
  await expect(link).toHaveAttribute("href", "/api/guests/qr-sheet.pdf");
  const res = await page.request.get("/api/guests/qr-sheet.pdf");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("application/pdf");
  expect((await res.body()).subarray(0, 4).toString("latin1")).toBe("%PDF");
});

test("the CSV format guide lists every column and links the template and the importer", async ({ page }) => {
  await page.goto("/planning/csv-format-guide");
  await page.locator("html[data-hydrated]").waitFor();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("CSV format guide");
  await expect(page.locator("dt")).toHaveText([
    "household",
    "namerequired",
    "email",
    "phone",
    "guest_type",
    "side",
    "rsvp_status",
    "meal_choice",
    "dietary_notes",
    "tags",
    "notes",
    "plus_ones",
    "events",
    "address",
    "postcode",
  ]);
  await expect(page.getByRole("link", { name: "Download the template" })).toHaveAttribute(
    "href",
    "/api/csv-format-guide/template.csv",
  );
  await expect(page.getByRole("link", { name: "Back to your guest list" })).toHaveAttribute(
    "href",
    "/planning/guest-list-manager",
  );
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`csv-guide-${width}.png`), fullPage: true });
  }
});
