import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";

export { expect };

type Fixtures = {
  /** Console errors the test expects (e.g. a 401 it provokes); anything else fails the test. */
  allowConsoleErrors: RegExp[];
  /** Visit as a returning visitor: a city is already chosen, so the city modal stays closed. */
  returningVisitor: boolean;
};

export const test = base.extend<Fixtures>({
  allowConsoleErrors: [[], { option: true }],
  returningVisitor: [true, { option: true }],
  page: async ({ page, allowConsoleErrors, returningVisitor }, use) => {
    if (returningVisitor)
      await page.addInitScript(
        () => localStorage.getItem("selectedCity") ?? localStorage.setItem("selectedCity", "cleveland"),
      );
    const errors: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() !== "error") return;
      const text = msg.text();
      if (!allowConsoleErrors.some((re) => re.test(text))) errors.push(text);
    });
    page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
    await use(page);
    expect(errors, "unexpected console errors").toEqual([]);
  },
});

let counter = 0;
export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${process.pid}-${counter++}@e2e.test`;
}

type Mail = { to: string; subject: string; text: string };

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
      const mail = mails.find((m) => m.to === to && m.subject === subject);
      link = mail?.text.match(/https?:\/\/\S+/)?.[0];
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
  await request.get(url.pathname + url.search, { maxRedirects: 0 });
  return { email, password };
}

export async function signInThroughUi(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Signed in successfully")).toBeVisible();
}
