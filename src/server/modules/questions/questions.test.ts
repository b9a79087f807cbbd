import { asc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  Questionnaire,
  QuestionnaireCompare,
  QuestionNotes,
  SmartQuestions,
} from "@shared/schemas/questions";
import { coupleContributors } from "../../db/schema/collaboration";
import { inquiries, inquiryReplies } from "../../db/schema/inquiries";
import { venues } from "../../db/schema/marketplace";
import { coupleProfiles } from "../../db/schema/profiles";
import { savedVenues } from "../../db/schema/saved-venues";
import { createTestApp, type Client, type TestApp } from "../../testing/test-app";

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

let t: TestApp;
let venueA: { id: string; slug: string; name: string };
let venueB: { id: string; slug: string; name: string };
let owner: { id: string; client: Client };
let otherOwner: { id: string; client: Client };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_WRITE_PER_MINUTE: "200" });
  const all = await t.db
    .select({ id: venues.id, slug: venues.slug, name: venues.name })
    .from(venues)
    .where(isNull(venues.ownerId))
    .orderBy(asc(venues.slug))
    .limit(2);
  [venueA, venueB] = all as [typeof venueA, typeof venueB];
  owner = await t.quickUser({ kind: "venue_owner" });
  otherOwner = await t.quickUser({ kind: "venue_owner" });
  await t.db.update(venues).set({ ownerId: owner.id }).where(eq(venues.id, venueA.id));
  await t.db.update(venues).set({ ownerId: otherOwner.id }).where(eq(venues.id, venueB.id));
});
afterAll(async () => {
  await t?.close();
});

async function coupleWithInquiry(venueId = venueA.id) {
  const me = await t.quickUser({ kind: "couple" });
  const [inq] = await t.db
    .insert(inquiries)
    .values({ coupleId: me.id, venueId, message: "Is our June date free?" })
    .returning({ id: inquiries.id });
  return { ...me, inquiryId: inq!.id };
}

async function helperOf(coupleId: string, level: "view" | "edit" | null) {
  const helper = await t.quickUser({ kind: "contributor" });
  await t.db.insert(coupleContributors).values({
    coupleId,
    userId: helper.id,
    email: helper.email,
    role: "planner",
    status: "active",
    areas: level ? { vendors: level } : { guests: "edit" },
  });
  return helper;
}

const questions = [
  { key: "date-available", text: "Is our date available?", kind: "yes_no" as const },
  {
    key: "seated-capacity",
    text: "What is the seated capacity with a dance floor?",
    kind: "number" as const,
  },
  { key: "rental-fee", text: "What is the venue fee for our date?", kind: "money" as const },
  { key: "end-time", text: "What time must music end?", kind: "text" as const },
];

