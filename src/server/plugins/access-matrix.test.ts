import { and, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteInfo } from "../app";
import { coupleAreas, type CoupleArea } from "@shared/schemas/collaboration";
import { budgetCategories, budgetItems, budgetPayments, weddingBudgets } from "../db/schema/budgets";
import { timelineTasks } from "../db/schema/timeline";
import { runSheetEntries, runSheetShares, runSheets } from "../db/schema/run-sheets";
import { coupleContributors } from "../db/schema/collaboration";
import { guestEvents, guestInvitations, guests, households } from "../db/schema/guests";
import { inquiries } from "../db/schema/inquiries";
import { coupleChatHistory } from "../db/schema/june";
import { juneIntakeProgress } from "../db/schema/june-intake";
import { vendors, venues } from "../db/schema/marketplace";
import { planningCalls } from "../db/schema/planning-calls";
import { pollOptions, polls } from "../db/schema/polls";
import { coupleProfiles } from "../db/schema/profiles";
import { savedVenues } from "../db/schema/saved-venues";
import { vendorQuestionNotes, venueQuestionnaires } from "../db/schema/questions";
import { tourBookings, tourSlots } from "../db/schema/tours";
import { createTestApp, type Client, type TestApp } from "../testing/test-app";

/**
 * The access matrix (issue #11, docs/decisions/015-one-access-rule.md): every route marked
 * `config: { coupleOwned: true }` is called, with the owning couple's real object ids in its path, as
 * (a) the couple that owns the data, (b) a stranger couple, (c) a venue owner and a vendor, (d) a signed-out
 * visitor. Signed out → 401; others on an object route → 404 or 403; no body of b–d carries the owning
 * couple's ids, names, email or texts.
 */

/**
 * Where couple-owned routes live. A route under one of these without the mark fails the first test, so a
 * new couple-owned route cannot skip the matrix. June's chat (/api/june/history, /messages, /welcome,
 * /actions) joins when its routes move onto coupleScope (helper "structure", issue #11). Conversations
 * (issue #13) are marked route by route: `/api/conversations/unread` is every viewer's own, not a couple's.
 */
const COUPLE_OWNED_PREFIXES = [
  "/api/saved-venues",
  "/api/tours",
  "/api/inquiries",
  "/api/june",
  "/api/me/couple-profile",
  "/api/guests",
  "/api/wedding-website",
  "/api/couples",
  "/api/contributors",
  "/api/couple-dashboard",
  "/api/onboarding",
  "/api/budget",
  "/api/smart-questions",
  "/api/venue-questionnaire",
  "/api/polls",
  "/api/timeline",
  "/api/run-sheets",
  "/api/planning-quiz",
];

/**
 * Streams that stay open: only their refusals are checked here (a stranger couple would open its own
 * stream, which never ends); guests/guest-list.test.ts reads the live stream on a real port.
 */
const STREAMS = new Set(["GET /api/guests/live"]);

/**
 * Where "edit" is not enough: only the row's creator or the couple (deleting a poll, issue #15; a helper
 * with edit who did not ask gets 403, proven in polls/polls.test.ts).
 */
const CREATOR_OR_COUPLE = new Set(["DELETE /api/polls/:id"]);

