import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, PAST_DATE_MESSAGE } from "@shared/rules/timeline-plan";
import type { GenerateResult, Timeline, TimelineTask } from "@shared/schemas/timeline";
import type { ContributorAreas } from "@shared/schemas/collaboration";
import { coupleContributors } from "../../db/schema/collaboration";
import { inquiries } from "../../db/schema/inquiries";
import { venues } from "../../db/schema/marketplace";
import { coupleProfiles } from "../../db/schema/profiles";
import { createTestApp, pathOf, type Client, type Response, type TestApp } from "../../testing/test-app";
import { utcToday } from "./timeline.service";
import { parseCalendar } from "../../testing/ics-check";

let t: TestApp;
const today = utcToday();

function ok<T>(res: Response, status = 200): T {
  expect(res.statusCode, res.body).toBe(status);
  return res.json<T>();
}

async function coupleWith(weddingDate: string | null) {
  const couple = await t.quickUser({ kind: "couple", name: "Mara Quill" });
  await t.db.insert(coupleProfiles).values({
    id: couple.id,
    partner1Name: "Mara",
    partner2Name: "Eli",
    weddingDate,
    guestCount: 120,
  });
  return couple;
}

async function helper(coupleId: string, areas: ContributorAreas, name = "Claire Martin") {
  const user = await t.insertUser({ kind: "contributor", name });
  const [row] = await t.db
    .insert(coupleContributors)
    .values({ coupleId, userId: user.id, email: user.email, name, role: "parent", status: "active", areas })
    .returning({ id: coupleContributors.id });
  const { client } = await t.signIn(user.email, user.password);
  const headers = { "x-couple-id": coupleId };
  return {
    id: row!.id,
    userId: user.id,
    get: (url: string) => client.get(url, { headers }),
    send: (method: "POST" | "PATCH" | "DELETE", url: string, body?: unknown) =>
      client.request(method, url, { headers, ...(body === undefined ? {} : { body }) }),
  };
}