describe("smart questions", () => {
  it("chooses questions from the couple's profile, budget and saved venues, with why-lines", async () => {
    const me = await t.quickUser({ kind: "couple" });
    const plain = await me.client.get("/api/smart-questions?category=caterers");
    expect(plain.statusCode).toBe(200);
    expect(plain.json<SmartQuestions>().questions.every((q) => q.always)).toBe(true);

    await t.db.insert(coupleProfiles).values({ id: me.id, guestCount: 180, weddingDate: "2027-07-17" });
    const outdoor = await t.db
      .select({ id: venues.id })
      .from(venues)
      .where(eq(venues.setting, "outdoor"))
      .limit(1);
    await t.db.insert(savedVenues).values({ userId: me.id, venueId: outdoor[0]!.id });
    const res = await me.client.get("/api/smart-questions?category=caterers");
    const body = res.json<SmartQuestions>();
    expect(body.situation).toEqual({
      guestCount: 180,
      season: "summer",
      outdoor: true,
      budget: null,
      cityId: null,
    });
    expect(body.questions.find((q) => q.key === "cater-staff-ratio")?.why).toBe(
      "You have 180 guests: ask about staff ratios",
    );
    expect(body.questions[0]?.key).toBe("cater-outdoor-kitchen");
  });

  it("notes answers per vendor, matched without case; an empty answer deletes", async () => {
    const me = await t.quickUser({ kind: "couple" });
    const note = (subject: string, questionKey: string, answer: string) =>
      me.client.put("/api/smart-questions/notes", {
        categorySlug: "photographers",
        subject,
        questionKey,
        answer,
      });
    expect((await note("Golden Hour", "photo-who", "Ana herself")).statusCode).toBe(200);
    const again = await note("golden hour", "photo-who", "Ana, with Ben as backup");
    expect(again.json<QuestionNotes>().notes.map((n) => [n.questionKey, n.answer])).toEqual([
      ["photo-who", "Ana, with Ben as backup"],
    ]);
    await note("Golden Hour", "photo-backup", "Two bodies, two cards");
    const read = await me.client.get(
      "/api/smart-questions/notes?category=photographers&subject=GOLDEN%20HOUR",
    );
    expect(read.json<QuestionNotes>().notes.map((n) => n.questionKey)).toEqual(["photo-backup", "photo-who"]);
    const list = await me.client.get("/api/smart-questions?category=photographers");
    expect(list.json<SmartQuestions>().notedSubjects).toEqual(["Golden Hour"]);
    await note("Golden Hour", "photo-backup", "   ");
    const after = await me.client.get(
      "/api/smart-questions/notes?category=photographers&subject=Golden%20Hour",
    );
    expect(after.json<QuestionNotes>().notes.map((n) => n.questionKey)).toEqual(["photo-who"]);
    // Bad input: a key of another category, an unknown category, no vendor.
    const wrongKey = await note("Golden Hour", "cater-tasting", "x");
    expect(wrongKey.statusCode).toBe(400);
    expect(wrongKey.json<ErrorBody>().error.message).toBe("Not a question of this category.");
    expect((await me.client.get("/api/smart-questions?category=llamas")).statusCode).toBe(400);
    expect((await note("  ", "photo-who", "x")).statusCode).toBe(400);
  });

  it("keeps notes to the couple and its vendors helpers", async () => {
    const me = await t.quickUser({ kind: "couple" });
    await me.client.put("/api/smart-questions/notes", {
      categorySlug: "florists",
      subject: "Petal & Stem",
      questionKey: "flowers-venue",
      answer: "Yes, twice",
    });
    const path = "/api/smart-questions/notes?category=florists&subject=Petal%20%26%20Stem";
    const acting = { headers: { "x-couple-id": me.id } };
    const viewer = await helperOf(me.id, "view");
    expect((await viewer.client.get(path, acting)).json<QuestionNotes>().notes[0]?.answer).toBe("Yes, twice");
    const write = {
      categorySlug: "florists",
      subject: "Petal & Stem",
      questionKey: "flowers-venue",
      answer: "No",
    };
    expect((await viewer.client.put("/api/smart-questions/notes", write, acting)).statusCode).toBe(404);
    const editor = await helperOf(me.id, "edit");
    expect((await editor.client.put("/api/smart-questions/notes", write, acting)).statusCode).toBe(200);
    const none = await helperOf(me.id, null);
    expect((await none.client.get(path, acting)).statusCode).toBe(404);
    const stranger = await t.quickUser({ kind: "couple" });
    expect((await stranger.client.get(path)).json<QuestionNotes>().notes).toEqual([]);
    expect((await owner.client.get(path)).statusCode).toBe(403);
  });
});

