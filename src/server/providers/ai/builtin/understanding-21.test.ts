import { describe, expect, it } from "vitest";
import { plainMessage } from "./builtin-engine";
import { adviceAboutChange } from "./change-advice";
import { dateShift, impossibleDate, shiftedDate } from "./date-change";
import { superlativeOf } from "./dialogue-state";
import { normalize } from "./entities";
import { understand } from "./intents";
import { limitOf } from "./limits";
import { nameMatch, resegmented } from "./listing-names";
import { ownNumberQuestion } from "./own-numbers";
import { proposalIn } from "./pending-change";
import { practiceQuestion } from "./practice-question";
import { withoutQuotedRequests } from "./quoted-request";
import { zeroedLine } from "./zero-line";

/** Issue #16's sixth round (decision 061): each understanding rule, apart from the eval's wordings. */

const read = (q: string) => normalize(plainMessage(q));

describe("own numbers", () => {
  it("reads two or more budget lines asked at once", () => {
    expect(ownNumberQuestion(read("what do we have for venue and catering?"))).toEqual({
      kind: "lines",
      lines: ["venue", "catering"],
    });
    expect(ownNumberQuestion(read("how much is budgeted for the dj, flowers and cake"))).toEqual({
      kind: "lines",
      lines: ["dj", "flowers", "cake"],
    });
  });
  it("leaves a search or a write with two categories alone", () => {
    expect(ownNumberQuestion(read("find photographers and florists in columbus"))).toBeUndefined();
    expect(ownNumberQuestion(read("move 500 from flowers to music"))).toBeUndefined();
  });
  it("divides by a guest count the question names", () => {
    expect(ownNumberQuestion(read("cost per head for 90 people?"))).toEqual({
      kind: "per_guest_at",
      guests: 90,
    });
    expect(ownNumberQuestion(read("whats our spend per guest rn"))).toEqual({ kind: "per_guest" });
  });
});

describe("category writes", () => {
  it.each([
    ["zero out the music line", "music"],
    ["zero the flowers budget out", "flowers"],
    ["we're skipping the photographer entirely", "photographer"],
    ["set the dj to nothing", "dj"],
    ["put $0 toward cake", "cake"],
    ["zero that line out", "that"],
  ])("%s → %s at $0", (q, line) => {
    expect(zeroedLine(read(q))).toBe(line);
  });
  it("prefers the line named over a pointer at it", () => {
    expect(zeroedLine(read("we're dropping the photographer completely, zero it out"))).toBe("photographer");
  });
  it("takes no line to $0 when none is named, or the words aren't a line", () => {
    expect(zeroedLine(read("set the guest count to zero"))).toBeUndefined();
    expect(zeroedLine(read("we're skipping the rehearsal dinner entirely"))).toBeUndefined();
    expect(zeroedLine(read("put 2000 toward music"))).toBeUndefined();
  });
  it("scores a trade name, a typo or a verb-first amount as a category write", () => {
    expect(understand(read("make the cake 800")).intent).toBe("set_category");
    expect(understand(read("set fotography to 3500 pls thx")).intent).toBe("set_category");
    expect(understand(read("zero out the music line")).intent).toBe("set_category");
  });
});

describe("wedding-date changes", () => {
  it.each([
    ["push the wedding back a week", 7],
    ["move it up two days", -2],
    ["can we move the date 3 days earlier", -3],
    ["postpone the wedding by two weeks", 14],
    ["bump the big day forward a couple of days", -2],
  ])("%s → %d days", (q, days) => {
    expect(dateShift(read(q))?.days).toBe(days);
  });
  it("shifts by months keeping the day, or the month's last day", () => {
    const shift = dateShift(read("push the wedding back a month"))!;
    expect(shiftedDate("2027-06-12", shift)).toBe("2027-07-12");
    expect(shiftedDate("2027-01-31", shift)).toBe("2027-02-28");
    expect(shiftedDate("2027-09-23", dateShift(read("push it back a week"))!)).toBe("2027-09-30");
  });
  it("reads no shift in a date or a question about time left", () => {
    expect(dateShift(read("move the wedding to june 12"))).toBeUndefined();
    expect(dateShift(read("how many weeks until the wedding"))).toBeUndefined();
  });
  it("refuses days the month doesn't have, and only those", () => {
    expect(impossibleDate(read("change the date to february 30 2027"))).toMatchObject({
      said: "February 30, 2027",
      days: 28,
    });
    expect(impossibleDate(read("the 31st of april"))).toMatchObject({ said: "April 31", days: 30 });
    expect(impossibleDate(read("february 29 2028"))).toBeUndefined();
    expect(impossibleDate(read("move it to june 30"))).toBeUndefined();
  });
  it("reads a proposal whose question names the value it replaces", () => {
    expect(
      proposalIn("Shall I change your guest count to 150 guests (now 120 guests)? Please confirm below."),
    ).toEqual({ kind: "update_profile", field: "guestCount", value: 150 });
    expect(proposalIn("Shall I change your city to Columbus (now Cleveland)? Please confirm below.")).toEqual(
      {
        kind: "update_profile",
        field: "cityId",
        value: "columbus",
      },
    );
  });
});

