import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { CoupleInquiry, InquiryReply, OwnerInquiryPage } from "@shared/schemas/inquiries";
import { user } from "../../db/schema/auth";
import { inquiries } from "../../db/schema/inquiries";
import { vendors, venues } from "../../db/schema/marketplace";
import { coupleProfiles } from "../../db/schema/profiles";
import type { MailMessage } from "../../providers/email/mailer";
import { sendChatDigest } from "../conversations/conversation-digest.service";
import { createTestApp, type Client, type TestApp } from "../../testing/test-app";

let t: TestApp;
type Listing = { id: string; slug: string; name: string; contactEmail: string };
type User = { id: string; email: string; client: Client };
let ownedVenue: Listing;
let otherOwnedVenue: Listing;
let unownedVenue: Listing;
let hiddenVenue: Listing;
let ownedVendor: Listing;
let unpublishedVendor: Listing;
let venueOwner: User;
let otherVenueOwner: User;
let vendorOwner: User;

const inAYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
const message = "We love the lake views. Is the glasshouse free in September for about 120 guests?";

beforeAll(async () => {
  t = await createTestApp();
  const venueRows = await t.db
    .select({ id: venues.id, slug: venues.slug, name: venues.name, contactEmail: venues.contactEmail })
    .from(venues)
    .where(eq(venues.cityId, "nashville"))
    .orderBy(asc(venues.slug));
  [ownedVenue, otherOwnedVenue, unownedVenue, hiddenVenue] = venueRows as [
    Listing,
    Listing,
    Listing,
    Listing,
  ];
  const vendorRows = await t.db
    .select({
      id: vendors.id,
      slug: vendors.slug,
      name: vendors.businessName,
      contactEmail: vendors.contactEmail,
    })
    .from(vendors)
    .where(eq(vendors.cityId, "nashville"))
    .orderBy(asc(vendors.slug));
  [ownedVendor, unpublishedVendor] = vendorRows as [Listing, Listing];

  venueOwner = await t.quickUser({ kind: "venue_owner" });
  otherVenueOwner = await t.quickUser({ kind: "venue_owner" });
  vendorOwner = await t.quickUser({ kind: "vendor" });
  await t.db.update(venues).set({ ownerId: venueOwner.id }).where(eq(venues.id, ownedVenue.id));
  await t.db.update(venues).set({ ownerId: otherVenueOwner.id }).where(eq(venues.id, otherOwnedVenue.id));
  await t.db.update(venues).set({ ownerId: null }).where(eq(venues.id, unownedVenue.id));
  await t.db.update(venues).set({ isHidden: true }).where(eq(venues.id, hiddenVenue.id));
  await t.db.update(vendors).set({ ownerId: vendorOwner.id }).where(eq(vendors.id, ownedVendor.id));
  await t.db.update(vendors).set({ isPublished: false }).where(eq(vendors.id, unpublishedVendor.id));
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => {
  await t?.close();
});

/** A couple with a wedding profile ("Ava & Noah"). */
async function couple(): Promise<User> {
  const u = await t.quickUser({ kind: "couple", name: "Ava Martin" });
  await t.db.insert(coupleProfiles).values({ id: u.id, partner1Name: "Ava", partner2Name: "Noah" });
  return u;
}

/** Runs the offline digest now, counting every message as old enough. */
const digest = () =>
  sendChatDigest({ db: t.db, mailer: t.mailer, publicUrl: t.config.publicUrl, delayMs: 0 });

/** Records what the mailer is asked to send (the mailbox does not keep replyTo). */
function spyOnMail() {
  const sent: MailMessage[] = [];
  const original = t.mailer.send.bind(t.mailer);
  // The transaction is passed on: the digest queues its mail in the one that marks it sent.
  vi.spyOn(t.mailer, "send").mockImplementation(async (m, tx) => {
    sent.push(m);
    await original(m, tx);
  });
  return sent;
}

const send = (c: Client, body: Record<string, unknown>) => c.post("/api/inquiries", body);
const venueInquiry = (extra: Record<string, unknown> = {}) => ({
  listingKind: "venue",
  slug: ownedVenue.slug,
  weddingDate: inAYear(),
  guestCount: 120,
  message,
  ...extra,
});
async function createInquiry(c: Client, extra: Record<string, unknown> = {}) {
  const res = await send(c, venueInquiry(extra));
  expect(res.statusCode).toBe(201);
  return res.json<CoupleInquiry>();
}
const ownerInbox = async (c: Client, qs = "kind=venue") => {
  const res = await c.get(`/api/owner/inquiries?${qs}`);
  expect(res.statusCode).toBe(200);
  return res.json<OwnerInquiryPage>();
};

describe("sending an inquiry", () => {
  it("stores it, mails the venue's owner (reply-to the couple) and a copy to the couple", async () => {
    const ava = await couple();
    const sent = spyOnMail();
    const date = inAYear();
    const res = await send(ava.client, venueInquiry({ weddingDate: date, message: `  ${message}  ` }));
    expect(res.statusCode).toBe(201);
    const inquiry = res.json<CoupleInquiry>();
    expect(inquiry).toMatchObject({
      listingKind: "venue",
      listing: { slug: ownedVenue.slug, name: ownedVenue.name },
      weddingDate: date,
      guestCount: 120,
      message,
      status: "new",
      replies: [],
    });

    const toOwner = sent.find((m) => m.to === venueOwner.email)!;
    expect(toOwner.subject).toBe(`New inquiry for ${ownedVenue.name} from Ava & Noah`);
    expect(toOwner.replyTo).toBe(ava.email);
    expect(toOwner.text).toContain(`From: Ava & Noah <${ava.email}>`);
    expect(toOwner.text).toContain("Guests: 120");
    expect(toOwner.text).toContain(message);
    expect(toOwner.text).toContain("http://localhost:3000/venue-owner-dashboard");
    expect(toOwner.html).toContain("Ava &amp; Noah");

    const copy = await t.latestMail(ava.email, { subject: `Your inquiry to ${ownedVenue.name} was sent` });
    expect(copy.text).toContain(message);
    expect(copy.text).toContain("http://localhost:3000/couple-account");
    expect((await t.latestMail(venueOwner.email)).subject).toBe(toOwner.subject);
  });

  it("sends a vendor inquiry to the vendor's owner with a link to the vendor dashboard", async () => {
    const ava = await couple();
    const sent = spyOnMail();
    const res = await send(ava.client, { listingKind: "vendor", slug: ownedVendor.slug, message });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      listingKind: "vendor",
      listing: { slug: ownedVendor.slug, name: ownedVendor.name },
      weddingDate: null,
      guestCount: null,
    });
    const toOwner = sent.find((m) => m.to === vendorOwner.email)!;
    expect(toOwner.text).toContain("http://localhost:3000/vendor-dashboard");
    expect(toOwner.text).toContain("Wedding date: Not decided yet");
  });

  it("mails an unmanaged listing's contact email, without a dashboard link", async () => {
    const ava = await couple();
    const sent = spyOnMail();
    expect((await send(ava.client, venueInquiry({ slug: unownedVenue.slug }))).statusCode).toBe(201);
    const toListing = sent.find((m) => m.to === unownedVenue.contactEmail)!;
    expect(toListing.replyTo).toBe(ava.email);
    expect(toListing.text).not.toContain("dashboard");
  });

  it("uses the account name when the couple has no profile", async () => {
    const solo = await t.quickUser({ kind: "couple", name: "Jordan Lee" });
    const sent = spyOnMail();
    expect((await send(solo.client, venueInquiry())).statusCode).toBe(201);
    expect(sent.find((m) => m.to === venueOwner.email)?.subject).toBe(
      `New inquiry for ${ownedVenue.name} from Jordan Lee`,
    );
  });

  it("keeps the inquiry when mail fails", async () => {
    const ava = await couple();
    vi.spyOn(t.mailer, "send").mockRejectedValue(new Error("SMTP down"));
    const res = await send(ava.client, venueInquiry());
    expect(res.statusCode).toBe(201);
    const rows = await t.db.select().from(inquiries).where(eq(inquiries.coupleId, ava.id));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ["a short message", { message: "Hi there" }, "message"],
    ["a long message", { message: "x".repeat(2001) }, "message"],
    ["a blank message", { message: " ".repeat(30) }, "message"],
    ["zero guests", { guestCount: 0 }, "guestCount"],
    ["5,001 guests", { guestCount: 5001 }, "guestCount"],
    ["a fractional guest count", { guestCount: 2.5 }, "guestCount"],
    ["a past wedding date", { weddingDate: "2020-06-01" }, "weddingDate"],
    ["a malformed wedding date", { weddingDate: "next june" }, "weddingDate"],
    ["an unknown listing kind", { listingKind: "planner" }, "listingKind"],
    ["a missing slug", { slug: "" }, "slug"],
  ])("refuses %s with 400 VALIDATION", async (_what, change, field) => {
    const ava = await couple();
    const res = await send(ava.client, venueInquiry(change));
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error: { code: string; message: string } }>();
    expect(body.error.code).toBe("VALIDATION");
    expect(body.error.message.startsWith(`${field}:`)).toBe(true);
  });

  it("accepts today as the wedding date", async () => {
    const ava = await couple();
    const today = new Date().toISOString().slice(0, 10);
    expect((await send(ava.client, venueInquiry({ weddingDate: today }))).statusCode).toBe(201);
  });

  it.each([
    ["an unknown venue", () => ({ slug: "no-such-venue" }), "Venue not found"],
    ["a hidden venue", () => ({ slug: hiddenVenue.slug }), "Venue not found"],
    [
      "an unpublished vendor",
      () => ({ listingKind: "vendor", slug: unpublishedVendor.slug }),
      "Vendor not found",
    ],
    [
      "a venue's slug sent as a vendor",
      () => ({ listingKind: "vendor", slug: ownedVenue.slug }),
      "Vendor not found",
    ],
  ])("answers 404 for %s", async (_what, change, text) => {
    const ava = await couple();
    const res = await send(ava.client, venueInquiry(change()));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: "NOT_FOUND", message: text } });
  });

  it.each(["venue_owner", "vendor"] as const)("refuses a %s with 403", async (kind) => {
    const { client } = await t.quickUser({ kind });
    const res = await send(client, venueInquiry());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: {
        code: "FORBIDDEN",
        message: "Only couple accounts can send inquiries.",
        reason: "account_kind",
      },
    });
    expect((await client.get("/api/inquiries")).statusCode).toBe(403);
  });

  it("answers 401 without a session", async () => {
    const c = t.client();
    expect((await send(c, venueInquiry())).statusCode).toBe(401);
    expect((await c.get("/api/inquiries")).statusCode).toBe(401);
    expect((await c.get("/api/owner/inquiries?kind=venue")).statusCode).toBe(401);
  });

  it("allows 10 inquiries an hour per couple, then answers 429", async () => {
    const ava = await couple();
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    const row = { coupleId: ava.id, venueId: unownedVenue.id, message };
    // Older inquiries do not count; nine recent ones leave room for one more.
    await t.db
      .insert(inquiries)
      .values([
        ...Array.from({ length: 5 }, () => ({ ...row, createdAt: hoursAgo(2) })),
        ...Array.from({ length: 9 }, () => ({ ...row, createdAt: hoursAgo(0.5) })),
      ]);
    expect((await send(ava.client, venueInquiry())).statusCode).toBe(201);
    const res = await send(ava.client, venueInquiry());
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      error: {
        code: "RATE_LIMITED",
        message: "You have sent 10 inquiries in the last hour. Please wait a little before sending more.",
      },
    });
  });
});

