import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StyleQuizResult, StyleQuizState } from "@shared/schemas/planning-quiz";
import { coupleContributors } from "../../db/schema/collaboration";
import { coupleProfiles } from "../../db/schema/profiles";
import { createTestApp, type TestApp } from "../../testing/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_WRITE_PER_MINUTE: "100000" });
});
afterAll(async () => {
  await t?.close();
});

const RUSTIC = {
  place: "barn",
  backdrop: "vines",
  light: "string",
  tables: "wildflowers",
  dress: "boots",
  food: "family",
  music: "folk",
  season: "autumn",
  feeling: "homespun",
};

describe("the style quiz's result (GET/PUT /api/planning-quiz)", () => {
  it("scores the answers on the server, keeps the result on the profile and answers it back", async () => {
    const couple = await t.quickUser({ kind: "couple", name: "Ava Martin" });
    expect((await couple.client.get("/api/planning-quiz")).json()).toEqual({ result: null });
    const res = await couple.client.put("/api/planning-quiz", { answers: RUSTIC });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<StyleQuizResult>();
    expect(saved).toMatchObject({ style: "barn", label: "Rustic romance", blendWith: null });
    const [row] = await t.db
      .select({ styleQuiz: coupleProfiles.styleQuiz })
      .from(coupleProfiles)
      .where(eq(coupleProfiles.id, couple.id));
    expect(row?.styleQuiz).toEqual(saved);
    expect((await couple.client.get("/api/planning-quiz")).json<StyleQuizState>()).toEqual({ result: saved });
  });

  it("refuses unanswered questions and unknown choices, saving nothing", async () => {
    const couple = await t.quickUser({ kind: "couple" });
    const res = await couple.client.put("/api/planning-quiz", { answers: { ...RUSTIC, place: "castle" } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { code: "VALIDATION", message: "One question has no answer yet." },
    });
    expect((await couple.client.get("/api/planning-quiz")).json()).toEqual({ result: null });
  });

  it("is the couple's alone: signed out 401, a vendor 403, a helper acting for them 404", async () => {
    const couple = await t.quickUser({ kind: "couple" });
    expect((await t.client().put("/api/planning-quiz", { answers: RUSTIC })).statusCode).toBe(401);
    const vendor = await t.quickUser({ kind: "vendor" });
    expect((await vendor.client.put("/api/planning-quiz", { answers: RUSTIC })).statusCode).toBe(403);
    const helper = await t.insertUser({ kind: "contributor" });
    await t.db.insert(coupleContributors).values({
      coupleId: couple.id,
      userId: helper.id,
      email: helper.email,
      name: "Claire",
      role: "parent",
      status: "active",
      areas: { budget: "edit", guests: "edit", vendors: "edit", timeline: "edit" },
    });
    const { client } = await t.signIn(helper.email, helper.password);
    const headers = { "x-couple-id": couple.id };
    expect((await client.put("/api/planning-quiz", { answers: RUSTIC }, { headers })).statusCode).toBe(404);
    expect((await client.get("/api/planning-quiz", { headers })).statusCode).toBe(404);
  });

  it("is what June suggests from when the couple asks for their style without naming one", async () => {
    const couple = await t.quickUser({ kind: "couple" });
    await t.db.insert(coupleProfiles).values({ id: couple.id, cityId: "cleveland", guestCount: 100 });
    await couple.client.put("/api/planning-quiz", { answers: RUSTIC });
    const res = await couple.client.post("/api/june/messages", { text: "Which venues suit our style?" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Your style quiz says **Rustic romance**, so I looked for barn venues.");
    expect(res.body).toMatch(/barn venues? in Cleveland/);
  });
});
