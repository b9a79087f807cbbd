import {
  test as base,
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Page,
} from "@playwright/test";

export { expect };

type Fixtures = {
  /** Console errors the test expects (e.g. a 401 it provokes); anything else fails the test. */
  allowConsoleErrors: RegExp[];
  /** Visit as a returning visitor: a city is already chosen, so the city modal stays closed. */
  returningVisitor: boolean;
  /**
   * `page.goto` and `page.reload` resolve once a server-rendered page has hydrated, not at `load`: its
   * scripts start after its first paint (docs/decisions/067), and a click before they have run is lost.
   * Off for a test of what happens before hydration.
   */
  gotoWaitsForHydration: boolean;
};

export const test = base.extend<Fixtures>({
  allowConsoleErrors: [[], { option: true }],
  returningVisitor: [true, { option: true }],
  gotoWaitsForHydration: [true, { option: true }],
  page: async ({ page, allowConsoleErrors, returningVisitor, gotoWaitsForHydration }, use) => {
    if (gotoWaitsForHydration) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => untilHydrated(page, await goto(...args));
      page.reload = async (...args) => untilHydrated(page, await reload(...args));
    }
    if (returningVisitor)
      await page.addInitScript(
        () => localStorage.getItem("selectedCity") ?? localStorage.setItem("selectedCity", "cleveland"),
      );
    const errors: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() !== "error") return;
      const text = msg.text();
      // The browser's "Failed to load resource" line names no URL; the location does.
      const url = msg.location().url;
      if (!allowConsoleErrors.some((re) => re.test(text))) errors.push(url ? `${text} (${url})` : text);
    });
    page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
    await use(page);
    expect(errors, "unexpected console errors").toEqual([]);
  },
});

/** `value`, once the page (if the server rendered it: it carries the loader's list) has hydrated. */
async function untilHydrated<T>(page: Page, value: T): Promise<T> {
  await page.waitForFunction(
    () => !document.getElementById("app-scripts") || document.documentElement.dataset.hydrated === "true",
  );
  return value;
}

/**
 * Waits until the app has hydrated the server-rendered page (the shell sets html[data-hydrated]). A click or
 * keystroke before that lands on inert HTML and is lost, which made tests flaky (issue #18).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

let counter = 0;
export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${process.pid}-${counter++}@e2e.test`;
}

export type Mail = {
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: string }[];
};

/** The demo venue owner's account and venue (server/db/seed/marketplace-seed.ts). */
export const DEMO_COUPLE = { email: "demo@couple.test", password: "june-demo-2027" };
export const DEMO_OWNER = { email: "demo@venue.test", password: "june-demo-2027" };
export const DEMO_VENDOR = { email: "demo@vendor.test", password: "june-demo-2027" };
export const DEMO_VENUE = { slug: "lakeview-glasshouse", name: "Lakeview Glasshouse" };

/**
 * Waits until the built-in mailbox holds a mail that `matches`, and returns it. `timeout` for mail that
 * comes later than the expect default (the conversations' digest, a few seconds after a message).
 */
export async function findMail(
  request: APIRequestContext,
  matches: (m: Mail) => boolean,
  timeout?: number,
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get("/api/dev/mailbox")).json()) as Mail[];
        found = mails.find(matches);
        return Boolean(found);
      },
      timeout ? { timeout } : {},
    )
    .toBe(true);
  return found!;
}

/** The mail to `to` with exactly this subject. */
export const mailTo = (request: APIRequestContext, to: string, subject: string, timeout?: number) =>
  findMail(request, (m) => m.to === to && m.subject === subject, timeout);

/** How long an offline person's conversation digest may take in e2e (playwright.config.ts: 4 s + a 2 s run). */
export const DIGEST_TIMEOUT_MS = 20_000;

/** Waits for the newest mail to `to` with `subject` in the built-in mailbox and returns the first link in it. */
export async function linkFromMailbox(
  request: APIRequestContext,
  to: string,
  subject: string,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await request.get("/api/dev/mailbox")).json()) as Mail[];
      link = mails.find((m) => m.to === to && m.subject === subject)?.text.match(/https?:\/\/\S+/)?.[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

/** Makes a verified account through the real API and mailbox (for tests whose subject is not sign-up). */
export async function createVerifiedAccount(
  request: APIRequestContext,
  kind: "couple" | "venue_owner" | "vendor",
  password = "violet-garden-42",
) {
  const email = uniqueEmail(kind);
  const res = await request.post("/api/auth/sign-up/email", {
    data: { email, password, name: "Robin", kind },
  });
  expect(res.ok()).toBe(true);
  const link = await linkFromMailbox(request, email, "Confirm your email");
  const url = new URL(link);
  // Following the link signs in (issue #18): follow it from a context of its own, so `request` stays the
  // cookie-less client the tests that use it expect.
  const verifier = await playwrightRequest.newContext({ baseURL: new URL(res.url()).origin });
  await verifier.get(url.pathname + url.search, { maxRedirects: 0 });
  await verifier.dispose();
  return { email, password };
}

export async function signInThroughUi(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Signed in successfully")).toBeVisible();
}

export type CoupleProfile = {
  partner1Name: string;
  partner2Name: string;
  weddingDate: string | null;
  guestCount: number | null;
  cityId: string | null;
};

/**
 * The Origin header the app's pages send. Writes a test makes through `page.request` with the page's
 * session carry it too: the server refuses state-changing requests from other sites (decision 020).
 */
export function sameOrigin(page: Page): { origin: string } {
  return { origin: new URL(page.url()).origin };
}

/** Saves the signed-in couple's profile through the API (tests whose subject is not the profile form). */
export async function saveCoupleProfile(page: Page, profile: CoupleProfile) {
  const res = await page.request.put("/api/me/couple-profile", { data: profile, headers: sameOrigin(page) });
  expect(res.ok()).toBe(true);
}
