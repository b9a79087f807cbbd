import type { Page } from "@playwright/test";
import { expect, test, uniqueEmail, type Mail } from "./fixtures";

// Offline and slow networks (issue #18, docs/decisions/025-offline-and-slow-networks.md): the app says the
// connection is gone, holds what was being sent until it is back, and a page that cannot load offers a
// retry and loads by itself on reconnect.

const OFFLINE = "You're offline. We'll keep what you've typed and retry when you're back.";

/** A client-side navigation, as a link inside the app makes it (the router follows popstate). */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState({}, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

test.use({
  viewport: { width: 390, height: 844 },
  // Chromium logs every request it could not make offline (photos, a chunk, a first try).
  allowConsoleErrors: [/ERR_INTERNET_DISCONNECTED/],
});

test("a quiet banner says the connection is gone, and goes when it is back", async ({ page, context }) => {
  await page.goto("/venues/cleveland");
  await expect(page.locator("main h1")).toBeVisible();
  // `goto` has waited for hydration (fixtures.ts), when the shell asks for its lazy parts (Grace's button,
  // the route table); once the network is quiet the page has all its code.
  await page.waitForLoadState("networkidle");
  const status = page.getByRole("banner").getByRole("status");
  await expect(status).toHaveAttribute("aria-live", "polite");
  await expect(status).toBeEmpty();

  await context.setOffline(true);
  await expect(status).toHaveText(OFFLINE);
  await context.setOffline(false);
  await expect(status).toBeEmpty();
  await expect(page.getByText(OFFLINE)).toHaveCount(0);
});

test("a message sent offline waits for the connection, then goes once, keeping what was typed", async ({
  page,
  context,
  request,
}) => {
  await page.goto("/contact");
  const email = uniqueEmail("offline-contact");
  const message = `Do you list barns near Columbus for 90 guests? (${email})`;
  await page.getByLabel("Your name").fill("Robin Hale");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Topic").selectOption("Venues");
  await page.getByLabel("Message", { exact: true }).fill(message);

  await context.setOffline(true);
  await page.getByRole("button", { name: "Send message" }).click();
  const waiting = page.getByRole("button", { name: "Waiting for connection…" });
  await expect(waiting).toBeVisible();
  await expect(waiting).toBeDisabled();
  // Still waiting a while later, never failed, and what was typed is still there.
  await page.waitForTimeout(2500);
  await expect(waiting).toBeVisible();
  await expect(page.getByTestId("toast")).toHaveCount(0);
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue(message);

  await context.setOffline(false);
  await expect(page.getByText("Message sent")).toBeVisible();
  await expect
    .poll(async () => {
      const mails = (await (await request.get("/api/dev/mailbox")).json()) as Mail[];
      return mails.filter((m) => m.text.includes(message)).length;
    })
    .toBe(1);
});

test("a list that cannot load offline offers a retry and appears when the connection is back", async ({
  page,
  context,
}) => {
  await page.goto("/venues/cleveland");
  await expect(page.getByText(/^\d+ venues? in Cleveland, OH$/)).toBeVisible();
  // `goto` has waited for hydration (fixtures.ts), when the shell asks for its lazy parts (Grace's button,
  // the route table); once the network is quiet the page has all its code.
  await page.waitForLoadState("networkidle");

  await context.setOffline(true);
  await navigateInApp(page, "/venues/columbus");
  await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
  await expect(page.getByText("This will load by itself when you're back online.")).toBeVisible();
  const retry = page.getByRole("button", { name: "Try again" });
  await expect(retry).toBeVisible();
  await retry.click(); // still offline: the same calm answer, no endless skeleton
  await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole("heading", { name: "You're offline" })).toHaveCount(0);
  await expect(page.getByText(/^\d+ venues? in Columbus, OH$/)).toBeVisible();
});

test.describe("a page whose code is not loaded yet", () => {
  test.use({ allowConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to fetch dynamically imported module/] });

  test("says it needs the connection, then opens by itself when it is back", async ({ page, context }) => {
    await page.goto("/venues/cleveland");
    await expect(page.locator("main h1")).toBeVisible();
    // `goto` has waited for hydration (fixtures.ts), when the shell asks for its lazy parts (Grace's button,
    // the route table); once the network is quiet the page has all its code.
    await page.waitForLoadState("networkidle");

    await context.setOffline(true);
    await navigateInApp(page, "/faq");
    await expect(page.getByRole("heading", { name: "You're offline", level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
    // A full page load would show the browser's own offline page: no link that makes one.
    await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveCount(0);

    await context.setOffline(false);
    await expect(page.getByRole("heading", { name: "Frequently asked questions", level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/faq$/);
  });
});
