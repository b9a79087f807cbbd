import { describe, expect, it } from "vitest";
import type { ChatTurn } from "../types";
import { bareAmount, bareCount } from "./correction";
import { cheaperCeiling, dialogueState, relativeReference } from "./dialogue-state";
import { parseGuestRequest } from "./guest-request";
import { understand } from "./intents";
import { nameMatch, searchText } from "./listing-names";
import { proposalIn } from "./pending-change";
import { changedCategory } from "./answers/writes";

/** Decision 049's rules, one by one (the eval's 17-* questions run them end to end). */

const reply = (content: string): ChatTurn[] => [
  { role: "user", content: "…" },
  { role: "assistant", content },
];
const CONFIRM = " Please confirm below — nothing changes until you do.";

describe("the change June just proposed, read back from her reply", () => {
  it("reads each kind of proposal", () => {
    expect(proposalIn(`Shall I set your total budget to $45,000 (was $40,000)?${CONFIRM}`)).toEqual({
      kind: "set_total_budget",
      amount: 45000,
    });
    expect(proposalIn(`Shall I set Flowers & decor to $3,000 (now $2,500)?${CONFIRM}`)).toEqual({
      kind: "set_category_allocation",
      category: "Flowers & decor",
      amount: 3000,
    });
    expect(proposalIn(`Shall I change your guest count to 140 guests?${CONFIRM}`)).toEqual({
      kind: "update_profile",
      field: "guestCount",
      value: 140,
    });
    expect(proposalIn(`Shall I change your wedding date to Saturday, June 12, 2027?${CONFIRM}`)).toEqual({
      kind: "update_profile",
      field: "weddingDate",
      value: "2027-06-12",
    });
    expect(proposalIn(`Shall I change your city to Nashville?${CONFIRM}`)).toMatchObject({
      value: "nashville",
    });
  });

  it("is gone once the card is decided or June says something else", () => {
    expect(
      dialogueState(reply("Done — your total budget is now $45,000 (was $40,000).")).pending,
    ).toBeUndefined();
    expect(dialogueState(reply("No problem — I won't change your total budget.")).pending).toBeUndefined();
    expect(dialogueState(reply("Your total budget is **$40,000**.")).pending).toBeUndefined();
  });
});

describe("corrections", () => {
  const total = reply(`Shall I set your total budget to $45,000 (was $40,000)?${CONFIRM}`);
  const guests = reply(`Shall I change your guest count to 140 guests?${CONFIRM}`);
  const state = (h: ChatTurn[]) => dialogueState(h);

  it("proposes the same kind again with the new value", () => {
    expect(understand("no, make it 38k", [], state(total)).intent).toBe("set_budget");
    expect(understand("hmm, 42,000 then", [], state(total)).intent).toBe("set_budget");
    expect(understand("wait, 2k less than that", [], state(total)).intent).toBe("set_budget");
    expect(understand("actually 150 guests", [], state(guests)).intent).toBe("update_profile");
    expect(understand("sorry i meant 145", [], state(guests)).correction).toMatchObject({
      field: "guestCount",
    });
  });

  it("leaves questions and other requests alone", () => {
    expect(understand("how many days until the wedding?", [], state(total)).intent).toBe("days_left");
    expect(understand("put 3,000 toward flowers", [], state(total)).intent).toBe("set_category");
    expect(
      understand("no, make it 38k", [], state(reply("Your budget is $40,000."))).correction,
    ).toBeUndefined();
  });

  it("reads bare values: thousands after a proposal of thousands, counts without money", () => {
    expect(bareAmount("make it 38", 45000)).toBe(38000);
    expect(bareAmount("42,000 then", 45000)).toBe(42000);
    expect(bareAmount("3.5k", 3000)).toBe(3500);
    expect(bareCount("sorry i meant 145")).toBe(145);
    expect(bareCount("make it $145")).toBeUndefined();
  });
});

describe("relative writes pick their target", () => {
  it("a category, or the total", () => {
    expect(understand("raise the total by 3,000").intent).toBe("set_budget");
    expect(understand("knock 2k off our budget").intent).toBe("set_budget");
    expect(understand("bump catering up 10%").intent).toBe("set_category");
    expect(understand("can we take 1,000 out of the venue budget").intent).toBe("set_category");
    expect(understand("add 500 more to the music budget").intent).toBe("set_category");
  });

  it("names the category as the couple said it", () => {
    expect(changedCategory("bump catering up 10%")).toBe("catering");
    expect(changedCategory("cut flowers by $500")).toBe("flowers");
    expect(changedCategory("take $750 off the venue")).toBe("venue");
    expect(changedCategory("up the music by 250")).toBe("music");
  });
});

