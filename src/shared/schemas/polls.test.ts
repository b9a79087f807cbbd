import { describe, expect, it } from "vitest";
import { createPollSchema, hasDuplicateOptions, isPollClosed, pollWinners } from "./polls";

describe("poll rules", () => {
  it("finds the options with the most votes, all of them on a tie, none without votes", () => {
    expect(
      pollWinners([
        { id: "a", votes: 1 },
        { id: "b", votes: 3 },
        { id: "c", votes: 2 },
      ]),
    ).toEqual(["b"]);
    expect(
      pollWinners([
        { id: "a", votes: 2 },
        { id: "b", votes: 2 },
      ]),
    ).toEqual(["a", "b"]);
    expect(
      pollWinners([
        { id: "a", votes: 0 },
        { id: "b", votes: 0 },
      ]),
    ).toEqual([]);
  });

  it("is closed when closed early or once its closing time has come", () => {
    const now = new Date("2027-05-01T10:00:00Z");
    expect(isPollClosed({ closedAt: null, closesAt: null }, now)).toBe(false);
    expect(isPollClosed({ closedAt: null, closesAt: "2027-05-01T10:00:01Z" }, now)).toBe(false);
    expect(isPollClosed({ closedAt: null, closesAt: "2027-05-01T10:00:00Z" }, now)).toBe(true);
    expect(isPollClosed({ closedAt: new Date("2027-04-01T00:00:00Z"), closesAt: null }, now)).toBe(true);
  });

  it("reads options that differ only in case or spaces as the same", () => {
    expect(hasDuplicateOptions(["Lemon", " LEMON"])).toBe(true);
    expect(hasDuplicateOptions(["Lemon", "Lime", ""])).toBe(false);
    expect(hasDuplicateOptions(["", ""])).toBe(false);
  });

  it("trims the question and options, and defaults to single choice with no closing time", () => {
    expect(createPollSchema.parse({ question: " Cake? ", options: [" Lemon ", "Lime"] })).toEqual({
      question: "Cake?",
      options: ["Lemon", "Lime"],
      multiple: false,
      closesAt: null,
    });
  });
});