const taskKeyed = (tl: Timeline, key: string) => tl.tasks.find((x) => x.templateKey === key)!;
const patch = (c: Client, id: string, body: unknown) =>
  c.request("PATCH", `/api/timeline/tasks/${id}`, { body });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("generate and read", () => {
  it("builds a plan with due dates from the wedding date, dependencies by id and flags", async () => {
    const wedding = addDays(today, 400);
    const couple = await coupleWith(wedding);
    const empty = ok<Timeline>(await couple.client.get("/api/timeline"));
    expect(empty.tasks).toEqual([]);
    expect(empty.calendarUrl).toBeNull();
    const res = ok<GenerateResult>(await couple.client.post("/api/timeline/generate"));
    expect(res.engine).toBe("builtin");
    expect(res.compressed).toBe(false);
    expect(res.created).toBe(res.timeline.tasks.length);
    const tl = res.timeline;
    const venue = taskKeyed(tl, "book-venue");
    expect(venue.dueOn).toBe(addDays(wedding, -330));
    expect(venue.title).toBe("Book your venue");
    const caterer = taskKeyed(tl, "book-caterer");
    expect(caterer.dependsOn).toEqual([venue.id]);
    expect(taskKeyed(tl, "thank-you-notes").dueOn).toBe(addDays(wedding, 30));
    expect(tl.calendarUrl).toMatch(/^http.*\/api\/timeline\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(tl.isCouple).toBe(true);
    // In due order: months ascending.
    const dated = tl.tasks.map((x) => x.dueOn!.slice(0, 7));
    expect([...dated].sort()).toEqual(dated);
  });

  it("regenerating updates generated tasks by key, never custom or done ones", async () => {
    const couple = await coupleWith(addDays(today, 400));
    const first = ok<GenerateResult>(await couple.client.post("/api/timeline/generate")).timeline;
    const attire = taskKeyed(first, "attire");
    ok(
      await patch(couple.client, attire.id, {
        version: attire.version,
        status: "done",
        title: "Dress bought",
      }),
    );
    const custom = ok<TimelineTask>(
      await couple.client.post("/api/timeline/tasks", { title: "Taste the wines" }),
      201,
    );
    const again = ok<GenerateResult>(await couple.client.post("/api/timeline/generate"));
    expect(again.created).toBe(0);
    expect(again.timeline.tasks).toHaveLength(first.tasks.length + 1);
    const keys = again.timeline.tasks.map((x) => x.templateKey).filter(Boolean);
    expect(new Set(keys).size).toBe(keys.length);
    expect(taskKeyed(again.timeline, "attire").title).toBe("Dress bought");
    expect(taskKeyed(again.timeline, "attire").status).toBe("done");
    expect(again.timeline.tasks.find((x) => x.id === custom.id)!.title).toBe("Taste the wines");
  });

  it("compresses a near date and marks booked categories done", async () => {
    const wedding = addDays(today, 42);
    const couple = await coupleWith(wedding);
    const [venue] = await t.db.select({ id: venues.id }).from(venues).limit(1);
    await t.db
      .insert(inquiries)
      .values({ coupleId: couple.id, venueId: venue!.id, message: "Hello", status: "booked" });
    const res = ok<GenerateResult>(await couple.client.post("/api/timeline/generate"));
    expect(res.compressed).toBe(true);
    expect(taskKeyed(res.timeline, "book-venue").status).toBe("done");
    const open = res.timeline.tasks.filter((x) => x.status === "todo");
    for (const task of open) expect(task.dueOn! >= today).toBe(true);
    expect(taskKeyed(res.timeline, "set-budget").dueOn).toBe(today);
    expect(taskKeyed(res.timeline, "set-budget").upcoming).toBe(true);
    expect(taskKeyed(res.timeline, "set-budget").overdue).toBe(false);
  });

  it("refuses a past date and plans undated without a date", async () => {
    const past = await coupleWith(addDays(today, -3));
    const refused = await past.client.post("/api/timeline/generate");
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { message: string; reason?: string } }>().error.message).toBe(
      PAST_DATE_MESSAGE,
    );
    const undated = await coupleWith(null);
    const tl = ok<GenerateResult>(await undated.client.post("/api/timeline/generate")).timeline;
    expect(tl.tasks.every((x) => x.dueOn === null)).toBe(true);
    expect(tl.nudge).toBe("Set your wedding date on your account page and every task gets a due date.");
  });

  it("moving the wedding date moves unpinned tasks on the next read; pinned ones stay", async () => {
    const wedding = addDays(today, 400);
    const couple = await coupleWith(wedding);
    const tl = ok<GenerateResult>(await couple.client.post("/api/timeline/generate")).timeline;
    const pinned = taskKeyed(tl, "attire");
    ok(await patch(couple.client, pinned.id, { version: pinned.version, dueOn: "2027-03-01" }));
    ok(
      await couple.client.put("/api/me/couple-profile", {
        partner1Name: "Mara",
        partner2Name: "Eli",
        weddingDate: addDays(wedding, 30),
        guestCount: 120,
        cityId: null,
      }),
    );
    const moved = ok<Timeline>(await couple.client.get("/api/timeline"));
    expect(taskKeyed(moved, "book-venue").dueOn).toBe(addDays(wedding, 30 - 330));
    expect(taskKeyed(moved, "attire").dueOn).toBe("2027-03-01");
    expect(taskKeyed(moved, "attire").pinned).toBe(true);
    // Unpin: back to the plan's offset.
    const a = taskKeyed(moved, "attire");
    const back = ok<TimelineTask>(await patch(couple.client, a.id, { version: a.version, unpin: true }));
    expect(back.dueOn).toBe(addDays(wedding, 30 - 240));
  });
});

