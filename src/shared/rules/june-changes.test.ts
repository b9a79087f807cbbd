import { describe, expect, it } from "vitest";
import {
  centsLabel,
  changeLines,
  confirmedText,
  dismissedText,
  outcomeText,
  profileValueLabel,
  proposalQuestion,
  type ChangeProposal,
} from "./june-changes";

const total: ChangeProposal = { kind: "set_total_budget", amountCents: 4_000_000, previousCents: 3_500_000 };
const first: ChangeProposal = { kind: "set_total_budget", amountCents: 2_500_050, previousCents: null };
const flowers: ChangeProposal = {
  kind: "set_category_allocation",
  categoryName: "Flowers & decor",
  amountCents: 300_000,
  previousCents: 280_000,
};
const profile: ChangeProposal = {
  kind: "update_profile",
  changes: [
    { field: "weddingDate", fromLabel: "not set", toLabel: "June 12, 2027" },
    { field: "guestCount", fromLabel: "120 guests", toLabel: "150 guests" },
  ],
};
const venue: ChangeProposal = { kind: "remove_saved_venue", venueName: "Willow Creek Barn" };

describe("how June words a change (issue #16)", () => {
  it("money and profile values as the couple reads them", () => {
    expect(centsLabel(4_000_000)).toBe("$40,000");
    expect(centsLabel(2_500_050)).toBe("$25,000.50");
    expect(centsLabel(5)).toBe("$0.05");
    expect(profileValueLabel("weddingDate", "2027-06-12")).toBe("June 12, 2027");
    expect(profileValueLabel("cityId", "nashville")).toBe("Nashville");
    expect(profileValueLabel("guestCount", "1")).toBe("1 guest");
    expect(profileValueLabel("guestCount", "1500")).toBe("1,500 guests");
    expect(profileValueLabel("cityId", null)).toBe("not set");
  });

  it("the card's lines: from → to, nothing before when there was nothing", () => {
    expect(changeLines(total)).toEqual([{ what: "Total budget", from: "$35,000", to: "$40,000" }]);
    expect(changeLines(first)).toEqual([{ what: "Total budget", from: null, to: "$25,000.50" }]);
    expect(changeLines(flowers)).toEqual([{ what: "Flowers & decor", from: "$2,800", to: "$3,000" }]);
    expect(changeLines(profile)).toEqual([
      { what: "Wedding date", from: null, to: "June 12, 2027" },
      { what: "Guest count", from: "120 guests", to: "150 guests" },
    ]);
    expect(changeLines(venue)).toEqual([{ what: "Venue", from: null, to: "Willow Creek Barn" }]);
  });

  it("the replies: the question, what changed once confirmed, nothing once dismissed", () => {
    expect(proposalQuestion(total)).toBe(
      "Shall I set your total budget to $40,000 (was $35,000)? Please confirm below.",
    );
    expect(confirmedText(total)).toBe("Done — your total budget is now $40,000 (was $35,000).");
    expect(confirmedText(first)).toBe("Done — your total budget is now $25,000.50.");
    expect(confirmedText(flowers)).toBe("Done — Flowers & decor is now $3,000 (was $2,800).");
    expect(confirmedText(profile)).toBe(
      "Done — your wedding date is now June 12, 2027 and your guest count is now 150 guests (was 120 guests).",
    );
    expect(confirmedText(venue)).toBe("Done — I removed Willow Creek Barn from your saved venues.");
    expect(dismissedText(total)).toBe("No problem — I won't change your total budget.");
    expect(dismissedText(profile)).toBe("No problem — I won't change your wedding date and guest count.");
    expect(dismissedText(venue)).toBe(
      "No problem — I won't remove Willow Creek Barn from your saved venues.",
    );
    expect(outcomeText(total, "confirmed")).toBe("Total budget set to $40,000.");
    expect(outcomeText(venue, "dismissed")).toBe("Kept Willow Creek Barn in your venues.");
  });
});
