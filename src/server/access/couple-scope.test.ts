import { describe, expect, it } from "vitest";
import type { Viewer } from "@shared/schemas/account";
import type { Db } from "../db/client";
import { AppError } from "../errors";
import { coupleScope, requireKind, requireViewer, type CoupleGrant, type GrantsOf } from "./couple-scope";

// The rule reads the database only through `grants`; these tests pass their own.
const db = {} as Db;

const couple: Viewer = {
  id: "couple-1",
  email: "ada@example.test",
  name: "Ada",
  kind: "couple",
  isAdmin: false,
};
const otherCouple: Viewer = { ...couple, id: "couple-2", email: "bo@example.test", name: "Bo" };
const owner: Viewer = { ...couple, id: "owner-1", email: "o@example.test", kind: "venue_owner" };
const vendor: Viewer = { ...couple, id: "vendor-1", email: "v@example.test", kind: "vendor" };

/** The AppError a call throws, as the body fields the client sees. */
async function refusal(run: () => unknown) {
  try {
    await run();
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { code: err.code, message: err.message, ...err.detail };
  }
  throw new Error("expected a refusal");
}

/** Grants as a table would hold them: viewer id → couple id → grant. */
const grantsFrom =
  (table: Record<string, Record<string, CoupleGrant>>): GrantsOf =>
  async (_db, viewer, coupleId) =>
    table[viewer.id]?.[coupleId] ?? null;

const noGrants = grantsFrom({});

