import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, pathOf, sleep, uniqueEmail, type TestApp } from "../../testing/test-app";

type Received = { from: string; to: string[]; raw: string };

const received: Received[] = [];
let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: "June & Grace <hello@wedding.test>",
  });
});

afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

/** Quoted-printable: soft line breaks (=\r\n) and =XX escapes. */
function decodeQuotedPrintable(s: string): string {
  const bytes = s
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

async function mailTo(address: string, timeoutMs = 10_000): Promise<Received> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = received.find((m) => m.to.includes(address));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`the SMTP server received no mail to ${address}`);
    await sleep(25);
  }
}

describe("SMTP mailer", () => {
  it("uses the SMTP mailer", () => {
    expect(t.mailer.kind).toBe("smtp");
  });

  it("delivers the sign-up verification email to the SMTP server, with a working link", async () => {
    const email = uniqueEmail("smtp");
    const up = await t.signUp({ email, name: "Smtp Person" });
    expect(up.statusCode).toBe(200);

    const mail = await mailTo(email);
    expect(mail.to).toEqual([email]);
    expect(mail.from).toBe("hello@wedding.test");
    expect(mail.raw).toMatch(/^Subject: Confirm your email\r?$/m);
    const text = decodeQuotedPrintable(mail.raw);
    const match = /http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[\w.-]+&callbackURL=[\w%]+/.exec(
      text,
    );
    expect(match).not.toBeNull();

    const verified = await t.app.inject({ method: "GET", url: pathOf(match![0]) });
    expect(verified.statusCode).toBe(302);
    const { res } = await t.signIn(email);
    expect(res.statusCode).toBe(200);
  });

  it("mails a contact message to the operator with the sender as Reply-To", async () => {
    const sender = uniqueEmail("sender");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: {
        name: "Jo Planner",
        email: sender,
        topic: "Vendors",
        message: "Looking for a florist in Nashville.",
      },
    });
    expect(res.statusCode).toBe(201);
    const mail = await mailTo("hello@wedding.local");
    expect(mail.raw).toMatch(new RegExp(`^Reply-To: ${sender.replace(/[.+]/g, "\\$&")}\\r?$`, "m"));
    expect(decodeQuotedPrintable(mail.raw)).toContain("Looking for a florist in Nashville.");
  });

  it("does not register the development mailbox", async () => {
    expect(t.routes.some((r) => r.url === "/api/dev/mailbox")).toBe(false);
    const res = await t.app.inject({ method: "GET", url: "/api/dev/mailbox" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
  });
});