describe("advice about a change", () => {
  it.each([
    "should we move the wedding to nashville? pros and cons",
    "is it a good idea to cut our guest count to 100?",
    "thoughts on switching our date to october",
    "would it make sense to raise the budget to 50k",
  ])("%s is advice", (q) => {
    expect(adviceAboutChange(read(q))).toBe(true);
  });
  it.each(["change our city to nashville", "should we move it? yes, go ahead and change it to june 12"])(
    "%s is a request",
    (q) => {
      expect(adviceAboutChange(read(q))).toBe(false);
    },
  );
});

describe("limits", () => {
  it.each([
    ["does my fiance need a k1 visa", "immigration"],
    ["is a glass of wine ok if i'm pregnant", "health"],
    ["are wedding costs tax deductible", "taxes"],
    ["how do i check my fiancee's texts", "surveillance"],
    ["who else booked harbor light pavilion", "others_data"],
    ["what's my cousin's phone number", "others_data"],
    ["text everyone the new date", "send_message"],
    ["can you email the venue for us", "send_message"],
    ["reserve it for june 12", "book"],
    ["pay the florist deposit", "pay"],
    ["charge my card for the deposit", "pay"],
  ])("%s → %s", (q, limit) => {
    expect(limitOf(read(q))).toBe(limit);
  });
  it.each([
    "remind me what date we set",
    "when should we book a photographer",
    "book a tour at harbor light pavilion",
    "how much sales tax do caterers add",
    "what's the service charge on catering",
    "contact info for lakeview glasshouse",
  ])("%s is no limit", (q) => {
    expect(limitOf(read(q))).toBeUndefined();
  });
});

describe("quoted requests", () => {
  it("takes out a change asked in someone else's quoted words", () => {
    const q = withoutQuotedRequests('my mom texted me: "June, change our guest count to 300"');
    expect(q.quotedChange).toBe(true);
    expect(q.ownRequest).toBe(false);
  });
  it("keeps the couple's own question around the quote", () => {
    const q = withoutQuotedRequests(
      "the planner emailed 'please update your budget to $60,000' — how much have we allocated so far?",
    );
    expect(q.quotedChange).toBe(true);
    expect(q.ownRequest).toBe(true);
    expect(q.text).not.toMatch(/60,000/);
  });
  it("leaves quoted names and the couple's own requests alone", () => {
    expect(withoutQuotedRequests('tell me about "Twin Maples Wine Estate"').quotedChange).toBe(false);
    expect(withoutQuotedRequests("change our guest count to 130").quotedChange).toBe(false);
  });
});

describe("listing names typed unusually", () => {
  it("cuts a joined name and joins a split one", () => {
    expect(resegmented(["twinmaples", "wine"], ["twin", "maples", "wine", "estate"])).toEqual([
      "twin",
      "maples",
      "wine",
    ]);
    expect(resegmented(["wave", "crest", "pavilion"], ["wavecrest", "pavilion"])).toEqual([
      "wavecrest",
      "pavilion",
    ]);
  });
  it("matches such names fully, and still not another listing", () => {
    expect(nameMatch("harbourlight pavilion", "Harbor Light Pavilion")?.full).toBe(true);
    expect(nameMatch("wave crest pavilion", "Wavecrest Pavilion")?.full).toBe(true);
    expect(nameMatch("wave crest pavilion", "Harbor Light Pavilion")).toBeUndefined();
  });
});

describe("RSVP answers and fit questions", () => {
  it("reads a decline in everyday words as the guest list, not a venue's seats", () => {
    expect(understand(read("how many ppl cant make it")).intent).toBe("guests");
    expect(understand(read("how many people can fit in the barn")).intent).toBe("capacity");
  });
  it("reads a fit question over the listings shown as capacity, not a narrowed search", () => {
    expect(understand(read("which of those could hold 150?")).intent).toBe("capacity");
  });
});

describe("follow-ups and norms", () => {
  it("reads a comparative over the listings shown as a pick", () => {
    expect(superlativeOf("tell me about the cheaper one")).toEqual({ by: "price", order: "min" });
    expect(superlativeOf("save the bigger one")).toEqual({ by: "capacity", order: "max" });
    expect(superlativeOf("any cheaper ones?")).toBeUndefined();
  });
  it("reads a norm with a category word as a guide question, not their own numbers", () => {
    expect(practiceQuestion(read("typical caterer price per plate?"))).toBe(true);
    expect(practiceQuestion(read("when is the final headcount due to the caterer"))).toBe(true);
    expect(practiceQuestion(read("what does a tent cost"))).toBe(true);
    expect(practiceQuestion(read("what's a typical budget split for us?"))).toBe(false);
    expect(practiceQuestion(read("find caterers in columbus"))).toBe(false);
  });
});

// Decision 061's addendum (lead): a norm word or a practice keeps a money question with the guides.
describe("norms and practices are not the couple's own numbers", () => {
  it.each([
    "what % of the budget usually goes to photography and video",
    "what percentage of a budget should the venue typically take",
    "do you tip hair and makeup people? how much",
    "how much of a deposit do the caterer and the florist usually want",
  ])("%s is not read as their own lines", (q) => {
    expect(ownNumberQuestion(read(q))).toBeUndefined();
  });

  it("their own share and their own lines still are", () => {
    expect(ownNumberQuestion(read("what percent of our budget is photography"))).toMatchObject({
      kind: "share",
    });
    expect(ownNumberQuestion(read("how much is in catering and how much in flowers"))).toMatchObject({
      kind: "lines",
    });
  });
});
