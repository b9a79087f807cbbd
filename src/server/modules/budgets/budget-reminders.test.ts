import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { budgetCategories, budgetItems, budgetPayments, weddingBudgets } from "../../db/schema/budgets";
import { coupleContributors } from "../../db/schema/collaboration";
import { jobs } from "../../db/schema/jobs";
import { coupleProfiles } from "../../db/schema/profiles";
import { MAIL_JOB } from "../../providers/email/outbox-mailer";
import { createTestApp, type Mail, type TestApp } from "../../testing/test-app";
import { localDateTime } from "../tours/tour-time";
import { daysBetween, reminderDue, sendBudgetReminders } from "./budget-reminders.service";

/**
 * Payment reminders (issue #14; docs/decisions/037). On PGlite by default; with TEST_DATABASE_URL the
 * same file runs two app instances on one PostgreSQL database (each with its own pool and job runner).
 */

describe("which reminder is due (pure)", () => {
  const at = (today: string, dueOn: string, weekSent = false, dueSent = false) =>
    reminderDue({ today, dueOn, weekSent, dueSent });

  it("sends the week reminder from 7 days to 1 day before, the due one on the day and the day after", () => {
    expect(daysBetween("2027-06-05", "2027-06-12")).toBe(7);
    expect(at("2027-06-04", "2027-06-12")).toBeNull();
    expect(at("2027-06-05", "2027-06-12")).toBe("week");
    expect(at("2027-06-11", "2027-06-12")).toBe("week");
    expect(at("2027-06-11", "2027-06-12", true)).toBeNull();
    expect(at("2027-06-12", "2027-06-12")).toBe("due");
    expect(at("2027-06-13", "2027-06-12")).toBe("due");
    expect(at("2027-06-13", "2027-06-12", true, true)).toBeNull();
    expect(at("2027-06-14", "2027-06-12")).toBeNull();
    // Across a month end and the DST change (calendar days, no clock involved).
    expect(at("2027-03-07", "2027-03-14")).toBe("week");
  });
});

let a: TestApp;
let b: TestApp;
const ohio = { id: "", email: "", password: "" };
const nashville = { id: "", email: "", password: "" };
const parentEmail = "mara-reminders@example.test";
let parentRow = "";
const pay: Record<string, string> = {};

/** A category with one item per payment; the item is named like the payment key, so subjects tell them apart. */
async function addPayments(
  coupleId: string,
  category: string,
  rows: { key: string; amountCents: number; dueOn: string; paidOn?: string; assignee?: string | null }[],
) {
  const [c] = await a.db
    .insert(budgetCategories)
    .values({ coupleId, name: category })
    .returning({ id: budgetCategories.id });
  for (const r of rows) {
    const [item] = await a.db
      .insert(budgetItems)
      .values({ coupleId, categoryId: c!.id, name: r.key, estimateCents: r.amountCents })
      .returning({ id: budgetItems.id });
    const [p] = await a.db
      .insert(budgetPayments)
      .values({
        coupleId,
        itemId: item!.id,
        label: "Deposit",
        amountCents: r.amountCents,
        dueOn: r.dueOn,
        paidOn: r.paidOn ?? null,
        assigneeContributorId: r.assignee ?? null,
      })
      .returning({ id: budgetPayments.id });
    pay[r.key] = p!.id;
  }
}

/** This file's couples (the demo couple's seeded budget has payments of its own; they are left out). */
const ours = (to: string) => [ohio.email, nashville.email, parentEmail].includes(to);

const run = async (app: TestApp, now: string) =>
  (
    await sendBudgetReminders({
      db: app.db,
      mailer: app.mailer,
      publicUrl: app.config.publicUrl,
      now: new Date(now),
    })
  ).filter((r) => ours(r.to));

/**
 * The reminders delivered so far. `send` only queues a mail in the outbox and a job delivers it (decision
 * 019): the mailbox is read once no mail job is waiting or running, so a busy machine can't make a test
 * read it before the delivery (it did: an empty mailbox right after four reminders were claimed).
 */
async function reminderMails(): Promise<Mail[]> {
  await expect
    .poll(
      async () =>
        (
          await a.db
            .select({ id: jobs.id })
            .from(jobs)
            .where(and(eq(jobs.name, MAIL_JOB), inArray(jobs.status, ["pending", "running"])))
        ).length,
      { timeout: 15_000, interval: 50 },
    )
    .toBe(0);
  return (await a.mailbox()).filter((m) => m.subject.startsWith("Payment due") && ours(m.to));
}
const subjects = async () => (await reminderMails()).map((m) => `${m.to} | ${m.subject}`).sort();