let t: TestApp;
const owning = {
  id: "",
  email: "",
  name: "Wilhelmina Quarrington",
  partner1: "Wilhelmina",
  partner2: "Thaddeus Oyelaran",
  inquiryText: "Matrix-secret: can our llama attend the ceremony?",
  tourNote: "Matrix-secret tour note about the llama",
  callTopic: "Matrix-secret call topic: llama logistics",
  juneText: "Matrix-secret: June, shall I save the llama-friendly venue?",
  intakeText: "Matrix-secret intake answer: a llama as ring bearer",
  householdName: "Matrix-secret Llamaworth household",
  guestName: "Bartholomew Llamaworth",
  eventName: "Matrix-secret llama parade",
  rsvpToken: "MatrixSecretRsvpTokenOfTheLlama01",
  registrationName: "Matrix-secret registered household of llamas",
  helperEmail: "matrix-secret-llama-helper@example.test",
  budgetCategory: "Matrix-secret llama upkeep",
  budgetItem: "Matrix-secret llama feed",
  budgetPayment: "Matrix-secret llama deposit",
  questionText: "Matrix-secret: may the llama stay overnight?",
  noteAnswer: "Matrix-secret note: the llama is welcome",
  pollQuestion: "Matrix-secret: which llama leads the procession?",
  taskTitle: "Matrix-secret task: groom the llama",
};
const ids = {
  venueId: "",
  venueSlug: "",
  bookingId: "",
  otherSlotId: "",
  inquiryId: "",
  callId: "",
  juneMessageId: "",
  householdId: "",
  guestId: "",
  eventId: "",
  registrationId: "",
  helperRowId: "",
  budgetCategoryId: "",
  budgetItemId: "",
  budgetPaymentId: "",
  questionnaireId: "",
  pollId: "",
  pollOptionId: "",
  runSheetId: "",
  timelineTaskId: "",
  runSheetEntryId: "",
  runSheetShareId: "",
};
let couple: Client;
const others: { who: string; client: Client | null }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const me = await t.quickUser({ kind: "couple", name: owning.name });
  Object.assign(owning, { id: me.id, email: me.email });
  couple = me.client;
  await t.db
    .insert(coupleProfiles)
    .values({ id: me.id, partner1Name: owning.partner1, partner2Name: owning.partner2 });
  const [venue] = await t.db
    .select({ id: venues.id, slug: venues.slug })
    .from(venues)
    .where(and(eq(venues.isPublished, true), eq(venues.isHidden, false)))
    .orderBy(venues.slug)
    .limit(1);
  Object.assign(ids, { venueId: venue!.id, venueSlug: venue!.slug });
  await t.db.insert(savedVenues).values({ userId: me.id, venueId: venue!.id });
  const inAWeek = (h: number) => new Date(Date.now() + 7 * 86_400_000 + h * 3_600_000);
  const [slot, other] = await t.db
    .insert(tourSlots)
    .values([
      { venueId: venue!.id, startsAt: inAWeek(1) },
      { venueId: venue!.id, startsAt: inAWeek(2) },
    ])
    .returning({ id: tourSlots.id });
  const [booking] = await t.db
    .insert(tourBookings)
    .values({
      venueId: venue!.id,
      slotId: slot!.id,
      coupleId: me.id,
      note: owning.tourNote,
      phone: "555-0199",
    })
    .returning({ id: tourBookings.id });
  const [inquiry] = await t.db
    .insert(inquiries)
    .values({ coupleId: me.id, venueId: venue!.id, message: owning.inquiryText })
    .returning({ id: inquiries.id });
  const [call] = await t.db
    .insert(planningCalls)
    .values({ coupleId: me.id, startsAt: inAWeek(3), topic: owning.callTopic, phone: "555-0199" })
    .returning({ id: planningCalls.id });
  // A reply of June's proposing a write, which only this couple may confirm or dismiss.
  const [juneMessage] = await t.db
    .insert(coupleChatHistory)
    .values({
      coupleId: me.id,
      messageRole: "assistant",
      messageContent: owning.juneText,
      messageMetadata: {
        pendingAction: { kind: "save_venue", venueSlug: venue!.slug, venueName: "Matrix venue" },
      },
    })
    .returning({ id: coupleChatHistory.id });
  // An interview with June under way (issue #18: a reload resumes it).
  await t.db.insert(juneIntakeProgress).values({
    coupleId: me.id,
    step: 5,
    draft: { ...intakeBody, partner1Name: owning.partner1, weddingStyle: owning.intakeText },
    transcript: [{ from: "couple", text: owning.intakeText }],
  });
  // A guest list: an event, a household invited to it, a guest (issue #12).
  const [event] = await t.db
    .insert(guestEvents)
    .values({ coupleId: me.id, name: owning.eventName })
    .returning({ id: guestEvents.id });
  const [household] = await t.db
    .insert(households)
    .values({ coupleId: me.id, name: owning.householdName, rsvpToken: owning.rsvpToken })
    .returning({ id: households.id });
  const [guest] = await t.db
    .insert(guests)
    .values({ coupleId: me.id, householdId: household!.id, name: owning.guestName })
    .returning({ id: guests.id });
  await t.db.insert(guestInvitations).values({ householdId: household!.id, eventId: event!.id });
  // A guest registration waiting for the couple's review (issue #12).
  const [registration] = await t.db
    .insert(households)
    .values({
      coupleId: me.id,
      name: owning.registrationName,
      rsvpToken: "matrix-registration-token-0000000001",
      source: "registration",
      reviewStatus: "pending",
    })
    .returning({ id: households.id });
  // One of the couple's helpers, still invited (issue #13): its row is the couple's to manage.
  const [helperRow] = await t.db
    .insert(coupleContributors)
    .values({ coupleId: me.id, email: owning.helperEmail, role: "parent", areas: { guests: "view" } })
    .returning({ id: coupleContributors.id });
  // A budget: a category with a line and a payment (issue #14).
  await t.db.insert(weddingBudgets).values({ userId: me.id, totalBudget: 31_337, totalCents: 3_133_700 });
  const [budgetCategory] = await t.db
    .insert(budgetCategories)
    .values({ coupleId: me.id, name: owning.budgetCategory, allocatedCents: 123_400 })
    .returning({ id: budgetCategories.id });
  const [budgetItem] = await t.db
    .insert(budgetItems)
    .values({
      coupleId: me.id,
      categoryId: budgetCategory!.id,
      name: owning.budgetItem,
      estimateCents: 98_700,
    })
    .returning({ id: budgetItems.id });
  const [budgetPayment] = await t.db
    .insert(budgetPayments)
    .values({ coupleId: me.id, itemId: budgetItem!.id, label: owning.budgetPayment, amountCents: 4_200 })
    .returning({ id: budgetPayments.id });
  // A venue questionnaire on the inquiry and a smart-question note (issue #15).
  const [questionnaire] = await t.db
    .insert(venueQuestionnaires)
    .values({
      coupleId: me.id,
      inquiryId: inquiry!.id,
      questions: [{ key: "llama", text: owning.questionText, kind: "text" }],
    })
    .returning({ id: venueQuestionnaires.id });
  await t.db.insert(vendorQuestionNotes).values({
    coupleId: me.id,
    categorySlug: "photographers",
    subject: "Matrix Studio",
    questionKey: "photo-galleries",
    answer: owning.noteAnswer,
  });
  // A poll with an option (issue #15).
  const [poll] = await t.db
    .insert(polls)
    .values({ coupleId: me.id, question: owning.pollQuestion, createdBy: me.id })
    .returning({ id: polls.id });
  const [pollOption] = await t.db
    .insert(pollOptions)
    .values({ pollId: poll!.id, label: "Matrix llama option" })
    .returning({ id: pollOptions.id });
  Object.assign(ids, { pollId: poll!.id, pollOptionId: pollOption!.id });
  Object.assign(ids, {
    questionnaireId: questionnaire!.id,
  });
  // A task of the master timeline (issue #15).
  const [timelineTask] = await t.db
    .insert(timelineTasks)
    .values({ coupleId: me.id, title: owning.taskTitle, offsetDays: 200 })
    .returning({ id: timelineTasks.id });
  ids.timelineTaskId = timelineTask!.id;
  // A run sheet with an entry and a vendor link (issue #15).
  const [runSheet] = await t.db
    .insert(runSheets)
    .values({ coupleId: me.id, title: "Matrix run sheet" })
    .returning({ id: runSheets.id });
  const [runSheetEntry] = await t.db
    .insert(runSheetEntries)
    .values({ runSheetId: runSheet!.id, startsAt: "16:00", title: "Matrix ceremony" })
    .returning({ id: runSheetEntries.id });
  const [runSheetShare] = await t.db
    .insert(runSheetShares)
    .values({ runSheetId: runSheet!.id, token: `matrix-${me.id}`, label: "Matrix link", audience: "party" })
    .returning({ id: runSheetShares.id });
  Object.assign(ids, {
    runSheetId: runSheet!.id,
    runSheetEntryId: runSheetEntry!.id,
    runSheetShareId: runSheetShare!.id,
    budgetCategoryId: budgetCategory!.id,
    budgetItemId: budgetItem!.id,
    budgetPaymentId: budgetPayment!.id,
    helperRowId: helperRow!.id,
    registrationId: registration!.id,
    householdId: household!.id,
    guestId: guest!.id,
    eventId: event!.id,
    juneMessageId: juneMessage!.id,
    bookingId: booking!.id,
    otherSlotId: other!.id,
    inquiryId: inquiry!.id,
    callId: call!.id,
  });

  // A business that owns nothing of the couple's: its own venue / vendor listing, not the inquired one.
  const owner = await t.quickUser({ kind: "venue_owner" });
  const vendor = await t.quickUser({ kind: "vendor" });
  const [ownVendor] = await t.db.select({ id: vendors.id }).from(vendors).limit(1);
  await t.db.update(vendors).set({ ownerId: vendor.id }).where(eq(vendors.id, ownVendor!.id));
  others.push(
    { who: "stranger couple", client: (await t.quickUser({ kind: "couple" })).client },
    { who: "venue owner", client: owner.client },
    { who: "vendor", client: vendor.client },
    { who: "signed out", client: null },
  );
});
afterAll(async () => {
  await t?.close();
});