describe("the couple's inquiries", () => {
  it("lists only their own, newest first, with the thread", async () => {
    const ava = await couple();
    const ben = await couple();
    const first = await createInquiry(ava.client);
    const second = await createInquiry(ava.client, { slug: unownedVenue.slug });
    await createInquiry(ben.client);
    await venueOwner.client.post(`/api/inquiries/${first.id}/replies`, { body: "Yes, we are free!" });

    const res = await ava.client.get("/api/inquiries");
    expect(res.statusCode).toBe(200);
    const list = res.json<CoupleInquiry[]>();
    expect(list.map((i) => i.id)).toEqual([second.id, first.id]);
    expect(list[1]).toMatchObject({
      status: "replied",
      replies: [{ author: "owner", authorName: ownedVenue.name, body: "Yes, we are free!" }],
    });
    expect(list[0]!.replies).toEqual([]);
  });
});

describe("the owner's inbox", () => {
  it("shows inquiries for the owner's listings only, with couple details and counts", async () => {
    const ava = await couple();
    const mine = await createInquiry(ava.client);
    const theirs = await createInquiry(ava.client, { slug: otherOwnedVenue.slug });

    const inbox = await ownerInbox(venueOwner.client);
    const ids = inbox.items.map((i) => i.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect(inbox.items.find((i) => i.id === mine.id)).toMatchObject({
      couple: { name: "Ava & Noah", email: ava.email },
      listing: { slug: ownedVenue.slug },
      message,
      status: "new",
    });
    expect(inbox.counts.all).toBe(inbox.items.length);
    expect(inbox.counts.new + inbox.counts.replied + inbox.counts.booked + inbox.counts.closed).toBe(
      inbox.counts.all,
    );
    // Newest first.
    const times = inbox.items.map((i) => Date.parse(i.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const other = await ownerInbox(otherVenueOwner.client);
    expect(other.items.map((i) => i.id)).toEqual([theirs.id]);
    // A venue owner has no vendor listings; the vendor's inbox has none of the venue's inquiries.
    expect((await ownerInbox(venueOwner.client, "kind=vendor")).items).toEqual([]);
    expect((await ownerInbox(vendorOwner.client)).items).toEqual([]);
  });

  it("filters by status while counting every status", async () => {
    const ava = await couple();
    const a = await createInquiry(ava.client);
    await createInquiry(ava.client);
    expect(
      (await venueOwner.client.request("PATCH", `/api/inquiries/${a.id}`, { body: { status: "booked" } }))
        .statusCode,
    ).toBe(200);
    const booked = await ownerInbox(venueOwner.client, "kind=venue&status=booked");
    expect(booked.items.every((i) => i.status === "booked")).toBe(true);
    expect(booked.items.map((i) => i.id)).toContain(a.id);
    expect(booked.counts.booked).toBe(booked.items.length);
    expect(booked.counts.all).toBeGreaterThan(booked.items.length);
  });

  it("refuses couples (403) and bad filters (400)", async () => {
    const ava = await couple();
    const res = await ava.client.get("/api/owner/inquiries?kind=venue");
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: {
        code: "FORBIDDEN",
        message: "Only venue owners and vendors have an inquiry inbox.",
        reason: "account_kind",
      },
    });
    expect((await venueOwner.client.get("/api/owner/inquiries")).statusCode).toBe(400);
    expect((await venueOwner.client.get("/api/owner/inquiries?kind=venue&status=lost")).statusCode).toBe(400);
  });
});

describe("replies", () => {
  it("an owner's reply is stored, moves new → replied, and reaches the couple in the offline digest (not a mail per reply)", async () => {
    const ava = await couple();
    const inquiry = await createInquiry(ava.client);
    const sent = spyOnMail();
    const res = await venueOwner.client.post(`/api/inquiries/${inquiry.id}/replies`, {
      body: "  Hello Ava! September 18 is open.  ",
    });
    expect(res.statusCode).toBe(201);
    const { reply, status } = res.json<{ reply: InquiryReply; status: string }>();
    expect(status).toBe("replied");
    expect(reply).toMatchObject({
      author: "owner",
      authorName: ownedVenue.name,
      body: "Hello Ava! September 18 is open.",
    });
    expect(sent.filter((m) => m.to === ava.email)).toEqual([]);

    await digest();
    const mail = sent.find((m) => m.to === ava.email)!;
    expect(mail.subject).toBe(`1 new message from ${ownedVenue.name}`);
    expect(mail.text).toContain("“Hello Ava! September 18 is open.”");
    expect(mail.text).toContain("Read and answer: http://localhost:3000/couple-account");

    const inbox = await ownerInbox(venueOwner.client);
    expect(inbox.items.find((i) => i.id === inquiry.id)).toMatchObject({
      status: "replied",
      replies: [{ author: "owner", body: "Hello Ava! September 18 is open." }],
    });
  });

  it("a couple's reply keeps the status and reaches the owner in the digest, linking to their inbox", async () => {
    const ava = await couple();
    const inquiry = await createInquiry(ava.client);
    await venueOwner.client.request("PATCH", `/api/inquiries/${inquiry.id}`, { body: { status: "booked" } });
    const sent = spyOnMail();
    const res = await ava.client.post(`/api/inquiries/${inquiry.id}/replies`, {
      body: "Wonderful, thank you!",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: "booked",
      reply: { author: "couple", authorName: "Ava & Noah", body: "Wonderful, thank you!" },
    });
    expect(sent.filter((m) => m.to === venueOwner.email)).toEqual([]);
    await digest();
    const mail = sent.find((m) => m.to === venueOwner.email)!;
    expect(mail.subject).toBe("1 new message from Ava & Noah");
    expect(mail.text).toContain(`Ava & Noah about ${ownedVenue.name}: 1 new message from Ava & Noah`);
    expect(mail.text).toContain("http://localhost:3000/venue-owner-dashboard");
  });

  it("mails a couple's reply to an unmanaged listing's contact address at once (nobody reads it in the app)", async () => {
    const ava = await couple();
    const inquiry = await createInquiry(ava.client, { slug: unownedVenue.slug });
    const sent = spyOnMail();
    const res = await ava.client.post(`/api/inquiries/${inquiry.id}/replies`, { body: "Any news?" });
    expect(res.statusCode).toBe(201);
    const mail = sent.find((m) => m.to === unownedVenue.contactEmail)!;
    expect(mail.subject).toBe(`New reply from Ava & Noah about ${unownedVenue.name}`);
    expect(mail.replyTo).toBe(ava.email);
    expect(mail.text).toContain("Any news?");
  });

  it("keeps an owner's later replies from changing a booked status", async () => {
    const ava = await couple();
    const inquiry = await createInquiry(ava.client);
    await venueOwner.client.request("PATCH", `/api/inquiries/${inquiry.id}`, { body: { status: "booked" } });
    const res = await venueOwner.client.post(`/api/inquiries/${inquiry.id}/replies`, {
      body: "See you soon",
    });
    expect(res.json()).toMatchObject({ status: "booked" });
  });

  it.each([
    ["an empty reply", { body: "   " }],
    ["a reply over 4,000 characters", { body: "x".repeat(4001) }],
  ])("refuses %s with 400", async (_what, body) => {
    const ava = await couple();
    const inquiry = await createInquiry(ava.client);
    const res = await ava.client.post(`/api/inquiries/${inquiry.id}/replies`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: "VALIDATION" } });
  });
});

