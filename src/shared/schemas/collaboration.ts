import { z } from "zod";
import { email, line, text, token } from "./strings";
import { taskGlanceSchema } from "./timeline";
import { photoSizeFields } from "./marketplace";

/**
 * Collaboration contract (issue #13; docs/decisions/031): contributors with scoped access, the chat
 * between a couple and its helpers and businesses, and the live channel's events.
 */

// ── Contributors ─────────────────────────────────────────────────────────────────────────────────

export const contributorRoles = ["partner", "parent", "planner", "wedding_party", "other"] as const;
export type ContributorRole = (typeof contributorRoles)[number];
export const contributorRoleLabels: Record<ContributorRole, string> = {
  partner: "Partner",
  parent: "Parent",
  planner: "Planner",
  wedding_party: "Wedding party",
  other: "Other",
};

/** The areas a couple can share, each none / view / edit (the access rule's areas). */
export const coupleAreas = ["guests", "budget", "timeline", "designs", "vendors"] as const;
export type CoupleArea = (typeof coupleAreas)[number];
export const coupleAreaLabels: Record<CoupleArea, string> = {
  guests: "Guests",
  budget: "Budget",
  timeline: "Timeline and tasks",
  designs: "Boards and designs",
  vendors: "Vendors and inquiries",
};
export const accessLevels = ["view", "edit"] as const;
export type AccessLevel = (typeof accessLevels)[number];
/** What the forms show per area: "none" is an area left out of `ContributorAreas`. */
export const areaChoices = ["none", ...accessLevels] as const;
export type AreaChoice = (typeof areaChoices)[number];

/** Area → level; an area left out is none. */
export const contributorAreasSchema = z
  .object(Object.fromEntries(coupleAreas.map((a) => [a, z.enum(accessLevels).optional()])))
  .strict() as unknown as z.ZodType<Partial<Record<CoupleArea, AccessLevel>>>;
export type ContributorAreas = Partial<Record<CoupleArea, AccessLevel>>;

export const INVITATION_DAYS = 7;
/** A couple's helpers, at most (invited and active together). */
export const MAX_CONTRIBUTORS = 30;

export const inviteContributorSchema = z.object({
  email: email("Enter a valid email.", "Enter their email."),
  name: line({ max: 80 }),
  role: z.enum(contributorRoles, { error: "Choose a role." }),
  areas: contributorAreasSchema,
});
export type InviteContributor = z.infer<typeof inviteContributorSchema>;

export const updateContributorSchema = z.object({
  role: z.enum(contributorRoles).optional(),
  areas: contributorAreasSchema.optional(),
});
export type UpdateContributor = z.infer<typeof updateContributorSchema>;

export const contributorStatusValues = ["invited", "active", "revoked"] as const;

/** One row of the couple's `/contributor-access` list. */
export const contributorSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(contributorRoles),
  areas: contributorAreasSchema,
  status: z.enum(contributorStatusValues),
  invitedAt: z.string(),
  /** When the invitation stops working (status invited). */
  inviteExpiresAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type Contributor = z.infer<typeof contributorSchema>;