/** The route's path params, filled with the owning couple's objects; `owned` when they name its rows. */
function fill(route: RouteInfo): { url: string; owned: boolean } {
  const byParam: Record<string, () => { value: string; owned: boolean }> = {
    "/api/saved-venues/:venueId": () => ({ value: ids.venueId, owned: false }), // a public venue, the save is the couple's
    "/api/tours/:id": () => ({ value: ids.bookingId, owned: true }),
    "/api/inquiries/:id": () => ({ value: ids.inquiryId, owned: true }),
    "/api/june/planning-calls/:id": () => ({ value: ids.callId, owned: true }),
    "/api/june/actions/:messageId": () => ({ value: ids.juneMessageId, owned: true }),
    "/api/guests/households/:id": () => ({ value: ids.householdId, owned: true }),
    "/api/guests/guests/:id": () => ({ value: ids.guestId, owned: true }),
    "/api/guests/events/:id": () => ({ value: ids.eventId, owned: true }),
    "/api/guests/registrations/:id": () => ({ value: ids.registrationId, owned: true }),
    // The couple's page (issue #13): named by the couple's own id; only its helpers and the businesses
    // it works with (a replied or booked inquiry) see it besides the couple.
    "/api/couples/:id": () => ({ value: owning.id, owned: true }),
    // A conversation names its couple in the thread key (issue #13): the inquiry's thread here, the group
    // chat in conversations.test.ts.
    "/api/conversations/:thread": () => ({ value: `inquiry:${ids.inquiryId}`, owned: true }),
    "/api/contributors/:id": () => ({ value: ids.helperRowId, owned: true }),
    "/api/budget/sharing/:contributorId": () => ({ value: ids.helperRowId, owned: true }),
    "/api/budget/categories/:id": () => ({ value: ids.budgetCategoryId, owned: true }),
    "/api/budget/items/:id": () => ({ value: ids.budgetItemId, owned: true }),
    "/api/budget/payments/:id": () => ({ value: ids.budgetPaymentId, owned: true }),
    "/api/venue-questionnaire/:id": () => ({ value: ids.questionnaireId, owned: true }),
    "/api/polls/:id": () => ({ value: ids.pollId, owned: true }),
    "/api/run-sheets/:id": () => ({ value: ids.runSheetId, owned: true }),
    "/api/timeline/tasks/:id": () => ({ value: ids.timelineTaskId, owned: true }),
    "/api/run-sheets/entries/:id": () => ({ value: ids.runSheetEntryId, owned: true }),
    "/api/run-sheets/shares/:id": () => ({ value: ids.runSheetShareId, owned: true }),
  };
  let owned = false;
  const url = route.url.replace(/^(.*?)\/:(\w+)/, (_m, before: string, param: string) => {
    const key = `${before}/:${param}`;
    const filler = byParam[key];
    if (!filler) throw new Error(`no value for ${key} in the access matrix: add the owning couple's object`);
    const { value, owned: isOwned } = filler();
    owned = isOwned;
    return `${before}/${value}`;
  });
  if (url.includes("/:")) throw new Error(`more than one param in ${route.url}: extend fill()`);
  return { url, owned };
}

