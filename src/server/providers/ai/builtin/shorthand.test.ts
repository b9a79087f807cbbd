import { describe, expect, it } from "vitest";
import { expandShorthand } from "./shorthand";

describe("chat shorthand and misspelt question words (decision 049)", () => {
  it("writes shorthand out", () => {
    expect(expandShorthand("wat r ur prices")).toBe("what are your prices");
    expect(expandShorthand("hw many days til the wedding")).toBe("how many days til the wedding");
    expect(expandShorthand("can u find a dj w/ good reviews pls")).toBe(
      "can you find a dj with good reviews please",
    );
    expect(expandShorthand("Whats our budget? thx")).toBe("What's our budget? thanks");
    expect(expandShorthand("tell me abt it")).toBe("tell me about it");
    expect(expandShorthand("Wht venues seat 200")).toBe("What venues seat 200");
    expect(expandShorthand("wen r we getting married")).toBe("when are we getting married");
  });

  it("fixes the keywords writes depend on: transposed, missing, extra and wrong letters", () => {
    expect(expandShorthand("increse our budget")).toBe("increase our budget"); // missing
    expect(expandShorthand("how much did we alocate")).toBe("how much did we allocate"); // missing
    expect(expandShorthand("our buddget")).toBe("our budget"); // extra
    expect(expandShorthand("our budjet")).toBe("our budget"); // wrong
    expect(expandShorthand("our bugdet")).toBe("our budget"); // transposed
    expect(expandShorthand("weding date")).toBe("wedding date");
  });

  it("leaves names, capitals and ordinary words alone", () => {
    expect(expandShorthand("add Ur Patel and R Jones")).toBe("add Ur Patel and R Jones");
    expect(expandShorthand("add Bridget Lane")).toBe("add Bridget Lane");
    expect(expandShorthand("we reduced the list")).toBe("we reduced the list");
    expect(expandShorthand("Compare Lakeview Glasshouse and Bramblewood")).toBe(
      "Compare Lakeview Glasshouse and Bramblewood",
    );
    expect(expandShorthand("how many guests are coming?")).toBe("how many guests are coming?");
    expect(expandShorthand("our weddings page")).toBe("our weddings page");
  });
});