describe("status", () => {
  it("lets the owner set any status and the couple only close", async () => {
    const ava = await couple();
    const inquiry = await createInquiry(ava.client);
    const patch = (c: Client, status: string) =>
      c.request("PATCH", `/api/inquiries/${inquiry.id}`, { body: { status } });

    const booked = await patch(venueOwner.client, "booked");
    expect(booked.statusCode).toBe(200);
    expect(booked.json()).toMatchObject({ id: inquiry.id, status: "booked" });

    const refused = await patch(ava.client, "new");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: { code: "FORBIDDEN", message: "Couples can only close an inquiry." },
    });
    expect((await patch(ava.client, "closed")).json()).toMatchObject({ status: "closed" });
    expect((await patch(venueOwner.client, "lost")).statusCode).toBe(400);
  });
});

describe("who may touch an inquiry", () => {
  it("answers 404 to another couple, another owner, a vendor and an admin", async () => {
    const ava = await couple();
    const inquiry = await createInquiry(ava.client);
    const ben = await couple();
    const admin = await t.insertUser({ kind: "venue_owner" });
    await t.db.update(user).set({ isAdmin: true }).where(eq(user.id, admin.id));
    const { client: adminClient } = await t.signIn(admin.email, admin.password);
    expect((await adminClient.get("/api/me")).json()).toMatchObject({ user: { isAdmin: true } });

    for (const c of [ben.client, otherVenueOwner.client, vendorOwner.client, adminClient]) {
      const reply = await c.post(`/api/inquiries/${inquiry.id}/replies`, { body: "Hi" });
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ error: { code: "NOT_FOUND", message: "Inquiry not found" } });
      const patch = await c.request("PATCH", `/api/inquiries/${inquiry.id}`, { body: { status: "closed" } });
      expect(patch.statusCode).toBe(404);
    }
    const [row] = await t.db.select().from(inquiries).where(eq(inquiries.id, inquiry.id));
    expect(row!.status).toBe("new");
    expect((await ownerInbox(adminClient)).items).toEqual([]);
  });

  it("answers 404 for unknown and malformed ids", async () => {
    const ava = await couple();
    for (const id of [randomUUID(), "not-an-id"]) {
      expect((await ava.client.post(`/api/inquiries/${id}/replies`, { body: "Hi" })).statusCode).toBe(404);
      expect(
        (await ava.client.request("PATCH", `/api/inquiries/${id}`, { body: { status: "closed" } }))
          .statusCode,
      ).toBe(404);
    }
  });

  it("answers 401 without a session", async () => {
    const ava = await couple();
    const inquiry = await createInquiry(ava.client);
    const c = t.client();
    expect((await c.post(`/api/inquiries/${inquiry.id}/replies`, { body: "Hi" })).statusCode).toBe(401);
    expect(
      (await c.request("PATCH", `/api/inquiries/${inquiry.id}`, { body: { status: "closed" } })).statusCode,
    ).toBe(401);
  });
});
