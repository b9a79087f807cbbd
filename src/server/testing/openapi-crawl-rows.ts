import { and, eq, isNotNull } from "drizzle-orm";
import sharp from "sharp";
import { DEMO_PASSWORD } from "../db/seed/demo-accounts";
import { coupleContributors } from "../db/schema/collaboration";
import { guestListSettings, households } from "../db/schema/guests";
import { inquiries } from "../db/schema/inquiries";
import { vendors, venues } from "../db/schema/marketplace";
import { venueQuestionnaires } from "../db/schema/questions";
import { runSheetEntries, runSheetShares, runSheets } from "../db/schema/run-sheets";
import { savedVenues } from "../db/schema/saved-venues";
import { timelines } from "../db/schema/timeline";
import { tourBookings, tourSlots } from "../db/schema/tours";
import { weddingWebsites } from "../db/schema/wedding-websites";
import { newInvitationToken } from "../modules/contributors/invitation-token";
import { insertTicket } from "./help-tickets";
import type { TestApp } from "./test-app";

/**
 * Rows the OpenAPI crawl (plugins/openapi-conformance.test.ts) needs beyond the demo data, so every GET
 * has a row some user may open; and the values no answer names (secrets that travel by mail, ids of
 * another kind of user), by "path name" → actor → value. Rows belong to the demo couple ("demo-couple")
 * and the demo venue owner's venue, so both sides of a tour can open it.
 */
export const secretParams: Record<string, (actor: string) => string | null> = {};

const COUPLE = "demo-couple";
const RUN_SHEET_LINK = "crawl-run-sheet-link-0001";
const REGISTRATION_CODE = "CRAWL1";
const inAWeek = (hours: number) => new Date(Date.now() + 7 * 86_400_000 + hours * 3_600_000);