describe("coupleScope", () => {
  it("acts for the couple itself on its own routes, with every area", async () => {
    const scope = await coupleScope(db, couple);
    expect(scope.coupleId).toBe("couple-1");
    expect(scope.role).toBe("couple");
    expect(scope.viewer).toBe(couple);
    expect(scope.can("budget", "edit")).toBe(true);
    expect(scope.can("guests", "view")).toBe(true);
  });

  it("lets a couple name itself", async () => {
    const scope = await coupleScope(db, couple, {
      coupleId: "couple-1",
      need: { area: "guests", level: "edit" },
    });
    expect(scope).toMatchObject({ coupleId: "couple-1", role: "couple" });
  });

  it("answers 401 without a session", async () => {
    expect(await refusal(() => coupleScope(db, null))).toEqual({
      code: "UNAUTHORIZED",
      message: "Sign in to continue.",
    });
    expect(await refusal(() => coupleScope(db, null, { coupleId: "couple-1" }))).toMatchObject({
      code: "UNAUTHORIZED",
    });
  });

  it("answers 403 with reason account_kind to another kind of account on the couple's own routes", async () => {
    expect(await refusal(() => coupleScope(db, owner, { what: "Saving venues" }))).toEqual({
      code: "FORBIDDEN",
      message: "Saving venues is for couple accounts.",
      reason: "account_kind",
    });
    expect(
      await refusal(() => coupleScope(db, vendor, { what: { message: "Only couple accounts can book." } })),
    ).toEqual({ code: "FORBIDDEN", message: "Only couple accounts can book.", reason: "account_kind" });
  });

  it("answers 404 to anyone naming a couple they have no grant for, like a couple that does not exist", async () => {
    for (const viewer of [otherCouple, owner, vendor]) {
      expect(await refusal(() => coupleScope(db, viewer, { coupleId: "couple-1" }, noGrants))).toEqual({
        code: "NOT_FOUND",
        message: "Not found",
      });
    }
    expect(await refusal(() => coupleScope(db, couple, { coupleId: "no-such-couple" }, noGrants))).toEqual({
      code: "NOT_FOUND",
      message: "Not found",
    });
  });

  it("answers 404 in the route's own words when it names them", async () => {
    expect(
      await refusal(() =>
        coupleScope(db, otherCouple, { coupleId: "couple-1", missing: "Inquiry not found" }, noGrants),
      ),
    ).toEqual({ code: "NOT_FOUND", message: "Inquiry not found" });
  });

  describe("through a grant", () => {
    const grants = grantsFrom({
      "couple-2": { "couple-1": { role: "contributor", areas: { guests: "edit", budget: "view" } } },
      "vendor-1": { "couple-1": { role: "vendor", areas: { timeline: "view" } } },
    });

    it("acts for the granting couple in the granted role, within the granted areas and levels", async () => {
      const scope = await coupleScope(db, otherCouple, { coupleId: "couple-1" }, grants);
      expect(scope).toMatchObject({ coupleId: "couple-1", role: "contributor", viewer: otherCouple });
      expect(scope.can("guests", "edit")).toBe(true);
      expect(scope.can("guests", "view")).toBe(true); // edit includes view
      expect(scope.can("budget", "view")).toBe(true);
      expect(scope.can("budget", "edit")).toBe(false);
      expect(scope.can("timeline", "view")).toBe(false);
    });

    it("passes a route whose need is granted", async () => {
      const scope = await coupleScope(
        db,
        vendor,
        { coupleId: "couple-1", need: { area: "timeline", level: "view" } },
        grants,
      );
      expect(scope).toMatchObject({ coupleId: "couple-1", role: "vendor" });
    });

    it("answers 404 for an area not granted or a level above the grant", async () => {
      const tooMuch = [
        { viewer: otherCouple, need: { area: "budget", level: "edit" } },
        { viewer: otherCouple, need: { area: "designs", level: "view" } },
        { viewer: vendor, need: { area: "timeline", level: "edit" } },
      ] as const;
      for (const { viewer, need } of tooMuch) {
        expect(await refusal(() => coupleScope(db, viewer, { coupleId: "couple-1", need }, grants))).toEqual({
          code: "NOT_FOUND",
          message: "Not found",
        });
      }
    });

    it("acts for the couple named by X-Couple-Id (viewer.actingFor) on the couple's own routes, within the grant", async () => {
      const helper = { ...otherCouple, actingFor: "couple-1" };
      const need = { area: "guests", level: "edit" } as const;
      expect(await coupleScope(db, helper, { need }, grants)).toMatchObject({
        coupleId: "couple-1",
        role: "contributor",
      });
      // A route that names no area is the couple's alone, whatever the helper was granted.
      expect(await refusal(() => coupleScope(db, helper, { what: "June" }, grants))).toEqual({
        code: "NOT_FOUND",
        message: "Not found",
      });
      // An area not granted reads like a stranger's request.
      expect(
        await refusal(() => coupleScope(db, helper, { need: { area: "designs", level: "view" } }, grants)),
      ).toEqual({ code: "NOT_FOUND", message: "Not found" });
      // Naming oneself is simply the couple's own request.
      const self = { ...couple, actingFor: "couple-1" };
      expect(await coupleScope(db, self, { need }, noGrants)).toMatchObject({ role: "couple" });
    });

    it("never lets a grant for one couple reach another", async () => {
      expect(
        await refusal(() => coupleScope(db, otherCouple, { coupleId: "couple-9" }, grants)),
      ).toMatchObject({
        code: "NOT_FOUND",
      });
    });

    it("still keeps businesses off the couple's own routes", async () => {
      expect(await refusal(() => coupleScope(db, vendor, {}, grants))).toMatchObject({
        code: "FORBIDDEN",
        reason: "account_kind",
      });
    });
  });
});

describe("requireKind", () => {
  it("returns the viewer of an allowed kind", () => {
    expect(requireKind(owner, ["venue_owner", "vendor"])).toBe(owner);
    expect(requireKind(vendor, "vendor")).toBe(vendor);
  });

  it("names every allowed kind in its refusal", async () => {
    expect(await refusal(() => requireKind(couple, ["venue_owner", "vendor"], "The inbox"))).toEqual({
      code: "FORBIDDEN",
      message: "The inbox is for venue owner accounts and vendor accounts.",
      reason: "account_kind",
    });
    expect(await refusal(() => requireKind(couple, "vendor"))).toMatchObject({
      message: "This is for vendor accounts.",
    });
  });

  it("answers 401 without a session", async () => {
    expect(await refusal(() => requireKind(null, "couple"))).toEqual({
      code: "UNAUTHORIZED",
      message: "Sign in to continue.",
    });
    expect(await refusal(() => requireViewer(null))).toMatchObject({ code: "UNAUTHORIZED" });
    expect(requireViewer(couple)).toBe(couple);
  });
});
