import { and, asc, desc, eq, gt, gte, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Viewer } from "@shared/schemas/account";
import {
  PLANNING_CALL_MINUTES,
  PLANNING_CALL_NOTICE_HOURS,
  PLANNING_CALL_TIME_ZONE,
  PLANNING_CALL_WINDOW_DAYS,
  type JuneIntake,
  type JuneIntakeProgress,
  type PlanningCall,
  type PlanningCallSlots,
} from "@shared/schemas/june-intake";
import { coupleScope, type CoupleScope } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../db/pg-errors";
import { user } from "../../db/schema/auth";
import { weddingBudgets } from "../../db/schema/budgets";
import { juneIntakeProgress } from "../../db/schema/june-intake";
import { planningCalls } from "../../db/schema/planning-calls";
import { coupleProfiles } from "../../db/schema/profiles";
import { AppError, notFound } from "../../errors";
import { buildCalendarEvent, calendarContentType } from "../../lib/ics";
import { writeBudgetHeader } from "../budgets/budgets.service";
import type { Mailer } from "../../providers/email/mailer";
import { planningCallEmail, type PlanningCallMailEvent } from "../../providers/email/planning-call-templates";
// Pure time-zone helpers (no database): the tours module's wall-clock ↔ instant conversions.
import { addDays, formatLocalDateTime, localDateTime, zonedTimeToUtc } from "../tours/tour-time";

export type JuneIntakeDeps = {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  operatorEmail: string;
  log: FastifyBaseLogger;
};

const HOUR_MS = 3600_000;
const SLOT_TAKEN = "Someone just booked that time. Please choose another one.";

/** Who may use June's intake and calls: couples, acting for themselves (docs/decisions/015-one-access-rule.md). */
const forCouples = (what: string) => ({
  what: { message: `${what} is for couple accounts. Sign in as a couple to use it.` },
});

// ── Voice intake ─────────────────────────────────────────────────────────────────────────────────

/** What June already knows, to prefill the interview's review card. */
export async function getIntake(db: Db, viewer: Viewer): Promise<JuneIntake> {
  const { coupleId } = await coupleScope(db, viewer, forCouples("June's intake"));
  const [row] = await db
    .select({
      partner1Name: coupleProfiles.partner1Name,
      partner2Name: coupleProfiles.partner2Name,
      weddingDate: coupleProfiles.weddingDate,
      cityId: coupleProfiles.cityId,
      guestCount: coupleProfiles.guestCount,
      weddingStyle: coupleProfiles.weddingStyle,
      totalBudget: weddingBudgets.totalBudget,
    })
    .from(user)
    .leftJoin(coupleProfiles, eq(coupleProfiles.id, user.id))
    .leftJoin(weddingBudgets, eq(weddingBudgets.userId, user.id))
    .where(eq(user.id, coupleId));
  return {
    partner1Name: row?.partner1Name ?? "",
    partner2Name: row?.partner2Name ?? "",
    weddingDate: row?.weddingDate ?? null,
    cityId: (row?.cityId as JuneIntake["cityId"]) ?? null,
    guestCount: row?.guestCount ?? null,
    totalBudget: row?.totalBudget ?? null,
    weddingStyle: row?.weddingStyle ?? "",
  };
}

/**
 * Saves the answers the couple confirmed: the profile and the budget's total (and guest count) in one
 * transaction, so a failure leaves neither half written. A null budget leaves the budget's total as it is.
 */
