import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FoundingApplication, FoundingStats } from "@shared/schemas/founding";
import { foundingApplications } from "../../db/schema/founding";
import { createTestApp, uniqueEmail, type TestApp } from "../../testing/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OPERATOR_EMAIL: "operator@june.test" });
});
afterAll(async () => {
  await t?.close();
});

function application(email = uniqueEmail("founder")): FoundingApplication {
  return {
    businessName: "Maple & Rye Catering",
    contactName: "Jordan Ellis",
    email,
    phone: "(513) 555-0199",
    website: "https://maple-rye.test",
    cityId: "cincinnati",
    categorySlug: "caterers",
    yearsInBusiness: 7,
    weddingsPerYear: 45,
    why: "We cook seasonal Ohio menus and want to help shape a marketplace that treats couples and vendors kindly.",
  };
}

const stats = async () => (await t.client().get("/api/founding/stats")).json<FoundingStats>();

describe("Founding 50 applications", () => {
  it("stores an application, mails the applicant and the operator", async () => {
    const body = application();
    const res = await t
      .client()
      .post("/api/founding/applications", { ...body, email: body.email.toUpperCase() });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });

    const [row] = await t.db
      .select()
      .from(foundingApplications)
      .where(eq(foundingApplications.email, body.email));
    expect(row).toMatchObject({
      businessName: "Maple & Rye Catering",
      status: "pending",
      userId: null,
      weddingsPerYear: 45,
    });

    const mine = await t.latestMail(body.email, { subject: "We received your Founding 50 application" });
    expect(mine.text).toContain("Maple & Rye Catering (Caterers, Cincinnati, OH)");
    expect(mine.text).toContain("we don't take payments yet");
    expect(mine.html).toContain("Maple &amp; Rye Catering");
    const ops = await t.latestMail("operator@june.test", {
      subject: "Founding 50 application: Maple & Rye Catering (Caterers, Cincinnati, OH)",
    });
    expect(ops.text).toContain(`Contact: Jordan Ellis <${body.email}>`);
    expect(ops.text).toContain("Weddings per year: 45");
  });

  it("records the signed-in user's id", async () => {
    const vendor = await t.quickUser({ kind: "vendor" });
    const body = application();
    expect((await vendor.client.post("/api/founding/applications", body)).statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(foundingApplications)
      .where(eq(foundingApplications.email, body.email));
    expect(row?.userId).toBe(vendor.id);
  });

  it("answers 409 to a second pending application with the same email, and accepts one after a decision", async () => {
    const body = application();
    expect((await t.client().post("/api/founding/applications", body)).statusCode).toBe(201);
    const dup = await t
      .client()
      .post("/api/founding/applications", { ...body, email: `  ${body.email.toUpperCase()}` });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({
      error: {
        code: "CONFLICT",
        message: "We already have your application — we'll be in touch soon.",
        reason: "already_exists",
      },
    });
    await t.db
      .update(foundingApplications)
      .set({ status: "declined" })
      .where(eq(foundingApplications.email, body.email));
    expect((await t.client().post("/api/founding/applications", body)).statusCode).toBe(201);
  });

  it("drops a filled honeypot quietly: 201, nothing stored, nothing sent", async () => {
    const body = application();
    const res = await t.client().post("/api/founding/applications", { ...body, nickname: "bot" });
    expect(res.statusCode).toBe(201);
    expect(
      await t.db.select().from(foundingApplications).where(eq(foundingApplications.email, body.email)),
    ).toEqual([]);
    expect((await t.mailbox()).some((m) => m.to === body.email)).toBe(false);
  });

  it.each([
    ["a short why", { why: "Because." }, "why"],
    ["a long why", { why: "x".repeat(2001) }, "why"],
    ["a bad email", { email: "not-an-email" }, "email"],
    ["an unknown city", { cityId: "paris" }, "cityId"],
    ["an unknown category", { categorySlug: "jugglers" }, "categorySlug"],
    ["negative years", { yearsInBusiness: -1 }, "yearsInBusiness"],
    ["101 years", { yearsInBusiness: 101 }, "yearsInBusiness"],
    ["1001 weddings a year", { weddingsPerYear: 1001 }, "weddingsPerYear"],
    ["a bad website", { website: "maple-rye" }, "website"],
    ["no business name", { businessName: "" }, "businessName"],
  ])("refuses %s (400 naming the field)", async (_label, patch, field) => {
    const res = await t.client().post("/api/founding/applications", { ...application(), ...patch });
    expect(res.statusCode).toBe(400);
    const error = res.json<{ error: { code: string; message: string } }>().error;
    expect(error.code).toBe("VALIDATION");
    expect(error.message).toContain(field);
  });

  it("is rate limited per address (5 a minute)", async () => {
    const client = t.client();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await client.post("/api/founding/applications", { why: "" })).statusCode);
    expect(codes.slice(0, 5).every((c) => c === 400)).toBe(true);
    expect(codes[5]).toBe(429);
  });
});

describe("GET /api/founding/stats", () => {
  it("counts 50 minus the accepted applications, never below zero", async () => {
    await t.db.delete(foundingApplications);
    expect(await stats()).toEqual({ total: 50, accepted: 0, spotsLeft: 50 });
    const rows = Array.from({ length: 3 }, (_, i) => ({
      ...application(`accepted-${i}@example.test`),
      status: "accepted" as const,
    }));
    await t.db
      .insert(foundingApplications)
      .values([...rows, { ...application(), status: "pending" as const }]);
    expect(await stats()).toEqual({ total: 50, accepted: 3, spotsLeft: 47 });
    await t.db.insert(foundingApplications).values(
      Array.from({ length: 50 }, (_, i) => ({
        ...application(`more-${i}@example.test`),
        status: "accepted" as const,
      })),
    );
    expect(await stats()).toEqual({ total: 50, accepted: 53, spotsLeft: 0 });
  });
});
