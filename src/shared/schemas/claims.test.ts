import { describe, expect, it } from "vitest";
import { adminListingsQuerySchema, rejectClaimSchema } from "./admin";
import { claimantKindOf, claimInputSchema } from "./claims";

const valid = {
  listingKind: "venue",
  slug: "beacon-house",
  role: "  Owner ",
  phone: "(216) 555-0101",
  proof: "x".repeat(40),
};

describe("claim contract", () => {
  it("trims and accepts a complete claim", () => {
    expect(claimInputSchema.parse(valid)).toMatchObject({ role: "Owner", phone: "(216) 555-0101" });
  });

  it("enforces role 2..60, phone 7..30 (digits and + ( ) -), proof 40..2000 after trimming", () => {
    const bad = (patch: Record<string, string>) => claimInputSchema.safeParse({ ...valid, ...patch }).success;
    expect(bad({ role: " O " })).toBe(false);
    expect(bad({ role: "x".repeat(61) })).toBe(false);
    expect(bad({ phone: "555 01" })).toBe(false);
    expect(bad({ phone: "call me at five" })).toBe(false);
    expect(bad({ phone: "1".repeat(31) })).toBe(false);
    expect(bad({ proof: ` ${"x".repeat(39)} ` })).toBe(false);
    expect(bad({ proof: "x".repeat(2001) })).toBe(false);
    expect(bad({ listingKind: "hall" })).toBe(false);
  });

  it("maps each listing kind to the one account kind that may claim it", () => {
    expect(claimantKindOf).toEqual({ venue: "venue_owner", vendor: "vendor" });
  });

  it("needs a rejection note of 3..500 characters", () => {
    expect(rejectClaimSchema.safeParse({ note: " no " }).success).toBe(false);
    expect(rejectClaimSchema.safeParse({ note: "Not verifiable." }).success).toBe(true);
    expect(rejectClaimSchema.safeParse({ note: "x".repeat(501) }).success).toBe(false);
  });

  it("reads admin listing filters from the query string", () => {
    expect(adminListingsQuerySchema.parse({})).toEqual({ kind: "all", page: 1 });
    expect(adminListingsQuerySchema.parse({ hidden: "true", featured: "false", page: "3" })).toMatchObject({
      hidden: true,
      featured: false,
      page: 3,
    });
    expect(adminListingsQuerySchema.safeParse({ hidden: "yes" }).success).toBe(false);
  });
});