describe("references for writes", () => {
  it("reads 'the second' when the phrase ends there, not 'the first dance'", () => {
    expect(relativeReference("drop the second from my saved venues")).toEqual({
      to: "ordinal",
      positions: [2],
    });
    expect(relativeReference("get rid of the first")).toEqual({ to: "ordinal", positions: [1] });
    expect(relativeReference("songs for the first dance")).toBeUndefined();
  });

  it("keep it, save that one, remove it, get rid of the first one", () => {
    expect(understand("love this, keep it").intent).toBe("save_venue");
    expect(understand("ok save that one").intent).toBe("save_venue");
    expect(understand("remove it").intent).toBe("remove_saved");
    expect(understand("get rid of the first one").intent).toBe("remove_saved");
    expect(understand("let's keep it small and simple").intent).not.toBe("save_venue");
  });
});

describe("cheaper follow-ups", () => {
  const list = reply(
    "1. **[A](/venues/a)** — Cleveland · seats 240 · from $16,250\n2. **[B](/venues/b)** — Cleveland · seats 260 · from $18,000\n3. **[C](/venues/c)** — Cleveland · from $12,750\n\n[See them on the venues page](/venues?q=lakeside&city=cleveland)",
  );

  it("reads the prices shown and cuts below their middle", () => {
    const state = dialogueState(list);
    expect(state.shown.map((s) => s.priceFrom)).toEqual([16250, 18000, 12750]);
    expect(cheaperCeiling(state.shown)).toBe(16249);
    expect(cheaperCeiling([{ kind: "venue", slug: "x", name: "X", priceFrom: 5250 }])).toBe(5249);
    expect(cheaperCeiling([{ kind: "venue", slug: "x", name: "X" }])).toBeUndefined();
  });

  it("narrows the same search with that ceiling", () => {
    const u = understand("any cheaper ones?", ["show me lakeside venues"], dialogueState(list));
    expect(u.intent).toBe("find_venues");
    expect(u.entities).toMatchObject({
      style: "lakeside",
      city: "cleveland",
      money: { amount: 16249, isCeiling: true },
    });
  });
});

describe("listing names with typos of every kind", () => {
  it("short words one letter off beside a distinctive word, possessives, category words", () => {
    expect(nameMatch("thornbury hell indoors", "The Thornbury Hall")?.full).toBe(true); // wrong letter
    expect(nameMatch("hollister hose", "Hollister House")?.full).toBe(true); // missing letter
    expect(nameMatch("kindrid photography's", "Kindred Photographs")?.full).toBe(true); // possessive
    expect(nameMatch("twin mapels wine estate", "Twin Maples Wine Estate")?.full).toBe(true); // transposed
    expect(nameMatch("bramblewoood farmstead", "Bramblewood Farmstead")?.full).toBe(true); // extra letter
    expect(nameMatch("hell", "The Thornbury Hall")).toBeUndefined(); // a short word alone picks nothing
    expect(nameMatch("larkspur florist", "Larkspur Floral Studio")).toBeDefined();
  });

  it("searches the words that name a listing", () => {
    expect(searchText("larkspur florist")).toBe("larkspur");
    expect(searchText("thornbury hell indoors")).toBe("thornbury hell");
  });
});

describe("households written many ways", () => {
  it("the Nguyens — Minh and Lan, the Joneses: Pat and Sam", () => {
    expect(parseGuestRequest("add the Nguyens — Minh and Lan Nguyen")?.people.map((p) => p.name)).toEqual([
      "Minh Nguyen",
      "Lan Nguyen",
    ]);
    expect(parseGuestRequest("add the Joneses: Pat and Sam")).toMatchObject({
      householdName: "The Jones family",
      people: [{ name: "Pat Jones" }, { name: "Sam Jones" }],
    });
    expect(parseGuestRequest("add the Okafors")).toMatchObject({
      householdName: "The Okafor family",
      people: [],
    });
  });
});