beforeAll(async () => {
  a = await createTestApp();
  // A second instance of the app on the same database, as a second server behind a load balancer.
  b = await createTestApp({}, { database: a.testDatabase });
  const o = await a.insertUser({ kind: "couple", name: "Ava Reyes" });
  const n = await a.insertUser({ kind: "couple", name: "Jo Park" });
  Object.assign(ohio, o);
  Object.assign(nashville, n);
  await a.db.insert(coupleProfiles).values([
    { id: o.id, partner1Name: "Ava", partner2Name: "Noah", cityId: "cleveland" },
    { id: n.id, partner1Name: "Jo", partner2Name: "Sam", cityId: "nashville" },
  ]);
  await a.db.insert(weddingBudgets).values([{ userId: o.id }, { userId: n.id }]);
  const [row] = await a.db
    .insert(coupleContributors)
    .values({ coupleId: o.id, email: parentEmail, name: "Mara", role: "parent", areas: { budget: "view" } })
    .returning({ id: coupleContributors.id });
  parentRow = row!.id;
  await addPayments(o.id, "Catering", [
    { key: "Dinner", amountCents: 123_456, dueOn: "2027-06-12", assignee: parentRow },
    { key: "Cake", amountCents: 45_000, dueOn: "2027-06-12" },
    { key: "Bar", amountCents: 90_000, dueOn: "2027-06-12", paidOn: "2027-06-01" },
    { key: "Linens", amountCents: 10_000, dueOn: "2027-06-20" },
    { key: "Tasting", amountCents: 7_550, dueOn: "2027-06-05" },
    { key: "Chairs", amountCents: 20_000, dueOn: "2027-06-03" },
  ]);
  await addPayments(n.id, "Music", [{ key: "Band", amountCents: 300_000, dueOn: "2027-06-12" }]);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe("the budget.reminders job", () => {
  it("mails each reminder once, to the right person, with two concurrent runs on each of two app instances", async () => {
    // 12:00 in Cleveland and 11:00 in Nashville on June 5.
    const now = "2027-06-05T16:00:00Z";
    const results = await Promise.all([run(a, now), run(a, now), run(b, now), run(b, now)]);
    const claimed = results.flat().map((r) => `${r.kind} ${r.to}`);
    expect(claimed.sort()).toEqual(
      [`week ${parentEmail}`, `week ${ohio.email}`, `due ${ohio.email}`, `week ${nashville.email}`].sort(),
    );
    expect(await subjects()).toEqual(
      [
        `${parentEmail} | Payment due in 7 days: Dinner – Deposit, $1,234.56`,
        `${ohio.email} | Payment due in 7 days: Cake – Deposit, $450.00`,
        `${ohio.email} | Payment due today: Tasting – Deposit, $75.50`,
        `${nashville.email} | Payment due in 7 days: Band – Deposit, $3,000.00`,
      ].sort(),
    );
    const dinner = (await reminderMails()).find((m) => m.to === parentEmail)!;
    expect(dinner.text).toBe(
      "Hi Mara,\n\nA payment for Ava & Noah's wedding is due in 7 days, on Saturday, June 12, 2027.\n\n" +
        "Catering › Dinner\nDeposit: $1,234.56\n\nSee it in the budget tracker:\n" +
        "http://localhost:3000/planning/budget-tracker\n\n" +
        "Once it is paid, mark it paid in the budget tracker and no more reminders go out for it.\n",
    );
    expect(dinner.html).toContain('href="http://localhost:3000/planning/budget-tracker"');
    expect(dinner.html).toContain("Deposit: $1,234.56");
    const cake = (await reminderMails()).find((m) => m.subject.includes("Cake"))!;
    expect(cake.text).toContain("Hi Ava & Noah,\n\nA payment for your wedding is due in 7 days");

    // The marks are in the database: run again on both instances, nothing more goes out.
    expect([...(await run(a, now)), ...(await run(b, "2027-06-06T16:00:00Z"))]).toEqual([]);
    expect(await reminderMails()).toHaveLength(4);
  });

  it("survives a restart: a new app on the same database sends only what is left, on the due date", async () => {
    await b.close();
    b = await createTestApp({}, { database: a.testDatabase });
    const before = new Set((await reminderMails()).map((m) => `${m.to} ${m.subject}`));
    expect(await run(b, "2027-06-08T16:00:00Z")).toEqual([]);
    // June 12, 00:30 in Cleveland, still June 11 (23:30) in Nashville.
    const sent = await Promise.all([run(a, "2027-06-12T04:30:00Z"), run(b, "2027-06-12T04:30:00Z")]);
    expect(
      sent
        .flat()
        .map((r) => `${r.kind} ${r.to}`)
        .sort(),
    ).toEqual([`due ${parentEmail}`, `due ${ohio.email}`].sort());
    const due = (await reminderMails())
      .filter((m) => !before.has(`${m.to} ${m.subject}`))
      .map((m) => m.subject);
    expect(due.sort()).toEqual(
      ["Payment due today: Cake – Deposit, $450.00", "Payment due today: Dinner – Deposit, $1,234.56"].sort(),
    );
    // An hour later it is June 12 in Nashville too.
    expect((await run(b, "2027-06-12T05:30:00Z")).map((r) => `${r.kind} ${r.to}`)).toEqual([
      `due ${nashville.email}`,
    ]);
    expect(await run(a, "2027-06-12T20:00:00Z")).toEqual([]);
  });

  it("never mails paid payments, catches up a missed week reminder, and re-arms when the due date moves", async () => {
    const [bar] = await a.db.select().from(budgetPayments).where(eq(budgetPayments.id, pay.Bar!));
    expect(bar).toMatchObject({ reminderWeekSentAt: null, reminderDueSentAt: null });
    // Linens (June 20): its week reminder day (June 13) passes while the servers are down.
    const caught = await run(a, "2027-06-16T14:00:00Z");
    expect(caught.map((r) => r.kind)).toEqual(["week"]);
    const linens = (await reminderMails()).find((m) => m.subject.includes("Linens"))!;
    expect(linens.subject).toBe("Payment due in 4 days: Linens – Deposit, $100.00");

    // The couple moves the Linens payment a week later (PATCH, budget-lines.ts): both reminders re-arm.
    const { client } = await a.signIn(ohio.email, ohio.password);
    const [row] = await a.db.select().from(budgetPayments).where(eq(budgetPayments.id, pay.Linens!));
    const moved = await client.request("PATCH", `/api/budget/payments/${pay.Linens}`, {
      body: { dueOn: "2027-06-27", amountCents: 12_500, version: row!.version },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [after] = await a.db.select().from(budgetPayments).where(eq(budgetPayments.id, pay.Linens!));
    expect(after).toMatchObject({ reminderWeekSentAt: null, reminderDueSentAt: null });
    expect((await run(b, "2027-06-20T14:00:00Z")).map((r) => r.kind)).toEqual(["week"]);
    expect((await reminderMails()).map((m) => m.subject)).toContain(
      "Payment due in 7 days: Linens – Deposit, $125.00",
    );
    // Paid before its due date: the due reminder never goes out.
    await a.db.update(budgetPayments).set({ paidOn: "2027-06-25" }).where(eq(budgetPayments.id, pay.Linens!));
    expect(await run(a, "2027-06-27T14:00:00Z")).toEqual([]);
    // Chairs (due June 3) was already more than a day past due at the first run: never mailed.
    const chairs = await a.db
      .select()
      .from(budgetPayments)
      .where(inArray(budgetPayments.id, [pay.Chairs!, pay.Bar!]));
    expect(chairs.every((p) => p.reminderWeekSentAt === null && p.reminderDueSentAt === null)).toBe(true);
    expect((await reminderMails()).filter((m) => /Chairs|Bar/.test(m.subject))).toEqual([]);
  });

  it("a revoked assignee's reminder goes to the couple", async () => {
    await a.db
      .update(coupleContributors)
      .set({ status: "revoked" })
      .where(eq(coupleContributors.id, parentRow));
    await addPayments(ohio.id, "Flowers", [
      { key: "Bouquets", amountCents: 60_000, dueOn: "2027-07-10", assignee: parentRow },
    ]);
    expect((await run(a, "2027-07-03T14:00:00Z")).map((r) => r.to)).toEqual([ohio.email]);
  });
});

describe("the scheduled job in a running app", () => {
  it("runs on its interval and mails a payment due today in the couple's time zone", async () => {
    const scheduled = await createTestApp(
      { BUDGET_REMINDERS_EVERY_MS: "1000" },
      { database: a.testDatabase },
    );
    try {
      const today = localDateTime(new Date(), "America/New_York").date;
      await addPayments(ohio.id, "Photography", [{ key: "Album", amountCents: 25_000, dueOn: today }]);
      const mail = await scheduled.latestMail(ohio.email, {
        subject: "Payment due today: Album – Deposit, $250.00",
        timeoutMs: 15_000,
      });
      expect(mail.text).toContain("A payment for your wedding is due today");
      const [row] = await a.db.select().from(budgetPayments).where(eq(budgetPayments.id, pay.Album!));
      expect(row!.reminderDueSentAt).not.toBeNull();
    } finally {
      await scheduled.close();
    }
  }, 30_000);
});