const intakeBody = {
  partner1Name: "Stranger",
  partner2Name: "",
  weddingDate: null,
  cityId: null,
  guestCount: null,
  totalBudget: null,
  weddingStyle: "",
};

/** Valid bodies and queries, so a refusal comes from the access rule and not from validation. */
const requests: Record<string, { body?: unknown; query?: string }> = {
  "GET /api/saved-venues/compare": { query: "" },
  "POST /api/tours": { body: { slotId: "", partySize: 2 } },
  "POST /api/tours/:id/reschedule": { body: { slotId: "" } },
  "POST /api/inquiries": { body: { listingKind: "venue", slug: "", message: "Hello, is June free?" } },
  "PATCH /api/inquiries/:id": { body: { status: "closed" } },
  "POST /api/inquiries/:id/replies": { body: { body: "A reply from someone else" } },
  "POST /api/conversations/:thread/messages": { body: { body: "A message from someone else" } },
  "POST /api/june/messages": { body: { text: "Which venues have we saved?" } },
  "PUT /api/june/intake": { body: intakeBody },
  "PUT /api/june/intake/progress": { body: { step: 1, draft: intakeBody, transcript: [] } },
  "POST /api/june/planning-calls": {
    body: { startsAt: new Date(Date.now() + 86_400_000).toISOString(), phone: "555-0100", topic: "" },
  },
  "POST /api/guests/households": {
    body: { name: "Stranger household", guests: [{ name: "Stranger Guest" }] },
  },
  "PATCH /api/guests/households/:id": { body: { notes: "A stranger's note" } },
  "POST /api/guests/households/:id/guests": { body: { name: "Intruding Guest" } },
  "PATCH /api/guests/guests/:id": { body: { notes: "A stranger's note" } },
  "PUT /api/guests/households/:id/answers": { body: { answers: [] } },
  "POST /api/guests/bulk": { body: { action: "tag", guestIds: [""], tag: "stranger" } },
  "POST /api/guests/restore": { body: { undoToken: "undo-mfk2x0a0" } },
  "POST /api/guests/events": { body: { name: "Stranger event" } },
  "PATCH /api/guests/events/:id": { body: { name: "Renamed by a stranger" } },
  "PUT /api/guests/settings": {
    body: { rsvpDeadline: null, mealOptions: [], contactNote: "", registrationOpen: false },
  },
  // One typo from the owning couple's guest: a duplicate check across couples would name theirs.
  "POST /api/guests/import/preview": { body: { csv: "name\nBartholomew Llamawort\n" } },
  "POST /api/guests/import": { body: { csv: "name\nStranger Imported\n" } },
  "PUT /api/wedding-website": {
    body: {
      slug: "matrix-stranger-site",
      theme: "classic",
      title: "Stranger site",
      sections: {
        story: { enabled: true, heading: "Our story", body: "" },
        schedule: { enabled: true, intro: "" },
        travel: { enabled: true, body: "", hotels: [] },
        registry: { enabled: true, intro: "", links: [] },
        faq: { enabled: true, items: [] },
        photos: { enabled: true, uploadIds: [] },
        rsvp: { enabled: true },
      },
    },
  },
  "POST /api/wedding-website/publish": { body: { published: true } },
  "PUT /api/wedding-website/password": { body: { password: "matrix-pass" } },
  "POST /api/guests/registrations/:id": { body: { decision: "approve" } },
  "POST /api/contributors": {
    body: { email: "matrix-invitee@example.test", name: "", role: "other", areas: {} },
  },
  "PATCH /api/contributors/:id": { body: { role: "planner" } },
  "PUT /api/budget/sharing/:contributorId": { body: { level: "view", categories: null } },
  "PATCH /api/run-sheets/:id": { body: { title: "Renamed by a stranger", version: 1 } },
  "POST /api/run-sheets/:id/entries": { body: { startsAt: "09:00", title: "A stranger's entry" } },
  "PATCH /api/run-sheets/entries/:id": { body: { title: "A stranger's title", version: 1 } },
  "POST /api/timeline/tasks": { body: { title: "A stranger's task" } },
  "PATCH /api/timeline/tasks/:id": { body: { notes: "A stranger's note", version: 1 } },
  "POST /api/run-sheets/:id/shares": { body: { label: "Stranger link", audience: "party" } },
  "POST /api/run-sheets/:id/import": { body: { csv: "start,title\n10:00,Stranger import\n" } },
  "POST /api/budget/start": { body: { totalCents: 100_000, guestCount: 50 } },
  "PUT /api/budget": { body: { totalCents: 100_000, guestCount: 50, version: 1 } },
  "POST /api/budget/categories": { body: { name: "Stranger category", allocatedCents: 100 } },
  "PATCH /api/budget/categories/:id": { body: { allocatedCents: 100, version: 1 } },
  "POST /api/budget/categories/:id/items": { body: { name: "Stranger line", estimateCents: 100 } },
  "PATCH /api/budget/items/:id": { body: { notes: "A stranger's note", version: 1 } },
  "POST /api/budget/items/:id/payments": { body: { label: "Stranger payment", amountCents: 100 } },
  "PATCH /api/budget/payments/:id": { body: { paidBy: "A stranger", version: 1 } },
  "POST /api/budget/scenario": { body: { guestCount: 90 } },
  "POST /api/budget/scenario/apply": { body: { guestCount: 90, budgetVersion: 1 } },
  "PUT /api/budget/lock": { body: { locked: false } },
  // Issue #15: the budget CSV import and the style quiz.
  "POST /api/budget/import/preview": { body: { csv: "category,item,estimate\nMatrix import,Chairs,10\n" } },
  "POST /api/budget/import": { body: { csv: "category,item,estimate\nMatrix import,Chairs,10\n" } },
  "PUT /api/planning-quiz": {
    body: {
      answers: {
        place: "barn",
        backdrop: "vines",
        light: "string",
        tables: "wildflowers",
        dress: "boots",
        food: "family",
        music: "folk",
        season: "autumn",
        feeling: "homespun",
      },
    },
  },
  "PUT /api/me/couple-profile": {
    body: { partner1Name: "Stranger", partner2Name: "", weddingDate: null, guestCount: null, cityId: null },
  },
  "POST /api/polls": { body: { question: "A stranger's poll?", options: ["Yes", "No"] } },
  "POST /api/polls/:id/votes": { body: { optionIds: ["pollOptionId"] } },
  "PUT /api/onboarding": { body: { partner1Name: "Stranger", budgetCents: 100 } },
  "GET /api/smart-questions": { query: "?category=photographers" },
  "GET /api/smart-questions/notes": { query: "?category=photographers&subject=Matrix%20Studio" },
  "PUT /api/smart-questions/notes": {
    body: { categorySlug: "photographers", subject: "Matrix Studio", questionKey: "photo-who", answer: "Ok" },
  },
  "GET /api/venue-questionnaire/compare": { query: "?venueIds=" },
  "POST /api/venue-questionnaire": {
    body: { inquiryId: "", questions: [{ key: "llama", text: "Llamas?", kind: "yes_no" }] },
  },
  "PUT /api/venue-questionnaire/:id/answers": { body: { answers: { llama: "Welcome" } } },
};
function requestFor(route: RouteInfo) {
  const r = requests[`${route.method} ${route.url}`] ?? {};
  const body = JSON.parse(
    JSON.stringify(r.body ?? null)
      .replaceAll('"slotId":""', `"slotId":"${ids.otherSlotId}"`)
      .replaceAll('"slug":""', `"slug":"${ids.venueSlug}"`)
      .replaceAll('"guestIds":[""]', `"guestIds":["${ids.guestId}"]`)
      .replaceAll('"inquiryId":""', `"inquiryId":"${ids.inquiryId}"`)
      .replaceAll('"optionIds":["pollOptionId"]', `"optionIds":["${ids.pollOptionId}"]`),
  ) as unknown;
  const query = r.query
    ? r.query.replace("venueIds=", `venueIds=${ids.venueId}`)
    : route.url === "/api/saved-venues/compare"
      ? `?venues=${ids.venueSlug}`
      : route.url === "/api/wedding-website/slug"
        ? "?slug=matrix-stranger-site"
        : "";
  return { body: body ?? undefined, query };
}

