import { describe, expect, it } from "vitest";
import type { Guest, Household } from "@shared/schemas/guests";
import { exportUrl, filterRows, NO_FILTERS, parseTags, rowsOf, sortRows, tagsOf } from "./guest-view";

function guest(id: string, name: string, extra: Partial<Guest> = {}): Guest {
  return {
    id,
    householdId: "",
    name,
    email: "",
    phone: "",
    guestType: "friend",
    side: "both",
    rsvpStatus: "pending",
    mealChoice: "",
    dietaryNotes: "",
    tags: [],
    notes: "",
    isUnnamedPlusOne: false,
    answers: {},
    updatedAt: "2027-01-01T00:00:00.000Z",
    ...extra,
  };
}

function household(id: string, name: string, guests: Guest[], invitedEventIds: string[] = []): Household {
  return {
    id,
    name,
    email: "",
    phone: "",
    address: "",
    postcode: "",
    plusOnesAllowed: 0,
    invitedEventIds,
    rsvpPath: null,
    respondedAt: null,
    songRequest: "",
    noteToCouple: "",
    source: "couple",
    reviewStatus: "approved",
    notes: "",
    guests: guests.map((g) => ({ ...g, householdId: id })),
  };
}

const list = {
  households: [
    household(
      "h2",
      "The Moreaus",
      [
        guest("g3", "Zoë Moreau", { rsvpStatus: "attending", tags: ["college"] }),
        guest("g4", "Luc Moreau", { side: "partner2", updatedAt: "2027-03-01T00:00:00.000Z" }),
      ],
      ["e1"],
    ),
    household("h1", "Aunt Ada", [
      guest("g1", "Ada Lovelace", { rsvpStatus: "declined", tags: ["family", "college"] }),
    ]),
  ],
};

describe("the guest table's view", () => {
  it("searches across name, household and tags, ignoring accents and case", () => {
    const rows = rowsOf(list);
    expect(filterRows(rows, { ...NO_FILTERS, q: "zoe" }).map((r) => r.guest.id)).toEqual(["g3"]);
    expect(filterRows(rows, { ...NO_FILTERS, q: "moreaus luc" }).map((r) => r.guest.id)).toEqual(["g4"]);
    expect(filterRows(rows, { ...NO_FILTERS, q: "COLLEGE" }).map((r) => r.guest.id)).toEqual(["g3", "g1"]);
  });

  it("filters by status, side, tag and the household's invited events", () => {
    const rows = rowsOf(list);
    expect(filterRows(rows, { ...NO_FILTERS, status: "declined" }).map((r) => r.guest.id)).toEqual(["g1"]);
    expect(filterRows(rows, { ...NO_FILTERS, side: "partner2" }).map((r) => r.guest.id)).toEqual(["g4"]);
    expect(filterRows(rows, { ...NO_FILTERS, tag: "family" }).map((r) => r.guest.id)).toEqual(["g1"]);
    expect(filterRows(rows, { ...NO_FILTERS, eventId: "e1" }).map((r) => r.guest.id)).toEqual(["g3", "g4"]);
  });

  it("sorts by household keeping members together, and by status across households", () => {
    const rows = rowsOf(list);
    expect(sortRows(rows, "household").map((r) => r.guest.id)).toEqual(["g1", "g3", "g4"]);
    expect(sortRows(rows, "status").map((r) => r.guest.id)).toEqual(["g3", "g4", "g1"]);
    expect(sortRows(rows, "name", true).map((r) => r.guest.id)).toEqual(["g3", "g4", "g1"]);
    expect(sortRows(rows, "updated")[0]!.guest.id).toBe("g4");
  });

  it("lists tags, parses typed tags and builds the export link of the filtered view", () => {
    expect(tagsOf(rowsOf(list))).toEqual(["college", "family"]);
    expect(parseTags(" college, , family,college ")).toEqual(["college", "family"]);
    expect(exportUrl()).toBe("/api/guests/export.csv");
    expect(exportUrl({ ...NO_FILTERS, q: " Ada ", status: "declined" })).toBe(
      "/api/guests/export.csv?q=Ada&status=declined",
    );
  });
});
