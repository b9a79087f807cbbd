import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContributorAreas, LiveEvent } from "@shared/schemas/collaboration";
import type { Poll, PollList } from "@shared/schemas/polls";
import { coupleContributors } from "../../db/schema/collaboration";
import { polls } from "../../db/schema/polls";
import { createTestApp, type Client, type TestApp } from "../../testing/test-app";

type Err = { error: { code: string; message: string; fields?: Record<string, string> } };
type Person = { id: string; client: Client };

let t: TestApp;
let couple: Person;
let editor: Person;
let viewer: Person;
let budgetOnly: Person;
let otherCouple: Person;

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

async function helper(name: string, areas: ContributorAreas): Promise<Person> {
  const h = await t.quickUser({ kind: "contributor", name });
  await t.db.insert(coupleContributors).values({
    coupleId: couple.id,
    userId: h.id,
    email: h.email,
    name,
    role: "parent",
    status: "active",
    areas,
  });
  return h;
}

/** The helper's requests name the couple they act for (the X-Couple-Id header). */
const acting = { headers: { "x-couple-id": "" } };

beforeAll(async () => {
  t = await createTestApp();
  couple = await t.quickUser({ kind: "couple", name: "Ava Reyes" });
  acting.headers["x-couple-id"] = couple.id;
  otherCouple = await t.quickUser({ kind: "couple", name: "Zoe Other" });
  editor = await helper("Claire Martin", { timeline: "edit" });
  viewer = await helper("Mara Lind", { timeline: "view" });
  budgetOnly = await helper("Bo Budget", { budget: "edit" });
});
afterAll(() => t.close());

const cake = { question: "Which cake flavour?", options: ["Lemon", "Chocolate", "Vanilla"] };

