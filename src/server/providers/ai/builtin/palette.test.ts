import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { decodeDataUrl, dominantColors, nameColor, readImageColors, seasonOf, type Rgb } from "./palette";

async function pngDataUrl(parts: { hex: string; width: number }[], height = 40): Promise<string> {
  const width = parts.reduce((s, p) => s + p.width, 0);
  let left = 0;
  const composite = [];
  for (const p of parts) {
    const input = await sharp({ create: { width: p.width, height, channels: 3, background: p.hex } })
      .png()
      .toBuffer();
    composite.push({ input, left, top: 0 });
    left += p.width;
  }
  const png = await sharp({ create: { width, height, channels: 3, background: "#000000" } })
    .composite(composite)
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

describe("nameColor", () => {
  it("names table colours and their neighbours", () => {
    expect(nameColor([128, 0, 32]).name).toBe("burgundy");
    expect(nameColor([156, 175, 136]).name).toBe("sage");
    expect(nameColor([150, 170, 140]).name).toBe("sage");
    expect(nameColor([31, 42, 68]).name).toBe("navy");
    expect(nameColor([250, 250, 250]).name).toBe("white");
    expect(nameColor([10, 10, 10]).name).toBe("black");
    expect(nameColor([212, 175, 55]).name).toBe("gold");
    expect(nameColor([240, 197, 192]).name).toBe("blush");
  });
});

describe("dominantColors", () => {
  it("finds the shares of a two-colour set of pixels", () => {
    const pixels: Rgb[] = [...Array<Rgb>(75).fill([128, 0, 32]), ...Array<Rgb>(25).fill([245, 239, 220])];
    expect(dominantColors(pixels).map((c) => [c.name, c.share])).toEqual([
      ["burgundy", 75],
      ["ivory", 25],
    ]);
  });

  it("returns nothing for no pixels", () => {
    expect(dominantColors([])).toEqual([]);
  });
});

describe("readImageColors", () => {
  it("names the colour of a generated solid PNG", async () => {
    const colors = await readImageColors(await pngDataUrl([{ hex: "#800020", width: 50 }]));
    expect(colors).toEqual([
      { rgb: [128, 0, 32], hex: "#800020", share: 100, name: "burgundy", family: "red" },
    ]);
  });

  it("finds up to five colours in stripes, biggest first", async () => {
    const colors = await readImageColors(
      await pngDataUrl([
        { hex: "#9caf88", width: 40 },
        { hex: "#f0c5c0", width: 30 },
        { hex: "#f5efdc", width: 20 },
        { hex: "#1f2a44", width: 10 },
      ]),
    );
    expect(colors?.map((c) => c.name)).toEqual(["sage", "blush", "ivory", "navy"]);
    expect(colors?.[0]?.share).toBeGreaterThanOrEqual(35);
  });

  it("reads other formats (a JPEG, a transparent WebP)", async () => {
    const jpeg = await sharp({ create: { width: 30, height: 30, channels: 3, background: "#1f2a44" } })
      .jpeg()
      .toBuffer();
    expect((await readImageColors(`data:image/jpeg;base64,${jpeg.toString("base64")}`))?.[0]?.name).toBe(
      "navy",
    );
    const webp = await sharp({
      create: { width: 30, height: 30, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .webp()
      .toBuffer();
    expect((await readImageColors(`data:image/webp;base64,${webp.toString("base64")}`))?.[0]?.name).toBe(
      "white",
    );
  });

  it("answers undefined for anything that isn't a readable image", async () => {
    expect(await readImageColors("data:image/png;base64,bm90IGFuIGltYWdl")).toBeUndefined();
    expect(await readImageColors("not a data url")).toBeUndefined();
    expect(await readImageColors("data:image/png;base64,")).toBeUndefined();
  });
});

describe("helpers", () => {
  it("decodes base64 and percent-encoded data URLs", () => {
    expect(decodeDataUrl("data:text/plain;base64,aGk=")?.toString()).toBe("hi");
    expect(decodeDataUrl("data:image/svg+xml,%3Csvg%3E")?.toString()).toBe("<svg>");
    expect(decodeDataUrl("https://example.test/x.png")).toBeUndefined();
  });

  it("maps months to seasons", () => {
    expect([1, 4, 7, 10, 12].map(seasonOf)).toEqual(["winter", "spring", "summer", "autumn", "winter"]);
  });
});