describe("the venue questionnaire", () => {
  it("serves the template with kinds", async () => {
    const me = await t.quickUser({ kind: "couple" });
    const res = await me.client.get("/api/venue-questionnaire/template");
    expect(res.statusCode).toBe(200);
    const body = res.json<{ questions: { key: string; kind: string }[] }>();
    expect(body.questions[0]).toEqual({
      key: "date-available",
      text: "Is our date available?",
      kind: "yes_no",
    });
    expect(new Set(body.questions.map((q) => q.kind))).toEqual(
      new Set(["text", "yes_no", "number", "money"]),
    );
  });

  it("sends on the couple's inquiry, posts in the thread, the owner answers, the couple compares", async () => {
    const me = await coupleWithInquiry();
    const sent = await me.client.post("/api/venue-questionnaire", { inquiryId: me.inquiryId, questions });
    expect(sent.statusCode, sent.body).toBe(201);
    const q = sent.json<Questionnaire>();
    expect(q).toMatchObject({ status: "sent", answers: null, role: "couple", venue: { id: venueA.id } });
    const [msg] = await t.db.select().from(inquiryReplies).where(eq(inquiryReplies.inquiryId, me.inquiryId));
    expect(msg?.body).toBe(
      `We sent you a questionnaire with 4 questions. Answer it here: http://localhost:3000/venue-questionnaire/${q.id}`,
    );
    expect(msg?.authorId).toBe(me.id);

    // Twice on one inquiry: 409.
    const twice = await me.client.post("/api/venue-questionnaire", { inquiryId: me.inquiryId, questions });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<ErrorBody>().error.message).toBe(
      "You already sent this venue a questionnaire. Ask any further questions in your messages.",
    );

    // The owner reads and answers; other owners and the couple cannot answer.
    const read = await owner.client.get(`/api/venue-questionnaire/${q.id}`);
    expect(read.json<Questionnaire>().role).toBe("owner");
    expect((await otherOwner.client.get(`/api/venue-questionnaire/${q.id}`)).statusCode).toBe(404);
    const answers = {
      "date-available": true,
      "seated-capacity": 220,
      "rental-fee": 850_000,
      "end-time": "11 pm",
    };
    const path = `/api/venue-questionnaire/${q.id}/answers`;
    expect((await otherOwner.client.put(path, { answers })).statusCode).toBe(404);
    expect((await me.client.put(path, { answers })).statusCode).toBe(404);
    const answered = await owner.client.put(path, { answers });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json<Questionnaire>()).toMatchObject({ status: "answered", answers });
    const replies = await t.db
      .select({ body: inquiryReplies.body, authorId: inquiryReplies.authorId })
      .from(inquiryReplies)
      .where(eq(inquiryReplies.inquiryId, me.inquiryId))
      .orderBy(asc(inquiryReplies.createdAt));
    expect(replies.at(-1)).toEqual({
      body: `We answered your questionnaire: http://localhost:3000/venue-questionnaire/${q.id}`,
      authorId: owner.id,
    });

    const compare = await me.client.get(
      `/api/venue-questionnaire/compare?venueIds=${venueA.id},${venueB.id}`,
    );
    const [row, ...rest] = compare.json<QuestionnaireCompare>();
    expect(rest).toEqual([]);
    expect(row).toMatchObject({ venueId: venueA.id, questionnaireId: q.id, questions, answers });
    expect(row?.answeredAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const list = await me.client.get("/api/venue-questionnaire");
    expect(list.json<{ id: string; status: string }[]>().map((s) => [s.id, s.status])).toEqual([
      [q.id, "answered"],
    ]);
  });

  it("validates answers per kind", async () => {
    const me = await coupleWithInquiry();
    const q = (
      await me.client.post("/api/venue-questionnaire", { inquiryId: me.inquiryId, questions })
    ).json<Questionnaire>();
    const path = `/api/venue-questionnaire/${q.id}/answers`;
    const bad = await owner.client.put(path, {
      answers: { "date-available": "yes", "seated-capacity": 2_000_000, "rental-fee": 12.5, other: "x" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().error.fields).toEqual({
      "date-available": "Answer yes or no.",
      "seated-capacity": "Enter a whole number from 0 to 1,000,000.",
      "rental-fee": "Enter an amount from $0 to $10,000,000.",
      other: "Not a question of this questionnaire.",
    });
    expect((await owner.client.put(path, { answers: "nope" })).statusCode).toBe(400);
    const partial = await owner.client.put(path, { answers: { "end-time": "Midnight" } });
    expect(partial.json<Questionnaire>().answers).toEqual({
      "date-available": null,
      "seated-capacity": null,
      "rental-fee": null,
      "end-time": "Midnight",
    });
  });

  it("refuses another couple's inquiry, helpers without edit, strangers, and bad input", async () => {
    const me = await coupleWithInquiry();
    const stranger = await t.quickUser({ kind: "couple" });
    const theirs = await stranger.client.post("/api/venue-questionnaire", {
      inquiryId: me.inquiryId,
      questions,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json<ErrorBody>().error.message).toBe("Inquiry not found");
    const acting = { headers: { "x-couple-id": me.id } };
    const viewer = await helperOf(me.id, "view");
    const none = await helperOf(me.id, null);
    const body = { inquiryId: me.inquiryId, questions };
    expect((await viewer.client.post("/api/venue-questionnaire", body, acting)).statusCode).toBe(404);
    expect((await none.client.post("/api/venue-questionnaire", body, acting)).statusCode).toBe(404);
    const editor = await helperOf(me.id, "edit");
    const sent = await editor.client.post("/api/venue-questionnaire", body, acting);
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json<Questionnaire>().id;
    expect((await viewer.client.get(`/api/venue-questionnaire/${id}`, acting)).statusCode).toBe(200);
    expect((await none.client.get(`/api/venue-questionnaire/${id}`, acting)).statusCode).toBe(404);
    expect((await stranger.client.get(`/api/venue-questionnaire/${id}`)).statusCode).toBe(404);
    expect((await stranger.client.get("/api/venue-questionnaire/not-a-uuid")).statusCode).toBe(404);
    // Bad input: no questions, 26 questions, a repeated key, a bad kind.
    const many = Array.from({ length: 26 }, (_, i) => ({
      key: `q-${i}`,
      text: `Question ${i}?`,
      kind: "text",
    }));
    for (const qs of [[], many, [questions[0], questions[0]], [{ key: "a", text: "A?", kind: "date" }]]) {
      const res = await me.client.post("/api/venue-questionnaire", {
        inquiryId: me.inquiryId,
        questions: qs,
      });
      expect(res.statusCode).toBe(400);
    }
    expect((await me.client.post("/api/venue-questionnaire", { inquiryId: "x", questions })).statusCode).toBe(
      400,
    );
    expect((await me.client.get("/api/venue-questionnaire/compare?venueIds=a,b")).statusCode).toBe(400);
  });
});