async function makePoll(body: Record<string, unknown> = cake): Promise<Poll> {
  const res = await couple.client.post("/api/polls", body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Poll>();
}
const optionId = (p: Poll, label: string) => p.options.find((o) => o.label === label)!.id;

describe("creating a poll", () => {
  it("stores the question and options in order, open, with nobody's votes yet", async () => {
    const closesAt = inAnHour();
    const poll = await makePoll({ ...cake, multiple: true, closesAt });
    expect(poll).toMatchObject({
      question: "Which cake flavour?",
      multiple: true,
      closesAt: new Date(closesAt).toISOString(),
      closedAt: null,
      isClosed: false,
      createdBy: { id: couple.id, name: "Ava Reyes" },
      myVotes: [],
      voterCount: 0,
      winners: [],
      canDelete: true,
    });
    expect(poll.options.map((o) => [o.label, o.votes, o.voters])).toEqual([
      ["Lemon", 0, []],
      ["Chocolate", 0, []],
      ["Vanilla", 0, []],
    ]);
  });

  it.each([
    ["one option", { ...cake, options: ["Lemon"] }, "options", "Give at least 2 options."],
    [
      "eleven options",
      { ...cake, options: Array.from({ length: 11 }, (_, i) => `Flavour ${i + 1}`) },
      "options",
      "Give at most 10 options.",
    ],
    [
      "the same option twice",
      { ...cake, options: ["Lemon", " lemon ", "Vanilla"] },
      "options",
      "Each option must be different.",
    ],
    ["a long question", { ...cake, question: "Q".repeat(201) }, "question", "Use at most 200 characters."],
    [
      "a long option",
      { ...cake, options: ["L".repeat(81), "Vanilla"] },
      "options.0",
      "Use at most 80 characters.",
    ],
    ["no question", { ...cake, question: "  " }, "question", "Write the question."],
    [
      "a closing time in the past",
      { ...cake, closesAt: new Date(Date.now() - 60_000).toISOString() },
      "closesAt",
      "Choose a closing time in the future.",
    ],
  ])("refuses %s with a clear message", async (_what, body, field, message) => {
    const before = await t.db.select({ id: polls.id }).from(polls).where(eq(polls.coupleId, couple.id));
    const res = await couple.client.post("/api/polls", body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<Err>().error.fields?.[field]).toBe(message);
    const after = await t.db.select({ id: polls.id }).from(polls).where(eq(polls.coupleId, couple.id));
    expect(after.length).toBe(before.length);
  });
});

describe("who may see, vote on and manage a couple's polls", () => {
  it("lets a helper with timeline edit create, and one with view read and vote but not create", async () => {
    const made = await editor.client.post("/api/polls", { ...cake, question: "Which band?" }, acting);
    expect(made.statusCode, made.body).toBe(201);
    const poll = made.json<Poll>();
    expect(poll.createdBy).toEqual({ id: editor.id, name: "Claire Martin" });

    const list = await viewer.client.get("/api/polls", acting);
    expect(list.statusCode).toBe(200);
    const seen = list.json<PollList>().polls.find((p) => p.id === poll.id)!;
    expect(seen.canDelete).toBe(false);

    const voted = await viewer.client.post(
      `/api/polls/${poll.id}/votes`,
      { optionIds: [optionId(poll, "Lemon")] },
      acting,
    );
    expect(voted.statusCode, voted.body).toBe(200);
    expect(voted.json<Poll>().myVotes).toEqual([optionId(poll, "Lemon")]);

    const refused = await viewer.client.post("/api/polls", cake, acting);
    expect(refused.statusCode).toBe(404);
    expect(refused.json<Err>().error.message).toBe("This poll was not found.");
    const close = await viewer.client.post(`/api/polls/${poll.id}/close`, {}, acting);
    expect(close.statusCode).toBe(404);
    const del = await viewer.client.request("DELETE", `/api/polls/${poll.id}`, acting);
    expect(del.statusCode).toBe(404);
  });

  it("hides the polls from a helper without timeline access, another couple and a signed-out visitor", async () => {
    const poll = await makePoll({ ...cake, question: "Secret venue question?" });
    const attempts: [string, Client | null, object][] = [
      ["budget-only helper", budgetOnly.client, acting],
      ["other couple naming this couple", otherCouple.client, acting],
      ["other couple on its own routes", otherCouple.client, {}],
    ];
    for (const [who, client, opts] of attempts) {
      const vote = await client!.post(
        `/api/polls/${poll.id}/votes`,
        { optionIds: [poll.options[0]!.id] },
        opts,
      );
      expect(vote.statusCode, who).toBe(404);
      expect(vote.json<Err>().error.message, who).toBe("This poll was not found.");
      const close = await client!.post(`/api/polls/${poll.id}/close`, {}, opts);
      expect(close.statusCode, who).toBe(404);
      const del = await client!.request("DELETE", `/api/polls/${poll.id}`, opts);
      expect(del.statusCode, who).toBe(404);
      const list = await client!.get("/api/polls", opts);
      expect(list.body, who).not.toContain("Secret venue question?");
    }
    expect((await budgetOnly.client.get("/api/polls", acting)).statusCode).toBe(404);
    expect((await otherCouple.client.get("/api/polls")).json<PollList>()).toEqual({ polls: [] });

    const anon = t.client();
    expect((await anon.get("/api/polls")).statusCode).toBe(401);
    expect((await anon.post(`/api/polls/${poll.id}/votes`, { optionIds: [] })).statusCode).toBe(401);
    const [still] = await t.db.select().from(polls).where(eq(polls.id, poll.id));
    expect(still!.closedAt).toBeNull();
  });

  it("lets only the creator or the couple delete: another editor gets 403", async () => {
    const couplePoll = await makePoll({ ...cake, question: "Which first dance?" });
    const byEditor = await editor.client.request("DELETE", `/api/polls/${couplePoll.id}`, acting);
    expect(byEditor.statusCode).toBe(403);
    expect(byEditor.json<Err>().error.message).toBe(
      "Only the person who asked or the couple can delete this poll.",
    );
    const editorsPoll = (
      await editor.client.post("/api/polls", { ...cake, question: "Which shoes?" }, acting)
    ).json<Poll>();
    expect((await editor.client.request("DELETE", `/api/polls/${editorsPoll.id}`, acting)).statusCode).toBe(
      200,
    );
    expect((await couple.client.request("DELETE", `/api/polls/${couplePoll.id}`)).statusCode).toBe(200);
    const left = (await couple.client.get("/api/polls")).json<PollList>().polls.map((p) => p.id);
    expect(left).not.toContain(couplePoll.id);
    expect(left).not.toContain(editorsPoll.id);
  });
});

describe("voting", () => {
  it("replaces a single-choice vote instead of counting it twice, and names the voters", async () => {
    const poll = await makePoll();
    const [lemon, chocolate] = [optionId(poll, "Lemon"), optionId(poll, "Chocolate")];
    await couple.client.post(`/api/polls/${poll.id}/votes`, { optionIds: [lemon] });
    await couple.client.post(`/api/polls/${poll.id}/votes`, { optionIds: [lemon] });
    const again = await couple.client.post(`/api/polls/${poll.id}/votes`, { optionIds: [chocolate] });
    expect(again.statusCode, again.body).toBe(200);
    await editor.client.post(`/api/polls/${poll.id}/votes`, { optionIds: [chocolate] }, acting);
    const [a, b] = await Promise.all([
      viewer.client.post(`/api/polls/${poll.id}/votes`, { optionIds: [lemon] }, acting),
      viewer.client.post(`/api/polls/${poll.id}/votes`, { optionIds: [chocolate] }, acting),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);

    const seen = (await couple.client.get("/api/polls"))
      .json<PollList>()
      .polls.find((p) => p.id === poll.id)!;
    expect(seen.myVotes).toEqual([chocolate]);
    const total = seen.options.reduce((n, o) => n + o.votes, 0);
    expect(total).toBe(3);
    expect(seen.voterCount).toBe(3);
    const choc = seen.options.find((o) => o.id === chocolate)!;
    expect(choc.voters.map((v) => v.name)).toEqual(expect.arrayContaining(["Ava Reyes", "Claire Martin"]));
  });

  it("refuses two options on a single-choice poll, an option of another poll, and duplicates", async () => {
    const poll = await makePoll();
    const other = await makePoll({ ...cake, question: "Which band?" });
    const two = await couple.client.post(`/api/polls/${poll.id}/votes`, {
      optionIds: [poll.options[0]!.id, poll.options[1]!.id],
    });
    expect(two.statusCode).toBe(400);
    expect(two.json<Err>().error.message).toBe("Choose one option.");
    const foreign = await couple.client.post(`/api/polls/${poll.id}/votes`, {
      optionIds: [other.options[0]!.id],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json<Err>().error.message).toBe("Choose one of this poll's options.");
    const dup = await couple.client.post(`/api/polls/${poll.id}/votes`, {
      optionIds: [poll.options[0]!.id, poll.options[0]!.id],
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json<Err>().error.fields?.optionIds).toBe("Choose each option once.");
  });

  it("sets the viewer's choices on a multiple-choice poll (and an empty set withdraws them)", async () => {
    const poll = await makePoll({ ...cake, multiple: true });
    const [lemon, chocolate, vanilla] = poll.options.map((o) => o.id);
    await couple.client.post(`/api/polls/${poll.id}/votes`, { optionIds: [lemon, chocolate] });
    const res = await couple.client.post(`/api/polls/${poll.id}/votes`, { optionIds: [chocolate, vanilla] });
    const after = res.json<Poll>();
    expect(after.myVotes.sort()).toEqual([chocolate, vanilla].sort());
    expect(after.options.map((o) => o.votes)).toEqual([0, 1, 1]);
    expect(after.voterCount).toBe(1);
    const cleared = await couple.client.post(`/api/polls/${poll.id}/votes`, { optionIds: [] });
    expect(cleared.json<Poll>().myVotes).toEqual([]);
    expect(cleared.json<Poll>().voterCount).toBe(0);
  });

  it("answers 409 after the poll is closed, and shows the winner", async () => {
    const poll = await makePoll();
    const vanilla = optionId(poll, "Vanilla");
    await couple.client.post(`/api/polls/${poll.id}/votes`, { optionIds: [vanilla] });
    const closed = await editor.client.post(`/api/polls/${poll.id}/close`, {}, acting);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<Poll>()).toMatchObject({ isClosed: true, winners: [vanilla] });
    const late = await viewer.client.post(
      `/api/polls/${poll.id}/votes`,
      { optionIds: [optionId(poll, "Lemon")] },
      acting,
    );
    expect(late.statusCode).toBe(409);
    expect(late.json<Err>().error.message).toBe("This poll is closed, so votes can no longer change.");
  });

  it("answers 409 after the closing time", async () => {
    const poll = await makePoll({ ...cake, closesAt: inAnHour() });
    await t.db
      .update(polls)
      .set({ closesAt: new Date(Date.now() - 1000) })
      .where(eq(polls.id, poll.id));
    const late = await couple.client.post(`/api/polls/${poll.id}/votes`, {
      optionIds: [poll.options[0]!.id],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json<Err>().error.message).toBe("Voting on this poll ended at its closing time.");
    const seen = (await couple.client.get("/api/polls"))
      .json<PollList>()
      .polls.find((p) => p.id === poll.id)!;
    expect(seen).toMatchObject({ isClosed: true, closedAt: null, winners: [] });
  });
});

describe("a vote on the live channel", () => {
  it("reaches the couple and helpers who see the timeline, and nobody else", async () => {
    const poll = await makePoll({ ...cake, question: "Live question?" });
    const listen = async (p: Person) => {
      const events: LiveEvent[] = [];
      const ws = await t.app.injectWS("/api/live", { headers: { cookie: p.client.jar.header()! } });
      ws.on("message", (raw: Buffer) => events.push(JSON.parse(raw.toString("utf8")) as LiveEvent));
      return { ws, events };
    };
    const [coupleTab, viewerTab, budgetTab, strangerTab] = [
      await listen(couple),
      await listen(viewer),
      await listen(budgetOnly),
      await listen(otherCouple),
    ];
    const res = await editor.client.post(
      `/api/polls/${poll.id}/votes`,
      { optionIds: [poll.options[1]!.id] },
      acting,
    );
    expect(res.statusCode).toBe(200);
    const expected = { type: "polls", coupleId: couple.id, pollId: poll.id };
    const deadline = Date.now() + 3000;
    while ((coupleTab.events.length === 0 || viewerTab.events.length === 0) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    expect(coupleTab.events).toEqual([expected]);
    expect(viewerTab.events).toEqual([expected]);
    await new Promise((r) => setTimeout(r, 100));
    expect(budgetTab.events).toEqual([]);
    expect(strangerTab.events).toEqual([]);
    for (const tab of [coupleTab, viewerTab, budgetTab, strangerTab]) tab.ws.terminate();
  });
});