export async function seedCrawlRows(t: TestApp): Promise<void> {
  const { db } = t;
  const [venue] = await db
    .select({ id: venues.id, slug: venues.slug })
    .from(venues)
    .where(eq(venues.ownerId, "demo-venue-owner"))
    .limit(1);
  const [vendor] = await db
    .select({ slug: vendors.slug })
    .from(vendors)
    .where(and(eq(vendors.isPublished, true), eq(vendors.isHidden, false)))
    .orderBy(vendors.slug)
    .limit(1);
  if (!venue || !vendor) throw new Error("the demo data has no owned venue or no vendor");

  // A tour at the owner's venue, a saved venue, an inquiry and its questionnaire.
  const [slot] = await db
    .insert(tourSlots)
    .values([{ venueId: venue.id, startsAt: inAWeek(1) }])
    .returning({ id: tourSlots.id });
  await db.insert(tourBookings).values({
    venueId: venue.id,
    slotId: slot!.id,
    coupleId: COUPLE,
    // Escaping and folding in the served .ics: a comma, a semicolon, a backslash and a long line.
    note: "Bring the dog; the llama stays home, obviously \\ maybe. ".repeat(3),
    phone: "555-0199",
  });
  await db.insert(savedVenues).values({ userId: COUPLE, venueId: venue.id });
  const [inquiry] = await db
    .insert(inquiries)
    .values({ coupleId: COUPLE, venueId: venue.id, message: "Is September free?" })
    .returning({ id: inquiries.id });
  await db.insert(venueQuestionnaires).values({
    coupleId: COUPLE,
    inquiryId: inquiry!.id,
    questions: [{ key: "date-available", text: "Is our date available?", kind: "yes_no" }],
  });

  // A run sheet with a shared link, a calendar feed, an open registration.
  const [sheet] = await db
    .insert(runSheets)
    .values({ coupleId: COUPLE, title: "Our day" })
    .returning({ id: runSheets.id });
  await db.insert(runSheetEntries).values({ runSheetId: sheet!.id, startsAt: "16:00", title: "Ceremony" });
  await db
    .insert(runSheetShares)
    .values({ runSheetId: sheet!.id, token: RUN_SHEET_LINK, label: "Party", audience: "party" });
  await db
    .insert(timelines)
    .values({ coupleId: COUPLE, calendarToken: "c".repeat(43) })
    .onConflictDoUpdate({ target: timelines.coupleId, set: { calendarToken: "c".repeat(43) } });
  await db
    .insert(guestListSettings)
    .values({ coupleId: COUPLE, registrationCode: REGISTRATION_CODE, registrationOpen: true })
    .onConflictDoUpdate({
      target: guestListSettings.coupleId,
      set: { registrationCode: REGISTRATION_CODE, registrationOpen: true },
    });
  await db
    .update(weddingWebsites)
    .set({ publishedAt: new Date() })
    .where(eq(weddingWebsites.coupleId, COUPLE));

  // An open invitation of a helper: only its hash is stored, the token travels by mail.
  const invitation = newInvitationToken();
  await db.insert(coupleContributors).values({
    coupleId: COUPLE,
    email: "crawl-helper@example.test",
    role: "other",
    areas: { guests: "view" },
    inviteTokenHash: invitation.hash,
    inviteExpiresAt: invitation.expiresAt,
  });

  // A photo, uploaded through the API by the venue owner (multipart, re-encoded by the server).
  const png = await sharp({
    create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 120, b: 90 } },
  })
    .png()
    .toBuffer();
  const { client } = await t.signIn("demo@venue.test", DEMO_PASSWORD);
  const boundary = "crawlboundary";
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const uploaded = await client.post("/api/uploads", body, {
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  });
  if (uploaded.statusCode !== 201)
    throw new Error(`upload answered ${uploaded.statusCode}: ${uploaded.body}`);
  const photo = uploaded.json<{ src: string }>().src.split("/").pop()!;

  const [household] = await db
    .select({ token: households.rsvpToken })
    .from(households)
    .where(and(eq(households.coupleId, COUPLE), isNotNull(households.rsvpToken)))
    .limit(1);

  // A help ticket of the demo couple (its owner and the admins may open it), and a spoken Grace reply
  // (the crawl's app has the scripted audio endpoint).
  const ticket = await insertTicket(db, { userId: COUPLE, email: "demo@couple.test" });
  const spoken = await t.client().post("/api/grace/messages", {
    message: "How do I reset my password?",
    conversationHistory: [],
    isVoice: true,
  });
  const audioUrl = spoken.json<{ audioUrl: string | null }>().audioUrl;
  if (!audioUrl) throw new Error(`Grace gave no spoken reply: ${spoken.statusCode} ${spoken.body}`);

  const everyone = (value: string) => () => value;
  Object.assign(secretParams, {
    "/api/invitations/{token} token": everyone(invitation.token),
    "/api/run-sheets/shared/{token} token": everyone(RUN_SHEET_LINK),
    "/api/run-sheets/shared/{token}/live token": everyone(RUN_SHEET_LINK),
    "/api/guest-registration/{code} code": everyone(REGISTRATION_CODE),
    "/guest-registration/{code} code": everyone(REGISTRATION_CODE),
    "/guest-registration/{code}/thanks code": everyone(REGISTRATION_CODE),
    "/api/couples/{id} id": everyone(COUPLE),
    "/api/acting-for/{coupleId} coupleId": everyone(COUPLE),
    "/api/venue-profiles/{id} id": everyone("demo-venue-owner"),
    "/api/conversations/{thread}/messages thread": everyone(`couple:${COUPLE}`),
    "/uploads/{name} name": everyone(photo),
    "/api/rsvp/{token} token": everyone(household?.token ?? ""),
    "/rsvp/{token} token": everyone(household?.token ?? ""),
    "/api/reviews/{kind}/{slug} slug": everyone(venue.slug),
    "/api/reviews/{kind}/{slug}/eligibility slug": everyone(venue.slug),
    "/api/claims/listings/{kind}/{slug} slug": everyone(venue.slug),
    "/api/venues/{slug} slug": everyone(venue.slug),
    "/api/venues/{slug}/tour-slots slug": everyone(venue.slug),
    "/api/vendors/{slug}/recommendations slug": everyone(vendor.slug),
    "/api/saved-venues/compare venues": everyone(venue.slug),
    "/api/help/tickets/{id} id": everyone(ticket),
    "/api/admin/tickets/{id} id": everyone(ticket),
    "/api/grace/audio/{id} id": everyone(audioUrl.split("/").pop()!),
  });
}
