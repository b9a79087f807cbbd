import { randomUUID } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  ChatMessage,
  ContributorAreas,
  ConversationPage,
  LiveEvent,
  UnreadSummary,
} from "@shared/schemas/collaboration";
import { coupleContributors } from "../../db/schema/collaboration";
import { inquiries, inquiryReplies } from "../../db/schema/inquiries";
import { jobs } from "../../db/schema/jobs";
import { venues } from "../../db/schema/marketplace";
import { coupleProfiles } from "../../db/schema/profiles";
import { multipart } from "../../testing/multipart";
import { createTestApp, type Client, type TestApp } from "../../testing/test-app";
import { CHAT_DIGEST_JOB, sendChatDigest } from "./conversation-digest.service";

let t: TestApp;
type Person = { id: string; email: string; client: Client };
let owner: Person;
let venue: { id: string; name: string };

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.quickUser({ kind: "venue_owner", name: "Olive Owner" });
  const [v] = await t.db
    .select({ id: venues.id, name: venues.name })
    .from(venues)
    .where(and(eq(venues.isPublished, true), eq(venues.isHidden, false)))
    .limit(1);
  venue = v!;
  await t.db.update(venues).set({ ownerId: owner.id }).where(eq(venues.id, venue.id));
});
afterAll(() => t.close());

/** A couple ("Ava & Noah") with an inquiry to the owned venue. */
async function coupleWithInquiry() {
  const couple = await t.quickUser({ kind: "couple", name: "Ava Account" });
  await t.db.insert(coupleProfiles).values({ id: couple.id, partner1Name: "Ava", partner2Name: "Noah" });
  const [inquiry] = await t.db
    .insert(inquiries)
    .values({ coupleId: couple.id, venueId: venue.id, message: "Is the barn free in June?" })
    .returning({ id: inquiries.id });
  return {
    couple,
    inquiryThread: `inquiry:${inquiry!.id}`,
    inquiryId: inquiry!.id,
    chat: `couple:${couple.id}`,
  };
}

/** An accepted contributor of `coupleId` with these areas. */
async function helper(coupleId: string, name: string, areas: ContributorAreas) {
  const person = await t.quickUser({ kind: "contributor", name: `${name} Account` });
  await t.db.insert(coupleContributors).values({
    coupleId,
    userId: person.id,
    email: person.email,
    name,
    role: "parent",
    areas,
    status: "active",
    acceptedAt: new Date(),
  });
  return person;
}

async function openTab(c: Client) {
  const before = t.live.connections();
  const ws = await t.app.injectWS("/api/live", { headers: { cookie: c.jar.header()! } });
  const events: LiveEvent[] = [];
  ws.on("message", (raw: Buffer) => events.push(JSON.parse(raw.toString("utf8")) as LiveEvent));
  await until(() => t.live.connections() > before);
  return { ws, events };
}

const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 10));
  }
};
const settle = () => new Promise((r) => setTimeout(r, 80));

const url = (thread: string, what = "messages") => `/api/conversations/${thread}/${what}`;
const say = (c: Client, thread: string, body: string, attachmentIds?: string[]) =>
  c.post(url(thread), { body, ...(attachmentIds ? { attachmentIds } : {}) });
