import { expect, test, uniqueEmail } from "./fixtures";

type Mail = { to: string; subject: string; text: string };

test("the contact form validates, sends, and the operator receives the message", async ({
  page,
  request,
}) => {
  await page.goto("/contact");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Enter your name.")).toBeVisible();

  const email = uniqueEmail("contact");
  await page.getByLabel("Your name").fill("Avery Collins");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Topic").selectOption("Venues");
  await page
    .getByLabel("Message", { exact: true })
    .fill("Do you list lakeside venues near Cleveland for 120 guests?");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Message sent")).toBeVisible();
  await expect(
    page.getByText(`We'll reply within one business day to ${email}`, { exact: false }),
  ).toBeVisible();

  await expect
    .poll(async () => {
      const mails = (await (await request.get("/api/dev/mailbox")).json()) as Mail[];
      return mails.find((m) => m.subject.includes("Avery Collins") && m.text.includes(email))?.to;
    })
    .toBe("hello@wedding.local");
});