describe("tasks", () => {
  let couple: Awaited<ReturnType<typeof coupleWith>>;
  let tl: Timeline;
  beforeAll(async () => {
    couple = await coupleWith(addDays(today, 400));
    tl = ok<GenerateResult>(await couple.client.post("/api/timeline/generate")).timeline;
  });

  it("checks off with who did it, and back", async () => {
    const task = taskKeyed(tl, "pack");
    const done = ok<TimelineTask>(
      await patch(couple.client, task.id, { version: task.version, status: "done" }),
    );
    expect(done.status).toBe("done");
    expect(done.completedByName).toBe("Mara Quill");
    expect(done.version).toBe(task.version + 1);
    const undone = ok<TimelineTask>(
      await patch(couple.client, task.id, { version: done.version, status: "todo" }),
    );
    expect(undone.completedByName).toBeNull();
  });

  it("answers 409 stale for an old version, writing nothing", async () => {
    const task = taskKeyed(tl, "seating-plan");
    ok(await patch(couple.client, task.id, { version: task.version, title: "Seating chart" }));
    const res = await patch(couple.client, task.id, { version: task.version, title: "Lost" });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ error: { message: string; reason?: string } }>().error.reason).toBe("stale");
    const now = ok<Timeline>(await couple.client.get("/api/timeline"));
    expect(now.tasks.find((x) => x.id === task.id)!.title).toBe("Seating chart");
  });

  it("refuses a loop, naming it", async () => {
    const venue = taskKeyed(tl, "book-venue");
    const caterer = taskKeyed(tl, "book-caterer");
    const res = await patch(couple.client, venue.id, { version: venue.version, dependsOn: [caterer.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { message: string; reason?: string } }>().error.message).toBe(
      "That would make a loop: Book your venue → Book your caterer → Book your venue.",
    );
    const self = await patch(couple.client, venue.id, { version: venue.version, dependsOn: [venue.id] });
    expect(self.json<{ error: { message: string; reason?: string } }>().error.message).toBe(
      "A task cannot depend on itself.",
    );
  });

  it("refuses oversized texts, impossible dates and unknown assignees", async () => {
    const long = await couple.client.post("/api/timeline/tasks", { title: "x".repeat(121) });
    expect(long.statusCode).toBe(400);
    const date = await couple.client.post("/api/timeline/tasks", { title: "Call", dueOn: "2027-02-30" });
    expect(date.statusCode).toBe(400);
    expect(JSON.stringify(date.json())).toContain("That date does not exist.");
    const notes = await couple.client.post("/api/timeline/tasks", { title: "Call", notes: "y".repeat(2001) });
    expect(notes.statusCode).toBe(400);
    const stranger = await helper((await coupleWith(null)).id, { timeline: "edit" }, "Someone Else");
    const bad = await couple.client.post("/api/timeline/tasks", {
      title: "Call",
      assigneeContributorId: stranger.id,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { message: string; reason?: string } }>().error.message).toBe(
      "Choose the couple or a helper who has access to the timeline.",
    );
    const noAccess = await helper(couple.id, { guests: "edit" }, "Guest Helper");
    const bad2 = await couple.client.post("/api/timeline/tasks", {
      title: "Call",
      assigneeContributorId: noAccess.id,
    });
    expect(bad2.statusCode).toBe(400);
  });

  it("adds a pinned custom task, reorders and deletes", async () => {
    const a = ok<TimelineTask>(
      await couple.client.post("/api/timeline/tasks", {
        title: "Book the rehearsal dinner",
        dueOn: "2027-05-02",
      }),
      201,
    );
    expect(a).toMatchObject({ source: "custom", pinned: true, dueOn: "2027-05-02", status: "todo" });
    const b = ok<TimelineTask>(
      await couple.client.post("/api/timeline/tasks", { title: "Buy rings", dueOn: "2027-05-20" }),
      201,
    );
    const moved = ok<TimelineTask>(
      await patch(couple.client, b.id, { version: b.version, position: a.position }),
    );
    expect(moved.position).toBe(a.position);
    const after = ok<Timeline>(await couple.client.get("/api/timeline"));
    const order = after.tasks.filter((x) => x.id === a.id || x.id === b.id).map((x) => x.title);
    expect(order).toEqual(["Buy rings", "Book the rehearsal dinner"]);
    const del = await couple.client.request("DELETE", `/api/timeline/tasks/${a.id}`);
    expect(del.statusCode).toBe(200);
    expect((await couple.client.request("DELETE", `/api/timeline/tasks/${a.id}`)).statusCode).toBe(404);
  });
});