const page = async (c: Client, thread: string, query = "") => {
  const res = await c.get(url(thread) + query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ConversationPage>();
};
const unread = async (c: Client) => (await c.get("/api/conversations/unread")).json<UnreadSummary>();

const notFound = { error: { code: "NOT_FOUND", message: "Conversation not found." } };

describe("GET /api/conversations/:thread/messages", () => {
  it("opens an inquiry's thread with the inquiry itself, its people and their read marks", async () => {
    const { couple, inquiryThread, inquiryId } = await coupleWithInquiry();
    const mum = await helper(couple.id, "Mum", { vendors: "view" });
    await helper(couple.id, "Best friend", { guests: "edit" });
    expect((await say(owner.client, inquiryThread, "Yes, it is!")).statusCode).toBe(201);

    const seen = await page(couple.client, inquiryThread);
    expect(seen.messages.map((m) => [m.id === inquiryId, m.authorName, m.body])).toEqual([
      [true, "Ava & Noah", "Is the barn free in June?"],
      [false, venue.name, "Yes, it is!"],
    ]);
    expect(seen.messages[0]).toMatchObject({ thread: inquiryThread, authorId: couple.id, attachments: [] });
    expect(seen.participants).toEqual([
      { id: couple.id, name: "Ava & Noah", role: "couple" },
      { id: owner.id, name: venue.name, role: "business" },
      { id: mum.id, name: "Mum", role: "contributor" },
    ]);
    // The author has read up to their own message.
    expect(seen.reads).toEqual([{ userId: owner.id, lastReadAt: seen.messages[1]!.createdAt }]);
    // The owner and the helper with "vendors" read it too.
    expect((await page(owner.client, inquiryThread)).messages).toHaveLength(2);
    expect((await page(mum.client, inquiryThread)).messages).toHaveLength(2);
  });

  it("pages back with before and limit, the inquiry opening the first page", async () => {
    const { couple, inquiryThread, inquiryId } = await coupleWithInquiry();
    for (const body of ["one", "two", "three"]) await say(couple.client, inquiryThread, body);
    const latest = await page(couple.client, inquiryThread, "?limit=2");
    expect(latest.messages.map((m) => m.body)).toEqual(["two", "three"]);
    const older = await page(
      couple.client,
      inquiryThread,
      `?limit=2&before=${encodeURIComponent(latest.messages[0]!.createdAt)}`,
    );
    expect(older.messages.map((m) => m.body)).toEqual(["Is the barn free in June?", "one"]);
    expect(older.messages[0]!.id).toBe(inquiryId);
    const bad = await couple.client.get(`${url(inquiryThread)}?before=yesterday`);
    expect(bad.statusCode).toBe(400);
  });

  it("answers 404 for unknown and malformed threads and to everyone outside the conversation", async () => {
    const { couple, inquiryThread, chat } = await coupleWithInquiry();
    const ben = await t.quickUser({ kind: "couple" });
    const otherOwner = await t.quickUser({ kind: "venue_owner" });
    const noVendors = await helper(couple.id, "Cousin", { guests: "view" });
    const strangerHelper = await helper(ben.id, "Ben's mum", { vendors: "edit" });
    const refusals: [Client, string][] = [
      [couple.client, `inquiry:${randomUUID()}`],
      [couple.client, `couple:${ben.id}`],
      [couple.client, "nonsense"],
      [couple.client, "inquiry:not-a-uuid"],
      [couple.client, `couple:${"x".repeat(65)}`],
      [ben.client, inquiryThread],
      [ben.client, chat],
      [otherOwner.client, inquiryThread],
      [otherOwner.client, chat],
      [otherOwner.client, `couple:${otherOwner.id}`],
      [owner.client, chat],
      [noVendors.client, inquiryThread],
      [strangerHelper.client, inquiryThread],
      [strangerHelper.client, chat],
    ];
    for (const [c, thread] of refusals) {
      for (const res of [await c.get(url(thread)), await say(c, thread, "Hello?")]) {
        expect(res.statusCode, `${thread}: ${res.body}`).toBe(404);
        expect(res.json()).toEqual(notFound);
      }
    }
    // The helper without "vendors" is still in the group chat; signed out is 401.
    expect((await page(noVendors.client, chat)).participants.map((p) => p.name)).toEqual([
      "Ava & Noah",
      "Cousin",
    ]);
    expect((await t.client().get(url(chat))).statusCode).toBe(401);
  });
});

describe("POST /api/conversations/:thread/messages", () => {
  it("refuses an empty message, one over 4,000 characters and someone else's upload", async () => {
    const { couple, inquiryThread } = await coupleWithInquiry();
    const empty = await say(couple.client, inquiryThread, "   ");
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      error: { code: "VALIDATION", fields: { body: "Write a message." } },
    });
    const long = await say(couple.client, inquiryThread, "x".repeat(4001));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      error: { code: "VALIDATION", fields: { body: "Use at most 4,000 characters." } },
    });
    expect((await say(couple.client, inquiryThread, "x".repeat(4000))).statusCode).toBe(201);

    const theirs = await uploadPdf(owner.client, "quote.pdf");
    for (const ids of [[theirs.id], [randomUUID()]]) {
      const foreign = await say(couple.client, inquiryThread, "See attached", ids);
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json()).toEqual({
        error: {
          code: "VALIDATION",
          message: "One of the files was not found. Please attach it again.",
          fields: { attachmentIds: "One of the files was not found. Please attach it again." },
        },
      });
    }
    const bad = await say(couple.client, inquiryThread, "x", ["not-a-uuid"]);
    expect(bad.statusCode).toBe(400);
  });

  it("stores an attachment of the author's own, and serves a PDF as a named download", async () => {
    const { couple, inquiryThread } = await coupleWithInquiry();
    const pdf = await uploadPdf(couple.client, "Our ideas.pdf");
    const res = await say(couple.client, inquiryThread, "", [pdf.id]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<ChatMessage>().attachments).toEqual([
      {
        uploadId: pdf.id,
        name: "Our ideas.pdf",
        contentType: "application/pdf",
        bytes: pdf.bytes,
        url: `/uploads/${pdf.id}.pdf`,
      },
    ]);
    const served = await owner.client.get(`/uploads/${pdf.id}.pdf`);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("application/pdf");
    expect(served.headers["content-disposition"]).toBe(
      `attachment; filename="Our ideas.pdf"; filename*=UTF-8''Our%20ideas.pdf`,
    );
    expect(served.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("delivers to every participant's tab (the author's other tabs too) with the others' unread totals", async () => {
    const { couple, inquiryThread } = await coupleWithInquiry();
    const mum = await helper(couple.id, "Mum", { vendors: "edit" });
    const outsider = await t.quickUser({ kind: "couple" });
    const coupleTab = await openTab(couple.client);
    const ownerTab = await openTab(owner.client);
    const mumTab = await openTab(mum.client);
    const outsiderTab = await openTab(outsider.client);
    const ownerUnreadBefore = (await unread(owner.client)).total;
    const res = await say(couple.client, inquiryThread, "Can we visit Saturday?");
    expect(res.statusCode).toBe(201);
    const message = res.json<ChatMessage>();
    expect(message).toMatchObject({
      thread: inquiryThread,
      authorName: "Ava & Noah",
      body: "Can we visit Saturday?",
    });

    await until(
      () => ownerTab.events.length >= 2 && coupleTab.events.length >= 1 && mumTab.events.length >= 1,
    );
    expect(ownerTab.events).toEqual([
      { type: "message", message },
      { type: "unread-more", thread: inquiryThread },
    ]);
    // The badge's count it adds to is the stored one plus this message.
    expect((await unread(owner.client)).total).toBe(ownerUnreadBefore + 1);
    expect(coupleTab.events).toEqual([{ type: "message", message }]);
    expect(mumTab.events[0]).toEqual({ type: "message", message });
    await settle();
    // A helper follows an inquiry but does not count it on the badge (unread.ts).
    expect(mumTab.events).toEqual([{ type: "message", message }]);
    expect(outsiderTab.events).toEqual([]);

    // The helper with "vendors: edit" answers in the thread, under their own name.
    const fromMum = await say(mum.client, inquiryThread, "Saturday works for us");
    expect(fromMum.json()).toMatchObject({ authorName: "Mum", authorId: mum.id });
    // The inbox's older view puts a helper's reply on the couple's side, never the business's.
    const listed = (await couple.client.get("/api/inquiries")).json<
      { id: string; replies: { author: string; body: string }[] }[]
    >();
    expect(listed[0]!.replies.at(-1)).toMatchObject({ author: "couple", body: "Saturday works for us" });
    for (const tab of [coupleTab, ownerTab, mumTab, outsiderTab]) tab.ws.terminate();
  });

  it("lets a helper with only 'vendors: view' read an inquiry but not write in it", async () => {
    const { couple, inquiryThread } = await coupleWithInquiry();
    const viewer = await helper(couple.id, "Grandpa", { vendors: "view" });
    expect((await page(viewer.client, inquiryThread)).messages).toHaveLength(1);
    const res = await say(viewer.client, inquiryThread, "Hello from Grandpa");
    expect(res.statusCode).toBe(404);
    expect((await viewer.client.post(url(inquiryThread, "typing"))).statusCode).toBe(404);
  });

  it("sends the inquiry reply route through the same path: stored once, pushed live", async () => {
    const { couple, inquiryId, inquiryThread } = await coupleWithInquiry();
    const coupleTab = await openTab(couple.client);
    const res = await owner.client.post(`/api/inquiries/${inquiryId}/replies`, {
      body: "We'd love to host you",
    });
    expect(res.statusCode).toBe(201);
    await until(() => coupleTab.events.length >= 2);
    expect(coupleTab.events[0]).toMatchObject({
      type: "message",
      message: { thread: inquiryThread, authorId: owner.id, body: "We'd love to host you" },
    });
    expect(coupleTab.events[1]).toEqual({ type: "unread-more", thread: inquiryThread });
    expect((await page(couple.client, inquiryThread)).messages.map((m) => m.body)).toEqual([
      "Is the barn free in June?",
      "We'd love to host you",
    ]);
    coupleTab.ws.terminate();
  });
});

describe("the group chat", () => {
  it("reaches the couple and its active helpers; a revoked helper stops receiving at once", async () => {
    const { couple, chat } = await coupleWithInquiry();
    const sis = await helper(couple.id, "Sis", {});
    const bro = await helper(couple.id, "Bro", { budget: "view" });
    const [sisTab, broTab] = await Promise.all([openTab(sis.client), openTab(bro.client)]);

    const first = await say(couple.client, chat, "Cake tasting on Friday!");
    expect(first.statusCode).toBe(201);
    await until(() => sisTab.events.length >= 2 && broTab.events.length >= 2);
    expect(sisTab.events).toEqual([
      { type: "message", message: first.json<ChatMessage>() },
      { type: "unread-more", thread: chat },
    ]);

    // Revoked while the socket stays open: the next message is not for them.
    await t.db
      .update(coupleContributors)
      .set({ status: "revoked", revokedAt: new Date() })
      .where(eq(coupleContributors.userId, sis.id));
    const second = await say(couple.client, chat, "Secret: the budget doubled");
    await until(() => broTab.events.length >= 4);
    expect(broTab.events[2]).toEqual({ type: "message", message: second.json<ChatMessage>() });
    await settle();
    expect(sisTab.events).toHaveLength(2);
    expect(JSON.stringify(sisTab.events)).not.toContain("Secret");
    expect((await sis.client.get(url(chat))).statusCode).toBe(404);
    expect((await unread(sis.client)).total).toBe(0);

    // A helper writes too, under the name the couple gave them.
    const fromBro = await say(bro.client, chat, "I'll bring the car");
    expect(fromBro.json()).toMatchObject({ authorName: "Bro", thread: chat });
    for (const tab of [sisTab, broTab]) tab.ws.terminate();
  });
});

describe("read receipts, typing and unread counts", () => {
  it("marks a thread read: receipts to the others, the reader's badge to zero", async () => {
    const { couple, inquiryThread } = await coupleWithInquiry();
    await say(couple.client, inquiryThread, "Hello!");
    await say(couple.client, inquiryThread, "Are you there?");
    const mine = (await unread(owner.client)).threads.find((x) => x.thread === inquiryThread);
    // The inquiry itself and both messages.
    expect(mine).toEqual({ thread: inquiryThread, unread: 3 });

    const [coupleTab, ownerTab] = await Promise.all([openTab(couple.client), openTab(owner.client)]);
    const res = await owner.client.post(url(inquiryThread, "read"));
    expect(res.statusCode).toBe(204);
    await until(() => coupleTab.events.length >= 1 && ownerTab.events.length >= 1);
    const receipt = coupleTab.events[0] as Extract<LiveEvent, { type: "read" }>;
    expect(receipt).toMatchObject({ type: "read", thread: inquiryThread, userId: owner.id });
    expect(ownerTab.events).toEqual([{ type: "unread", total: (await unread(owner.client)).total }]);
    expect((await unread(owner.client)).threads.find((x) => x.thread === inquiryThread)).toBeUndefined();
    expect((await page(couple.client, inquiryThread)).reads).toContainEqual({
      userId: owner.id,
      lastReadAt: receipt.at,
    });
    for (const tab of [coupleTab, ownerTab]) tab.ws.terminate();
  });

  it("counts each side's unread: the couple's inquiries and chat, a helper's chats", async () => {
    const { couple, inquiryThread, chat } = await coupleWithInquiry();
    const sis = await helper(couple.id, "Sis", { vendors: "view" });
    await say(owner.client, inquiryThread, "Welcome!");
    await say(sis.client, chat, "Hi both");
    await say(sis.client, chat, "Dress fitting at 3");
    expect(await unread(couple.client)).toEqual({
      total: 3,
      threads: [
        { thread: chat, unread: 2 },
        { thread: inquiryThread, unread: 1 },
      ],
    });
    // The helper follows the inquiry but is only counted on the chat; their own messages never count.
    expect(await unread(sis.client)).toEqual({ total: 0, threads: [] });
    await say(couple.client, chat, "Thanks!");
    expect(await unread(sis.client)).toEqual({ total: 1, threads: [{ thread: chat, unread: 1 }] });
  });

  it("tells the others who is typing, and limits it per person", async () => {
    const { couple, inquiryThread } = await coupleWithInquiry();
    const [coupleTab, ownerTab] = await Promise.all([openTab(couple.client), openTab(owner.client)]);
    const res = await couple.client.post(url(inquiryThread, "typing"));
    expect(res.statusCode).toBe(204);
    await until(() => ownerTab.events.length >= 1);
    expect(ownerTab.events).toEqual([
      { type: "typing", thread: inquiryThread, userId: couple.id, name: "Ava & Noah" },
    ]);
    await settle();
    expect(coupleTab.events).toEqual([]);
    let last = res.statusCode;
    for (let i = 0; i < 30 && last !== 429; i++)
      last = (await couple.client.post(url(inquiryThread, "typing"))).statusCode;
    expect(last).toBe(429);
    // Another person (another address too) is not held back by the first one's budget.
    expect((await owner.client.post(url(inquiryThread, "typing"))).statusCode).toBe(204);
    for (const tab of [coupleTab, ownerTab]) tab.ws.terminate();
  });
});

describe("the offline digest", () => {
  const digest = () =>
    sendChatDigest({ db: t.db, mailer: t.mailer, publicUrl: t.config.publicUrl, delayMs: 0 });
  const digestsTo = async (email: string) =>
    (await t.mailbox()).filter((m) => m.to === email && /new messages? (from|in)/.test(m.subject));

  it("sends one mail for three unread messages, then none; none at all after reading", async () => {
    const { couple, inquiryThread } = await coupleWithInquiry();
    const business = await t.quickUser({ kind: "venue_owner", name: "Bea Business" });
    const [own] = await t.db
      .select({ id: venues.id, name: venues.name })
      .from(venues)
      .where(and(eq(venues.isPublished, true), eq(venues.isHidden, false)))
      .offset(3)
      .limit(1);
    await t.db.update(venues).set({ ownerId: business.id }).where(eq(venues.id, own!.id));
    await t.db
      .update(inquiries)
      .set({ venueId: own!.id })
      .where(eq(inquiries.id, inquiryThread.slice("inquiry:".length)));

    for (const body of ["First question", "Second question", "And a third, with more words to show"])
      await say(couple.client, inquiryThread, body);
    await digest();
    await t.jobs.drain();
    const mails = await digestsTo(business.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("3 new messages from Ava & Noah");
    expect(mails[0]!.text).toContain(`Ava & Noah about ${own!.name}: 3 new messages from Ava & Noah`);
    expect(mails[0]!.text).toContain("“And a third, with more words to show”");
    expect(mails[0]!.text).toContain("Read and answer: http://localhost:3000/venue-owner-dashboard");
    // The couple wrote them: nothing for the couple.
    expect(await digestsTo(couple.email)).toEqual([]);

    await digest();
    await t.jobs.drain();
    expect(await digestsTo(business.email)).toHaveLength(1);

    // Read in the app before the digest ran: no mail.
    await say(couple.client, inquiryThread, "One more");
    expect((await business.client.post(url(inquiryThread, "read"))).statusCode).toBe(204);
    await digest();
    await t.jobs.drain();
    expect(await digestsTo(business.email)).toHaveLength(1);
  });

  it("tells a whole burst in one mail once its first message is due, not one mail per interval", async () => {
    const { couple, inquiryThread } = await coupleWithInquiry();
    await say(owner.client, inquiryThread, "Here is our brochure");
    // The first answer is ten minutes old (due); the next two are fresh (not due on their own).
    await t.db
      .update(inquiryReplies)
      .set({ createdAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(inquiryReplies.inquiryId, inquiryThread.slice("inquiry:".length)));
    await say(owner.client, inquiryThread, "And our prices");
    await say(owner.client, inquiryThread, "And the parking map");
    await sendChatDigest({ db: t.db, mailer: t.mailer, publicUrl: t.config.publicUrl, delayMs: 60_000 });
    await t.jobs.drain();
    const mails = await digestsTo(couple.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`3 new messages from ${venue.name}`);
  });

  it("lists every conversation in one mail: an inquiry and a group chat", async () => {
    const { couple, inquiryThread, chat } = await coupleWithInquiry();
    const sis = await helper(couple.id, "Sis", {});
    await say(owner.client, inquiryThread, "We have a date for you");
    await say(sis.client, chat, "Call me");
    await digest();
    await t.jobs.drain();
    const mails = await digestsTo(couple.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("2 new messages in 2 conversations");
    expect(mails[0]!.text).toContain(`${venue.name}: 1 new message from ${venue.name}`);
    expect(mails[0]!.text).toContain("Read and answer: http://localhost:3000/couple-account");
    expect(mails[0]!.text).toContain("Your wedding chat: 1 new message from Sis");
    expect(mails[0]!.text).toContain(`http://localhost:3000/contributor/${couple.id}/chat`);
    const toSis = await digestsTo(sis.email);
    expect(toSis).toEqual([]);
  });

  it("is a scheduled job of the runner", async () => {
    await t.jobs.drain();
    const rows = await t.db
      .select({ name: jobs.name })
      .from(jobs)
      .where(like(jobs.uniqueKey, `${CHAT_DIGEST_JOB}@%`));
    expect(rows.length).toBeGreaterThan(0);
  });
});

async function uploadPdf(c: Client, name: string) {
  const bytes = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
  const { body, headers } = multipart(bytes, name, "application/pdf");
  const res = await c.request("POST", "/api/uploads", { body, headers });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; bytes: number }>();
}
