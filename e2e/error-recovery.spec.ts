import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// Error boundaries and stale-chunk recovery (issue #11, docs/decisions/017-client-errors.md).

const clientDir = process.env.E2E_CLIENT_DIR || "dist/client";
const manifest = JSON.parse(readFileSync(path.join(clientDir, ".vite/manifest.json"), "utf8")) as Record<
  string,
  { file: string }
>;
/** The hashed URL path of a page's chunk, as the built app serves it. */
const chunkPath = (page: string) => `/${manifest[`app/routes/${page}.tsx`]!.file}`;

/** Counts the documents the tab loads: every reload is one more. */
function countDocuments(page: Page) {
  const count = { documents: 0 };
  page.on("request", (request) => {
    if (request.resourceType() === "document") count.documents++;
  });
  return count;
}

test.describe("a page chunk that vanished after a deploy", () => {
  test.use({ allowConsoleErrors: [/404|Failed to fetch dynamically imported module/] });

  test("reloads the page once, then offers Reload, which works once the chunk is back", async ({ page }) => {
    const aboutChunk = chunkPath("about");
    const gone = (url: URL) => url.pathname === aboutChunk;
    await page.route(gone, (route) => route.fulfill({ status: 404, body: "Not Found" }));
    const count = countDocuments(page);

    await page.goto("/faq");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(count.documents).toBe(1);
    // The deploy happened while this tab was open: the old About chunk is gone.
    await page.getByRole("contentinfo").getByRole("link", { name: "About", exact: true }).click();

    await expect(page.getByRole("heading", { name: "This page needs a reload" })).toBeVisible();
    await expect(page).toHaveURL(/\/about$/);
    expect(count.documents).toBe(2);
    expect(await page.evaluate(() => sessionStorage.getItem("stale-chunk-reload:/about"))).not.toBeNull();
    await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("banner")).toBeVisible();

    // Still broken: Reload shows the same screen again, and nothing reloads by itself.
    await page.getByRole("button", { name: "Reload" }).click();
    await expect(page.getByRole("heading", { name: "This page needs a reload" })).toBeVisible();
    expect(count.documents).toBe(3);

    await page.unroute(gone);
    await page.getByRole("button", { name: "Reload" }).click();
    await expect(page.getByRole("heading", { name: "This page needs a reload" })).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(count.documents).toBe(4);
    // Loaded: a later deploy may reload this page once again.
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem("stale-chunk-reload:/about")))
      .toBeNull();
  });
});

test.describe("a page that fails while rendering", () => {
  test.use({ allowConsoleErrors: [/Render failed in test/] });

  test("shows the recovery screen in the layout; Try again renders the page afresh", async ({ page }) => {
    // The About chunk replaced by a page that throws until the test lets it draw.
    await page.route(
      (url) => url.pathname === chunkPath("about"),
      (route) =>
        route.fulfill({
          contentType: "text/javascript",
          body: `export default function BrokenPage() {
            if (window.__failRender !== false) throw new Error("Render failed in test");
            return "The page drew itself again";
          }`,
        }),
    );
    const count = countDocuments(page);
    await page.goto("/about");

    await expect(page.getByRole("heading", { name: "Something went wrong on this page" })).toBeVisible();
    await expect(
      page.getByText(
        "Part of this page stopped working. Anything you had saved is safe. Try again, or go to the home page and pick up from there.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Something went wrong on this page" })).toBeFocused();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");

    await page.evaluate(() => ((window as { __failRender?: boolean }).__failRender = false));
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByText("The page drew itself again")).toBeVisible();
    // A render error never reloads the page.
    expect(count.documents).toBe(1);
  });

  test("leaving the failed page recovers", async ({ page }) => {
    await page.route(
      (url) => url.pathname === chunkPath("about"),
      (route) =>
        route.fulfill({
          contentType: "text/javascript",
          body: `export default function BrokenPage() { throw new Error("Render failed in test"); }`,
        }),
    );
    await page.goto("/about");
    await expect(page.getByRole("heading", { name: "Something went wrong on this page" })).toBeVisible();
    await page.getByRole("contentinfo").getByRole("link", { name: "FAQ", exact: true }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole("heading", { name: "Something went wrong on this page" })).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