/** What `/join/{token}` shows before accepting (no secrets: the couple's names and what is shared). */
export const invitationPreviewSchema = z.object({
  coupleNames: z.string(),
  email: z.string(),
  role: z.enum(contributorRoles),
  areas: contributorAreasSchema,
  expiresAt: z.string(),
  /** Whether an account with the invited address exists (then sign in, else sign up). */
  hasAccount: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const contributorListSchema = z.object({ contributors: z.array(contributorSchema) });
export const contributorIdParamsSchema = z.object({ id: z.uuid("Unknown contributor.") });
export const invitationTokenParamsSchema = z.object({ token: token(120) });
/** After accepting: the couple the contributor now helps (the client goes to their dashboard). */
export const acceptedInvitationSchema = z.object({ coupleId: z.string() });

/** What the signed-in contributor may do for one couple (the client hides what it may not). */
export const actingForGrantSchema = z.object({
  coupleId: z.string(),
  coupleNames: z.string(),
  role: z.enum(contributorRoles),
  areas: contributorAreasSchema,
});
export type ActingForGrant = z.infer<typeof actingForGrantSchema>;
export const actingForParamsSchema = z.object({
  coupleId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Unknown couple."),
});

/** One wedding on the contributor's dashboard. */
export const helpedWeddingSchema = z.object({
  coupleId: z.string(),
  coupleNames: z.string(),
  weddingDate: z.string().nullable(),
  city: z.string().nullable(),
  role: z.enum(contributorRoles),
  areas: contributorAreasSchema,
  unread: z.number().int(),
  /** Open timeline tasks the couple assigned to this contributor, soonest first (issue #15); empty without timeline access. */
  tasks: z.array(taskGlanceSchema),
});
export type HelpedWedding = z.infer<typeof helpedWeddingSchema>;

/** The header naming the couple a contributor acts for on the couple's own routes (`/api/guests` …). */
export const ACTING_FOR_HEADER = "x-couple-id";

// ── Conversations ────────────────────────────────────────────────────────────────────────────────

/** Longest message in any conversation. */
export const MESSAGE_MAX = 4000;
export const ATTACHMENTS_MAX = 5;

/** An image or PDF from the uploads module, attached to a message. */
export const chatAttachmentSchema = z.object({
  uploadId: z.uuid(),
  name: z.string(),
  contentType: z.string(),
  bytes: z.number().int(),
  /** Where the browser fetches it (`/uploads/…`). */
  url: z.string(),
  /** An image's size and the widths of its variants, when it has them (issue #21). */
  ...photoSizeFields,
});
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

export const sendMessageSchema = z
  .object({
    body: text({ max: MESSAGE_MAX }),
    attachmentIds: z
      .array(z.uuid())
      .max(ATTACHMENTS_MAX, `Attach at most ${ATTACHMENTS_MAX} files.`)
      .default([]),
  })
  .refine((m) => m.body !== "" || m.attachmentIds.length > 0, {
    path: ["body"],
    message: "Write a message.",
  });
export type SendMessage = z.infer<typeof sendMessageSchema>;

/** A conversation: an inquiry thread or a couple's group chat. */
export type ThreadKey = `inquiry:${string}` | `couple:${string}`;
export const threadKeySchema = z
  .string()
  .max(80)
  .regex(/^(inquiry:[0-9a-f-]{36}|couple:[A-Za-z0-9_-]{1,64})$/, "Unknown conversation.")
  .transform((v) => v as ThreadKey);

export const chatMessageSchema = z.object({
  id: z.string(),
  thread: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  body: z.string(),
  attachments: z.array(chatAttachmentSchema),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Who takes part in a conversation: the couple, its contributors, and (inquiries) the listing's business. */
export const conversationRoles = ["couple", "contributor", "business"] as const;
export type ConversationRole = (typeof conversationRoles)[number];
export const conversationParticipantSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(conversationRoles),
});
export type ConversationParticipant = z.infer<typeof conversationParticipantSchema>;

/** How far one participant has read a conversation (read receipts). */
export const threadReadSchema = z.object({ userId: z.string(), lastReadAt: z.string() });
export type ThreadRead = z.infer<typeof threadReadSchema>;

/** `GET /api/conversations/{thread}/messages`: a page of messages (oldest first), who is in it, who read what. */
export const conversationPageSchema = z.object({
  messages: z.array(chatMessageSchema),
  participants: z.array(conversationParticipantSchema),
  reads: z.array(threadReadSchema),
});
export type ConversationPage = z.infer<typeof conversationPageSchema>;

export const CONVERSATION_PAGE_DEFAULT = 50;
export const CONVERSATION_PAGE_MAX = 100;
/**
 * A page of a conversation: the latest `limit` messages written before `before` (the oldest shown so
 * far); fewer than `limit` means the beginning was reached.
 */
export const conversationQuerySchema = z.object({
  before: z.iso.datetime({ offset: true, error: "Use an ISO date and time." }).optional(),
  limit: z.coerce.number().int().min(1).max(CONVERSATION_PAGE_MAX).default(CONVERSATION_PAGE_DEFAULT),
});

/** `GET /api/conversations/unread`: the viewer's unread messages, in total and per conversation (only those with some). */
export const unreadSummarySchema = z.object({
  total: z.number().int(),
  threads: z.array(z.object({ thread: z.string(), unread: z.number().int() })),
});
export type UnreadSummary = z.infer<typeof unreadSummarySchema>;

export const attachmentMessages = {
  notFound: "One of the files was not found. Please attach it again.",
} as const;

// ── The live channel (one WebSocket per signed-in tab: `GET /api/live`) ─────────────────────────────

/** What the server pushes. Later features add their own kinds here. */
export type LiveEvent =
  | { type: "message"; message: ChatMessage }
  | { type: "typing"; thread: ThreadKey; userId: string; name: string }
  /** `userId` has read `thread` up to `at` (read receipts). */
  | { type: "read"; thread: ThreadKey; userId: string; at: string }
  /** The viewer's unread total changed (navigation badge). */
  | { type: "unread"; total: number }
  /**
   * One more unread message in `thread` for the receiving tab's badge, sent with each message to those
   * who count it: cheaper than recounting every recipient's total per message (decision 034); the exact
   * total follows with the next "unread" (on reading) or refetch.
   */
  | { type: "unread-more"; thread: ThreadKey }
  /** The viewer's access to a couple changed or was revoked: drop what is shown and refetch. */
  | { type: "access"; coupleId: string }
  /** A couple's guest list changed (RSVPs, imports, edits). */
  | { type: "guest-list"; coupleId: string }
  /** A couple's polls changed: a vote, a new, closed or deleted poll (issue #15); open pages refetch. */
  | { type: "polls"; coupleId: string; pollId: string }
  /** A vendor confirmed their times on one of the couple's run sheets (issue #15). */
  | { type: "run-sheet"; coupleId: string; runSheetId: string };

/**
 * What a tab may send over the socket: only a keep-alive. Everything a person does (messages, typing,
 * reading) goes through REST routes, which authorize, store, then publish.
 */
export const liveClientMessageSchema = z.object({ type: z.literal("ping") }).strict();
export type LiveClientMessage = z.infer<typeof liveClientMessageSchema>;
