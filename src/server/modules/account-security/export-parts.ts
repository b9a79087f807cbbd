import { eq, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { UserKind } from "@shared/catalog";
import {
  budgetCategories,
  budgetChanges,
  budgetItems,
  budgetPayments,
  weddingBudgets,
} from "../../db/schema/budgets";
import { contributorProfiles, coupleChatMessages, coupleContributors } from "../../db/schema/collaboration";
import { contactMessages } from "../../db/schema/contact";
import { foundingApplications } from "../../db/schema/founding";
import {
  guestEventAnswers,
  guestEvents,
  guestInvitations,
  guestListSettings,
  guests,
  households,
} from "../../db/schema/guests";
import { helpTicketMessages, helpTickets } from "../../db/schema/help-desk";
import { inquiries, inquiryReplies } from "../../db/schema/inquiries";
import { coupleAiContext, coupleChatHistory } from "../../db/schema/june";
import { juneIntakeProgress } from "../../db/schema/june-intake";
import { listingClaims } from "../../db/schema/claims";
import { vendors, venues } from "../../db/schema/marketplace";
import { planningCalls } from "../../db/schema/planning-calls";
import { pollOptions, pollVotes, polls } from "../../db/schema/polls";
import { businessProfiles, coupleProfiles } from "../../db/schema/profiles";
import { vendorQuestionNotes, venueQuestionnaires } from "../../db/schema/questions";
import { reviews } from "../../db/schema/reviews";
import { runSheetEntries, runSheets } from "../../db/schema/run-sheets";
import { savedVenues } from "../../db/schema/saved-venues";
import { timelineTaskDeps, timelineTasks, timelines } from "../../db/schema/timeline";
import { tourBookings } from "../../db/schema/tours";
import { weddingWebsites } from "../../db/schema/wedding-websites";

/**
 * What "all my data" is (issue #17, docs/decisions/045): one entry per table, read by the column that makes
 * a row the account's (`key` = the couple scope's couple id or the user's id), or — for a table whose rows
 * hang under another part — by its parent's ids. `csv`: also written as a spreadsheet-friendly CSV file.
 * A table added later that belongs to a person joins here; the export test lists what each kind gets.
 */
export type ExportPart = {
  name: string;
  table: PgTable;
  /** Whose rows: the couple's (couple scope), or the signed-in user's own. */
  owner: "couple" | "user";
  /** Kinds of account whose export carries this part; omitted: every kind. */
  kinds?: readonly UserKind[];
  csv?: boolean;
  /** Rows left out even though they are the account's (operators' internal notes). */
  only?: SQL;
} & (
  | { key: AnyPgColumn }
  /** Rows under another part: `key` holds one of the parent's `id`s. */
  | { parent: string; parentKey: AnyPgColumn }
);

const couple = ["couple"] as const;
const business = ["venue_owner", "vendor"] as const;

export const exportParts: ExportPart[] = [
  { name: "couple_profile", table: coupleProfiles, owner: "couple", kinds: couple, key: coupleProfiles.id },
  {
    name: "saved_venues",
    table: savedVenues,
    owner: "couple",
    kinds: couple,
    key: savedVenues.userId,
    csv: true,
  },
  { name: "guest_events", table: guestEvents, owner: "couple", kinds: couple, key: guestEvents.coupleId },
  {
    name: "households",
    table: households,
    owner: "couple",
    kinds: couple,
    key: households.coupleId,
    csv: true,
  },
  { name: "guests", table: guests, owner: "couple", kinds: couple, key: guests.coupleId, csv: true },
  {
    name: "guest_invitations",
    table: guestInvitations,
    owner: "couple",
    kinds: couple,
    parent: "households",
    parentKey: guestInvitations.householdId,
  },
  {
    name: "guest_event_answers",
    table: guestEventAnswers,
    owner: "couple",
    kinds: couple,
    parent: "guests",
    parentKey: guestEventAnswers.guestId,
  },
  {
    name: "guest_list_settings",
    table: guestListSettings,
    owner: "couple",
    kinds: couple,
    key: guestListSettings.coupleId,
  },
  {
    name: "wedding_budget",
    table: weddingBudgets,
    owner: "couple",
    kinds: couple,
    key: weddingBudgets.userId,
  },
  {
    name: "budget_categories",
    table: budgetCategories,
    owner: "couple",
    kinds: couple,
    key: budgetCategories.coupleId,
    csv: true,
  },
  {
    name: "budget_lines",
    table: budgetItems,
    owner: "couple",
    kinds: couple,
    key: budgetItems.coupleId,
    csv: true,
  },
  {
    name: "budget_payments",
    table: budgetPayments,
    owner: "couple",
    kinds: couple,
    key: budgetPayments.coupleId,
    csv: true,
  },
  {
    name: "budget_changes",
    table: budgetChanges,
    owner: "couple",
    kinds: couple,
    key: budgetChanges.coupleId,
  },
  { name: "timelines", table: timelines, owner: "couple", kinds: couple, key: timelines.coupleId },
  {
    name: "tasks",
    table: timelineTasks,
    owner: "couple",
    kinds: couple,
    key: timelineTasks.coupleId,
    csv: true,
  },
  {
    name: "task_dependencies",
    table: timelineTaskDeps,
    owner: "couple",
    kinds: couple,
    parent: "tasks",
    parentKey: timelineTaskDeps.taskId,
  },
  { name: "run_sheets", table: runSheets, owner: "couple", kinds: couple, key: runSheets.coupleId },
  {
    name: "run_sheet_entries",
    table: runSheetEntries,
    owner: "couple",
    kinds: couple,
    parent: "run_sheets",
    parentKey: runSheetEntries.runSheetId,
  },
  { name: "polls", table: polls, owner: "couple", kinds: couple, key: polls.coupleId },
  {
    name: "poll_options",
    table: pollOptions,
    owner: "couple",
    kinds: couple,
    parent: "polls",
    parentKey: pollOptions.pollId,
  },
  {
    name: "june_chat_history",
    table: coupleChatHistory,
    owner: "couple",
    kinds: couple,
    key: coupleChatHistory.coupleId,
  },
  {
    name: "june_context",
    table: coupleAiContext,
    owner: "couple",
    kinds: couple,
    key: coupleAiContext.coupleId,
  },
  {
    name: "june_intake",
    table: juneIntakeProgress,
    owner: "couple",
    kinds: couple,
    key: juneIntakeProgress.coupleId,
  },
  {
    name: "planning_calls",
    table: planningCalls,
    owner: "couple",
    kinds: couple,
    key: planningCalls.coupleId,
  },
  { name: "inquiries", table: inquiries, owner: "couple", kinds: couple, key: inquiries.coupleId },
  {
    name: "inquiry_replies",
    table: inquiryReplies,
    owner: "couple",
    kinds: couple,
    parent: "inquiries",
    parentKey: inquiryReplies.inquiryId,
  },
  { name: "tours", table: tourBookings, owner: "couple", kinds: couple, key: tourBookings.coupleId },
  { name: "reviews", table: reviews, owner: "couple", kinds: couple, key: reviews.coupleId },
  {
    name: "venue_questionnaires",
    table: venueQuestionnaires,
    owner: "couple",
    kinds: couple,
    key: venueQuestionnaires.coupleId,
  },
  {
    name: "vendor_question_notes",
    table: vendorQuestionNotes,
    owner: "couple",
    kinds: couple,
    key: vendorQuestionNotes.coupleId,
  },
  {
    name: "wedding_website",
    table: weddingWebsites,
    owner: "couple",
    kinds: couple,
    key: weddingWebsites.coupleId,
  },
  {
    name: "contributors",
    table: coupleContributors,
    owner: "couple",
    kinds: couple,
    key: coupleContributors.coupleId,
  },
  // Every kind: what the person wrote or joined themselves.
  {
    name: "business_profile",
    table: businessProfiles,
    owner: "user",
    kinds: business,
    key: businessProfiles.id,
  },
  { name: "venues", table: venues, owner: "user", kinds: ["venue_owner"], key: venues.ownerId },
  { name: "vendor_listings", table: vendors, owner: "user", kinds: ["vendor"], key: vendors.ownerId },
  {
    name: "listing_claims",
    table: listingClaims,
    owner: "user",
    kinds: business,
    key: listingClaims.claimantId,
  },
  {
    name: "founding_applications",
    table: foundingApplications,
    owner: "user",
    kinds: business,
    key: foundingApplications.userId,
  },
  {
    name: "contributor_profile",
    table: contributorProfiles,
    owner: "user",
    kinds: ["contributor"],
    key: contributorProfiles.userId,
  },
  {
    name: "helping_couples",
    table: coupleContributors,
    owner: "user",
    kinds: ["contributor", "vendor"],
    key: coupleContributors.userId,
  },
  { name: "messages_written", table: coupleChatMessages, owner: "user", key: coupleChatMessages.authorId },
  { name: "poll_votes", table: pollVotes, owner: "user", key: pollVotes.userId },
  { name: "contact_messages", table: contactMessages, owner: "user", key: contactMessages.userId },
  { name: "help_tickets", table: helpTickets, owner: "user", key: helpTickets.userId },
  {
    name: "help_ticket_messages",
    table: helpTicketMessages,
    owner: "user",
    parent: "help_tickets",
    parentKey: helpTicketMessages.ticketId,
    only: eq(helpTicketMessages.internal, false),
  },
];

/**
 * Columns never exported: credentials and capability tokens (a guest's RSVP link, a share link, a
 * website's password hash) — holding the archive must not open anything.
 */
export const HIDDEN_COLUMN = /password|secret|token|hash/i;
