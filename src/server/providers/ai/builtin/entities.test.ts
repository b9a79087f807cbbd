import { describe, expect, it } from "vitest";
import { extractEntities, extractVenueReference, mergeEntities } from "./entities";

describe("extractEntities", () => {
  it("finds cities, including nicknames", () => {
    expect(extractEntities("venues in Columbus").city).toBe("columbus");
    expect(extractEntities("anything in cincy?").city).toBe("cincinnati");
    expect(extractEntities("Music City weddings").city).toBe("nashville");
    expect(extractEntities("CLEVELAND please").city).toBe("cleveland");
    expect(extractEntities("somewhere nice").city).toBeUndefined();
  });

  it("maps vendor words to the 12 categories", () => {
    const cat = (s: string) => extractEntities(s).category;
    expect(cat("we need a photographer")).toBe("photographers");
    expect(cat("a DJ for the reception")).toBe("djband");
    expect(cat("live band?")).toBe("djband");
    expect(cat("flowers for the tables")).toBe("florists");
    expect(cat("bouquets")).toBe("florists");
    expect(cat("who makes the cake")).toBe("bakers");
    expect(cat("hair and makeup")).toBe("hairmakeup");
    expect(cat("a videographer")).toBe("videographers");
    expect(cat("wedding video")).toBe("videographers");
    expect(cat("catering")).toBe("caterers");
    expect(cat("a limo")).toBe("transportation");
    expect(cat("an officiant")).toBe("officiants");
    expect(cat("mobile bar")).toBe("bartenders");
    expect(cat("decor and lighting")).toBe("decorators");
    expect(cat("day-of coordinator")).toBe("weddingplanners");
    expect(cat("venues")).toBeUndefined();
  });

  it("reads guest counts in their usual forms", () => {
    const g = (s: string) => extractEntities(s).guests;
    expect(g("for 150 guests")).toBe(150);
    expect(g("150 people")).toBe(150);
    expect(g("a 200-person wedding")).toBe(200);
    expect(g("a venue that can seat 180")).toBe(180);
    expect(g("guest count of 90")).toBe(90);
    expect(g("for 30 days")).toBeUndefined();
  });

  it("reads money: $20k, 20,000, 20 grand, budget of…; ceilings and budgets", () => {
    expect(extractEntities("under $20k").money).toEqual({ amount: 20000, isCeiling: true, isBudget: false });
    expect(extractEntities("about $1.5k").money?.amount).toBe(1500);
    expect(extractEntities("costs 20,000 dollars").money?.amount).toBe(20000);
    expect(extractEntities("max 8k").money).toMatchObject({ amount: 8000, isCeiling: true });
    expect(extractEntities("our budget is $30,000").money).toMatchObject({ amount: 30000, isBudget: true });
    expect(extractEntities("budget of 25000").money).toMatchObject({ amount: 25000, isBudget: true });
    expect(extractEntities("a DJ under $2,000 for 150 guests")).toMatchObject({
      money: { amount: 2000, isCeiling: true },
      guests: 150,
      category: "djband",
    });
    // A price is not a guest count.
    expect(extractEntities("venues for $9000").guests).toBeUndefined();
  });

  it("finds venue styles with synonyms, and the setting", () => {
    const e = (s: string) => extractEntities(s);
    expect(e("a rustic barn").style).toBe("barn");
    expect(e("winery weddings").style).toBe("vineyard");
    expect(e("on the lake").style).toBe("lakeside");
    expect(e("a warehouse loft").style).toBe("industrial");
    expect(e("an old mansion").style).toBe("historic");
    expect(e("rooftop with skyline views").style).toBe("rooftop");
    expect(e("outdoor ceremony").setting).toBe("outdoor");
    expect(e("indoors in case of rain").setting).toBe("indoor");
  });

  it("reads dates", () => {
    expect(extractEntities("on 2027-09-18").date).toBe("2027-09-18");
    expect(extractEntities("September 18, 2027").date).toBe("2027-09-18");
    expect(extractEntities("June 2027").date).toBe("2027-06");
    expect(extractEntities("9/18/2027").date).toBe("2027-09-18");
    expect(extractEntities("Oct 3rd").date).toBe("--10-03");
    expect(extractEntities("Hi June, what's next?").date).toBeUndefined();
  });

  it("merges follow-up entities over earlier ones", () => {
    expect(mergeEntities({ city: "cleveland", style: "barn", guests: 150 }, { city: "columbus" })).toEqual({
      city: "columbus",
      style: "barn",
      guests: 150,
    });
  });
});

describe("extractVenueReference", () => {
  it("finds the venue name after save/add", () => {
    expect(extractVenueReference("Save Lakeview Glasshouse")).toEqual({ name: "Lakeview Glasshouse" });
    expect(extractVenueReference("please save the Foundry Loft to our saved venues")).toEqual({
      name: "Foundry Loft",
    });
    expect(extractVenueReference("add Twin Maples Wine Estate to my favorites!")).toEqual({
      name: "Twin Maples Wine Estate",
    });
    expect(extractVenueReference("can you save “Hollister House” for us?")).toEqual({
      name: "Hollister House",
    });
  });

  it("understands ordinals and pronouns", () => {
    expect(extractVenueReference("save the second one")).toEqual({ ordinal: 2 });
    expect(extractVenueReference("save the 1st")).toEqual({ ordinal: 1 });
    expect(extractVenueReference("save the last one")).toEqual({ ordinal: 0 });
    expect(extractVenueReference("save it")).toEqual({ ordinal: -1 });
    expect(extractVenueReference("what's the weather")).toBeUndefined();
  });
});
