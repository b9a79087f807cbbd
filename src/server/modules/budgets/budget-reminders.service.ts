import { and, eq, gte, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { user } from "../../db/schema/auth";
import { budgetCategories, budgetItems, budgetPayments } from "../../db/schema/budgets";
import { coupleContributors } from "../../db/schema/collaboration";
import { coupleProfiles } from "../../db/schema/profiles";
import type { JobHandler, Schedule } from "../../jobs/job-runner";
import { paymentReminderEmail } from "../../providers/email/budget-templates";
import type { Mailer } from "../../providers/email/mailer";
import { addDays, localDateTime, timeZoneOfCity } from "../tours/tour-time";

/**
 * Payment reminders (issue #14; docs/decisions/037): each unpaid payment's assignee is mailed 7 days
 * before its due date and on the due date, "today" being the date in the couple's city's time zone.
 *
 * Exactly once, however many processes run the job: a reminder is claimed by one conditional UPDATE of
 * its mark (`… WHERE reminder_…_sent_at IS NULL … RETURNING`) and its mail is queued in the outbox in the
 * same transaction, so the mark and the mail commit together or not at all; a concurrent run's UPDATE
 * waits for that commit and then matches no row. The state is the two marks in the database, so a
 * restart changes nothing.
 *
 * Catching up: a run that finds a reminder whose day passed unsent (the servers were down) still sends
 * it once — the week reminder on any day from 7 days to 1 day before the due date ("due in 3 days"),
 * the due reminder on the due date or the day after ("due yesterday"); later, nothing. A payment added
 * less than a week before its due date therefore gets one "due in N days" reminder. The due reminder
 * also marks the week reminder, so a week reminder never follows it.
 */
export const BUDGET_REMINDERS_JOB = "budget.reminders";
export const budgetRemindersSchedule = (everyMs: number): Schedule => ({
  name: BUDGET_REMINDERS_JOB,
  everyMs,
  // A failed run is not retried: the next slot sends whatever was not claimed.
  maxAttempts: 1,
});

export type ReminderKind = "week" | "due";

const DAY_MS = 86_400_000;
/** Whole days from `from` to `to` (both `YYYY-MM-DD`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Which reminder, if any, is due for a payment today (pure; see the catch-up rule above). */
export function reminderDue(p: {
  dueOn: string;
  today: string;
  weekSent: boolean;
  dueSent: boolean;
}): ReminderKind | null {
  const left = daysBetween(p.today, p.dueOn);
  if (left <= 0 && left >= -1) return p.dueSent ? null : "due";
  if (left >= 1 && left <= 7) return p.weekSent ? null : "week";
  return null;
}

export type ReminderDeps = { db: Db; mailer: Mailer; publicUrl: string };

export function budgetRemindersHandler(
  deps: Omit<ReminderDeps, "mailer"> & { mailer: () => Mailer },
): JobHandler {
  return async () => {
    await sendBudgetReminders({ ...deps, mailer: deps.mailer() });
  };
}

const coupleNames = sql<string>`coalesce(nullif(concat_ws(' & ', nullif(${coupleProfiles.partner1Name}, ''), nullif(${coupleProfiles.partner2Name}, '')), ''), ${user.name})`;

/** Sends the reminders due at `now`; returns what was queued (payment id and kind). */
export async function sendBudgetReminders(
  deps: ReminderDeps & { now?: Date },
): Promise<{ paymentId: string; kind: ReminderKind; to: string }[]> {
  const { db } = deps;
  const now = deps.now ?? new Date();
  // Every zone's "today" is within a day of UTC's: read a window wide enough for all of them.
  const utc = now.toISOString().slice(0, 10);
  const candidates = await db
    .select({
      id: budgetPayments.id,
      label: budgetPayments.label,
      amountCents: budgetPayments.amountCents,
      dueOn: budgetPayments.dueOn,
      weekSentAt: budgetPayments.reminderWeekSentAt,
      dueSentAt: budgetPayments.reminderDueSentAt,
      itemName: budgetItems.name,
      categoryName: budgetCategories.name,
      cityId: coupleProfiles.cityId,
      coupleEmail: user.email,
      coupleNames,
      assigneeEmail: coupleContributors.email,
      assigneeName: coupleContributors.name,
      assigneeStatus: coupleContributors.status,
    })
    .from(budgetPayments)
    .innerJoin(budgetItems, eq(budgetItems.id, budgetPayments.itemId))
    .innerJoin(budgetCategories, eq(budgetCategories.id, budgetItems.categoryId))
    .innerJoin(user, eq(user.id, budgetPayments.coupleId))
    .leftJoin(coupleProfiles, eq(coupleProfiles.id, budgetPayments.coupleId))
    .leftJoin(coupleContributors, eq(coupleContributors.id, budgetPayments.assigneeContributorId))
    .where(
      and(
        isNull(budgetPayments.paidOn),
        gte(budgetPayments.dueOn, addDays(utc, -2)),
        lte(budgetPayments.dueOn, addDays(utc, 8)),
        or(isNull(budgetPayments.reminderWeekSentAt), isNull(budgetPayments.reminderDueSentAt)),
      ),
    );

  const sent: { paymentId: string; kind: ReminderKind; to: string }[] = [];
  for (const p of candidates) {
    const dueOn = p.dueOn!;
    const today = localDateTime(now, timeZoneOfCity(p.cityId ?? "")).date;
    const kind = reminderDue({
      dueOn,
      today,
      weekSent: p.weekSentAt !== null,
      dueSent: p.dueSentAt !== null,
    });
    if (!kind) continue;
    // A revoked helper is no longer the couple's to mail: the couple is reminded instead.
    const toHelper = p.assigneeEmail !== null && p.assigneeStatus !== "revoked";
    const to = toHelper ? p.assigneeEmail! : p.coupleEmail;
    const claimed = await db.transaction(async (tx) => {
      const mark = sql`now()`;
      const [row] = await tx
        .update(budgetPayments)
        .set(
          kind === "due"
            ? {
                reminderDueSentAt: mark,
                reminderWeekSentAt: sql`coalesce(${budgetPayments.reminderWeekSentAt}, now())`,
              }
            : { reminderWeekSentAt: mark },
        )
        .where(
          and(
            eq(budgetPayments.id, p.id),
            kind === "due"
              ? isNull(budgetPayments.reminderDueSentAt)
              : isNull(budgetPayments.reminderWeekSentAt),
            isNull(budgetPayments.paidOn),
            // The date this reminder was computed for: a due date moved meanwhile is the next run's.
            eq(budgetPayments.dueOn, dueOn),
          ),
        )
        // What is mailed is what the row holds now (an amount changed since the read included).
        .returning({ label: budgetPayments.label, amountCents: budgetPayments.amountCents });
      if (!row) return false;
      await deps.mailer.send(
        {
          to,
          ...paymentReminderEmail({
            kind,
            daysLeft: daysBetween(today, dueOn),
            recipientName: toHelper ? p.assigneeName! : p.coupleNames,
            coupleNames: toHelper ? p.coupleNames : null,
            label: row.label,
            itemName: p.itemName,
            categoryName: p.categoryName,
            amountCents: row.amountCents,
            dueOn,
            url: `${deps.publicUrl}/planning/budget-tracker`,
          }),
        },
        tx,
      );
      return true;
    });
    if (claimed) sent.push({ paymentId: p.id, kind, to });
  }
  return sent;
}
