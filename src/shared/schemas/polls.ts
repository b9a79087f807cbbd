import { z } from "zod";
import { requiredLine } from "./strings";

/**
 * Polls for the couple and their helpers (issue #15): "which cake flavour?". The tables are in
 * server/db/schema/polls.ts. Access: area "timeline". Voting is taking part, not editing, so a helper
 * with view may vote; creating, closing and deleting need edit (docs/decisions/039).
 */

export const POLL_QUESTION_MAX = 200;
export const POLL_OPTION_MAX = 80;
export const POLL_OPTIONS_MIN = 2;
export const POLL_OPTIONS_MAX = 10;

export const pollMessages = {
  missing: "This poll was not found.",
  closed: "This poll is closed, so votes can no longer change.",
  deadlinePassed: "Voting on this poll ended at its closing time.",
  unknownOption: "Choose one of this poll's options.",
  chooseOne: "Choose one option.",
  notYours: "Only the person who asked or the couple can delete this poll.",
  pastDeadline: "Choose a closing time in the future.",
  duplicateOptions: "Each option must be different.",
} as const;

/** Options compared as people read them: "Lemon" and " lemon " are the same option. */
const optionKey = (label: string) => label.trim().toLocaleLowerCase("en-US");

/** True when two options read the same (the form and the server refuse it). */
export function hasDuplicateOptions(labels: readonly string[]): boolean {
  const keys = labels.map(optionKey).filter((k) => k !== "");
  return new Set(keys).size !== keys.length;
}

export const createPollSchema = z
  .object({
    question: requiredLine({ max: POLL_QUESTION_MAX, missing: "Write the question." }),
    options: z
      .array(requiredLine({ max: POLL_OPTION_MAX, missing: "Write this option or remove it." }), {
        error: "Give the options.",
      })
      .min(POLL_OPTIONS_MIN, `Give at least ${POLL_OPTIONS_MIN} options.`)
      .max(POLL_OPTIONS_MAX, `Give at most ${POLL_OPTIONS_MAX} options.`),
    multiple: z.boolean().default(false),
    /** When voting ends (ISO date and time); null: open until someone closes it. */
    closesAt: z.iso.datetime({ offset: true, error: "Use an ISO date and time." }).nullable().default(null),
  })
  .superRefine((p, ctx) => {
    if (hasDuplicateOptions(p.options))
      ctx.addIssue({ code: "custom", path: ["options"], message: pollMessages.duplicateOptions });
    if (p.closesAt !== null && Date.parse(p.closesAt) <= Date.now())
      ctx.addIssue({ code: "custom", path: ["closesAt"], message: pollMessages.pastDeadline });
  });
export type CreatePoll = z.input<typeof createPollSchema>;

/**
 * The viewer's choices: one option for a single-choice poll (it replaces their vote), any set for a
 * multiple-choice poll (it replaces their choices; empty withdraws them).
 */
export const votePollSchema = z.object({
  optionIds: z
    .array(z.uuid(pollMessages.unknownOption))
    .max(POLL_OPTIONS_MAX, pollMessages.unknownOption)
    .refine((ids) => new Set(ids).size === ids.length, "Choose each option once."),
});
export type VotePoll = z.infer<typeof votePollSchema>;

export const pollIdParamsSchema = z.object({ id: z.uuid(pollMessages.missing) });

export const pollPersonSchema = z.object({ id: z.string(), name: z.string() });
export type PollPerson = z.infer<typeof pollPersonSchema>;

export const pollOptionSchema = z.object({
  id: z.string(),
  label: z.string(),
  votes: z.number().int(),
  /** Who chose it, by name (the couple and their helpers see each other's votes). */
  voters: z.array(pollPersonSchema),
});
export type PollOption = z.infer<typeof pollOptionSchema>;

export const pollSchema = z.object({
  id: z.string(),
  question: z.string(),
  multiple: z.boolean(),
  closesAt: z.string().nullable(),
  /** When it was closed early; null when open or closed by its deadline. */
  closedAt: z.string().nullable(),
  /** Closed early or past its closing time: no more votes. */
  isClosed: z.boolean(),
  createdBy: pollPersonSchema.nullable(),
  createdAt: z.string(),
  options: z.array(pollOptionSchema),
  /** The option ids the viewer chose. */
  myVotes: z.array(z.string()),
  /** How many people voted (a person with three choices counts once). */
  voterCount: z.number().int(),
  /** When closed: the options with the most votes (several on a tie; none without votes). */
  winners: z.array(z.string()),
  /** Whether the viewer may delete it (its creator, or the couple). */
  canDelete: z.boolean(),
});
export type Poll = z.infer<typeof pollSchema>;

export const pollListSchema = z.object({ polls: z.array(pollSchema) });
export type PollList = z.infer<typeof pollListSchema>;

/** Closed early, or its closing time has come. */
export function isPollClosed(
  p: { closedAt: Date | string | null; closesAt: Date | string | null },
  now: Date,
) {
  if (p.closedAt !== null) return true;
  return p.closesAt !== null && new Date(p.closesAt).getTime() <= now.getTime();
}

/** The ids of the options with the most votes (all of them on a tie); none when nobody voted. */
export function pollWinners(options: readonly { id: string; votes: number }[]): string[] {
  const top = Math.max(0, ...options.map((o) => o.votes));
  return top === 0 ? [] : options.filter((o) => o.votes === top).map((o) => o.id);
}
