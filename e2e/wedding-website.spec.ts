import { axeOn } from "./support/axe";
import type { Page } from "@playwright/test";
import { WEBSITE_THEMES } from "@shared/schemas/wedding-websites";
import {
  createVerifiedAccount,
  expect,
  sameOrigin,
  saveCoupleProfile,
  signInThroughUi,
  test,
} from "./fixtures";
import { unjudgedContrastFailures } from "./support/contrast";

// Wedding websites and guest registration (issue #12): the couple builds and publishes their site, a
// visitor opens it signed out; a guest registers with the couple's code and waits for review.

test.slow();

async function signInCouple(page: Page, partner1Name: string, partner2Name: string) {
  const account = await createVerifiedAccount(page.request, "couple");
  await signInThroughUi(page, account.email, account.password);
  await expect(page).toHaveURL(/\/couple-account$/);
  await saveCoupleProfile(page, {
    partner1Name,
    partner2Name,
    weddingDate: "2031-06-14",
    guestCount: 90,
    cityId: "columbus",
  });
  return account;
}

test("a couple writes their story, picks a theme and publishes; a signed-out visitor sees the site", async ({
  page,
  browser,
}) => {
  await signInCouple(page, "Marisol", "Teodoro");
  await page.goto("/planning/wedding-websites");
  await page.locator("html[data-hydrated]").waitFor();
  await expect(page.getByTestId("website-status")).toHaveText("Private — only you can see it");
  const address = page.getByLabel("Address", { exact: true });
  await expect(address).toHaveValue("marisol-and-teodoro");

  const story = "We met on a rainy Tuesday at the Short North farmers market.";
  await page.getByLabel("Your story").fill(story);
  await page.getByText("Midnight", { exact: true }).click();
  await expect(page.getByText("You have unsaved changes.")).toBeVisible();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText(/^All changes saved at /)).toBeVisible();

  // The live preview is the real page, the draft shown to its owner only.
  const preview = page.frameLocator('iframe[title="Preview of your wedding website"]');
  await expect(preview.getByText(story)).toBeVisible();
  await expect(preview.getByText("Preview — not published yet. Only you can see this.")).toBeVisible();
  await page.getByRole("button", { name: "Desktop" }).click();
  await expect(page.getByRole("button", { name: "Desktop" })).toHaveAttribute("aria-pressed", "true");

  // Private until published: a visitor gets the not-found page.
  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  const before = await guest.goto("/w/marisol-and-teodoro");
  expect(before?.status()).toBe(404);
  await expect(guest.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that wedding website");

  await page.getByRole("button", { name: "Publish website" }).click();
  await expect(page.getByTestId("website-status")).toHaveText("Published at /w/marisol-and-teodoro");
  await expect(page.getByRole("link", { name: "Open website" })).toHaveAttribute(
    "href",
    "/w/marisol-and-teodoro",
  );

  const after = await guest.goto("/w/marisol-and-teodoro");
  expect(after?.status()).toBe(200);
  await expect(guest.getByRole("heading", { level: 1 })).toHaveText("Marisol & Teodoro");
  await expect(guest.getByText("Saturday, June 14, 2031", { exact: true })).toBeVisible();
  await expect(guest.getByText(story)).toBeVisible();
  await expect(guest.locator("body")).toHaveAttribute("data-theme", "midnight");
  await expect(guest.getByRole("button", { name: "Find your invitation" })).toBeVisible();
  await expect(guest.getByText(/^Preview/)).toHaveCount(0);
  await visitor.close();
});