export async function saveIntake(db: Db, viewer: Viewer, input: JuneIntake): Promise<JuneIntake> {
  const { coupleId } = await coupleScope(db, viewer, forCouples("June's intake"));
  const now = new Date();
  const profile = {
    partner1Name: input.partner1Name,
    partner2Name: input.partner2Name,
    weddingDate: input.weddingDate,
    cityId: input.cityId,
    guestCount: input.guestCount,
    weddingStyle: input.weddingStyle,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(coupleProfiles)
      .values({ id: coupleId, ...profile, updatedAt: now })
      .onConflictDoUpdate({ target: coupleProfiles.id, set: { ...profile, updatedAt: now } });
    // The budget's one header writer keeps total_budget, total_cents and the history together (issue #14).
    await writeBudgetHeader(tx, {
      coupleId,
      actor: { id: viewer.id, name: viewer.name },
      ...(input.totalBudget !== null ? { totalCents: input.totalBudget * 100 } : { onlyIfExists: true }),
      guestCount: input.guestCount,
    });
    // The interview is finished: a later visit starts a new one.
    await tx.delete(juneIntakeProgress).where(eq(juneIntakeProgress.coupleId, coupleId));
  });
  return getIntake(db, viewer);
}

/** Where the couple left the interview, or null when they have none under way. */
export async function getIntakeProgress(db: Db, viewer: Viewer): Promise<JuneIntakeProgress | null> {
  const { coupleId } = await coupleScope(db, viewer, forCouples("June's intake"));
  const [row] = await db
    .select({
      step: juneIntakeProgress.step,
      draft: juneIntakeProgress.draft,
      transcript: juneIntakeProgress.transcript,
    })
    .from(juneIntakeProgress)
    .where(eq(juneIntakeProgress.coupleId, coupleId));
  return row ?? null;
}

/** Saves the interview's place after each answer (the answers stay a draft until the review card). */
export async function saveIntakeProgress(
  db: Db,
  viewer: Viewer,
  input: JuneIntakeProgress,
): Promise<JuneIntakeProgress> {
  const { coupleId } = await coupleScope(db, viewer, forCouples("June's intake"));
  const values = {
    step: input.step,
    draft: input.draft,
    transcript: input.transcript,
    updatedAt: new Date(),
  };
  await db
    .insert(juneIntakeProgress)
    .values({ coupleId, ...values })
    .onConflictDoUpdate({ target: juneIntakeProgress.coupleId, set: values });
  return input;
}

/** "Start over": forgets the interview under way. */
export async function deleteIntakeProgress(db: Db, viewer: Viewer): Promise<void> {
  const { coupleId } = await coupleScope(db, viewer, forCouples("June's intake"));
  await db.delete(juneIntakeProgress).where(eq(juneIntakeProgress.coupleId, coupleId));
}

// ── Planning calls ───────────────────────────────────────────────────────────────────────────────