/** The owning couple's identifying values: none may appear in a body another caller receives. */
const secrets = () => [
  owning.id,
  owning.email,
  owning.name,
  owning.partner1,
  owning.partner2,
  owning.inquiryText,
  owning.tourNote,
  owning.callTopic,
  owning.juneText,
  owning.intakeText,
  owning.householdName,
  owning.guestName,
  owning.eventName,
  owning.rsvpToken,
  owning.registrationName,
  owning.helperEmail,
  owning.budgetCategory,
  owning.budgetItem,
  owning.budgetPayment,
  owning.questionText,
  owning.noteAnswer,
  owning.pollQuestion,
  owning.taskTitle,
  "3133700",
  ids.budgetCategoryId,
  ids.budgetItemId,
  ids.budgetPaymentId,
  ids.bookingId,
  ids.inquiryId,
  ids.callId,
  ids.juneMessageId,
  ids.householdId,
  ids.guestId,
  ids.eventId,
  ids.helperRowId,
  ids.pollId,
  ids.pollOptionId,
];

const coupleOwnedRoutes = () => t.routes.filter((r) => r.isCoupleOwned && r.method !== "HEAD");

describe("the access matrix of couple-owned routes", () => {
  it("finds the couple-owned routes by their mark, and every route under a couple-owned prefix has it", () => {
    const routes = coupleOwnedRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(16);
    const unmarked = t.routes.filter(
      (r) =>
        r.method !== "HEAD" &&
        COUPLE_OWNED_PREFIXES.some((p) => r.url === p || r.url.startsWith(`${p}/`)) &&
        !r.isCoupleOwned &&
        // Public routes under a couple-owned prefix (issue #15): the run sheet's shared links, the calendar
        // feed, the CSV templates — each declared `config.public`, read by token or by anyone.
        !r.isPublic,
    );
    expect(unmarked.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it("refuses every couple-owned route to the stranger, the businesses and the visitor, leaking nothing", async () => {
    const failures: string[] = [];
    for (const route of coupleOwnedRoutes()) {
      const { url, owned } = fill(route);
      const { body, query } = requestFor(route);
      for (const { who, client } of others) {
        if (STREAMS.has(`${route.method} ${route.url}`) && who === "stranger couple") continue;
        const res = client
          ? await client.request(route.method, url + query, { body })
          : await t.app.inject({
              method: route.method as InjectOptions["method"],
              url: url + query,
              headers: { origin: t.config.publicUrl },
              ...(body === undefined ? {} : { payload: body as InjectOptions["payload"] }),
            });
        const label = `${who}: ${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 160)}`;
        const isBusiness = who === "venue owner" || who === "vendor";
        const expected = !client ? [401] : owned ? [403, 404] : isBusiness ? [403] : null; // a stranger couple on its own list or save: its own data, checked for leaks below
        if (expected && !expected.includes(res.statusCode)) failures.push(`status ${label}`);
        const leaked = secrets().filter((s) => res.body.includes(s));
        if (leaked.length > 0) failures.push(`leaks ${leaked.join(", ")} to ${label}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("serves the owning couple its data on every couple-owned read (so the checks above are not vacuous)", async () => {
    const reads = coupleOwnedRoutes().filter((r) => r.method === "GET" && !STREAMS.has(`GET ${r.url}`));
    expect(reads.length).toBeGreaterThanOrEqual(6);
    for (const route of reads) {
      const { url } = fill(route);
      const { query } = requestFor(route);
      const res = await couple.get(url + query);
      expect(res.statusCode, `${route.url} ${res.body.slice(0, 160)}`).toBe(200);
    }
    expect((await couple.get("/api/tours")).body).toContain(owning.tourNote);
    expect((await couple.get("/api/inquiries")).body).toContain(owning.inquiryText);
    expect((await couple.get("/api/june/planning-calls")).body).toContain(owning.callTopic);
    expect((await couple.get("/api/june/intake")).body).toContain(owning.partner2);
    expect((await couple.get("/api/june/history")).body).toContain(owning.juneText);
    expect((await couple.get("/api/june/intake/progress")).body).toContain(owning.intakeText);
    // "Add to calendar" is a PUBLISH: no ATTENDEE, so no email; the couple's tour note is in it (decision 046).
    const ics = (await couple.get(`/api/tours/${ids.bookingId}/ics`)).body.replace(/\r\n /g, ""); // unfolded
    expect(ics).toContain(owning.tourNote);
    expect((await couple.get("/api/guests")).body).toContain(owning.guestName);
    expect((await couple.get("/api/guests/export.csv")).body).toContain(owning.householdName);
    expect((await couple.get("/api/guests/registrations")).body).toContain(owning.registrationName);
    expect((await couple.get("/api/wedding-website")).body).toContain("wilhelmina-and-thaddeus");
    expect((await couple.get(`/api/couples/${owning.id}`)).body).toContain(owning.partner2);
    expect((await couple.get("/api/budget")).body).toContain(owning.budgetPayment);
    expect((await couple.get("/api/polls")).body).toContain(owning.pollQuestion);
    expect((await couple.get("/api/budget/export.csv")).body).toContain(owning.budgetItem);
    expect((await couple.get(`/api/venue-questionnaire/${ids.questionnaireId}`)).body).toContain(
      owning.questionText,
    );
    expect(
      (await couple.get("/api/smart-questions/notes?category=photographers&subject=matrix%20studio")).body,
    ).toContain(owning.noteAnswer);
    expect((await couple.get(`/api/conversations/inquiry:${ids.inquiryId}/messages`)).body).toContain(
      owning.inquiryText,
    );
  });

  it("still lets the owning couple write to its own objects", async () => {
    const reply = await couple.post(`/api/inquiries/${ids.inquiryId}/replies`, { body: "Our own reply" });
    expect(reply.statusCode).toBe(201);
    const thread = `/api/conversations/inquiry:${ids.inquiryId}`;
    expect((await couple.post(`${thread}/messages`, { body: "Our own message" })).statusCode).toBe(201);
    expect((await couple.post(`${thread}/read`)).statusCode).toBe(204);
    expect((await couple.post(`${thread}/typing`)).statusCode).toBe(204);
    // (Rescheduling is left to tours.test.ts: the stranger couple booked the spare slot above, as it may.)
    const cancelledTour = await couple.post(`/api/tours/${ids.bookingId}/cancel`);
    expect(cancelledTour.statusCode, cancelledTour.body).toBe(200);
    const cancelled = await couple.post(`/api/june/planning-calls/${ids.callId}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const renamed = await couple.request("PATCH", `/api/guests/guests/${ids.guestId}`, {
      body: { notes: "Our own note" },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const approved = await couple.post(`/api/guests/registrations/${ids.registrationId}`, {
      decision: "approve",
    });
    expect(approved.statusCode, approved.body).toBe(200);
  });
});

/**
 * Contributors (issue #13, docs/decisions/031): a route opens to the couple's helpers only in the area it
 * declares (`config: { coupleOwned: { area } }`, read from the route table, never from a list here).
 * A helper of the owning couple, acting through X-Couple-Id, gets 404 without the area (even with every
 * other area at "edit"), the reads with "view", everything with "edit"; a route declaring no area is
 * the couple's alone; a helper of another couple gets 404 everywhere. Runs last: "edit" really writes.
 */
describe("the access matrix for the couple's contributors", () => {
  type Level = "none" | "view" | "edit";
  let helper: { id: string; email: string; password: string };
  let helperRow = "";
  let outsider: Client;

  beforeAll(async () => {
    helper = await t.insertUser({ kind: "contributor", name: "Matrix Helper" });
    const [row] = await t.db
      .insert(coupleContributors)
      .values({
        coupleId: owning.id,
        userId: helper.id,
        email: helper.email,
        role: "planner",
        status: "active",
        areas: {},
      })
      .returning({ id: coupleContributors.id });
    helperRow = row!.id;
    // A helper of another couple with every area at edit there.
    const stranger = await t.quickUser({ kind: "couple" });
    const other = await t.quickUser({ kind: "contributor" });
    await t.db.insert(coupleContributors).values({
      coupleId: stranger.id,
      userId: other.id,
      email: other.email,
      role: "planner",
      status: "active",
      areas: Object.fromEntries(coupleAreas.map((a) => [a, "edit"])),
    });
    outsider = other.client;
  });

  /** Grants `level` in `area` and "edit" in every other area (so only the route's own area can decide). */
  const grant = async (area: CoupleArea | "any" | null, level: Level) => {
    const areas = Object.fromEntries(coupleAreas.filter((a) => a !== area).map((a) => [a, "edit"]));
    if (area && level !== "none") areas[area] = level;
    await t.db.update(coupleContributors).set({ areas }).where(eq(coupleContributors.id, helperRow));
  };
  const asHelper = (client: Client, route: RouteInfo) => {
    const { url } = fill(route);
    const { body, query } = requestFor(route);
    return client.request(route.method, url + query, { body, headers: { "x-couple-id": owning.id } });
  };
  const order = ["GET", "POST", "PUT", "PATCH", "DELETE"];
  const routesInOrder = () =>
    coupleOwnedRoutes().sort((a, b) => order.indexOf(a.method) - order.indexOf(b.method));

  it("declares only known areas, and opens the areas this issue shares", () => {
    const declared = coupleOwnedRoutes().filter((r) => r.coupleArea !== null);
    expect(declared.every((r) => ["any", ...coupleAreas].includes(r.coupleArea!))).toBe(true);
    const areaOf = (m: string, u: string) => t.routes.find((r) => r.method === m && r.url === u)?.coupleArea;
    expect(areaOf("GET", "/api/guests")).toBe("guests");
    expect(areaOf("GET", "/api/guests/registrations")).toBe("guests");
    expect(areaOf("GET", "/api/guests/qr-sheet.pdf")).toBe("guests");
    expect(areaOf("PUT", "/api/saved-venues/:venueId")).toBe("vendors");
    expect(areaOf("GET", "/api/inquiries")).toBe("vendors");
    // Any active helper, whatever was shared: the couple's page and its group chat.
    expect(areaOf("GET", "/api/couples/:id")).toBe("any");
    // Marking a conversation read is a POST that reading allows.
    const read = t.routes.find((r) => r.url === "/api/conversations/:thread/read");
    expect(read?.coupleLevel).toBe("view");
    // The couple's alone: June, the wedding profile, tours, the wedding website, the helpers themselves.
    for (const [m, u] of [
      ["GET", "/api/june/history"],
      ["PUT", "/api/me/couple-profile"],
      ["GET", "/api/tours"],
      ["GET", "/api/wedding-website"],
      ["GET", "/api/contributors"],
      ["GET", "/api/budget/history"],
      ["PUT", "/api/budget/lock"],
      ["POST", "/api/inquiries"],
    ] as const)
      expect(areaOf(m, u), `${m} ${u}`).toBeNull();
  });

  it("answers 404 to a helper without the route's area, and on every route of the couple's alone", async () => {
    const client = (await t.signIn(helper.email, helper.password)).client;
    const failures: string[] = [];
    // A route open to any active helper has no area to withhold (the next test covers strangers there).
    for (const route of routesInOrder().filter((r) => r.coupleArea !== "any")) {
      await grant(route.coupleArea, "none");
      const res = await asHelper(client, route);
      const label = `${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 160)}`;
      if (res.statusCode !== 404) failures.push(`status ${label}`);
      const leaked = secrets().filter((s) => res.body.includes(s));
      if (leaked.length > 0) failures.push(`leaks ${leaked.join(", ")} to ${label}`);
    }
    expect(failures).toEqual([]);
  });

  it("answers 404 to a helper of another couple on every couple-owned route", async () => {
    const failures: string[] = [];
    for (const route of routesInOrder()) {
      const res = await asHelper(outsider, route);
      const label = `${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 160)}`;
      if (res.statusCode !== 404) failures.push(`status ${label}`);
      const leaked = secrets().filter((s) => res.body.includes(s));
      if (leaked.length > 0) failures.push(`leaks ${leaked.join(", ")} to ${label}`);
    }
    expect(failures).toEqual([]);
  });

  it("serves the reads with view and refuses the writes with 404", async () => {
    const client = (await t.signIn(helper.email, helper.password)).client;
    const failures: string[] = [];
    for (const route of routesInOrder().filter((r) => r.coupleArea !== null)) {
      if (STREAMS.has(`${route.method} ${route.url}`)) continue; // the stream would stay open
      await grant(route.coupleArea, "view");
      const res = await asHelper(client, route);
      const allowed = route.coupleArea === "any" || route.coupleLevel === "view";
      const ok = allowed ? res.statusCode < 400 : res.statusCode === 404;
      if (!ok) failures.push(`${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
    await grant("guests", "view");
    expect((await client.get("/api/guests", { headers: { "x-couple-id": owning.id } })).body).toContain(
      owning.guestName,
    );
  });

  it("lets a helper with edit do everything in the route's area", async () => {
    const client = (await t.signIn(helper.email, helper.password)).client;
    const failures: string[] = [];
    for (const route of routesInOrder().filter((r) => r.coupleArea !== null)) {
      if (STREAMS.has(`${route.method} ${route.url}`)) continue;
      await grant(route.coupleArea, "edit");
      const res = await asHelper(client, route);
      if (res.statusCode < 400 || res.statusCode === 409) continue;
      if (res.statusCode === 403 && CREATOR_OR_COUPLE.has(`${route.method} ${route.url}`)) continue;
      // A 404 is the access rule's only when the couple itself is served: the object may be gone by now.
      if (res.statusCode === 404) {
        const { url } = fill(route);
        const { body, query } = requestFor(route);
        if ((await couple.request(route.method, url + query, { body })).statusCode === 404) continue;
      }
      failures.push(`${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
  });
});

/**
 * Grace and her tickets (issue #17) are public on purpose — support matters most to people who cannot sign
 * in — so they are not couple-owned: these lines check each route's answer to every viewer, and that
 * nothing of the owning couple reaches anyone else through them.
 */
describe("Grace's public routes", () => {
  const graceRoutes = [
    {
      method: "POST",
      url: "/api/grace/messages",
      body: { message: "What is my email and my wedding date?" },
      ok: [200],
    },
    { method: "GET", url: "/api/grace/voice", body: undefined, ok: [200] },
    {
      method: "POST",
      url: "/api/grace/transcriptions",
      body: { audio: "AAAA", contentType: "audio/webm" },
      ok: [404],
    },
    {
      method: "GET",
      url: "/api/grace/audio/00000000-0000-0000-0000-000000000000",
      body: undefined,
      ok: [404],
    },
    {
      method: "POST",
      url: "/api/help/tickets",
      body: {
        title: "Support Request",
        description: "Help",
        issueType: "other",
        priority: "medium",
        email: "visitor@example.test",
      },
      ok: [201],
    },
  ] as const;

  it("answers every viewer and leaks nothing of the owning couple", async () => {
    const failures: string[] = [];
    for (const route of graceRoutes) {
      expect(
        t.routes.some(
          (r) => r.method === route.method && r.url === route.url.replace(/[0-9a-f-]{36}$/, ":id"),
        ),
      ).toBe(true);
      for (const { who, client } of others) {
        const res = client
          ? await client.request(route.method, route.url, { body: route.body })
          : await t.app.inject({
              method: route.method,
              url: route.url,
              headers: { origin: t.config.publicUrl },
              ...(route.body === undefined ? {} : { payload: route.body }),
            });
        const label = `${who}: ${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 160)}`;
        if (!(route.ok as readonly number[]).includes(res.statusCode)) failures.push(`status ${label}`);
        const leaked = secrets().filter((s) => res.body.includes(s));
        if (leaked.length > 0) failures.push(`leaks ${leaked.join(", ")} to ${label}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
