import { describe, expect, it } from "vitest";
import type { Viewer } from "@shared/schemas/account";
import type { Db } from "../../db/client";
import { stakeholderTypeOf } from "./contributors.service";

/** A database whose one read (contributor_profiles by user_id) answers `rows`, or fails. */
function fakeDb(rows: unknown[] | Error): { db: Db; reads: () => number } {
  let reads = 0;
  const chain = {
    from: () => chain,
    where: () => {
      reads += 1;
      return rows instanceof Error ? Promise.reject(rows) : Promise.resolve(rows);
    },
  };
  return { db: { select: () => chain } as unknown as Db, reads: () => reads };
}

const viewer = (kind: Viewer["kind"]): Viewer => ({
  id: "u1",
  email: "a@example.test",
  name: "A",
  kind,
  isAdmin: false,
});

describe("stakeholderTypeOf (Grace's order, spec section 6)", () => {
  it("puts venue owner, then vendor, first without reading contributor profiles", async () => {
    const { db, reads } = fakeDb([{ id: "p" }]);
    expect(await stakeholderTypeOf(db, viewer("venue_owner"))).toBe("venue_owner");
    expect(await stakeholderTypeOf(db, viewer("vendor"))).toBe("vendor");
    expect(reads()).toBe(0);
  });

  it("is contributor when a contributor profile exists, whatever the account kind, else couple", async () => {
    expect(await stakeholderTypeOf(fakeDb([{ id: "p" }]).db, viewer("couple"))).toBe("contributor");
    expect(await stakeholderTypeOf(fakeDb([{ id: "p" }]).db, viewer("contributor"))).toBe("contributor");
    expect(await stakeholderTypeOf(fakeDb([]).db, viewer("contributor"))).toBe("couple");
    expect(await stakeholderTypeOf(fakeDb([]).db, viewer("couple"))).toBe("couple");
  });

  it("is couple when signed out or when the read fails", async () => {
    const { db, reads } = fakeDb([{ id: "p" }]);
    expect(await stakeholderTypeOf(db, null)).toBe("couple");
    expect(reads()).toBe(0);
    expect(await stakeholderTypeOf(fakeDb(new Error("db down")).db, viewer("couple"))).toBe("couple");
  });
});
