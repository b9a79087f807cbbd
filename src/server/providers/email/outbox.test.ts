import { createServer, type AddressInfo } from "node:net";
import { and, eq, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../db/schema/jobs";
import { createTestApp, sleep, uniqueEmail, type TestApp } from "../../testing/test-app";
import { openTestDatabase, type TestDatabase } from "../../testing/test-database";
import { MAIL_JOB } from "./outbox-mailer";

/**
 * The mail outbox (decision 019) against a real SMTP server on loopback that can be down: a request never
 * waits on SMTP, and every queued mail is delivered exactly once — later, or by the next process.
 */
type Received = { to: string[]; raw: string };

let port: number;
let smtp: SMTPServer | undefined;
let received: Received[] = [];
let testDb: TestDatabase;
const apps: TestApp[] = [];
const fastRetries = { pollMs: 50, backoffBaseMs: 50, backoffCapMs: 200 };

/** A free loopback port with nothing listening on it: SMTP is "down" until startSmtp(). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port: p } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return p;
}

async function startSmtp() {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith("refused-"))
        return callback(Object.assign(new Error("No such user here"), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp!.listen(port, "127.0.0.1", resolve));
}

async function stopSmtp() {
  const server = smtp;
  smtp = undefined;
  if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
}

async function app() {
  const t = await createTestApp(
    { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "June & Grace <hello@wedding.test>" },
    { database: testDb, jobs: fastRetries },
  );
  apps.push(t);
  return t;
}

/** The outbox row of the contact mail whose Reply-To is `sender`. */
async function mailJob(t: TestApp, sender: string) {
  const rows = await t.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.name, MAIL_JOB), sql`${jobs.payload}->>'replyTo' = ${sender}`));
  return rows;
}

async function until(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(25);
  }
}

const contact = (t: TestApp, sender: string, message: string) =>
  t.client().post("/api/contact", { name: "Jo Planner", email: sender, topic: "Vendors", message });

const deliveredTo = (sender: string) => received.filter((m) => m.raw.includes(`Reply-To: ${sender}`));

beforeAll(async () => {
  testDb = await openTestDatabase();
  port = await freePort();
});

afterEach(async () => {
  await Promise.all(apps.splice(0).map((t) => t.close()));
  await stopSmtp();
  received = [];
});

afterAll(async () => {
  await testDb?.close();
});

describe("mail outbox", () => {
  it("answers a request while SMTP is down and delivers its mail once SMTP is up", async () => {
    const t = await app();
    const sender = uniqueEmail("outbox-down");
    const res = await contact(t, sender, "Is the barn free in June? SMTP is down.");
    expect(res.statusCode).toBe(201);

    await until(async () => (await mailJob(t, sender))[0]?.lastError != null, "the first attempt failed");
    const [failing] = await mailJob(t, sender);
    expect(failing).toMatchObject({ maxAttempts: 12 });
    // Still to be retried: waiting, or (on a loaded machine, the backoff being short) already retrying.
    expect(["pending", "running"]).toContain(failing!.status);
    expect(failing!.lastError).toMatch(/ECONNREFUSED/);
    expect(received).toEqual([]);

    await startSmtp();
    await until(() => deliveredTo(sender).length > 0, "the mail arrived");
    await t.jobs.drain();
    await sleep(300); // several poll intervals: a duplicate would arrive here
    expect(deliveredTo(sender)).toHaveLength(1);
    expect(deliveredTo(sender)[0]!.to).toEqual(["hello@wedding.local"]);
    expect(deliveredTo(sender)[0]!.raw).toContain("Is the barn free in June? SMTP is down.");
    expect(await mailJob(t, sender)).toMatchObject([{ status: "done" }]);
  });

  it("delivers exactly once what a stopped process left queued, from the next process", async () => {
    const first = await app();
    const sender = uniqueEmail("outbox-restart");
    expect((await contact(first, sender, "Queued before a restart.")).statusCode).toBe(201);
    await until(async () => (await mailJob(first, sender))[0]?.lastError != null, "the first attempt failed");
    await first.close();
    apps.splice(apps.indexOf(first), 1);
    expect(await mailJob(first, sender)).toMatchObject([{ status: "pending" }]);

    await startSmtp();
    const second = await app();
    await until(() => deliveredTo(sender).length > 0, "the next process delivered it");
    await second.jobs.drain();
    await sleep(300);
    expect(deliveredTo(sender)).toHaveLength(1);
    expect(await mailJob(second, sender)).toMatchObject([{ status: "done" }]);
  });

  it("ends a mail the server refuses for good as failed, with the server's answer", async () => {
    await startSmtp();
    const t = await app();
    const to = uniqueEmail("refused");
    await t.mailer.send({ to, subject: "Hello", text: "Hello", html: "<p>Hello</p>" });
    await t.jobs.drain();
    const [row] = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, MAIL_JOB), sql`${jobs.payload}->>'to' = ${to}`));
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row!.lastError).toBe(
      "Error: Can't send mail - all recipients were rejected: 550 No such user here",
    );
    expect(received).toEqual([]);
  });

  it("keeps a binary attachment intact through the outbox", async () => {
    await startSmtp();
    const t = await app();
    const to = uniqueEmail("attachment");
    const bytes = Buffer.from([0, 1, 2, 250, 251, 255]);
    await t.mailer.send({
      to,
      subject: "File",
      text: "File",
      html: "<p>File</p>",
      attachments: [{ filename: "a.bin", content: bytes, contentType: "application/octet-stream" }],
    });
    await t.jobs.drain();
    const mail = received.find((m) => m.to.includes(to));
    expect(mail?.raw).toContain(bytes.toString("base64"));
  });
});
