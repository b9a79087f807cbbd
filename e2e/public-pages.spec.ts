import { axeOn } from "./support/axe";
import type { APIRequestContext, Page } from "@playwright/test";
import { findRouteMeta } from "@shared/route-meta";
import {
  DEMO_COUPLE,
  DEMO_OWNER,
  DEMO_VENDOR,
  expect,
  signInThroughUi,
  test,
  waitForHydration,
} from "./fixtures";
import { unjudgedContrastFailures } from "./support/contrast";
import { expectedConsoleErrors, publicPages } from "./support/public-pages";

/**
 * Every public page (the route table's, e2e/support/public-pages.ts) at desktop and phone width:
 * axe-core finds no serious or critical violation (color-contrast included; text it cannot judge over a
 * gradient is measured by e2e/support/contrast.ts), and every internal link on it leads to a page that
 * exists — a pattern of the route table that the server answers with 200, not its 404 page.
 */
const widths = [1280, 390];
const blocking = new Set(["serious", "critical"]);

// Answers already had, per worker: most links (nav, footer) repeat on every page. A path with a parameter
// (/venues/:id) is asked once per pattern — a results page links twenty listings, and whether each one
// still exists is the listing tests' subject, not this one's.
const answered = new Map<string, number>();

async function statusOf(request: APIRequestContext, path: string, pattern: string): Promise<number> {
  const key = pattern.includes(":") ? pattern : path;
  if (!answered.has(key)) answered.set(key, (await request.get(path, { maxRedirects: 0 })).status());
  return answered.get(key)!;
}

/** The page once its lazy chunk has rendered: a heading stands where "Loading..." was. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.locator("main h1").first()).toBeVisible();
  await expect(page.getByText("Loading...", { exact: true })).toHaveCount(0);
}

// Text axe leaves to a person (over a gradient, over a decoration layered behind it as on every hero, one
// character too short to judge) is measured instead; text over a photo (imgNode) or a symbol (nonBmp) is not.
const unmeasurable = new Set(["imgNode", "nonBmp"]);

const messageKeyOf = (data: unknown): string => {
  const key = (data as { messageKey?: unknown } | null | undefined)?.messageKey;
  return typeof key === "string" ? key : "";
};

async function seriousViolations(page: Page) {
  // Violations in full, the other results summarised: serialising every rule's passes would double the run.
  const { violations, incomplete, passes } = await axeOn(page)
    .options({ resultTypes: ["violations", "incomplete"] })
    .analyze();
  // Contrast is checked on every page, text over gradients included (issue #18).
  expect([...passes, ...violations, ...incomplete].map((r) => r.id)).toContain("color-contrast");
  const unjudged = (incomplete.find((r) => r.id === "color-contrast")?.nodes ?? [])
    .filter((n) => n.target.length === 1 && !unmeasurable.has(messageKeyOf(n.any[0]?.data)))
    .map((n) => String(n.target[0]));
  const contrast = await unjudgedContrastFailures(page, unjudged);
  return violations
    .filter((v) => blocking.has(v.impact ?? ""))
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
    .concat(contrast.map((line) => `color-contrast (serious), measured: ${line}`));
}

/** Internal links on the page that lead nowhere: unknown to the route table, or answered with an error. */
async function brokenLinks(page: Page, request: APIRequestContext) {
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute("href")!))]);
  expect(hrefs.length).toBeGreaterThan(0);
  const broken: string[] = [];
  for (const href of hrefs) {
    const { pathname } = new URL(href, "http://app.test");
    if (pathname.startsWith("/api/")) {
      // A download a public page offers (the guest list's CSV template): it must answer a visitor too.
      const status = (await request.get(href)).status();
      if (status !== 200) broken.push(`${href}: ${status}`);
      continue;
    }
    const route = findRouteMeta(pathname);
    if (!route) broken.push(`${href}: no route`);
    else {
      const status = await statusOf(request, pathname, route.pattern);
      if (status !== 200) broken.push(`${href}: ${status}`);
    }
  }
  return broken;
}

// Two widths, each a page load and an axe run: twice the default time.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  // June opens by herself once on the landing page (spec section 2); here she stays closed.
  await page.addInitScript(() => localStorage.setItem("june-chat-auto-opened", "true"));
});

for (const path of publicPages()) {
  test.describe(() => {
    test.use({ allowConsoleErrors: expectedConsoleErrors[path] ?? [] });
    test(`${path}: accessible and every internal link resolves, at 1280 and 390 px`, async ({
      page,
      request,
    }) => {
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await open(page, path);
        // A public page opens for a visitor: no bounce to sign-in.
        expect(new URL(page.url()).pathname).toBe(path);
        expect(await seriousViolations(page), `axe at ${width} px`).toEqual([]);
        expect(await brokenLinks(page, request), `links at ${width} px`).toEqual([]);
      }
    });
  });
}

for (const account of [
  { who: "couple", ...DEMO_COUPLE, home: "/couple-account", more: ["/couple-dashboard"] },
  { who: "venue owner", ...DEMO_OWNER, home: "/venue-owner-account", more: ["/venue-owner-dashboard"] },
  { who: "vendor", ...DEMO_VENDOR, home: "/vendor-account", more: ["/vendor-dashboard"] },
]) {
  test(`the ${account.who}'s home and dashboard: accessible and every internal link resolves`, async ({
    page,
    request,
  }) => {
    await signInThroughUi(page, account.email, account.password);
    await expect(page).toHaveURL(new RegExp(`${account.home}$`));
    await expect(page.locator("main h1").first()).toBeVisible();
    for (const path of [account.home, ...account.more]) {
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await open(page, path);
        expect(await seriousViolations(page), `axe on ${path} at ${width} px`).toEqual([]);
        expect(await brokenLinks(page, request), `links on ${path} at ${width} px`).toEqual([]);
      }
    }
  });
}
