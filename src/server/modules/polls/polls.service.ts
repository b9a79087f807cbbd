import { and, asc, desc, eq, inArray } from "drizzle-orm";
import {
  isPollClosed,
  pollMessages,
  pollWinners,
  type CreatePoll,
  type Poll,
  type PollPerson,
  type VotePoll,
} from "@shared/schemas/polls";
import type { CoupleScope } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { user } from "../../db/schema/auth";
import { pollOptions, polls, pollVotes } from "../../db/schema/polls";
import { AppError, invalidFields } from "../../errors";

/**
 * Polls (issue #15). The routes resolve the couple with `coupleScope` (area "timeline"); every query here
 * is keyed by `scope.coupleId`, so another couple's poll reads exactly like a missing one.
 */

const missing = () => new AppError("NOT_FOUND", pollMessages.missing);

type PollRow = typeof polls.$inferSelect;

/** The couple's polls, newest first, each with its options, counts, voters and the viewer's own votes. */
export async function listPolls(db: Db, scope: CoupleScope, now = new Date()): Promise<Poll[]> {
  const rows = await db
    .select()
    .from(polls)
    .where(eq(polls.coupleId, scope.coupleId))
    .orderBy(desc(polls.createdAt), desc(polls.id));
  return present(db, scope, rows, now);
}

async function getPoll(db: Db, scope: CoupleScope, id: string, now = new Date()): Promise<Poll> {
  const rows = await db
    .select()
    .from(polls)
    .where(and(eq(polls.id, id), eq(polls.coupleId, scope.coupleId)));
  const [poll] = await present(db, scope, rows, now);
  if (!poll) throw missing();
  return poll;
}

async function present(db: Db, scope: CoupleScope, rows: PollRow[], now: Date): Promise<Poll[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [options, votes, creators] = await Promise.all([
    db
      .select({ id: pollOptions.id, pollId: pollOptions.pollId, label: pollOptions.label })
      .from(pollOptions)
      .where(inArray(pollOptions.pollId, ids))
      .orderBy(asc(pollOptions.position), asc(pollOptions.id)),
    db
      .select({ pollId: pollVotes.pollId, optionId: pollVotes.optionId, id: user.id, name: user.name })
      .from(pollVotes)
      .innerJoin(user, eq(user.id, pollVotes.userId))
      .where(inArray(pollVotes.pollId, ids))
      .orderBy(asc(pollVotes.votedAt), asc(user.name)),
    namesOf(
      db,
      rows.flatMap((r) => (r.createdBy ? [r.createdBy] : [])),
    ),
  ]);
  const votersOf = new Map<string, PollPerson[]>();
  for (const v of votes) {
    const list = votersOf.get(v.optionId) ?? [];
    list.push({ id: v.id, name: v.name });
    votersOf.set(v.optionId, list);
  }
  return rows.map((r) => {
    const cast = votes.filter((v) => v.pollId === r.id);
    const opts = options
      .filter((o) => o.pollId === r.id)
      .map((o) => {
        const voters = votersOf.get(o.id) ?? [];
        return { id: o.id, label: o.label, votes: voters.length, voters };
      });
    const isClosed = isPollClosed(r, now);
    return {
      id: r.id,
      question: r.question,
      multiple: r.multiple,
      closesAt: r.closesAt?.toISOString() ?? null,
      closedAt: r.closedAt?.toISOString() ?? null,
      isClosed,
      createdBy: r.createdBy ? { id: r.createdBy, name: creators.get(r.createdBy) ?? "" } : null,
      createdAt: r.createdAt.toISOString(),
      options: opts,
      myVotes: cast.filter((v) => v.id === scope.viewer.id).map((v) => v.optionId),
      voterCount: new Set(cast.map((v) => v.id)).size,
      winners: isClosed ? pollWinners(opts) : [],
      canDelete: mayDelete(scope, r),
    };
  });
}