test("a guest registers with the couple's code; the couple finds them waiting for review", async ({
  page,
  browser,
}) => {
  await signInCouple(page, "Imogen", "Kwame");
  // Registration is turned on in the guest list's settings (which makes the code).
  const settings = await page.request.put("/api/guests/settings", {
    data: { rsvpDeadline: null, mealOptions: [], contactNote: "", registrationOpen: true },
    headers: sameOrigin(page),
  });
  expect(settings.ok(), await settings.text()).toBe(true);
  const { registrationCode } = (await settings.json()) as { registrationCode: string };

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const guest = await context.newPage();
  await guest.goto(`/guest-registration/${registrationCode}`);
  await expect(guest.getByRole("heading", { level: 1 })).toHaveText("Imogen & Kwame");
  await expect(guest.getByText("Saturday, June 14, 2031", { exact: true })).toBeVisible();
  await guest.getByLabel("How should your invitation be addressed?").fill("The Adeyemi family");
  await guest.getByLabel("Email").fill("adeyemi@example.test");
  await guest.getByLabel("Your name").fill("Tolu Adeyemi");
  // Only the first person's row shows until the guest asks for another.
  await expect(guest.getByLabel("Person 2: name")).toBeHidden();
  await guest.getByRole("button", { name: "Add another person" }).click();
  await guest.getByLabel("Person 2: name").fill("Bisi Adeyemi");
  await guest.getByRole("button", { name: "Send registration" }).click();
  await expect(guest.getByRole("heading", { name: "Thank you!" })).toBeVisible();
  await context.close();

  const pending = await page.request.get("/api/guests/registrations");
  const households = (await pending.json()) as {
    name: string;
    reviewStatus: string;
    guests: { name: string }[];
  }[];
  expect(households.map((h) => [h.name, h.reviewStatus, h.guests.map((g) => g.name)])).toEqual([
    ["The Adeyemi family", "pending", ["Tolu Adeyemi", "Bisi Adeyemi"]],
  ]);
});

/** Events on the guest list and every section filled, as a couple who has done their homework. */
async function fillWebsite(page: Page) {
  const headers = sameOrigin(page);
  for (const [name, startsAt, location, details] of [
    ["Ceremony", "16:00", "St. Mary's Chapel, 12 High Street", "Please arrive 20 minutes early."],
    ["Reception", "18:00", "The Conservatory at Franklin Park", "Dinner, toasts and dancing until late."],
  ])
    await page.request.post("/api/guests/events", {
      data: { name, startsOn: "2031-06-14", startsAt, location, details },
      headers,
    });
  const site = (await (await page.request.get("/api/wedding-website")).json()) as {
    slug: string;
    title: string;
    sections: Record<string, Record<string, unknown>>;
  };
  const sections = {
    ...site.sections,
    story: {
      enabled: true,
      heading: "Our story",
      body: "We met at a friend's rooftop party in the summer of 2024 and talked until the sun came up.\n\nFive years, two cities and one very patient dog later, we're getting married — and we'd love you there.",
    },
    travel: {
      enabled: true,
      body: "Port Columbus (CMH) is 15 minutes from downtown. Parking is free at both venues.",
      hotels: [
        {
          name: "The Junto",
          url: "https://example.com/junto",
          note: "Room block under “Eleanor & Sebastián” until May 1.",
        },
        {
          name: "Graduate Columbus",
          url: "https://example.com/graduate",
          note: "A ten-minute walk to the reception.",
        },
      ],
    },
    registry: {
      enabled: true,
      intro: "Your presence is the best gift. If you'd like to give something more:",
      links: [
        { label: "Zola", url: "https://example.com/zola" },
        { label: "Honeymoon fund", url: "https://example.com/honeymoon" },
      ],
    },
    faq: {
      enabled: true,
      items: [
        {
          question: "What should I wear?",
          answer: "Garden party attire. The lawn is soft: leave the stilettos.",
        },
        {
          question: "Are children welcome?",
          answer: "We love your little ones, but this is an adults-only celebration.",
        },
      ],
    },
  };
  return { site, sections, headers };
}

async function seriousViolations(page: Page) {
  const { violations, incomplete } = await axeOn(page)
    .options({ resultTypes: ["violations", "incomplete"] })
    .analyze();
  const unjudged = (incomplete.find((r) => r.id === "color-contrast")?.nodes ?? [])
    .filter((n) => n.target.length === 1)
    .map((n) => String(n.target[0]));
  const contrast = await unjudgedContrastFailures(page, unjudged);
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
    .concat(contrast.map((line) => `color-contrast (serious), measured: ${line}`));
}

