import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HELP_EMAIL_REQUIRED_MESSAGE } from "@shared/schemas/grace";
import type { HelpTicketSummary } from "@shared/schemas/help";

type ErrorBody = { error: { message: string; fields?: Record<string, string> } };
import { user } from "../../db/schema/auth";
import { contributorProfiles } from "../../db/schema/collaboration";
import { helpTickets } from "../../db/schema/help-desk";
import { createTestApp, uniqueAddress, uniqueEmail, type TestApp } from "../../testing/test-app";

/** `POST /api/help/tickets` (issue #17): Grace's ticket, the stakeholder from the session, the operators' mail. */

let t: TestApp;
let adminEmail: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_HELP_TICKETS_PER_HOUR: "3" });
  const admin = await t.insertUser({ name: "Operator" });
  await t.db.update(user).set({ isAdmin: true }).where(eq(user.id, admin.id));
  adminEmail = admin.email;
});
afterAll(async () => {
  await t?.close();
});

const ticket = (over: Record<string, unknown> = {}) => ({
  title: "Billing dispute",
  description: "I see a charge I don't recognise.",
  issueType: "bookings_payments",
  priority: "high",
  conversationLog: [
    { role: "user", content: "I was charged twice", timestamp: "2026-11-26T10:00:00.000Z" },
    { role: "assistant", content: "I can open a ticket.", timestamp: "2026-11-26T10:00:01.000Z" },
  ],
  ...over,
});

async function rowOf(id: string) {
  const [row] = await t.db.select().from(helpTickets).where(eq(helpTickets.id, id));
  return row!;
}

describe("POST /api/help/tickets", () => {
  it("needs an email from a signed-out visitor, with a clear message", async () => {
    const res = await t.client().post("/api/help/tickets", ticket());
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error.message).toBe(HELP_EMAIL_REQUIRED_MESSAGE);
    expect(res.json<ErrorBody>().error.fields).toEqual({ email: HELP_EMAIL_REQUIRED_MESSAGE });
  });

  it("creates a signed-out visitor's ticket as a couple's, with the conversation log as JSON text", async () => {
    const email = uniqueEmail("visitor");
    const res = await t.client().post("/api/help/tickets", ticket({ email }));
    expect(res.statusCode).toBe(201);
    const { ticket: summary } = res.json<{ ticket: HelpTicketSummary }>();
    expect(summary).toMatchObject({
      title: "Billing dispute",
      issueType: "bookings_payments",
      priority: "high",
      status: "open",
    });
    const row = await rowOf(summary.id);
    expect(row).toMatchObject({ userId: null, stakeholderType: "couple", userEmail: email });
    expect(JSON.parse(row.conversationLog)).toHaveLength(2);
    expect(row.createdFromIp).toMatch(/^10\./);
  });

  it("takes the stakeholder type and the address from the session, whatever the body says", async () => {
    const vendor = await t.quickUser({ kind: "vendor" });
    const res = await vendor.client.post(
      "/api/help/tickets",
      ticket({ email: "someone-else@example.test", stakeholderType: "couple", userId: "another-user" }),
    );
    expect(res.statusCode).toBe(201);
    const row = await rowOf(res.json<{ ticket: HelpTicketSummary }>().ticket.id);
    expect(row).toMatchObject({ userId: vendor.id, stakeholderType: "vendor", userEmail: vendor.email });
  });

  it("follows the spec's order: venue owner, vendor, contributor with a profile, else couple", async () => {
    const owner = await t.quickUser({ kind: "venue_owner" });
    const helper = await t.quickUser({ kind: "couple" });
    await t.db.insert(contributorProfiles).values({ userId: helper.id });
    const couple = await t.quickUser({ kind: "couple" });
    const kinds = [];
    for (const who of [owner, helper, couple]) {
      const res = await who.client.post("/api/help/tickets", ticket());
      kinds.push((await rowOf(res.json<{ ticket: HelpTicketSummary }>().ticket.id)).stakeholderType);
    }
    expect(kinds).toEqual(["venue_owner", "contributor", "couple"]);
  });

  it("mails every admin the title, priority, stakeholder and a link to the queue", async () => {
    const couple = await t.quickUser({ kind: "couple" });
    const res = await couple.client.post(
      "/api/help/tickets",
      ticket({ title: "Account security concern", priority: "urgent", issueType: "account" }),
    );
    expect(res.statusCode).toBe(201);
    const mail = await t.latestMail(adminEmail, {
      subject: "[urgent] New help ticket: Account security concern",
    });
    expect(mail.subject).toBe("[urgent] New help ticket: Account security concern");
    expect(mail.text).toContain("Priority: urgent");
    expect(mail.text).toContain("Stakeholder: Couple");
    expect(mail.text).toContain(`From: ${couple.email}`);
    expect(mail.text).toContain("http://localhost:3000/admin/tickets");
  });

  it("refuses bad input with 400 and never stores it", async () => {
    const email = uniqueEmail("bad");
    for (const body of [
      ticket({ email, title: "" }),
      ticket({ email, title: "x".repeat(141) }),
      ticket({ email, issueType: "lawsuit" }),
      ticket({ email, description: "a\u0000b" }),
      ticket({
        email,
        conversationLog: Array.from({ length: 61 }, () => ({ role: "user", content: "hi", timestamp: "t" })),
      }),
    ]) {
      const res = await t.client().post("/api/help/tickets", body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(await t.db.select().from(helpTickets).where(eq(helpTickets.userEmail, email))).toHaveLength(0);
  });

  it("refuses a ticket flood from one address with 429 and a clear message", async () => {
    const ip = uniqueAddress();
    const statuses: number[] = [];
    let last: Awaited<ReturnType<ReturnType<TestApp["client"]>["post"]>> | undefined;
    for (let i = 0; i < 4; i += 1) {
      last = await t.client(ip).post("/api/help/tickets", ticket({ email: uniqueEmail("flood") }));
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(last!.json<ErrorBody>().error.message).toMatch(
      /^You've sent several tickets from this connection in the last hour\. Our team has the ones you sent; please wait \d+ minutes before opening another\.$/,
    );
    // Another address is not affected.
    expect(
      (await t.client().post("/api/help/tickets", ticket({ email: uniqueEmail("other") }))).statusCode,
    ).toBe(201);
  });
});
