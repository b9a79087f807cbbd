import { describe, expect, it } from "vitest";
import {
  findOverlap,
  isCoupleTrack,
  minutesOf,
  planWeddingDay,
  vendorRoleOf,
  type PlannedEntry,
} from "./run-sheet-plan";

const coupleTrack = (entries: PlannedEntry[]) => entries.filter(isCoupleTrack);
const at = (entries: PlannedEntry[], title: string) => entries.find((e) => e.title === title);

function expectNoCoupleOverlap(entries: PlannedEntry[]) {
  const own = coupleTrack(entries);
  for (let i = 1; i < own.length; i++) {
    expect(minutesOf(own[i]!.startsAt)!).toBeGreaterThanOrEqual(minutesOf(own[i - 1]!.endsAt)!);
  }
}

describe("planWeddingDay", () => {
  it("defaults the ceremony to 16:00 and the reception to two hours later when no times are set", () => {
    const plan = planWeddingDay({ events: [{ name: "Ceremony", startsAt: null }], vendors: [] });
    expect(plan.ceremonyAt).toBe("16:00");
    expect(plan.receptionAt).toBe("18:00");
    expect(coupleTrack(plan.entries).map((e) => `${e.startsAt}-${e.endsAt} ${e.title}`)).toEqual([
      "12:00-15:30 Getting ready",
      "16:00-16:30 Ceremony",
      "16:30-17:30 Family and couple photos",
      "17:30-18:00 Cocktail hour",
      "18:00-18:15 Grand entrance",
      "18:15-19:15 Dinner is served",
      "19:15-19:35 Toasts",
      "19:35-19:45 First dance",
      "19:45-20:00 Cake cutting",
      "20:00-22:30 Dancing",
      "22:30-22:40 Last dance",
      "22:40-22:55 Send-off",
    ]);
    expect(plan.cutAtMidnight).toBe(false);
  });

  it("uses the couple's ceremony and reception times and their locations", () => {
    const plan = planWeddingDay({
      events: [
        { name: "Wedding ceremony", startsAt: "15:00", location: "Rose Garden" },
        { name: "Reception", startsAt: "18:30", location: "Grand Hall" },
      ],
      vendors: [],
    });
    expect(at(plan.entries, "Ceremony")).toMatchObject({
      startsAt: "15:00",
      endsAt: "15:30",
      location: "Rose Garden",
    });
    expect(at(plan.entries, "Family and couple photos")).toMatchObject({
      startsAt: "15:30",
      endsAt: "16:30",
    });
    expect(at(plan.entries, "Cocktail hour")).toMatchObject({
      startsAt: "16:30",
      endsAt: "18:30",
      location: "Grand Hall",
    });
    expect(at(plan.entries, "Grand entrance")).toMatchObject({ startsAt: "18:30", location: "Grand Hall" });
    expectNoCoupleOverlap(plan.entries);
  });

  it("never starts the reception before the ceremony and a short photo session are over", () => {
    const plan = planWeddingDay({
      events: [
        { name: "Ceremony", startsAt: "16:00" },
        { name: "Reception", startsAt: "16:15" },
      ],
      vendors: [],
    });
    expect(plan.receptionAt).toBe("17:00");
    expect(at(plan.entries, "Cocktail hour")).toBeUndefined();
    expect(at(plan.entries, "Family and couple photos")).toMatchObject({
      startsAt: "16:30",
      endsAt: "17:00",
    });
    expectNoCoupleOverlap(plan.entries);
  });

  it("gives each booked vendor an arrival before their first service, and a load-out when they strike", () => {
    const plan = planWeddingDay({
      events: [{ name: "Ceremony", startsAt: "16:00" }],
      vendors: [
        { name: "Golden Hour Photography", role: "photographer" },
        { name: "Petal & Stem", role: "florist" },
        { name: "Feast Co", role: "caterer" },
        { name: "DJ Nova", role: "dj" },
        { name: "dj nova", role: "dj" },
      ],
    });
    const vendorEntries = plan.entries.filter((e) => !isCoupleTrack(e));
    expect(vendorEntries.map((e) => `${e.startsAt} ${e.title}`)).toEqual([
      "13:00 Feast Co arrives and sets up",
      "13:00 Petal & Stem arrives and sets up",
      "14:00 DJ Nova arrives and sets up",
      "14:00 Golden Hour Photography arrives and sets up",
      "22:55 DJ Nova loads out",
      "22:55 Feast Co loads out",
      "22:55 Petal & Stem loads out",
    ]);
    expect(at(plan.entries, "Golden Hour Photography arrives and sets up")).toMatchObject({
      kind: "vendor_arrival",
      endsAt: "15:45",
      vendorName: "Golden Hour Photography",
    });
  });

  it("is sorted by start time", () => {
    const plan = planWeddingDay({
      events: [{ name: "Ceremony", startsAt: "11:00" }],
      vendors: [
        { name: "Glam", role: "hair_makeup" },
        { name: "Cakes", role: "baker" },
      ],
    });
    const starts = plan.entries.map((e) => e.startsAt);
    expect(starts).toEqual([...starts].sort());
    expect(at(plan.entries, "Glam arrives and sets up")?.startsAt).toBe("06:30");
    expect(at(plan.entries, "Cakes arrives and sets up")?.startsAt).toBe("11:00");
  });

  it("cuts a plan that would run past midnight at 23:59 and says so", () => {
    const plan = planWeddingDay({ events: [{ name: "Ceremony", startsAt: "20:00" }], vendors: [] });
    expect(plan.cutAtMidnight).toBe(true);
    for (const e of plan.entries) expect(e.endsAt <= "23:59").toBe(true);
    expect(at(plan.entries, "Send-off")).toBeUndefined();
    expect(at(plan.entries, "Dancing")).toBeUndefined();
    expect(at(plan.entries, "Cake cutting")).toMatchObject({ startsAt: "23:45", endsAt: "23:59" });
    expectNoCoupleOverlap(plan.entries);
  });
});

describe("vendorRoleOf", () => {
  it("reads a role from a category or a line's words", () => {
    expect(vendorRoleOf("photographers")).toBe("photographer");
    expect(vendorRoleOf("videographers")).toBe("videographer");
    expect(vendorRoleOf("djband")).toBe("dj");
    expect(vendorRoleOf("", "Wedding cake")).toBe("baker");
    expect(vendorRoleOf(null, "Flowers")).toBe("florist");
    expect(vendorRoleOf("Something else")).toBe("other");
  });
});

describe("findOverlap", () => {
  const ceremony = { id: "a", title: "Ceremony", startsAt: "16:00", endsAt: "16:30", vendorName: "" };
  it("finds an overlapping item on the couple's track", () => {
    expect(
      findOverlap({ title: "Vows", startsAt: "16:15", endsAt: "16:45", vendorName: "" }, [ceremony]),
    ).toBe(ceremony);
  });
  it("lets touching items, vendor items and the item itself pass", () => {
    expect(
      findOverlap({ title: "Photos", startsAt: "16:30", endsAt: "17:00", vendorName: "" }, [ceremony]),
    ).toBe(undefined);
    expect(
      findOverlap({ title: "DJ", startsAt: "16:00", endsAt: "17:00", vendorName: "DJ" }, [ceremony]),
    ).toBe(undefined);
    expect(findOverlap({ ...ceremony, startsAt: "16:10" }, [ceremony])).toBe(undefined);
  });
});