test("every theme: no serious accessibility problem, text contrast included, at 390 px", async ({
  page,
  browser,
}) => {
  await signInCouple(page, "Rosalind", "Obi");
  const { site, sections, headers } = await fillWebsite(page);
  await page.request.post("/api/wedding-website/publish", { data: { published: true }, headers });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await context.newPage();
  const problems: string[] = [];
  for (const theme of WEBSITE_THEMES) {
    const saved = await page.request.put("/api/wedding-website", {
      data: { slug: site.slug, title: site.title, theme, sections },
      headers,
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    await visitor.goto(`/w/${site.slug}`);
    await expect(visitor.locator("body")).toHaveAttribute("data-theme", theme);
    problems.push(...(await seriousViolations(visitor)).map((p) => `${theme}: ${p}`));
  }
  // The password form (in the last theme) and the not-found page.
  await page.request.put("/api/wedding-website/password", { data: { password: "lantern" }, headers });
  await visitor.goto(`/w/${site.slug}`);
  await expect(visitor.getByLabel("Password")).toBeVisible();
  problems.push(...(await seriousViolations(visitor)).map((p) => `password form: ${p}`));
  await visitor.goto("/w/no-such-wedding");
  problems.push(...(await seriousViolations(visitor)).map((p) => `not found: ${p}`));
  await context.close();
  expect(problems).toEqual([]);
});

// Screenshots of every theme at phone and desktop width, for people to look at (WEBSITE_SHOTS=dir).
test("every theme at 390 and 1280 px", async ({ page, browser }) => {
  const dir = process.env.WEBSITE_SHOTS;
  test.skip(!dir, "set WEBSITE_SHOTS to a directory to take the screenshots");
  await signInCouple(page, "Eleanor", "Sebastián");
  const { site, sections, headers } = await fillWebsite(page);
  for (const theme of WEBSITE_THEMES) {
    const saved = await page.request.put("/api/wedding-website", {
      data: { slug: site.slug, title: site.title, theme, sections },
      headers,
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    if (theme === WEBSITE_THEMES[0])
      await page.request.post("/api/wedding-website/publish", { data: { published: true }, headers });
    for (const width of [390, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 800 } });
      const visitor = await context.newPage();
      await visitor.goto(`/w/${site.slug}`);
      await visitor.screenshot({ path: `${dir}/website-${theme}-${width}.png`, fullPage: true });
      await context.close();
    }
  }
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const settings = await page.request.put("/api/guests/settings", {
    data: { rsvpDeadline: null, mealOptions: [], contactNote: "", registrationOpen: true },
    headers,
  });
  const { registrationCode } = (await settings.json()) as { registrationCode: string };
  const visitor = await context.newPage();
  await visitor.goto(`/guest-registration/${registrationCode}`);
  await visitor.screenshot({ path: `${dir}/registration-390.png`, fullPage: true });
  await page.request.put("/api/wedding-website/password", { data: { password: "lantern" }, headers });
  await visitor.goto(`/w/${site.slug}`);
  await visitor.screenshot({ path: `${dir}/password-390.png` });
  await visitor.goto("/w/no-such-wedding");
  await visitor.screenshot({ path: `${dir}/not-found-390.png` });
  await page.request.put("/api/wedding-website/password", { data: { password: null }, headers });
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto("/planning/wedding-websites");
  await page.locator("html[data-hydrated]").waitFor();
  await expect(page.getByText(/^Published at/)).toBeVisible();
  await page.getByRole("button", { name: "Desktop" }).click();
  await page.getByRole("region", { name: "Theme" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${dir}/builder-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("region", { name: "Theme" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${dir}/builder-390.png` });
  await page.getByRole("region", { name: "Travel & stay" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${dir}/builder-390-travel.png` });
  await context.close();
});