async function namesOf(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: user.id, name: user.name })
    .from(user)
    .where(inArray(user.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Its creator or the couple (and only with edit: the route needs it before this is asked). */
function mayDelete(scope: CoupleScope, row: Pick<PollRow, "createdBy">): boolean {
  if (!scope.can("timeline", "edit")) return false;
  return scope.role === "couple" || row.createdBy === scope.viewer.id;
}

export async function createPoll(db: Db, scope: CoupleScope, input: CreatePoll): Promise<Poll> {
  const id = await db.transaction(async (tx) => {
    const [poll] = await tx
      .insert(polls)
      .values({
        coupleId: scope.coupleId,
        question: input.question,
        multiple: input.multiple ?? false,
        closesAt: input.closesAt ? new Date(input.closesAt) : null,
        createdBy: scope.viewer.id,
      })
      .returning({ id: polls.id });
    await tx
      .insert(pollOptions)
      .values(input.options.map((label, position) => ({ pollId: poll!.id, label, position })));
    return poll!.id;
  });
  return getPoll(db, scope, id);
}

/**
 * Sets the viewer's choices on a poll, in one transaction that holds the poll's row: a single-choice
 * vote replaces the viewer's earlier one, a multiple-choice vote replaces their set. A closed poll, or one
 * past its closing time, answers 409.
 */
export async function vote(db: Db, scope: CoupleScope, pollId: string, input: VotePoll): Promise<Poll> {
  const now = new Date();
  await db.transaction(async (tx) => {
    const [poll] = await tx
      .select()
      .from(polls)
      .where(and(eq(polls.id, pollId), eq(polls.coupleId, scope.coupleId)))
      .for("update");
    if (!poll) throw missing();
    if (poll.closedAt) throw new AppError("CONFLICT", pollMessages.closed);
    if (isPollClosed(poll, now)) throw new AppError("CONFLICT", pollMessages.deadlinePassed);
    if (!poll.multiple && input.optionIds.length !== 1)
      throw invalidFields({ optionIds: pollMessages.chooseOne });
    if (input.optionIds.length > 0) {
      const known = await tx
        .select({ id: pollOptions.id })
        .from(pollOptions)
        .where(and(eq(pollOptions.pollId, pollId), inArray(pollOptions.id, input.optionIds)));
      if (known.length !== input.optionIds.length)
        throw invalidFields({ optionIds: pollMessages.unknownOption });
    }
    await tx
      .delete(pollVotes)
      .where(and(eq(pollVotes.pollId, pollId), eq(pollVotes.userId, scope.viewer.id)));
    if (input.optionIds.length > 0)
      await tx
        .insert(pollVotes)
        .values(input.optionIds.map((optionId) => ({ pollId, optionId, userId: scope.viewer.id })));
  });
  return getPoll(db, scope, pollId, now);
}

/** Ends voting now (the results stay). Closing a closed poll changes nothing. */
export async function closePoll(db: Db, scope: CoupleScope, pollId: string): Promise<Poll> {
  const [row] = await db
    .select({ closedAt: polls.closedAt })
    .from(polls)
    .where(and(eq(polls.id, pollId), eq(polls.coupleId, scope.coupleId)));
  if (!row) throw missing();
  if (!row.closedAt)
    await db
      .update(polls)
      .set({ closedAt: new Date() })
      .where(and(eq(polls.id, pollId), eq(polls.coupleId, scope.coupleId)));
  return getPoll(db, scope, pollId);
}

/** Deletes a poll with its options and votes: its creator or the couple only (403 for another editor). */
export async function deletePoll(db: Db, scope: CoupleScope, pollId: string): Promise<void> {
  const [row] = await db
    .select({ createdBy: polls.createdBy })
    .from(polls)
    .where(and(eq(polls.id, pollId), eq(polls.coupleId, scope.coupleId)));
  if (!row) throw missing();
  if (!mayDelete(scope, row)) throw new AppError("FORBIDDEN", pollMessages.notYours);
  await db.delete(polls).where(and(eq(polls.id, pollId), eq(polls.coupleId, scope.coupleId)));
}