const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** Every half hour from 10:00 to 15:30 (the last call ends at 16:00). */
const dailyTimes = Array.from({ length: 12 }, (_, i) => {
  const minutes = 10 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${minutes % 60 === 0 ? "00" : "30"}`;
});

/**
 * The times the office offers, ignoring bookings: weekdays 10:00–16:00 New York time on the half hour,
 * from `PLANNING_CALL_NOTICE_HOURS` from now up to `PLANNING_CALL_WINDOW_DAYS` days ahead. Pure.
 */
export function offeredTimes(now: Date): Date[] {
  const earliest = now.getTime() + PLANNING_CALL_NOTICE_HOURS * HOUR_MS;
  const latest = now.getTime() + PLANNING_CALL_WINDOW_DAYS * 24 * HOUR_MS;
  const today = localDateTime(now, PLANNING_CALL_TIME_ZONE).date;
  const out: Date[] = [];
  for (let d = 0; d <= PLANNING_CALL_WINDOW_DAYS; d++) {
    const date = addDays(today, d);
    const weekday = weekdayOf(date);
    if (weekday === 0 || weekday === 6) continue;
    for (const time of dailyTimes) {
      const instant = zonedTimeToUtc(date, time, PLANNING_CALL_TIME_ZONE);
      if (instant && instant.getTime() >= earliest && instant.getTime() <= latest) out.push(instant);
    }
  }
  return out;
}

async function bookedStarts(db: Db, from: Date, to: Date): Promise<Set<number>> {
  const rows = await db
    .select({ startsAt: planningCalls.startsAt })
    .from(planningCalls)
    .where(
      and(
        eq(planningCalls.status, "confirmed"),
        gte(planningCalls.startsAt, from),
        lt(planningCalls.startsAt, to),
      ),
    );
  return new Set(rows.map((r) => r.startsAt.getTime()));
}

export async function listSlots(db: Db, viewer: Viewer, now = new Date()): Promise<PlanningCallSlots> {
  await coupleScope(db, viewer, forCouples("Booking a planning call"));
  const offered = offeredTimes(now);
  const booked =
    offered.length === 0
      ? new Set<number>()
      : await bookedStarts(db, offered[0]!, new Date(offered.at(-1)!.getTime() + 1));
  return {
    timeZone: PLANNING_CALL_TIME_ZONE,
    durationMinutes: PLANNING_CALL_MINUTES,
    slots: offered.filter((s) => !booked.has(s.getTime())).map((s) => s.toISOString()),
  };
}

type CallRow = typeof planningCalls.$inferSelect;

function toPlanningCall(row: CallRow): PlanningCall {
  return {
    id: row.id,
    startsAt: row.startsAt.toISOString(),
    endsAt: new Date(row.startsAt.getTime() + row.durationMinutes * 60_000).toISOString(),
    durationMinutes: row.durationMinutes,
    phone: row.phone,
    topic: row.topic,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The couple's calls: upcoming confirmed ones first (soonest first), then the rest (latest first). */
export async function listMyCalls(db: Db, viewer: Viewer, now = new Date()): Promise<PlanningCall[]> {
  const { coupleId } = await coupleScope(db, viewer, forCouples("Booking a planning call"));
  const upcoming = sql`(${planningCalls.startsAt} > ${now.toISOString()}::timestamptz and ${planningCalls.status} = 'confirmed')`;
  const rows = await db
    .select()
    .from(planningCalls)
    .where(eq(planningCalls.coupleId, coupleId))
    .orderBy(
      sql`case when ${upcoming} then 0 else 1 end`,
      sql`case when ${upcoming} then ${planningCalls.startsAt} end asc`,
      desc(planningCalls.startsAt),
    )
    .limit(50);
  return rows.map(toPlanningCall);
}

async function coupleContact(db: Db, scope: CoupleScope) {
  const [row] = await db
    .select({
      email: user.email,
      name: sql<string>`coalesce(nullif(concat_ws(' & ', nullif(${coupleProfiles.partner1Name}, ''), nullif(${coupleProfiles.partner2Name}, '')), ''), ${user.name})`,
    })
    .from(user)
    .leftJoin(coupleProfiles, eq(coupleProfiles.id, user.id))
    .where(eq(user.id, scope.coupleId));
  return row ?? { email: scope.viewer.email, name: scope.viewer.name };
}

/** Mails the couple (with the .ics) and the operator. A failing mail is logged: the booking stands. */
async function sendCallMails(
  deps: JuneIntakeDeps,
  scope: CoupleScope,
  row: CallRow,
  event: PlanningCallMailEvent,
) {
  const couple = await coupleContact(deps.db, scope);
  const host = new URL(deps.publicUrl).hostname;
  const method = event === "cancelled" ? "CANCEL" : "REQUEST";
  const end = new Date(row.startsAt.getTime() + row.durationMinutes * 60_000);
  const manageUrl = `${deps.publicUrl}/intake-scheduling`;
  const facts = {
    when: formatLocalDateTime(row.startsAt, PLANNING_CALL_TIME_ZONE),
    durationMinutes: row.durationMinutes,
    coupleName: couple.name,
    coupleEmail: couple.email,
    phone: row.phone,
    topic: row.topic,
    manageUrl,
  };
  const ics = buildCalendarEvent({
    uid: `planning-call-${row.id}@${host}`,
    sequence: event === "cancelled" ? 1 : 0,
    method,
    status: event === "cancelled" ? "CANCELLED" : "CONFIRMED",
    start: row.startsAt,
    end,
    stamp: new Date(),
    summary: "Wedding planning call with June Weddings",
    description: [
      `A ${row.durationMinutes}-minute planning call. A planner calls you at ${row.phone}.`,
      ...(row.topic ? [`Topic: ${row.topic}`] : []),
      `Manage: ${manageUrl}`,
    ].join("\n"),
    location: `Phone call to ${row.phone}`,
    url: manageUrl,
    organizer: { name: "June Weddings planners", email: deps.operatorEmail },
    attendees: [{ name: couple.name, email: couple.email }],
  });
  const mails = [
    {
      to: couple.email,
      replyTo: deps.operatorEmail,
      ...planningCallEmail(event, "couple", facts),
      attachments: [
        {
          filename: "planning-call.ics",
          content: ics,
          contentType: calendarContentType(ics),
        },
      ],
    },
    { to: deps.operatorEmail, replyTo: couple.email, ...planningCallEmail(event, "operator", facts) },
  ];
  for (const mail of mails) {
    try {
      await deps.mailer.send(mail);
    } catch (err) {
      deps.log.error({ err, callId: row.id, event }, "planning call email failed");
    }
  }
}

export async function bookCall(
  deps: JuneIntakeDeps,
  viewer: Viewer,
  input: { startsAt: string; phone: string; topic: string },
  now = new Date(),
): Promise<PlanningCall> {
  const scope = await coupleScope(deps.db, viewer, forCouples("Booking a planning call"));
  const { coupleId } = scope;
  const startsAt = new Date(input.startsAt);
  const [existing] = await deps.db
    .select()
    .from(planningCalls)
    .where(
      and(
        eq(planningCalls.coupleId, coupleId),
        eq(planningCalls.status, "confirmed"),
        gt(planningCalls.startsAt, now),
      ),
    )
    .orderBy(asc(planningCalls.startsAt))
    .limit(1);
  if (existing)
    throw new AppError(
      "CONFLICT",
      `You already have a planning call on ${formatLocalDateTime(existing.startsAt, PLANNING_CALL_TIME_ZONE)}. Cancel it first to choose another time.`,
      { reason: "already_exists" },
    );
  if (!offeredTimes(now).some((s) => s.getTime() === startsAt.getTime()))
    throw new AppError("BAD_REQUEST", "That time isn't offered. Please choose one of the times shown.");
  let row: CallRow;
  try {
    const [created] = await deps.db
      .insert(planningCalls)
      .values({
        coupleId: coupleId,
        startsAt,
        durationMinutes: PLANNING_CALL_MINUTES,
        phone: input.phone,
        topic: input.topic,
      })
      .returning();
    row = created!;
  } catch (err) {
    // The partial unique index (one confirmed call per start time) decides races between couples.
    if (isUniqueViolation(err)) throw new AppError("CONFLICT", SLOT_TAKEN, { reason: "slot_taken" });
    throw err;
  }
  await sendCallMails(deps, scope, row, "booked");
  return toPlanningCall(row);
}

export async function cancelCall(deps: JuneIntakeDeps, viewer: Viewer, id: string, now = new Date()) {
  const scope = await coupleScope(deps.db, viewer, forCouples("Booking a planning call"));
  const { coupleId } = scope;
  const [current] = await deps.db
    .select()
    .from(planningCalls)
    .where(and(eq(planningCalls.id, id), eq(planningCalls.coupleId, coupleId)));
  // Another couple's call answers like a missing one.
  if (!current) throw notFound("We couldn't find that planning call.");
  if (current.status === "cancelled")
    throw new AppError("CONFLICT", "This call is already cancelled.", { reason: "already_cancelled" });
  if (current.startsAt.getTime() <= now.getTime())
    throw new AppError("BAD_REQUEST", "This call has already taken place.");
  const [row] = await deps.db
    .update(planningCalls)
    .set({ status: "cancelled" })
    .where(and(eq(planningCalls.id, id), eq(planningCalls.status, "confirmed")))
    .returning();
  if (!row)
    throw new AppError("CONFLICT", "This call is already cancelled.", { reason: "already_cancelled" });
  await sendCallMails(deps, scope, row, "cancelled");
  return toPlanningCall(row);
}