describe("who may see and change", () => {
  it("scopes to the couple, contributors by level, and no one else", async () => {
    const couple = await coupleWith(addDays(today, 400));
    const tl = ok<GenerateResult>(await couple.client.post("/api/timeline/generate")).timeline;
    const task = taskKeyed(tl, "pack");
    const viewer = await helper(couple.id, { timeline: "view" }, "Vera View");
    const editor = await helper(couple.id, { timeline: "edit" }, "Claire Martin");
    const none = await helper(couple.id, { guests: "edit" }, "Nora None");

    const seen = ok<Timeline>(await viewer.get("/api/timeline"));
    expect(seen.tasks).toHaveLength(tl.tasks.length);
    expect(seen.calendarUrl).toBeNull();
    expect(seen.canEdit).toBe(false);
    expect(
      (await viewer.send("PATCH", `/api/timeline/tasks/${task.id}`, { version: 1, status: "done" }))
        .statusCode,
    ).toBe(404);
    expect((await viewer.send("POST", "/api/timeline/generate")).statusCode).toBe(404);

    const asEditor = ok<Timeline>(await editor.get("/api/timeline"));
    expect(asEditor.canEdit).toBe(true);
    expect(asEditor.calendarUrl).toBeNull();
    expect(asEditor.assignees.map((a) => a.name)).toEqual(["Claire Martin", "Vera View"]);
    const given = ok<TimelineTask>(
      await editor.send("PATCH", `/api/timeline/tasks/${task.id}`, {
        version: task.version,
        status: "done",
        assigneeContributorId: editor.id,
      }),
    );
    expect(given).toMatchObject({
      status: "done",
      completedByName: "Claire Martin",
      assigneeName: "Claire Martin",
    });
    expect((await editor.send("POST", "/api/timeline/calendar/reset")).statusCode).toBe(404);

    expect((await none.get("/api/timeline")).statusCode).toBe(404);
    const other = await coupleWith(addDays(today, 400));
    const res = await patch(other.client, task.id, { version: given.version, title: "Mine" });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ error: { message: string; reason?: string } }>().error.message).toBe("Task not found.");
    expect(
      (await other.client.get("/api/timeline", { headers: { "x-couple-id": couple.id } })).statusCode,
    ).toBe(404);
    expect((await t.client().get("/api/timeline")).statusCode).toBe(401);
  });
});

describe("the calendar feed", () => {
  it("serves dated tasks by the secret; a reset revokes the old link; unknown is 404", async () => {
    const wedding = addDays(today, 400);
    const couple = await coupleWith(wedding);
    const tl = ok<GenerateResult>(await couple.client.post("/api/timeline/generate")).timeline;
    const feed = await t.client().get(pathOf(tl.calendarUrl!));
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toBe("text/calendar; charset=utf-8; method=PUBLISH");
    // As a calendar app reads it (ical.js): all-day entries, the end date exclusive.
    const parsed = parseCalendar(feed.body, feed.headers["content-type"] as string);
    expect(parsed.events).toHaveLength(tl.tasks.length);
    expect(parsed.events.every((e) => e.allDay && e.attendees.length === 0)).toBe(true);
    expect(parsed.events.map((e) => e.summary)).toContain("Book your venue");
    expect(feed.body).toContain("SUMMARY:Book your venue\r\n");
    expect(feed.body).toContain(`DTSTART;VALUE=DATE:${addDays(wedding, -330).replace(/-/g, "")}\r\n`);
    expect(feed.body.match(/BEGIN:VEVENT/g)).toHaveLength(tl.tasks.length);
    const reset = ok<{ calendarUrl: string }>(await couple.client.post("/api/timeline/calendar/reset"));
    expect(reset.calendarUrl).not.toBe(tl.calendarUrl);
    expect((await t.client().get(pathOf(tl.calendarUrl!))).statusCode).toBe(404);
    expect((await t.client().get(pathOf(reset.calendarUrl))).statusCode).toBe(200);
    expect((await t.client().get("/api/timeline/calendar/nope.ics")).statusCode).toBe(404);
  });
});
